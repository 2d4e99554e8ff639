import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from './config';
import { startSimulator } from './server';

/** Starts the exchange from the environment and prints exactly one line when it is ready. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const running = await startSimulator(optionsFromEnv(env));
  process.stdout.write(`Exchange running at ${running.url}\n`);
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const entry = process.argv[1];
if (entry && resolve(entry) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
