#!/usr/bin/env bash
# Instructions per input row, line or event of the four replays docs/performance.md compares
# builds by (libinput record YAML, evemu, debug-events, .gktrace), with callgrind: each input at
# two sizes, (I(large) − I(small)) / (rows(large) − rows(small)), so that process start cancels.
#
#   scripts/callgrind-replays.sh BIN [BIN2]      one column per binary; with two, the ratio
#
# BIN is a release `gesturekit` (valgrind 3.19 cannot read Swift's DWARF 5: a stripped copy is
# made first). Inputs are generated once into $CALLGRIND_INPUTS (default /tmp/gk-callgrind-inputs).
# Deterministic: the same binary gives the same counts (SWIFT_DETERMINISTIC_HASHING=1).
set -euo pipefail

cd "$(dirname "$0")/.."
if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: scripts/callgrind-replays.sh BIN [BIN2]" >&2
    exit 64
fi
command -v valgrind >/dev/null || bash scripts/install-debs.sh callgrind valgrind

inputs=${CALLGRIND_INPUTS:-/tmp/gk-callgrind-inputs}
mkdir -p "$inputs"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bins=()
for b in "$@"; do
    [[ -x $b ]] || { echo "callgrind-replays: $b is not an executable" >&2; exit 64; }
    copy="$work/bin${#bins[@]}"
    cp "$b" "$copy" && strip --strip-debug "$copy"
    bins+=("$copy")
done

# name small large kind: the input pairs and their row counts.
cases=("yaml 10000 100000" "evemu 10000 100000" "debug-events 2000 20000" "gktrace 10000 100000")
input() { # kind rows → path (made once)
    local kind=$1 rows=$2 f
    case $kind in
        yaml) f="$inputs/r$rows.yaml" ;;
        evemu) f="$inputs/r$rows.evemu" ;;
        debug-events) f="$inputs/r$rows.debug-events.txt" ;;
        gktrace) f="$inputs/r$rows.gktrace" ;;
    esac
    if [[ ! -s $f ]]; then
        if [[ $kind == gktrace ]]; then
            "${bins[0]}" synth --events "$rows" -o "$f.tmp" >/dev/null && mv "$f.tmp" "$f"
        else
            python3 scripts/make-reader-inputs.py "$kind" "$rows" "$f.tmp" && mv "$f.tmp" "$f"
        fi
    fi
    echo "$f"
}
instructions() { # bin file → total instructions
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --dump-instr=no \
        --callgrind-out-file="$work/cg.out" "$1" replay --output jsonl "$2" >/dev/null 2>"$work/cg.err"
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/cg.err"
}

header="| replay, per row |"
rule="|---|"
for b in "$@"; do header+=" $b |"; rule+="---:|"; done
[[ ${#bins[@]} -eq 2 ]] && { header+=" ratio |"; rule+="---:|"; }
echo "$header"
echo "$rule"
for c in "${cases[@]}"; do
    read -r kind small large <<<"$c"
    fs=$(input "$kind" "$small"); fl=$(input "$kind" "$large")
    row="| $kind |"
    per=()
    for b in "${bins[@]}"; do
        is=$(instructions "$b" "$fs"); il=$(instructions "$b" "$fl")
        p=$(( (il - is) / (large - small) ))
        per+=("$p")
        row+=" $p |"
    done
    if [[ ${#bins[@]} -eq 2 ]]; then
        row+=" $(python3 -c "print(f'{${per[1]}/${per[0]}:.4f}')") |"
    fi
    echo "$row"
done
