#!/usr/bin/env node
// Lighthouse A/B against two stacks that are already running (not a *.bench file: `npm run bench` does not run it).
// On a loaded machine `npm run bench:ab` can fail to start a simulator per run (start.mjs allows 60 s); here each side
// is started once and the runs are interleaved page by page (A B, B A, …), so a change in the machine's load falls
// on both. Prints each run (score, TBT, FCP, LCP, the load average) and, per page, the medians and their ratio.
// Usage: node bench/lighthouse-ab.mjs <before-base-url> <after-base-url> [runs=3] [paths=/,/blog,/proof-of-reserves]
import console from 'node:console';
import process from 'node:process';
import { loadavg } from 'node:os';
import { lighthouseReport } from './lighthouse-report.mjs';

const [before, after, runsArg = '3', pathsArg = '/,/blog,/proof-of-reserves'] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node bench/lighthouse-ab.mjs <before-base-url> <after-base-url> [runs] [paths]');
  process.exit(2);
}
const runs = Number(runsArg);
const paths = pathsArg.split(',');
function lighthouse(url) {
  const report = lighthouseReport(url);
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: a['total-blocking-time'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
  };
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const results = new Map(paths.map((p) => [p, { before: [], after: [] }]));
for (let round = 0; round < runs; round++) {
  for (const path of paths) {
    const order = (round + paths.indexOf(path)) % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const side of order) {
      const r = lighthouse(`${side === 'before' ? before : after}${path}`);
      results.get(path)[side].push(r);
      console.log(
        `# ${path} ${side.padEnd(6)} score ${r.score} TBT ${Math.round(r.tbt)} ms FCP ${Math.round(r.fcp)} ms LCP ${Math.round(r.lcp)} ms (load ${loadavg()[0].toFixed(1)})`,
      );
    }
  }
}
console.log(
  `\nLighthouse A/B, ${runs} interleaved runs a side, medians (load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(
  `${'page'.padEnd(24)} ${'score'.padStart(13)} ${'ratio'.padStart(6)} ${'TBT ms'.padStart(15)} ${'ratio'.padStart(6)} ${'LCP ms'.padStart(15)}`,
);
for (const [path, { before: b, after: a }] of results) {
  const m = (list, key) => median(list.map((r) => r[key]));
  const pair = (key) => `${Math.round(m(b, key))} → ${Math.round(m(a, key))}`;
  const ratio = (key) => (m(b, key) ? (m(a, key) / m(b, key)).toFixed(2) : '—');
  console.log(
    `${path.padEnd(24)} ${pair('score').padStart(13)} ${ratio('score').padStart(6)} ${pair('tbt').padStart(15)} ${ratio('tbt').padStart(6)} ${pair('lcp').padStart(15)}`,
  );
  console.log(
    `BENCH_AB lighthouse${path === '/' ? '_home' : path.replace(/[^a-z0-9]+/gi, '_')} ${m(b, 'score')} ${m(a, 'score')} ${ratio('score')}`,
  );
}
