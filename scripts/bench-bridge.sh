#!/usr/bin/env bash
# Benchmark of `gesturekit serve` (scripts/bench-bridge.py; options: --json FILE, --only …, --help).
# GESTUREKIT: the binary; default .build/release/gesturekit if it has been built, else .build/debug/gesturekit.
cd "$(dirname "$0")/.." || exit 1
[ -n "${GESTUREKIT:-}" ] || { [ -x .build/release/gesturekit ] && GESTUREKIT=.build/release/gesturekit || GESTUREKIT=.build/debug/gesturekit; }
GESTUREKIT="$GESTUREKIT" exec python3 scripts/bench-bridge.py "$@"
