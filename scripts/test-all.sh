#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what is needed, lints and type-checks, runs the unit
# and component tests (jest, with coverage), builds the production bundles once, then runs the
# Playwright suites against the production run in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
PNPM=(npx -y pnpm@10.34.8)

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "install dependencies"
"${PNPM[@]}" install --frozen-lockfile --reporter=append-only

step "browser"
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  else
    echo "Chromium is missing at $CHROMIUM_PATH. Install Debian's package as root (apt-get install chromium)"
    echo "or point CHROMIUM_PATH at a Chromium binary. (Never 'playwright install': it cannot download here.)"
    exit 1
  fi
fi
export CHROMIUM_PATH

step "nginx and redis-server (the cluster run)"
source scripts/cluster-engines.sh
ensure_cluster_engines

step "lint and type-check"
"${PNPM[@]}" run lint
"${PNPM[@]}" run typecheck

step "unit and component tests (jest)"
mkdir -p .cache
npx jest --ci --coverage --forceExit --json --outputFile=.cache/jest.json

step "production build"
"${PNPM[@]}" run build

step "end-to-end tests (Playwright, production run)"
export DB_FILE="${DB_FILE:-$(mktemp -u /tmp/mfp-e2e-XXXXXX.sqlite)}"
e2e_status=0
(cd e2e && npx playwright test) || e2e_status=$?

step "end-to-end tests (Playwright, cluster run: nginx, two host servers, two soketi nodes on Redis)"
export DB_FILE="$(mktemp -u /tmp/mfp-e2e-cluster-XXXXXX.sqlite)"
(cd e2e && MFP_CLUSTER=1 npx playwright test) || e2e_status=$?

node scripts/test-summary.mjs .cache/jest.json e2e/test-results/report.json e2e/test-results-cluster/report.json
exit "$e2e_status"
