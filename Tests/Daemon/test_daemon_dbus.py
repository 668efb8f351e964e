"""`gesturekit daemon --replay` with its touchegg D-Bus server on a `unix:path=` address and a real
D-Bus client subscribed as GNOME's X11 Gestures extension subscribes (touchegg_client.py, Python's
Gio). With no rule in the configuration, every gesture goes to touchegg's clients: each signal's
arguments are checked, each begin has one end, and percentage only grows within a gesture
(touchegg_signals.check), and each recording shows the gesture it was made of.

Skipped while the built gesturekit has no `daemon` subcommand with `--touchegg-address`.
Run: /usr/bin/python3 -m pytest -q Tests/Daemon (scripts/test-daemon.sh installs what is missing).
The binary: env GESTUREKIT (default .build/debug/gesturekit).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from touchegg_signals import DEVICE_TYPES, DIRECTIONS, GESTURE_TYPES, check

ROOT = Path(__file__).resolve().parents[2]
GESTUREKIT = os.environ.get("GESTUREKIT", str(ROOT / ".build/debug/gesturekit"))
CLIENT = Path(__file__).resolve().parent / "touchegg_client.py"
# The client needs gi (python3-gi): Debian's python, whichever python runs pytest.
CLIENT_PYTHON = os.environ.get("GK_GI_PYTHON", "/usr/bin/python3")
SHARED = ROOT.parent / "shared/recordings"
# Real time: the replay begins when the client has connected (--wait-for-client), and the
# recordings' first gestures begin tens of milliseconds after their first touch.
SPEED = os.environ.get("GK_DAEMON_SPEED", "1")
# Seconds a replay may take at SPEED before the test gives up on it.
RUN_SECONDS = 60
# A configuration without rules: every gesture is unconsumed, so touchegg's clients get it.
NO_RULES = "rules: []\n"


def daemon_help() -> str | None:
    if not os.access(GESTUREKIT, os.X_OK):
        return None
    run = subprocess.run([GESTUREKIT, "daemon", "--help"], capture_output=True, text=True, timeout=30)
    return run.stdout + run.stderr if run.returncode == 0 else None


HELP = daemon_help()
pytestmark = pytest.mark.skipif(
    HELP is None or "--touchegg-address" not in HELP,
    reason=f"{GESTUREKIT} has no `daemon` subcommand with --touchegg-address yet")


def name(gesture_type, direction, fingers, device):
    return f"{fingers}-finger {GESTURE_TYPES[gesture_type]} {DIRECTIONS[direction]} on a {DEVICE_TYPES[device]}"


# (trace, what it must show: (type, direction or None for any, fingers, device)).
RECORDINGS = [
    (ROOT / "Traces/touchpad/swipe-3.gktrace", (1, None, 3, 1)),
    (ROOT / "Traces/touchpad/pinch.gktrace", (2, None, 2, 1)),
    (ROOT / "Traces/touchscreen/pinch-in.gktrace", (2, 5, 2, 2)),
    (ROOT / "Traces/touchscreen/pinch-out.gktrace", (2, 6, 2, 2)),
    (ROOT / "Traces/touchpad/hold.gktrace", None),
    (SHARED / "inputactions/touchpad--synaptics-tm3276--pinch_in_2.evemu", (2, 5, 2, 1)),
    (SHARED / "inputactions/touchpad--synaptics-tm3276--pinch_out_2.evemu", (2, 6, 2, 1)),
    (SHARED / "evemu-devices/touchpads--AlpsPS2_ALPS_GlidePoint.2-finger-tap.evemu", (3, None, 2, 1)),
    (SHARED / "evemu-devices/touchscreens--Atmel_maXTouch_Touchscreen.4-finger-drag-down.evemu", (1, 2, 4, 2)),
]


@pytest.fixture
def workdir():
    path = Path(tempfile.mkdtemp(prefix="gkd-", dir="/tmp"))   # short: socket paths hold 107 bytes
    yield path
    shutil.rmtree(path, ignore_errors=True)


def daemon_command(trace: Path, address: str, config: Path, speed: str) -> list[str]:
    """`gesturekit daemon --replay` serving touchegg's clients at `address`."""
    arguments = [GESTUREKIT, "daemon", "--replay", str(trace), "--speed", speed,
                 "--touchegg-address", address, "--config", str(config), "--wait-for-client"]
    if "--no-dry-run" in (HELP or ""):
        arguments.append("--no-dry-run")   # a replay is a dry run by default; touchegg's clients are the point here
    return arguments


