#!/usr/bin/env node
// npm run bench: runs every benchmark in bench/ (*.bench.mjs with node, *.bench.ts through swc) in turn.
// Each prints its figures as `BENCH <key> <value> <unit>` lines.
// Usage: npm run bench [-- name-filter]
//        node scripts/bench.mjs --smoke [filter]   every benchmark briefly (tiny sizes and windows), as `npm test` runs
//        them so that none can rot: a benchmark fails the run when it exits non-zero or prints no BENCH line. The
//        figures of a smoke run mean nothing; the browser benchmarks need the built app (`npx vite build`).
//        --lane beside|after   npm test's two lanes of the smoke run: `beside` runs beside cucumber (the three
//        longest Chromium benchmarks), `after` after it (the others), so that both cores end at about the same time
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const laneAt = args.indexOf('--lane');
const lane = laneAt === -1 ? undefined : args.splice(laneAt, 2)[1];
const filter = args.find((a) => !a.startsWith('--')) ?? '';
/**
 * The smoke run's lane beside cucumber: the longest benchmarks (each drives headless Chromium against a stack of its
 * own; smoke times on 2 cores: web ≈ 40 s, trade-orders ≈ 19 s, market-table ≈ 15 s, navigation ≈ 15 s). The `after`
 * lane has the rest (trade-book ≈ 13 s, por-verify ≈ 6 s, the node benchmarks ≈ 13 s together) after cucumber's ≈ 50 s.
 */
const BESIDE = ['web', 'trade-orders', 'market-table', 'navigation'];
if (lane !== undefined && lane !== 'beside' && lane !== 'after') throw new Error(`--lane beside|after, not ${lane}`);
const inLane = (file) => !lane || BESIDE.some((name) => file.startsWith(`${name}.bench.`)) === (lane === 'beside');

/** Sizes and windows of the smoke run; a variable already set in the environment wins. */
const SMOKE_ENV = {
  BENCH_SMOKE: '1',
  SKIP_BUILD: '1',
  MEASURE_MS: '1000',
  SOAK_MS: '1000',
  RUNS: '1',
  LH_RUNS: '1',
  READ_MS: '500',
  NAV_PAGES: 'markets,trade',
  LH_PAGES: 'home,wallet',
  BENCH_WINDOW_MS: '200',
  BOOK_BENCH_DELTAS: '2000',
  ENGINE_BENCH_OPS: '3000',
  STORE_BENCH_OPS: '300',
  REST_BENCH_CALLS: '60',
  ALGO_BENCH_SAMPLES: '5',
  RISK_BENCH_ACCOUNTS: '20',
  RISK_BENCH_RUNS: '1',
  SOCIAL_BENCH_TRADERS: '100',
  POR_PROOF_LEAVES: '1000',
  POR_BENCH_LEAVES: '1000',
  ORDERS: '5',
  FILL_RATE: '20',
  OPEN_ORDERS: '50',
};

const files = readdirSync('bench')
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f) && f.includes(filter) && inLane(f))
  .sort();
const env = smoke ? { ...SMOKE_ENV, ...process.env } : process.env;

function run(file) {
  const node = file.endsWith('.ts')
    ? ['--expose-gc', '--import', '@swc-node/register/esm-register', `bench/${file}`]
    : ['--expose-gc', `bench/${file}`];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, node, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let figures = 0;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      figures += lines.filter((line) => line.startsWith('BENCH ')).length;
    });
    child.on('close', (code) => resolve({ code, figures: figures + (pending.startsWith('BENCH ') ? 1 : 0) }));
  });
}

const started = Date.now();
const failures = [];
for (const file of files) {
  console.log(`\n# ${file}`);
  const fileStarted = Date.now();
  const { code, figures } = await run(file);
  if (code !== 0) failures.push(`${file} exited with ${code}`);
  else if (figures === 0) failures.push(`${file} printed no BENCH line`);
  if (smoke) console.log(`# ${file}: ${((Date.now() - fileStarted) / 1000).toFixed(1)} s`);
}
if (files.length === 0) console.log('no benchmarks matched');
if (smoke) {
  console.log(
    `\nbenchmarks (smoke): ${files.length - failures.length} passed, ${failures.length} failed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    `reports/bench-smoke${lane ? `-${lane}` : ''}.json`,
    JSON.stringify({ passed: files.length - failures.length, failed: failures.length, failures }),
  );
}
process.exit(failures.length ? 1 : 0);
