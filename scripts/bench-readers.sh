#!/usr/bin/env bash
# The readers end to end (docs/performance.md): `gesturekit replay --output jsonl` of a
# 10⁶-row libinput record YAML, a 10⁶-row evemu file and a 200 k-line debug-events log (written
# by scripts/make-reader-inputs.py, not committed), with CPU seconds (user + sys) and peak
# resident memory, next to Python merely splitting the same lines. Usage:
#   scripts/bench-readers.sh [REFERENCE_BIN]
# REFERENCE_BIN (e.g. main built in a scratch worktree, see scripts/compare-readers.sh) is
# measured in the same run for a before/after. LIBINPUT_GESTURES=path/to/libinput-gestures adds
# libinput-gestures --debug on the debug-events log, fed by a stub `libinput` that prints it
# (as its own libinput-dummy does). ROWS=4000000 checks the memory bound on larger files.
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:-}
rows=${ROWS:-1000000}
swift build -c release --product gesturekit 2>&1 | grep -E "error|warning: .*Sources/" || true
new=.build/release/gesturekit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 scripts/make-reader-inputs.py yaml "$rows" "$work/rows.yaml"
python3 scripts/make-reader-inputs.py evemu "$rows" "$work/rows.evemu"
python3 scripts/make-reader-inputs.py debug-events 200000 "$work/log.txt"

# measure LABEL COMMAND…: CPU seconds, wall seconds and max RSS of one run.
measure() {
  local label="$1"; shift
  /usr/bin/time -f "%U %S %e %M" "$@" > /dev/null 2> "$work/time.txt" || true
  read -r user sys wall rss < <(tail -1 "$work/time.txt")
  printf "  %-34s cpu %6.2f s  wall %6.2f s  max RSS %5d MiB\n" "$label" "$(echo "$user + $sys" | bc)" "$wall" $((rss / 1024))
}

for f in rows.yaml rows.evemu log.txt; do
  echo "$f ($(( $(stat -c %s "$work/$f") / 1048576 )) MiB, $(wc -l < "$work/$f") lines):"
  [ -n "$ref" ] && measure "before: replay --output jsonl" "$ref" replay --output jsonl "$work/$f"
  measure "after: replay --output jsonl" "$new" replay --output jsonl "$work/$f"
  # Gesture lines only, no controller: the nearest like-for-like with libinput-gestures below.
  if [ "$f" = log.txt ]; then measure "after: replay --no-scroll" "$new" replay --output jsonl --no-scroll "$work/$f"; fi
  measure "after: info (reading only)" "$new" info "$work/$f"
  measure "python: split every line" python3 -c "import sys
for line in open(sys.argv[1], 'rb'): line.split()" "$work/$f"
done
if [ -n "${LIBINPUT_GESTURES:-}" ]; then
  mkdir -p "$work/bin"
  printf '#!/bin/sh\ncase "$1" in --version) echo 1.22.1;; debug-events) exec cat "%s";; esac\n' "$work/log.txt" > "$work/bin/libinput"
  chmod +x "$work/bin/libinput"
  printf 'gesture pinch in echo in\ngesture pinch out echo out\ngesture hold on echo hold\n' > "$work/lg.conf"
  PATH="$work/bin:$PATH" measure "libinput-gestures --debug" python3 "$LIBINPUT_GESTURES" --debug --device all -c "$work/lg.conf"
  echo "  pinches: libinput-gestures $(PATH="$work/bin:$PATH" python3 "$LIBINPUT_GESTURES" --debug --device all -c "$work/lg.conf" | grep -c PINCH)," \
       "GestureKit $("$new" replay --output jsonl "$work/log.txt" | grep -c '"recognizer":"touchpadPinch".*"state":"began"')"
fi
