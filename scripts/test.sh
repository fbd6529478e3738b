#!/usr/bin/env bash
# Command 2: check and test everything. Exits non-zero on the first failure.
#
#   scripts/test.sh
#
# Steps: setup (installs missing tools), rustfmt, clippy, native tests (every crate under
# crates/), in-browser tests (wasm-bindgen-test in headless Chromium), release build with
# Trunk (prints the .wasm size), end-to-end tests (Playwright + Chromium against dist/).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# shellcheck source=scripts/setup.sh
source "$ROOT/scripts/setup.sh"

# No debug info: much less to compile and link, and panics still report file:line.
export CARGO_PROFILE_DEV_DEBUG=0
# CI always starts from an empty target/: incremental state would only cost time there.
if [ "${CI:-}" = true ]; then export CARGO_INCREMENTAL=0; fi
# In-browser tests: wasm-bindgen-test-runner drives Debian's Chromium through chromedriver,
# with the Chromium flags of tests/webdriver.json.
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/tests/webdriver.json"
unset NO_HEADLESS

START=$SECONDS
step() {
  printf '\n==> [%3ds] %s\n' "$((SECONDS - START))" "$*"
}

step "rustfmt: cargo fmt --all --check"
cargo fmt --all --check

step "clippy: cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

# Every workspace crate but the browser app (tested in the browser below): engine, ai,
# cli, board, links, i18n, session (the game at the table, with the import-circle check),
# and any crate added later.
step "native tests: cargo test --workspace --exclude condottiere"
cargo test --workspace --exclude condottiere

step "in-browser tests: cargo test -p condottiere --target wasm32-unknown-unknown (headless Chromium)"
cargo test -p condottiere --target wasm32-unknown-unknown

step "release build: trunk build --release --offline"
trunk build --release --offline
# The app's wasm (binary condottiere-app), not the AI worker's.
wasm_file="$(find dist -maxdepth 1 -name 'condottiere*.wasm' | head -n 1)"
[ -n "$wasm_file" ] || {
  echo "test.sh: no .wasm file in dist/" >&2
  exit 1
}
raw=$(wc -c <"$wasm_file")
gz=$(gzip -9 <"$wasm_file" | wc -c)
printf 'release wasm: %s  %d bytes raw (%d KiB), %d bytes gzip -9 (%d KiB)\n' \
  "$wasm_file" "$raw" $((raw / 1024)) "$gz" $((gz / 1024))
# What the size depends on, to compare one machine's figures with another's: the compiler
# builds the wasm, and the end-to-end budget counts what Node's zlib sends.
printf 'built with: %s; wasm-opt %s; node %s, zlib %s\n' "$(rustc --version)" \
  "$(wasm-opt --version | sed -n 's/.*(\(version_[0-9]*\)).*/\1/p')" \
  "$(node -p process.versions.node)" "$(node -p process.versions.zlib)"

step "end-to-end tests: node --test tests/e2e/ (Playwright + $CHROMIUM_BIN against dist/)"
# A test that hangs fails after 5 minutes instead of stalling the run.
node --test --test-timeout=300000 tests/e2e/

step "all checks and tests passed in $((SECONDS - START)) s"
