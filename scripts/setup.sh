#!/usr/bin/env bash
# Installs what building, serving and testing Condottiere needs, on a fresh Debian machine
# that has Rust (rustup, stable), Node 20 and npm. Idempotent: every step checks what is
# already there first, so a second run installs nothing.
#
#   scripts/setup.sh              everything (build tools + Chromium for the tests)
#   scripts/setup.sh --app-only   only what building and serving the app needs
#
# It can also be sourced (`source scripts/setup.sh [--app-only]`): the caller then keeps the
# environment it sets up (PATH with node_modules/.bin, TRUNK_SKIP_VERSION_CHECK).
#
# Everything comes from crates.io, npm, Debian's packages and rustup; nothing else is
# downloaded. Trunk runs offline and uses the wasm-bindgen and wasm-opt installed here.

# Pinned tool versions. wasm-bindgen-cli is not pinned here: it must equal the wasm-bindgen
# crate in Cargo.lock, and is read from there. wasm-opt comes from the npm package `binaryen`
# pinned in package.json (and in Trunk.toml [tools] wasm_opt).
TRUNK_VERSION="0.21.14" # 0.22 needs a newer rustc than stable 1.95.
WASM_TARGET="wasm32-unknown-unknown"
CHROMIUM_BIN="/usr/bin/chromium"
CHROMEDRIVER_BIN="/usr/bin/chromedriver"

condottiere_setup() {
  local app_only=0 arg
  for arg in "$@"; do
    case "$arg" in
      --app-only) app_only=1 ;;
      -h | --help)
        sed -n '2,13p' "${BASH_SOURCE[0]}"
        return 0
        ;;
      *)
        echo "setup.sh: unknown argument: $arg" >&2
        return 2
        ;;
    esac
  done

  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  say() { printf '==> setup: %s\n' "$*"; }
  die() {
    printf 'setup.sh: error: %s\n' "$*" >&2
    return 1
  }

  export PATH="$root/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
  export TRUNK_SKIP_VERSION_CHECK=true # Trunk's update check cannot reach its server.

  # --- What the machine must already have -------------------------------------------------
  local tool
  for tool in rustup cargo rustc node npm; do
    command -v "$tool" >/dev/null 2>&1 || die "'$tool' is not installed (need Rust via rustup, Node 20 and npm)" || return 1
  done
  local node_major
  node_major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$node_major" -ge 20 ] || die "Node $node_major is too old, need Node 20 or newer" || return 1

  # --- Rust target and components ---------------------------------------------------------
  if ! rustup target list --installed | grep -qx "$WASM_TARGET"; then
    say "adding Rust target $WASM_TARGET"
    rustup target add "$WASM_TARGET" || return 1
  fi
  local component
  for component in rustfmt clippy; do
    if ! rustup component list --installed | grep -q "^$component"; then
      say "adding Rust component $component"
      rustup component add "$component" || return 1
    fi
  done

  # --- Trunk ---------------------------------------------------------------------------------
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (cargo install, about 13 minutes on 2 cores)"
    cargo install trunk --version "$TRUNK_VERSION" --locked || return 1
  fi

  # --- wasm-bindgen-cli: exactly the wasm-bindgen version in Cargo.lock ------------------------
  local wb_version
  wb_version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$root/Cargo.lock")"
  [ -n "$wb_version" ] || die "cannot read the wasm-bindgen version from Cargo.lock" || return 1
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wb_version" ] ||
    [ "$(wasm-bindgen-test-runner --version 2>/dev/null)" != "wasm-bindgen-test-runner $wb_version" ]; then
    say "installing wasm-bindgen-cli $wb_version (cargo install, a few minutes)"
    # --locked needs a crate (webpki-roots) that this registry mirror lacks: fall back to a
    # fresh resolve of the CLI's own dependencies.
    cargo install wasm-bindgen-cli --version "$wb_version" --locked ||
      cargo install wasm-bindgen-cli --version "$wb_version" || return 1
  fi

  # --- Debian packages: Chromium and its driver, for the browser and end-to-end tests -------
  if [ "$app_only" = 0 ] && { [ ! -x "$CHROMIUM_BIN" ] || [ ! -x "$CHROMEDRIVER_BIN" ]; }; then
    say "installing Debian packages chromium and chromium-driver"
    local sudo=""
    if [ "$(id -u)" != 0 ]; then
      command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to apt-get install chromium chromium-driver" || return 1
      sudo="sudo"
    fi
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q || return 1
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver fonts-liberation || return 1
  fi

  # --- npm packages (wasm-opt from binaryen, playwright-core) --------------------------------
  # The stamp records which package-lock.json node_modules was installed from.
  local stamp="$root/node_modules/.condottiere-installed" want
  want="$(cat "$root/package.json" "$root/package-lock.json" | sha256sum | cut -d' ' -f1)"
  if [ ! -d "$root/node_modules" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "installing npm packages (npm ci)"
    (cd "$root" && npm ci --no-audit --no-fund) || return 1
    echo "$want" >"$stamp"
  fi

  # --- Check the result ----------------------------------------------------------------------
  local wasm_opt_pin wasm_opt_have
  wasm_opt_pin="$(sed -n 's/^wasm_opt *= *"\(.*\)"/\1/p' "$root/Trunk.toml")"
  wasm_opt_have="$(wasm-opt --version 2>/dev/null | sed -n 's/.*(\(version_[0-9]*\)).*/\1/p')"
  [ "$(command -v wasm-opt)" = "$root/node_modules/.bin/wasm-opt" ] ||
    die "wasm-opt on PATH is $(command -v wasm-opt), expected node_modules/.bin/wasm-opt" || return 1
  [ "$wasm_opt_have" = "$wasm_opt_pin" ] ||
    die "wasm-opt is $wasm_opt_have but Trunk.toml pins $wasm_opt_pin: update one of them" || return 1
  local wb_pin
  wb_pin="$(sed -n 's/^wasm_bindgen *= *"\(.*\)"/\1/p' "$root/Trunk.toml")"
  [ "$wb_pin" = "$wb_version" ] ||
    die "Trunk.toml pins wasm_bindgen = $wb_pin but Cargo.lock has wasm-bindgen $wb_version" || return 1

  say "ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $wasm_opt_have$(
    [ "$app_only" = 1 ] || printf ', %s, %s' "$("$CHROMIUM_BIN" --version 2>/dev/null)" "$("$CHROMEDRIVER_BIN" --version 2>/dev/null | cut -d' ' -f1-2)"
  )"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  # Executed, not sourced.
  set -euo pipefail
  condottiere_setup "$@"
else
  condottiere_setup "$@" || return 1
fi
