#!/usr/bin/env bash
# npm test: every stage in order; the first failure stops the run. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
stage() { printf '\n=== %s ===\n' "$1"; }
started=$(date +%s)

stage "typecheck";            npm run --silent typecheck
stage "lint (with layer boundaries)"; npm run --silent lint
stage "dependency-cruiser";   npm run --silent deps:validate
stage "unit tests (jest)";    npx jest --ci --json --outputFile=reports/jest.json
stage "features (cucumber)";  npx cucumber-js --format json:reports/cucumber.json
stage "build";                npx vite build --logLevel warn
stage "end to end (playwright, Chromium)"; npx playwright test

node scripts/test-summary.mjs "$(( $(date +%s) - started ))"
