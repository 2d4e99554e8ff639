#!/usr/bin/env bash
# npm test: every stage in order; the first failure stops the run. Ends with one summary line.
# CI has 2 cores and a 15-minute budget for the suite: stages that need neither each other nor an exact timing run
# side by side (the four static checks and the build; cucumber and the benchmarks' smoke run, whose figures mean
# nothing), jest uses both cores (jest.config.cjs), and Playwright two workers (playwright.config.ts). Each stage
# prints how long it took; a stage run beside another prints its log when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
started=$(date +%s)
stage_started=$started
stage() { printf '\n=== %s ===\n' "$1"; stage_started=$(date +%s); }
took() { printf '(%s: %s s)\n' "$1" "$(( $(date +%s) - stage_started ))"; }

# Runs each "name command…" pair side by side; prints the logs of those that failed and fails if any did.
side_by_side() {
  local logs pids=() names=() failed=0
  logs=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1"); bash -c "$2" >"$logs/$1" 2>&1 & pids+=($!); shift 2
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then failed=1; printf -- '--- %s failed:\n' "${names[$i]}"; cat "$logs/${names[$i]}"; fi
  done
  for name in "${names[@]}"; do [ "$failed" = 1 ] || tail -n 3 "$logs/$name"; done
  rm -rf "$logs"
  return "$failed"
}

stage "typecheck, lint (with layer boundaries), dependency-cruiser, formatting and the build, side by side"
side_by_side typecheck 'npm run --silent typecheck' lint 'npm run --silent lint' deps 'npm run --silent deps:validate' \
  format 'npm run --silent format:check' build 'npx vite build --logLevel warn'
took "static checks and build"

stage "unit tests (jest)";    npx jest --ci --json --outputFile=reports/jest.json; took jest
stage "features (cucumber) and the benchmarks' smoke run (every bench briefly, so none can rot), side by side"
rm -f reports/bench-smoke*.json
side_by_side cucumber 'npx cucumber-js --format json:reports/cucumber.json && node scripts/bench.mjs --smoke --lane after' \
  benchmarks 'node scripts/bench.mjs --smoke --lane beside'
took "cucumber and benchmarks (smoke)"
# The main stack's shared tests on two workers; then its @global tests on one, and beside them the 2025-10 wire stack's
# three specs on the other (playwright.config.ts).
stage "end to end (playwright, Chromium)"
rm -f reports/playwright-wire.json
npx playwright test
took playwright

node scripts/test-summary.mjs "$(( $(date +%s) - started ))"
