#!/usr/bin/env node
// Development: the simulator (API + websocket) on 8080 and the Vite dev server on 5173 proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: { ...process.env, SKIP_BUILD: '1', DIST_DIR: 'no-dist' } }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
