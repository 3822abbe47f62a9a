#!/usr/bin/env bash
# The arena runs behind benchmarks/ARENA.md (each writes benchmarks/arena_<a>_vs_<b>.txt).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
run() {
  local a=$1 b=$2; shift 2
  echo "python3 -m pilotta arena --a $a --b $b $*" > "benchmarks/arena_${a}_vs_${b}.txt"
  python3 -m pilotta arena --a "$a" --b "$b" "$@" >> "benchmarks/arena_${a}_vs_${b}.txt"
}
run easy random --deals 1000 --seed 1
run normal easy --deals 1000 --seed 1
# its finished chunks kept: stopped midway, the same line goes on where it stopped
run hard normal --deals 1000 --seed 1 --save benchmarks/arena_runs/pilotta_hard_vs_normal --workers 2
