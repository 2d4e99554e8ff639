#!/usr/bin/env node
// Starts the whole product on one machine: builds the app, starts the Firebase Auth emulator and the
// embedded exchange (which serves the app, the REST API and the websocket on one origin), prints one URL.
// Env: PORT (8080), HOST (127.0.0.1), APP_ENV (local), SKIP_BUILD=1, NO_AUTH_EMULATOR=1, plus simulator vars.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const bin = (name) => `node_modules/.bin/${name}`;
const children = [];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
  console.log('Building the app…');
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function waitFor(url, label, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000} s`);
}

if (process.env.NO_AUTH_EMULATOR !== '1') {
  const emulator = spawn(bin('firebase'), ['emulators:start', '--only', 'auth', '--project', 'demo-exchange'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  children.push(emulator);
  emulator.on('exit', (code) => code && console.error(`Firebase Auth emulator exited with ${code}`));
}

const simulator = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'simulator/main.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
});
children.push(simulator);
simulator.stdout.on('data', (chunk) => process.stdout.write(chunk));
simulator.on('exit', (code) => {
  console.error(`The exchange simulator stopped (${code}).`);
  stopAll(code ?? 1);
});

try {
  if (process.env.NO_AUTH_EMULATOR !== '1') await waitFor('http://127.0.0.1:9099/', 'The Firebase Auth emulator', 90_000);
  const url = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8080'}`;
  await waitFor(`${url}/app-config.json`, 'The exchange simulator', 180_000);
  console.log(`\nReady: open ${url}\n`);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
