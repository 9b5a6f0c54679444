#!/usr/bin/env bash
# Runs the whole site on a fresh machine with only Node 20 and npm: installs pnpm (through npx) and
# the dependencies, builds the host and the five remotes for production, publishes each remote to
# the local CDN folder, starts the reference backend (API + soketi) and serves every origin.
set -euo pipefail
cd "$(dirname "$0")/.."
npx -y pnpm@10.34.8 install --frozen-lockfile --reporter=append-only
# The start script in this very process (no npx, pnpm or shell between): a service manager's or a container's
# SIGTERM reaches it, and it stops the backend, soketi and every origin, checkpointing the database.
exec node node_modules/tsx/dist/cli.mjs host-server/start.ts "$@"
