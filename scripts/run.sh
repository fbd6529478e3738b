#!/usr/bin/env bash
# Command 1: build Condottiere and serve it to play in the browser.
#
#   scripts/run.sh              → http://127.0.0.1:8080
#   PORT=9000 scripts/run.sh    → http://127.0.0.1:9000
#
# Installs missing build tools first (scripts/setup.sh --app-only), builds the optimised
# release with Trunk into dist/, then serves dist/ on the loopback interface until Ctrl-C.
# For development with rebuild and reload on every change use `trunk serve --offline`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-8080}"

# shellcheck source=scripts/setup.sh
source "$ROOT/scripts/setup.sh" --app-only

echo "==> building the release (trunk build --release --offline)"
trunk build --release --offline

echo "==> serving dist/ on http://127.0.0.1:$PORT/"
exec node "$ROOT/scripts/serve-dist.mjs" "$ROOT/dist" "$PORT"
