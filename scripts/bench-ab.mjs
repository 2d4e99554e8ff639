#!/usr/bin/env node
// npm run bench:ab -- <git-ref> [bench-filter] [--rounds N] [--smoke]
// Measures this working tree against <git-ref> side by side: the ref is checked out in a temporary worktree
// (.data/bench-ab/<sha>, node_modules linked from here), both are built, and the chosen benchmarks run on both,
// interleaved (A B, B A, A B, …) so that a change in the machine's load falls on both. Prints, per figure, the median
// of each side and their ratio (this tree ÷ the ref). Each side runs its own `scripts/bench.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const rounds = Number(flag('--rounds') ?? 3);
const smoke = args.includes('--smoke') ? (args.splice(args.indexOf('--smoke'), 1), true) : false;
const [ref, filter = ''] = args;
if (!ref) {
  console.error('usage: npm run bench:ab -- <git-ref> [bench-filter] [--rounds N] [--smoke]');
  process.exit(2);
}

const git = (...a) => spawnSync('git', a, { encoding: 'utf8' });
const sha = git('rev-parse', '--verify', `${ref}^{commit}`).stdout.trim();
if (!sha) {
  console.error(`not a commit: ${ref}`);
  process.exit(2);
}
const here = process.cwd();
const there = resolve('.data/bench-ab', sha.slice(0, 12));
if (!existsSync(there)) {
  mkdirSync(resolve('.data/bench-ab'), { recursive: true });
  const add = git('worktree', 'add', '--detach', there, sha);
  if (add.status !== 0) throw new Error(add.stderr);
}
if (!existsSync(resolve(there, 'node_modules'))) symlinkSync(resolve(here, 'node_modules'), resolve(there, 'node_modules'));
const sameDeps = readFileSync(resolve(there, 'package.json'), 'utf8') === readFileSync(resolve(here, 'package.json'), 'utf8');
if (!sameDeps) console.log(`# note: ${ref}'s package.json differs from this tree's; both run with this tree's node_modules`);

function build(dir) {
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`build failed in ${dir}`);
}
console.log(`# building ${ref} (${sha.slice(0, 12)}) and this tree`);
build(there);
build(here);

const sides = { before: there, after: here };
const figures = { before: new Map(), after: new Map() };
const units = new Map();
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
  for (const side of order) {
    console.log(`# round ${round + 1}/${rounds}: ${side === 'before' ? ref : 'this tree'}`);
    const run = spawnSync(process.execPath, ['scripts/bench.mjs', ...(smoke ? ['--smoke'] : []), filter], {
      cwd: sides[side],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    for (const line of run.stdout.split('\n')) {
      const m = /^BENCH (\S+) (-?[\d.]+) (\S+)/.exec(line);
      if (!m) continue;
      const list = figures[side].get(m[1]) ?? [];
      list.push(Number(m[2]));
      figures[side].set(m[1], list);
      units.set(m[1], m[3]);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const keys = [...new Set([...figures.before.keys(), ...figures.after.keys()])].sort();
console.log(`\nA/B: ${ref} (${sha.slice(0, 12)}) → this tree, ${rounds} interleaved rounds, medians`);
console.log(`${'figure'.padEnd(44)} ${'before'.padStart(12)} ${'after'.padStart(12)} ${'ratio'.padStart(7)}  unit`);
for (const key of keys) {
  const b = figures.before.get(key);
  const a = figures.after.get(key);
  const mb = b ? median(b) : undefined;
  const ma = a ? median(a) : undefined;
  const ratio = mb && ma !== undefined ? (ma / mb).toFixed(3) : '—';
  const fmt = (v) => (v === undefined ? '—' : String(Number(v.toFixed(3))));
  console.log(`${key.padEnd(44)} ${fmt(mb).padStart(12)} ${fmt(ma).padStart(12)} ${ratio.padStart(7)}  ${units.get(key)}`);
  console.log(`BENCH_AB ${key} ${mb ?? 'NaN'} ${ma ?? 'NaN'} ${ratio}`);
  // each round's figure, in the order run: the spread says how much a ratio means on this machine
  console.log(`#   rounds: before ${(b ?? []).map(fmt).join(', ')}; after ${(a ?? []).map(fmt).join(', ')}`);
}