def replay(trace: Path, workdir: Path) -> list[dict]:
    """Starts the client (waiting for the server), then the daemon replaying `trace`; returns the
    signals the client printed once the daemon has ended and the client has seen it hang up."""
    address = f"unix:path={workdir}/touchegg"
    config = workdir / "gestures.yaml"
    config.write_text(NO_RULES)
    client = subprocess.Popen([CLIENT_PYTHON, str(CLIENT), address, "0", "--wait", "--timeout", str(RUN_SECONDS)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    arguments = daemon_command(trace, address, config, SPEED)
    environment = dict(os.environ, XDG_CONFIG_HOME=str(workdir))
    try:
        daemon = subprocess.run(arguments, cwd=ROOT, env=environment, capture_output=True, text=True,
                                timeout=RUN_SECONDS)
        out, err = client.communicate(timeout=RUN_SECONDS)
    finally:
        client.kill()
    assert daemon.returncode == 0, f"gesturekit daemon exited {daemon.returncode}: {daemon.stderr}"
    assert client.returncode == 0, f"the client exited {client.returncode}: {err}"
    lines = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert lines and lines[0] == {"ready": True}, f"the client did not subscribe: {out} {err}"
    return lines[1:]


@pytest.mark.parametrize("trace, expected", RECORDINGS, ids=[t.name for t, _ in RECORDINGS])
def test_a_replay_reaches_a_gdbus_client_as_touchegg_sends_it(trace, expected, workdir):
    if not trace.exists():
        pytest.skip(f"{trace} is not here (the shared recordings are not part of a clone)")
    gestures = check(replay(trace, workdir))
    if expected is None:
        return
    gesture_type, direction, fingers, device = expected
    matching = [g for g in gestures if (g.type, g.fingers, g.device) == (gesture_type, fingers, device)
                and (direction is None or g.direction == direction)]
    seen = [name(g.type, g.direction, g.fingers, g.device) for g in gestures]
    assert matching, f"{trace.name}: no {name(gesture_type, direction or 0, fingers, device)}; saw {seen}"
    for gesture in matching:
        if gesture.type != 3:
            assert gesture.percentages[-1] > gesture.percentages[0], f"{trace.name}: percentage never grew"


def test_a_taken_address_given_explicitly_is_an_error(workdir):
    """--touchegg-address given and taken: one line saying so, and the daemon does not run."""
    address = f"unix:path={workdir}/touchegg"
    (workdir / "gestures.yaml").write_text(NO_RULES)
    # At a hundredth of real time the replay lasts long enough to hold the address.
    holder = subprocess.Popen(daemon_command(RECORDINGS[0][0], address, workdir / "gestures.yaml", "0.01"),
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        client = subprocess.run([CLIENT_PYTHON, str(CLIENT), address, "1", "--wait", "--timeout", "0.5"],
                                capture_output=True, text=True, timeout=30)
        assert client.stdout.startswith('{"ready": true}'), f"the first daemon never listened: {client.stderr}"
        second = subprocess.run(daemon_command(RECORDINGS[0][0], address, workdir / "gestures.yaml", "1"),
                                cwd=ROOT, capture_output=True, text=True, timeout=30)
        assert second.returncode != 0
        assert "is taken" in second.stderr
    finally:
        holder.terminate()
        holder.wait(timeout=10)
