#!/usr/bin/env bash
# The bridge suite (`gesturekit serve`, Tests/Bridge): installs what it needs if missing, then
# runs it against an already built binary.
#   scripts/test-bridge.sh [pytest options…]         e.g. -k golden, -x
# Environment:
#   GESTUREKIT            the binary (default .build/debug/gesturekit; build it first)
#   BRIDGE_LOAD_SECONDS   wall seconds of the load test (default 30; the long run: 600)
#   GK_SAVE_SCREENSHOT=1  save the kiosk page's screenshots to docs/images/kiosk-*.png (the README's)
# Exits non-zero when a test fails (or nothing could be run).
set -euo pipefail
cd "$(dirname "$0")/.."

export GESTUREKIT="${GESTUREKIT:-.build/debug/gesturekit}"
if [[ ! -x "$GESTUREKIT" ]]; then
    echo "test-bridge: no executable $GESTUREKIT (run swift build, or set GESTUREKIT)" >&2
    exit 2
fi

# Debian packages: a headless browser and its driver for test_browser.py.
bash scripts/install-debs.sh test-bridge chromium chromium-driver

# Python packages (import name → PyPI name).
missing_pips=()
python3 -c "import pytest" 2>/dev/null || missing_pips+=(pytest)
python3 -c "import websocket" 2>/dev/null || missing_pips+=(websocket-client)
python3 -c "import selenium" 2>/dev/null || missing_pips+=(selenium)
python3 -c "import websockets" 2>/dev/null || missing_pips+=(websockets)
if ((${#missing_pips[@]})); then
    echo "test-bridge: installing ${missing_pips[*]}" >&2
    python3 -m pip install --quiet --disable-pip-version-check "${missing_pips[@]}"
fi

export GK_REQUIRE_BROWSER=1      # the browser test fails rather than skips when it cannot run
export PYTHONDONTWRITEBYTECODE=1 # no __pycache__ in the work tree
exec python3 -m pytest -q Tests/Bridge "$@"
