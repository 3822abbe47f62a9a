#!/usr/bin/env bash
# The self-play runs behind benchmarks/SELFPLAY.md (each writes benchmarks/selfplay_<level>.txt).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
run() {
  local level=$1; shift
  echo "python3 benchmarks/selfplay.py --level $level $*" > "benchmarks/selfplay_${level}.txt"
  python3 benchmarks/selfplay.py --level "$level" "$@" >> "benchmarks/selfplay_${level}.txt"
}
run random --deals 1000 --seed 1
run easy --deals 1000 --seed 1
run normal --deals 1000 --seed 1
run hard --deals 1000 --seed 1 --workers 2
