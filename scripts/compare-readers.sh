#!/usr/bin/env bash
# Byte-identity of the readers against a reference build (docs/performance.md): replays every
# trace under Traces/ (with its .args, as the golden tests do), every shared recording, and any
# extra files given, with the reference gesturekit and this tree's, and `cmp`s stdout, stderr and
# the exit status. Usage:
#   scripts/compare-readers.sh REFERENCE_BIN [NEW_BIN] [extra files…]
# e.g. (main built in a scratch worktree):
#   git worktree add --detach /tmp/main-ref main && (cd /tmp/main-ref && swift build -c release --product gesturekit)
#   swift build -c release --product gesturekit
#   scripts/compare-readers.sh /tmp/main-ref/.build/release/gesturekit .build/release/gesturekit
set -uo pipefail
cd "$(dirname "$0")/.."
ref=${1:?usage: compare-readers.sh REFERENCE_BIN [NEW_BIN] [extra files…]}
new=${2:-.build/release/gesturekit}
shift $(( $# >= 2 ? 2 : 1 ))
shared=${GESTUREKIT_SHARED:-../shared}/recordings
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

files=()
while IFS= read -r f; do files+=("$f"); done < <(
  { find Traces -type f \( -name '*.gktrace' -o -name '*.evemu' -o -name '*.yaml' -o -name '*.yml' -o -name '*.txt' \) \
      -not -path 'Traces/configs/*'
    [ -d "$shared" ] && find "$shared" -type f \( -name '*.evemu' -o -name '*.txt' -o -name '*.yaml' -o -name '*.yml' -o -name '*.gktrace' \)
  } | sort)
files+=("$@")

same=0; differ=0
for f in "${files[@]}"; do
  args=(replay --output jsonl)
  base="${f%.*}"
  [ -f "$base.args" ] && read -r -a extra < "$base.args" && args+=("${extra[@]}")
  # Each variant a user runs: default output, and the decoded input only.
  for variant in "" "--input-only"; do
    "$ref" "${args[@]}" $variant "$f" > "$work/ref.out" 2> "$work/ref.err"; rs=$?
    "$new" "${args[@]}" $variant "$f" > "$work/new.out" 2> "$work/new.err"; ns=$?
    if [ "$rs" = "$ns" ] && cmp -s "$work/ref.out" "$work/new.out" && cmp -s "$work/ref.err" "$work/new.err"; then
      same=$((same + 1))
    else
      differ=$((differ + 1))
      echo "DIFFERS: $f $variant (exit $rs vs $ns)"
      cmp "$work/ref.out" "$work/new.out" | head -1
      diff <(head -c 2000 "$work/ref.err") <(head -c 2000 "$work/new.err") | head -5
    fi
  done
done
echo "compare-readers: $same identical, $differ different ($(( ${#files[@]} )) files × 2 variants)"
[ "$differ" = 0 ]
