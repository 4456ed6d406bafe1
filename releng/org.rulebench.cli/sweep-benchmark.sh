#!/usr/bin/env bash
# The sweep's benchmark (issue 29), run by `./benchmark sweep [GAMES] [ROUNDS]`: random backgammon games
# (100,000 by default), played by `rulebench simulate` on two threads and by `rulebench sweep` embedded on one
# core (local[1]) and on two (local[2]), the three interleaved ROUNDS times (3 by default), each a whole command
# from start to exit; the load average before each run is printed beside it. The figures are kept in
# docs/performance.md. Run it when the machine is quiet (load below about 2.5).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
games="${1:-100000}"
rounds="${2:-3}"
reading="$root/dsl-examples/backgammon/backgammon.reading"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# seconds of a whole command, its output kept in $scratch/last.json
timed() {
  local t0 t1
  t0=$(date +%s.%N)
  "$root/rulebench" "$@" --format json > "$scratch/last.json" 2> "$scratch/last.err" || { cat "$scratch/last.err" >&2; exit 1; }
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc
}

load() { cut -d' ' -f1 /proc/loadavg; }

# The first runs of a build write the start-up caches (rulebench.jsa if missing, rulebench-spark.aot): once, and
# apart from the figures, which are of later runs; their seconds are printed as the warm-up.
rm -rf "$scratch/sweep"
l=$(load); s=$(timed simulate "$reading" --games 1000 --threads 2)
printf '%-22s %6s %9.2f\n' "warm-up simulate" "$l" "$s"
l=$(load); s=$(timed sweep "$reading" --games 1000 --master 'local[2]' --out "$scratch/sweep")
printf '%-22s %6s %9.2f\n' "warm-up sweep" "$l" "$s"
printf '%-22s %6s %9s %12s\n' run load seconds games/s
for r in $(seq 1 "$rounds"); do
  l=$(load); s=$(timed simulate "$reading" --games "$games" --threads 2)
  printf '%-22s %6s %9.2f %12.0f\n' "simulate --threads 2" "$l" "$s" "$(echo "$games / $s" | bc -l)"
  for m in 'local[1]' 'local[2]'; do
    rm -rf "$scratch/sweep"
    l=$(load); s=$(timed sweep "$reading" --games "$games" --master "$m" --out "$scratch/sweep")
    printf '%-22s %6s %9.2f %12.0f\n' "sweep $m" "$l" "$s" "$(echo "$games / $s" | bc -l)"
  done
done
