#!/usr/bin/env node
// npm run bench: runs every benchmark in bench/ (*.bench.mjs with node, *.bench.ts through swc) in turn.
// Each prints its figures as `BENCH <key> <value> <unit>` lines. Not part of npm test.
// Usage: npm run bench [-- name-filter]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filter = process.argv[2] ?? '';
const files = readdirSync('bench').filter((f) => /\.bench\.(mjs|ts)$/.test(f) && f.includes(filter)).sort();
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const args = file.endsWith('.ts') ? ['--expose-gc', '--import', '@swc-node/register/esm-register', `bench/${file}`] : ['--expose-gc', `bench/${file}`];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (files.length === 0) console.log('no benchmarks matched');
process.exit(failed ? 1 : 0);
