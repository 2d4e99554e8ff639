import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from './config';
import { grantAdminCli } from './md-admin/grant-admin-cli';
import { startSimulator } from './server';

/** Starts the exchange from the environment and prints exactly one line when it is ready. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const running = await startSimulator(optionsFromEnv(env));
  process.stdout.write(`Exchange running at ${running.url}\n`);
  // Every way out checkpoints and closes the database and releases the data folder's lock (docs/simulator.md).
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code || 1), 10_000).unref(); // a close that hangs must not keep the process
    running.close().then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  process.once('SIGHUP', () => stop(0));
  const crash = (error: unknown) => {
    process.stderr.write(`simulator: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    stop(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}

const entry = process.argv[1];
const command = process.argv[2];
if (entry && resolve(entry) === fileURLToPath(import.meta.url) && (command === 'grant-admin' || command === 'revoke-admin')) {
  grantAdminCli(command, process.argv.slice(3), process.env).then(
    (line) => process.stdout.write(`${line}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
} else if (entry && resolve(entry) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
