#!/usr/bin/env bash
# The sweep's benchmark (issue 29), run by `./benchmark sweep [GAMES] [ROUNDS]`: random backgammon games
# (100,000 by default), played by `rulebench simulate` on one thread and on two and by `rulebench sweep` embedded on
# one core (local[1]) and on two (local[2]), each sweep twice: cold (--no-service: Spark started for that sweep
# alone, in its own process) and warm (in the sweep service, whose Spark was started and warmed by the sweeps before:
# the benchmark starts a service of its own, in a scratch folder, with one whole sweep first). The six interleaved
# ROUNDS times (3 by default), each a whole command from start to exit. For each run: the load average before it,
# the whole command's wall and CPU seconds (JVM, reading, Spark's start and stop included; for a warm sweep the
# command's own process plus the service's CPU while it ran the command), and its parallel phase alone, from the
# command's own milestones (RULEBENCH_MILESTONES): simulate's games (after the reading is compiled) and the sweep's
# Spark job (from its submission to the last task recorded). Then each round's ratios, cold and warm: local[1] ->
# local[2] (the issue asks >= 1.8x) and sweep local[2] over simulate --threads 2 (the issue asks <= 10 %), whole and
# phase alone. The figures are kept in docs/performance.md. Run it when the machine is quiet (load below about 2.5).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
games="${1:-100000}"
rounds="${2:-3}"
reading="$root/dsl-examples/backgammon/backgammon.reading"
scratch="$(mktemp -d)"
export RULEBENCH_SERVICE_DIR="$scratch/service"
trap '"$root/rulebench" service stop > /dev/null 2>&1 || true; rm -rf "$scratch"' EXIT

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
  # milestone WALL s (+DELTA), CPU CPU s, ... [thread] WHAT; the service's lines count its CPU
  t=$(awk -v a="$first" -v b="$last" '
    $1 == "milestone" && $2 != "threads" { what = $0; sub(/^[^]]*\] /, "", what); c = 0
      for (i = 3; i < NF; i++) if ($i == "CPU") { c = $(i + 1); break }
      if (what == a) { s = $2; sc = c } if (what == b) { e = $2; ec = c } if (what == "exit") x = $2
      if (what == "service request begins") rb = c; if (what == "service request ends") re = c }
    END { printf "%.2f %.2f %.2f %.2f %.2f", s, e - s, ec - sc, x - e, re - rb }' "$scratch/last.err")
  read -r start phase phasecpu end service <<< "$t"
  cpu=$(echo "$u + $s + $service" | bc)
}

row() {
  printf '%-22s %5s %8.2f %8.2f %8.2f %8.2f %9.2f %7.2f %10.0f\n' "$1" "$2" "$wall" "$cpu" "$start" "$phase" "$phasecpu" "$end" \
    "$(echo "$games / $phase" | bc -l)"
}

simulate() { timed "games start" "games played" simulate "$reading" --games "$1" --threads "$2"; }
sweep() { rm -rf "$scratch/sweep"; timed "job starts" "every task done" sweep "$reading" --games "$1" --master "$2" --out "$scratch/sweep" "${@:3}"; }

# A warm-up of each command first, apart from the figures (the build writes the start-up caches, rulebench.jsa and
# rulebench-spark.aot; a run writes one that is missing, once); their seconds are printed as the warm-up.
l=$(load); simulate 1000 2; printf '%-22s %5s %8.2f\n' "warm-up simulate" "$l" "$wall"
l=$(load); sweep 1000 'local[2]' --no-service; printf '%-22s %5s %8.2f\n' "warm-up sweep" "$l" "$wall"
# the service: started by its first sweep, then warmed by a whole one
l=$(load); sweep 1000 'local[2]'; printf '%-22s %5s %8.2f\n' "service started" "$l" "$wall"
l=$(load); sweep "$games" 'local[2]'; printf '%-22s %5s %8.2f\n' "warm-up service" "$l" "$wall"
echo "whole command: wall and CPU seconds, launch to exit; start: launch to the parallel phase; phase: simulate's games or"
echo "the sweep's Spark job alone (wall, CPU); end: phase to exit; games/s over the phase alone"
printf '%-22s %5s %8s %8s %8s %8s %9s %7s %10s\n' run load wall cpu start phase phase-cpu end games/s
ratio() {
  printf 'round %d, %s: local[1] -> local[2] %.2fx whole, %.2fx phase; sweep local[2] over simulate --threads 2 %+.0f %% whole, %+.0f %% phase' \
    "$1" "$2" "$(echo "$3 / $5" | bc -l)" "$(echo "$4 / $6" | bc -l)" "$(echo "($5 / $sim2 - 1) * 100" | bc -l)" \
    "$(echo "($6 / $sim2p - 1) * 100" | bc -l)"
}
ratios=()
for r in $(seq 1 "$rounds"); do
  l=$(load); simulate "$games" 1; row "simulate --threads 1" "$l"
  l=$(load); simulate "$games" 2; row "simulate --threads 2" "$l"; sim2=$wall; sim2p=$phase
  l=$(load); sweep "$games" 'local[1]' --no-service; row "sweep local[1] cold" "$l"; one=$wall; onep=$phase
  l=$(load); sweep "$games" 'local[2]' --no-service; row "sweep local[2] cold" "$l"; two=$wall; twop=$phase
  ratios+=("$(ratio "$r" cold "$one" "$onep" "$two" "$twop")")
  l=$(load); sweep "$games" 'local[1]'; row "sweep local[1] warm" "$l"; one=$wall; onep=$phase
  l=$(load); sweep "$games" 'local[2]'; row "sweep local[2] warm" "$l"; two=$wall; twop=$phase
  ratios+=("$(ratio "$r" warm "$one" "$onep" "$two" "$twop")")
done
printf '%s\n' "${ratios[@]}"
