#!/usr/bin/env bash
# Plays the arena line-ups that issue 6 asks figures for (1,000 games each unless
# GAMES is set) and writes each report to target/arena/<preset>-<lineup>.txt.
# Usage: scripts/arena-report.sh            (THREADS=2 GAMES=1000 SEED=1 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES="${GAMES:-1000}"
THREADS="${THREADS:-2}"
SEED="${SEED:-1}"
cargo build --release -q -p cli
out=target/arena
mkdir -p "$out"
run() {
    local preset="$1" seats="$2"
    local file="$out/$preset-${seats//,/-}.txt"
    echo "== $preset: $seats ($GAMES games)"
    ./target/release/condottiere arena --rules "$preset" --seats "$seats" \
        --games "$GAMES" --seed "$SEED" --threads "$THREADS" | tee "$file"
}
for preset in ffg-2006 zman-2018 classic-1995; do
    run "$preset" rule,random,random,random
    run "$preset" normal,rule,rule,rule
    run "$preset" hard,normal,normal,normal
done
run zman-duel hard,normal
