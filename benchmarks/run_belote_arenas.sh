#!/usr/bin/env bash
# The Belote arena runs behind benchmarks/BELOTE_ARENA.md (each writes
# benchmarks/belote_arena_<a>_vs_<b>.txt), one after the other.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
run() {
  local a=$1 b=$2; shift 2
  local out="benchmarks/belote_arena_${a}_vs_${b}.txt"
  echo "python3 -m pilotta arena --rules belote --a $a --b $b $*" > "$out"
  python3 -m pilotta arena --rules belote --a "$a" --b "$b" "$@" >> "$out"
}
run easy random --deals 1000 --seed 1
run normal easy --deals 1000 --seed 1
# its finished chunks kept: stopped midway, the same line goes on where it stopped
run hard normal --deals 1000 --seed 1 --save benchmarks/arena_runs/belote_hard_vs_normal --workers 2
