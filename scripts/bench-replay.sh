#!/usr/bin/env bash
# End-to-end replay speed and peak memory (max RSS) of `gesturekit replay --output jsonl` on a
# synthetic trace of N events (default 10⁶; docs/performance.md). Usage:
#   scripts/bench-replay.sh [events…]     e.g. scripts/bench-replay.sh 1000000 4000000
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@"); [ ${#sizes[@]} -eq 0 ] && sizes=(1000000)
swift build -c release --product gesturekit 2>&1 | grep -E "error|warning: .*Sources/" || true
bin=.build/release/gesturekit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for n in "${sizes[@]}"; do
  trace="$work/big-$n.gktrace"
  "$bin" synth --events "$n" -o "$trace"
  bytes=$(stat -c %s "$trace")
  /usr/bin/time -v "$bin" replay --output jsonl "$trace" > /dev/null 2> "$work/time.txt"
  wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
  user=$(grep "User time" "$work/time.txt" | awk '{print $NF}')
  sys=$(grep "System time" "$work/time.txt" | awk '{print $NF}')
  rate=$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", n / (u + s) / 1e6 }')
  echo "replay --output jsonl: $n events ($((bytes / 1048576)) MiB trace): wall $wall, cpu ${user}s user + ${sys}s sys, ${rate} M events/s (cpu), max RSS $((rss / 1024)) MiB"
done
