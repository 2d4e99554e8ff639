#!/usr/bin/env node
// Adds up the reports of jest, cucumber and playwright into one closing line.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const totals = { passed: 0, failed: 0 };
const lines = [];

const jest = read('reports/jest.json');
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  lines.push(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
}
const cucumber = read('reports/cucumber.json');
if (cucumber) {
  const scenarios = cucumber.flatMap((f) => f.elements ?? []);
  const failed = scenarios.filter((s) => s.steps.some((st) => st.result.status !== 'passed')).length;
  totals.passed += scenarios.length - failed;
  totals.failed += failed;
  lines.push(`cucumber: ${scenarios.length - failed} passed, ${failed} failed (scenarios)`);
}
// npm test runs the main projects and the 2025-10 wire project in one run, with one report
for (const [name, path] of [['playwright', 'reports/playwright.json']]) {
  const playwright = read(path);
  if (!playwright) continue;
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats ?? {};
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  lines.push(`${name}: ${expected + flaky} passed, ${unexpected} failed`);
}
// npm test runs the benchmarks' smoke run in two lanes (scripts/bench.mjs --lane), each with its report
for (const lane of ['beside', 'after']) {
  const benches = read(`reports/bench-smoke-${lane}.json`);
  if (!benches) continue;
  totals.passed += benches.passed;
  totals.failed += benches.failed;
  lines.push(`benchmarks (smoke, ${lane}): ${benches.passed} passed, ${benches.failed} failed`);
}
console.log(`\n${lines.join('\n')}\nnpm test took ${process.argv[2] ?? '?'} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
