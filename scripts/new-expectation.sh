#!/usr/bin/env bash
# Writes the first draft of Traces/X.expected.jsonl for a NEW golden trace Traces/X.<ext>, to be
# reviewed line by line before committing (docs/trace-format.md, "Golden traces").
# Refuses to overwrite an existing expectation: a failing golden test is fixed in the code, or the
# expectation is corrected by hand with a reason in the commit — never regenerated wholesale.
set -euo pipefail
trace="$1"
base="${trace%.gktrace}"; base="${base%.evemu}"; base="${base%.libinput-record.yaml}"
expected="$base.expected.jsonl"
if [ -e "$expected" ] && [ "${2:-}" != "--force-new-meaning" ]; then
  echo "$expected exists; edit it by hand (or pass --force-new-meaning when the trace itself changed)" >&2
  exit 1
fi
args=()
# The trailing echo ends the line: without it `read` hits EOF, returns 1 and `set -e` stops the script.
if [ -f "$base.args" ]; then read -r -a args < <(tr '\n' ' ' < "$base.args"; echo); fi
swift build -q
.build/debug/gesturekit replay --output jsonl --no-did-scroll "${args[@]}" "$trace" > "$expected"
echo "wrote $expected ($(wc -l < "$expected") lines): review every line before committing"
