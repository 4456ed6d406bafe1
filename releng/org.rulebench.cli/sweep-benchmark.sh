#!/usr/bin/env bash
# The sweep's benchmark (issue 29), run by `./benchmark sweep [GAMES] [ROUNDS]`: random backgammon games
# (100,000 by default), played by `rulebench simulate` on one thread and on two and by `rulebench sweep` embedded on
# one core (local[1]) and on two (local[2]), the four interleaved ROUNDS times (3 by default), each a whole command
# from start to exit. For each run: the load average before it, the whole command's wall and CPU seconds (JVM,
# reading, Spark's start and stop included), and its parallel phase alone, from the command's own milestones
# (RULEBENCH_MILESTONES): simulate's games (after the reading is compiled) and the sweep's Spark job (from its
# submission to the last task recorded). Then each round's ratios: local[1] -> local[2] (the issue asks >= 1.8x)
# and sweep local[2] over simulate --threads 2 (the issue asks <= 10 %), whole and phase alone. The figures are kept
# in docs/performance.md. Run it when the machine is quiet (load below about 2.5).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
games="${1:-100000}"
rounds="${2:-3}"
reading="$root/dsl-examples/backgammon/backgammon.reading"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

load() { cut -d' ' -f1 /proc/loadavg; }

# Runs a whole command; sets wall, cpu (user+sys of the command's processes) and, from its milestones, start (launch
# to the phase), phase, phasecpu and end (phase to exit).
timed() {
  local first=$1 last=$2 t
  shift 2
  TIMEFORMAT='%R %U %S'
  { time RULEBENCH_MILESTONES=$(date +%s.%N) "$root/rulebench" "$@" --format json > "$scratch/last.json" 2> "$scratch/last.err" \
    || { cat "$scratch/last.err" >&2; exit 1; }; } 2> "$scratch/time"
  read -r wall u s < "$scratch/time"
  cpu=$(echo "$u + $s" | bc)
  # milestone WALL s (+DELTA), CPU CPU s, ... [thread] WHAT
  t=$(awk -v a="$first" -v b="$last" '
    $1 == "milestone" && $2 != "threads" { what = $0; sub(/^[^]]*\] /, "", what); c = 0
      for (i = 3; i < NF; i++) if ($i == "CPU") { c = $(i + 1); break }
      if (what == a) { s = $2; sc = c } if (what == b) { e = $2; ec = c } if (what == "exit") x = $2 }
    END { printf "%.2f %.2f %.2f %.2f", s, e - s, ec - sc, x - e }' "$scratch/last.err")
  read -r start phase phasecpu end <<< "$t"
}

row() {
  printf '%-22s %5s %8.2f %8.2f %8.2f %8.2f %9.2f %7.2f %10.0f\n' "$1" "$2" "$wall" "$cpu" "$start" "$phase" "$phasecpu" "$end" \
    "$(echo "$games / $phase" | bc -l)"
}

simulate() { timed "games start" "games played" simulate "$reading" --games "$1" --threads "$2"; }
sweep() { rm -rf "$scratch/sweep"; timed "job starts" "every task done" sweep "$reading" --games "$1" --master "$2" --out "$scratch/sweep"; }

# A warm-up of each command first, apart from the figures (the build writes the start-up caches, rulebench.jsa and
# rulebench-spark.aot; a run writes one that is missing, once); their seconds are printed as the warm-up.
l=$(load); simulate 1000 2; printf '%-22s %5s %8.2f\n' "warm-up simulate" "$l" "$wall"
l=$(load); sweep 1000 'local[2]'; printf '%-22s %5s %8.2f\n' "warm-up sweep" "$l" "$wall"
echo "whole command: wall and CPU seconds, launch to exit; start: launch to the parallel phase; phase: simulate's games or"
echo "the sweep's Spark job alone (wall, CPU); end: phase to exit; games/s over the phase alone"
printf '%-22s %5s %8s %8s %8s %8s %9s %7s %10s\n' run load wall cpu start phase phase-cpu end games/s
ratios=()
for r in $(seq 1 "$rounds"); do
  l=$(load); simulate "$games" 1; row "simulate --threads 1" "$l"
  l=$(load); simulate "$games" 2; row "simulate --threads 2" "$l"; sim2=$wall; sim2p=$phase
  l=$(load); sweep "$games" 'local[1]'; row "sweep local[1]" "$l"; one=$wall; onep=$phase
  l=$(load); sweep "$games" 'local[2]'; row "sweep local[2]" "$l"; two=$wall; twop=$phase
  ratios+=("$(printf 'round %d: local[1] -> local[2] %.2fx whole, %.2fx phase; sweep local[2] over simulate --threads 2 %+.0f %% whole, %+.0f %% phase' \
    "$r" "$(echo "$one / $two" | bc -l)" "$(echo "$onep / $twop" | bc -l)" "$(echo "($two / $sim2 - 1) * 100" | bc -l)" \
    "$(echo "($twop / $sim2p - 1) * 100" | bc -l)")")
done
printf '%s\n' "${ratios[@]}"
