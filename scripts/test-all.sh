#!/usr/bin/env bash
# npm test: every stage in order; the first failure stops the run. Ends with one summary line.
# CI has 2 cores and a 20-minute budget for the suite: the four static checks (each one single-threaded) run side
# by side, and jest uses both cores (jest.config.cjs). Each stage prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
started=$(date +%s)
stage_started=$started
stage() { printf '\n=== %s ===\n' "$1"; stage_started=$(date +%s); }
took() { printf '(%s: %s s)\n' "$1" "$(( $(date +%s) - stage_started ))"; }

stage "typecheck, lint (with layer boundaries), dependency-cruiser and formatting, side by side"
logs=$(mktemp -d)
npm run --silent typecheck >"$logs/typecheck" 2>&1 & typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 & lint=$!
npm run --silent deps:validate >"$logs/deps" 2>&1 & deps=$!
npm run --silent format:check >"$logs/format" 2>&1 & format=$!
failed=0
for check in typecheck lint deps format; do
  if ! wait "${!check}"; then failed=1; printf -- '--- %s failed:\n' "$check"; cat "$logs/$check"; fi
done
rm -rf "$logs"
[ "$failed" = 0 ] || exit 1
took "static checks"

stage "unit tests (jest)";    npx jest --ci --json --outputFile=reports/jest.json; took jest
stage "features (cucumber)";  npx cucumber-js --format json:reports/cucumber.json; took cucumber
stage "build";                npx vite build --logLevel warn; took build
stage "benchmarks (smoke: every bench briefly, so none can rot)"; node scripts/bench.mjs --smoke; took "benchmarks (smoke)"
# The main stack's run and the 2025-10 wire stack's (3 specs) one after the other: each stack runs only while its
# specs do, so the other's simulated market takes no CPU from the run.
stage "end to end (playwright, Chromium)"
E2E_MAIN_ONLY=1 npx playwright test
E2E_WIRE_ONLY=1 E2E_JSON_REPORT=reports/playwright-wire.json npx playwright test
took playwright

node scripts/test-summary.mjs "$(( $(date +%s) - started ))"
