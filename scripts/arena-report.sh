#!/usr/bin/env bash
# Plays the arena line-ups that issues 6 and 22 ask figures for (1,000 games each unless
# GAMES is set; Expert's line-up EXPERT_GAMES, 200 by default: a second a move) and
# writes each report to target/arena/<preset>-<lineup>.txt.
# Usage: scripts/arena-report.sh   (THREADS=2 GAMES=1000 EXPERT_GAMES=200 SEED=1 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES="${GAMES:-1000}"
EXPERT_GAMES="${EXPERT_GAMES:-200}"
THREADS="${THREADS:-2}"
SEED="${SEED:-1}"
cargo build --release -q -p cli
out=target/arena
mkdir -p "$out"
run() {
    local preset="$1" seats="$2" games="${3:-$GAMES}"
    local file="$out/$preset-${seats//,/-}.txt"
    echo "== $preset: $seats ($games games)"
    ./target/release/condottiere arena --rules "$preset" --seats "$seats" \
        --games "$games" --seed "$SEED" --threads "$THREADS" | tee "$file"
}
for preset in ffg-2006 zman-2018 classic-1995; do
    run "$preset" rule,random,random,random
    run "$preset" normal,rule,rule,rule
    run "$preset" hard,normal,normal,normal
done
run zman-duel hard,normal
# About 25 minutes of Expert's thinking per 100 games on one core.
run ffg-2006 expert,hard,hard,hard "$EXPERT_GAMES"
