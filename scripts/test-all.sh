#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what is needed, lints and type-checks, runs the unit
# and component tests (jest, with coverage), builds the production bundles once, then runs the
# Playwright suites against the production run in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
PNPM=(npx -y pnpm@10.34.8)

# Each step's wall time goes to .cache/steps.tsv; the summary at the end (also after a failed step) prints them.
mkdir -p .cache
STEPS=.cache/steps.tsv
: >"$STEPS"
current_step=""
step_started=0
now_ms() { date +%s%3N; }
end_step() {
  [ -n "$current_step" ] && printf '%s\t%s\n' "$current_step" "$(($(now_ms) - step_started))" >>"$STEPS"
  current_step=""
}
step() {
  end_step
  current_step="$1"
  step_started=$(now_ms)
  shift
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
summary() {
  end_step
  node scripts/test-summary.mjs "$STEPS" .cache/jest.json e2e/test-results/report.json \
    "e2e/test-results-${SERIAL_PORT_BASE:-3100}/report.json" e2e/test-results-cluster/report.json || true
}
trap summary EXIT
# Reports of an earlier run must not be summed into this one's.
rm -rf .cache/jest.json e2e/test-results e2e/test-results-*

step install "install dependencies"
"${PNPM[@]}" install --frozen-lockfile --reporter=append-only

step browser "browser"
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

step engines "nginx and redis-server (the cluster run)"
source scripts/cluster-engines.sh
ensure_cluster_engines

step lint "lint"
"${PNPM[@]}" run lint

step typecheck "type-check"
"${PNPM[@]}" run typecheck

step build "production build"
"${PNPM[@]}" run build

# After the build: the SSR suites load the lobby's server entry from it.
step jest "unit and component tests (jest)"
rm -f .cache/jest.json
npx jest --ci --coverage --forceExit --json --outputFile=.cache/jest.json

step e2e "end-to-end tests (Playwright, production run; the serial specs beside it on their own port block)"
# The serial specs change the site for everyone (releases, rollbacks, a crashed socket server): they get a
# production run of their own on the port block SERIAL_PORT_BASE (its own database and CDN folder) and run
# while the desktop and mobile projects run on the main one. Their output is printed once they end.
SERIAL_PORT_BASE="${SERIAL_PORT_BASE:-3100}"
e2e_status=0
(cd e2e && MFP_E2E_PART=serial MFP_PORT_BASE="$SERIAL_PORT_BASE" DB_FILE="$(mktemp -u /tmp/mfp-e2e-serial-XXXXXX.sqlite)" \
  npx playwright test >../.cache/e2e-serial.log 2>&1) &
serial_pid=$!
export DB_FILE="${DB_FILE:-$(mktemp -u /tmp/mfp-e2e-XXXXXX.sqlite)}"
(cd e2e && MFP_E2E_PART=parallel npx playwright test) || e2e_status=$?
serial_status=0
wait "$serial_pid" || serial_status=$?
printf '\n\033[1m-- the serial specs (port block %s)\033[0m\n' "$SERIAL_PORT_BASE"
cat .cache/e2e-serial.log
[ "$serial_status" = 0 ] || e2e_status=$serial_status

step "cluster e2e" "end-to-end tests (Playwright, cluster run: nginx, two host servers, two soketi nodes on Redis)"
export DB_FILE="$(mktemp -u /tmp/mfp-e2e-cluster-XXXXXX.sqlite)"
(cd e2e && MFP_CLUSTER=1 npx playwright test) || e2e_status=$?

exit "$e2e_status"
