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
bash scripts/install-debs.sh test-daemon python3-gi python3-pytest

export PYTHONDONTWRITEBYTECODE=1   # no __pycache__ in the work tree
exec /usr/bin/python3 -m pytest -q Tests/Daemon "$@"
