#!/usr/bin/env bash
# Runs every libFuzzer target of Fuzz/ for a bounded time; fails on the first crash.
#   scripts/fuzz.sh [seconds-per-target]   (default 60)
# Builds Fuzz/ (release, -sanitize=fuzzer,address via SwiftPM's --sanitize) into Fuzz/.build, seeds
# each target from Traces/ and ../shared/recordings/ (copied into a temp corpus, never committed),
# and keeps crash inputs in fuzz-out/ (gitignored) for turning into regression tests.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
root="$PWD"
out="$root/fuzz-out"
mkdir -p "$out"

# SwiftPM hands swiftc one `-sanitize=` per `--sanitize`, and swiftc keeps only the last of them:
# with `-sanitize=fuzzer -sanitize=address` the Swift code had ASan and no coverage counters, so
# libFuzzer saw only the C dependencies' 4 375 edges and mutated our readers blind. The combined
# flag, last on the command line, gives the Swift code both (the C code gets clang's cumulative
# `-fsanitize=` from SwiftPM's own flags).
sanitize=(--sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address)
echo "fuzz: building Fuzz/ (release, fuzzer+address sanitizers)" >&2
swift build --package-path Fuzz -c release "${sanitize[@]}" 2>&1 | grep -Ev "Cannot export local symbol|^\[" || true
bin="$(swift build --package-path Fuzz -c release "${sanitize[@]}" --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# seed <corpus-dir> <find-pattern>…: copies matching files from Traces/ and shared recordings.
seed() {
  local dir="$1"; shift
  mkdir -p "$dir"
  for pattern in "$@"; do
    find Traces ../shared/recordings -type f -name "$pattern" 2>/dev/null | while read -r f; do
      cp "$f" "$dir/$(echo "$f" | tr '/' '_')"
    done
  done
}

seed "$work/fuzz-gktrace" '*.gktrace'
seed "$work/fuzz-yaml" '*.yaml' '*.yml'
seed "$work/fuzz-evemu" '*.evemu'
seed "$work/fuzz-debug-events" '*.debug-events.txt'
seed "$work/fuzz-evtest" '*.evtest'
# Description, NUL, events (the harness's input layout).
mkdir -p "$work/fuzz-evemu-description"
{ cat Traces/fixtures/touchscreen-drag.desc; printf '\0'; cat Traces/fixtures/touchscreen-drag.events.evemu; } \
  > "$work/fuzz-evemu-description/seed-touchscreen-drag"
# The config and scene loaders start from the shipped configurations and scenes.
mkdir -p "$work/fuzz-config"
cp Traces/configs/*.yaml Traces/scenes/*.yaml "$work/fuzz-config/"
mkdir -p "$work/fuzz-decoder" "$work/fuzz-pipeline"
# Byte-level targets: a few structured starting points (their formats are in the harness sources).
printf '\x00\x03\x08\x00\x00\x00\x00\x04\x00\x10\x00\x00\x00\x05\x00\x00\x02\x00\x00\x06\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00' > "$work/fuzz-decoder/seed-slotted"
printf '\x00\x00\x00\x00\x00\x02\x00\x05\x40\x40\x19\x00\x05\x48\x48\x29\x00\x05\x50\x50\x19\x00\x00\x00\x00\x77\x00\x00\x00\x00\x09\x00\x00\x00\x00' > "$work/fuzz-pipeline/seed-pan"
# The bridge's client messages: one well-formed command of each kind (docs/bridge.md), and
# controller commands naming a view of the target's scene (serve --scene).
mkdir -p "$work/fuzz-bridge-command"
n=0
for cmd in '{"id":1,"cmd":"ping"}' '{"id":2,"cmd":"subscribe","types":["gesture","state"]}' \
           '{"id":3,"cmd":"configure","viewport":[800,600],"content":[1600,1200],"minZoom":0.5,"maxZoom":3,"paging":true,"pageSize":null}' \
           '{"id":4,"cmd":"setZoomScale","scale":2,"x":10,"y":20,"animated":true}' '{"id":5,"cmd":"setContentOffset","x":-5,"y":7.5}' \
           '{"id":6,"cmd":"zoomToRect","rect":[1,2,300,400],"animated":false}' '{"id":7,"cmd":"scrollRectToVisible","rect":[0,0,10,10]}' \
           '{"id":8,"cmd":"auth","token":"t"}' '{"id":9,"cmd":"setPage","page":2,"animated":true,"view":"pager"}' \
           '{"id":10,"cmd":"setZoomScale","scale":3,"view":"page1"}' '{"id":11,"cmd":"configure","content":[320,9000],"view":"list"}' \
           '{"id":12,"cmd":"subscribe","types":["state","visiblePages"],"views":["pager"]}'; do
  n=$((n + 1)); printf '%s' "$cmd" > "$work/fuzz-bridge-command/seed-$n"
done

failed=0
min_counters=100000
for target in fuzz-gktrace fuzz-yaml fuzz-evemu fuzz-debug-events fuzz-decoder fuzz-pipeline fuzz-bridge-command \
              fuzz-evtest fuzz-evemu-description fuzz-config; do
  echo "fuzz: $target for ${seconds}s" >&2
  log="$work/$target.log"
  if ! "$bin/$target" "$work/$target" -max_total_time="$seconds" -max_len=16384 -timeout=20 -rss_limit_mb=2048 \
       -print_final_stats=1 -artifact_prefix="$out/$target-" >"$log" 2>&1; then
    echo "fuzz: $target FAILED; crash input in $out/, log tail:" >&2
    tail -40 "$log" >&2
    failed=1
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" | sed "s/^/  $target /" >&2 || true
  fi
  # A target that runs blind passes every time: fail unless libFuzzer saw the Swift code's counters
  # (about 291 000 with it, 4 375 from the C dependencies alone; see `sanitize` above).
  counters="$(sed -n 's/.*Loaded 1 modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -1)"
  if [ "${counters:-0}" -lt "$min_counters" ]; then
    echo "fuzz: $target saw ${counters:-no} coverage counters, expected at least $min_counters:" \
         "the Swift code was built without coverage, so nothing guided the fuzzing" >&2
    failed=1
  fi
done
exit "$failed"
