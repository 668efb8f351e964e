#!/usr/bin/env bash
# The full soak: 10⁷ seeded random events (gestures, hot-plugs, malformed input) through the
# pipeline, release build; prints RSS over the run and fails on any invariant violation.
#   scripts/soak.sh [events] [seed]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product gesturekit 2>&1 | grep -E "error|warning: .*Sources/" || true
exec .build/release/gesturekit soak --events "${1:-10000000}" --seed "${2:-1}"
