#!/usr/bin/env bash
# Mutation testing of a crate (the rules engine unless told): cargo-mutants changes the
# crate one operator, constant or return value at a time, runs the crate's tests on each
# change, and reports every change no test notices ("missed"). A quality benchmark, not
# part of CI: the goal is 0 missed (equivalent mutants are marked #[mutants::skip] in the
# code, or listed in .cargo/mutants.toml, each with the reason).
#
#   scripts/mutants.sh                          every mutant of crates/engine
#   scripts/mutants.sh --package session        every mutant of crates/session
#   scripts/mutants.sh --file crates/engine/src/game/battle.rs   one file (repeatable)
#   scripts/mutants.sh --shard 2/8              the third of eight parts (round-robin)
#   scripts/mutants.sh --list                   only list the mutants
#   scripts/mutants.sh -- <cargo mutants args>  anything else, passed on as is
#
# The whole engine run is several hundred mutants at a few seconds each (a build and the
# engine's tests): split it with --shard on a small machine. The tests run in the
# `mutants` profile (the tests' own code optimised too) with CONDOTTIERE_QUICK_TESTS=1,
# which makes the loops over thousands of random games (the engine's invariants, the
# session's save fuzzing) ten times shorter; `cargo test` keeps their full strength.
# Results go to target/mutants-out/<package>-<part>/; a summary line is printed: caught /
# missed / unviable / timeout.
#
# Installs cargo-mutants (crates.io, the pinned version) when it is missing.
set -euo pipefail

CARGO_MUTANTS_VERSION="27.1.0"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

usage() {
  sed -n '2,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

package="engine"
files=()
shard=""
list=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --package | -p)
      [ $# -ge 2 ] || { echo "mutants.sh: --package needs a crate name" >&2; exit 2; }
      [ -d "crates/$2" ] || { echo "mutants.sh: no crate crates/$2" >&2; exit 2; }
      package="$2"
      shift 2
      ;;
    --file)
      [ $# -ge 2 ] || { echo "mutants.sh: --file needs a path" >&2; exit 2; }
      files+=("$2")
      shift 2
      ;;
    --shard)
      [ $# -ge 2 ] || { echo "mutants.sh: --shard needs k/n" >&2; exit 2; }
      [[ "$2" =~ ^[0-9]+/[0-9]+$ ]] || { echo "mutants.sh: --shard takes k/n (k from 0), not '$2'" >&2; exit 2; }
      shard="$2"
      shift 2
      ;;
    --list) list=1; shift ;;
    -h | --help) usage; exit 0 ;;
    --) shift; extra+=("$@"); break ;;
    *) echo "mutants.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

if [ "$(cargo mutants --version 2>/dev/null)" != "cargo-mutants $CARGO_MUTANTS_VERSION" ]; then
  echo "==> mutants: installing cargo-mutants $CARGO_MUTANTS_VERSION (cargo install, a few minutes)"
  cargo install cargo-mutants --version "$CARGO_MUTANTS_VERSION" --locked
fi

args=(--package "$package")
for f in "${files[@]}"; do args+=(--file "$f"); done
if [ "$list" = 1 ]; then
  exec cargo mutants "${args[@]}" --list "${extra[@]}"
fi

part="all"
if [ -n "$shard" ]; then
  args+=(--shard "$shard" --sharding round-robin)
  part="shard-${shard/\//-of-}"
fi
if [ "${#files[@]}" -gt 0 ]; then
  part="$part-$(printf '%s\n' "${files[@]}" | xargs -n1 basename | sed 's/\.rs$//' | paste -sd+)"
fi
part="$package-$part"
out="$ROOT/target/mutants-out/$part"
mkdir -p "$out"

# The engine's and the session's tests shorten their random loops when this is set (see
# crates/engine/tests/invariants.rs, crates/session/tests/save_properties.rs).
export CONDOTTIERE_QUICK_TESTS=1
started=$SECONDS
status=0
cargo mutants "${args[@]}" --profile mutants --output "$out" "${extra[@]}" || status=$?

results="$out/mutants.out"
# grep -c prints 0 and fails on an empty file: one number either way.
count() { if [ -f "$results/$1.txt" ]; then grep -c . "$results/$1.txt" || true; else echo 0; fi; }
elapsed=$((SECONDS - started))
printf '\n==> mutants (%s, %dm%02ds): caught %s, missed %s, unviable %s, timeout %s\n' \
  "$part" $((elapsed / 60)) $((elapsed % 60)) \
  "$(count caught)" "$(count missed)" "$(count unviable)" "$(count timeout)"
if [ "$(count missed)" != 0 ]; then
  echo "missed (no test noticed these changes):"
  sed 's/^/  /' "$results/missed.txt"
fi
# cargo-mutants exits 2 when some mutants were missed, 3 on timeouts: pass that on.
exit "$status"
