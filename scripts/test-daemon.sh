#!/usr/bin/env bash
# The daemon suite from outside (`gesturekit daemon`, Tests/Daemon): touchegg's D-Bus protocol as a
# real GDBus client receives it, on replays of recordings. Installs Debian's pytest and gi for
# /usr/bin/python3 if missing, then runs against an already built binary.
#   scripts/test-daemon.sh [pytest options…]        e.g. -k pinch, -x
# Environment:
#   GESTUREKIT        the binary (default .build/debug/gesturekit; build it first)
#   GK_DAEMON_SPEED   replay speed (default 1: the replay begins once the client has connected)
# Exits non-zero when a test fails. The replay tests skip while the binary has no daemon subcommand.
set -euo pipefail
cd "$(dirname "$0")/.."

export GESTUREKIT="${GESTUREKIT:-.build/debug/gesturekit}"
if [[ ! -x "$GESTUREKIT" ]]; then
    echo "test-daemon: no executable $GESTUREKIT (run swift build, or set GESTUREKIT)" >&2
    exit 2
fi

# Debian's python has gi (python3-gi, from scripts/setup.sh); pytest for it comes from Debian too.
missing_debs=()
/usr/bin/python3 -c "import gi" 2>/dev/null || missing_debs+=(python3-gi)
/usr/bin/python3 -c "import pytest" 2>/dev/null || missing_debs+=(python3-pytest)
if ((${#missing_debs[@]})); then
    echo "test-daemon: installing ${missing_debs[*]}" >&2
    SUDO=""
    [[ $(id -u) -eq 0 ]] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing_debs[@]}" >/dev/null
fi

export PYTHONDONTWRITEBYTECODE=1   # no __pycache__ in the work tree
exec /usr/bin/python3 -m pytest -q Tests/Daemon "$@"
