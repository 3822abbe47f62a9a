#!/usr/bin/env bash
# The Coinche arena runs behind benchmarks/COINCHE_ARENA.md (each writes
# benchmarks/coinche_arena_<a>_vs_<b>.txt), one after the other, one process at a time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PY=${PYTHON:-python3}
run() {
  local a=$1 b=$2; shift 2
  local out="benchmarks/coinche_arena_${a}_vs_${b}.txt"
  echo "python3 -m pilotta arena --rules coinche --a $a --b $b $*" > "$out"
  nice -n 5 "$PY" -m pilotta arena --rules coinche --a "$a" --b "$b" "$@" >> "$out"
}
run easy random --deals 1000 --seed 1
run normal easy --deals 1000 --seed 1
# its finished chunks kept: stopped midway, the same line goes on where it stopped
run hard normal --deals 1000 --seed 1 --save benchmarks/arena_runs/coinche_hard_vs_normal
