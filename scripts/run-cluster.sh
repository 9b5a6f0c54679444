#!/usr/bin/env bash
# Runs the site as a small cluster on this machine: nginx in front (host origin and socket origin),
# two host servers, two soketi nodes joined through Redis, the reference API (host-server/cluster).
# Installs nginx and redis-server with apt when missing and run as root. run-site.sh stays the
# single-process default. Extra arguments go to host-server/start.ts (e.g. --no-build).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cluster-engines.sh
ensure_cluster_engines
npx -y pnpm@10.34.8 install --frozen-lockfile --reporter=append-only
exec npx -y pnpm@10.34.8 start --cluster "$@"
