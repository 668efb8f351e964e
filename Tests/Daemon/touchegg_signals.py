"""What a touchegg client may expect of the signals it receives, checked on the JSON lines that
touchegg_client.py prints. The numbers are touchegg's enums (src/gesture/gesture-type.h,
gesture-direction.h, device-type.h)."""

from __future__ import annotations

from dataclasses import dataclass

SIGNATURE = "(uudiut)"
MEMBERS = ("OnGestureBegin", "OnGestureUpdate", "OnGestureEnd")
GESTURE_TYPES = {1: "swipe", 2: "pinch", 3: "tap"}             # NOT_SUPPORTED (0) is never sent
DIRECTIONS = {0: "unknown", 1: "up", 2: "down", 3: "left", 4: "right", 5: "in", 6: "out"}
DEVICE_TYPES = {1: "touchpad", 2: "touchscreen"}              # UNKNOWN (0) is never sent
MAXIMUM_FINGERS = 10
UINT64_MAX = 2**64 - 1


@dataclass
class Gesture:
    """One begin … end run of signals."""
    type: int
    direction: int
    fingers: int
    device: int
    percentages: list
    elapsed: list
    ended: bool = False


def check(signals: list[dict]) -> list[Gesture]:
    """Checks every signal's arguments and the begin/update/end structure; returns the gestures.

    A client that connects in the middle of a gesture sees its updates and end without its begin
    (as GNOME Shell does when it restarts): signals before the first begin are skipped. From the
    first begin on: each begin has exactly one end, no begin comes before the previous gesture's
    end, and within a gesture type, direction, fingers and device stay the same while percentage
    and elapsed time never decrease. Raises AssertionError naming the signal at fault.
    """
    gestures: list[Gesture] = []
    current: Gesture | None = None
    started = False
    for index, signal in enumerate(signals):
        where = f"signal {index} ({signal})"
        assert signal.get("member") in MEMBERS, f"{where}: unknown member"
        assert signal.get("signature") == SIGNATURE, f"{where}: signature is not {SIGNATURE}"
        args = signal["args"]
        assert len(args) == 6, f"{where}: {len(args)} arguments, expected 6"
        gesture_type, direction, percentage, fingers, device, elapsed = args
        assert gesture_type in GESTURE_TYPES, f"{where}: gesture type {gesture_type} not in {GESTURE_TYPES}"
        assert direction in DIRECTIONS, f"{where}: direction {direction} not in {DIRECTIONS}"
        assert isinstance(percentage, float) and 0 <= percentage <= 100, \
            f"{where}: percentage {percentage!r} is not a double in 0…100"
        assert isinstance(fingers, int) and 1 <= fingers <= MAXIMUM_FINGERS, f"{where}: fingers {fingers}"
        assert device in DEVICE_TYPES, f"{where}: device type {device} not in {DEVICE_TYPES}"
        assert isinstance(elapsed, int) and 0 <= elapsed <= UINT64_MAX, f"{where}: elapsed {elapsed}"
        member = signal["member"]
        if member == "OnGestureBegin":
            assert current is None, f"{where}: a begin before the previous gesture's end"
            started = True
            current = Gesture(gesture_type, direction, fingers, device, [percentage], [elapsed])
            gestures.append(current)
            continue
        if not started:
            continue
        assert current is not None, f"{where}: {member} outside a gesture (after its end, before a begin)"
        same = (gesture_type, direction, fingers, device)
        began = (current.type, current.direction, current.fingers, current.device)
        assert same == began, f"{where}: type, direction, fingers, device {same} changed from {began}"
        assert percentage >= current.percentages[-1], f"{where}: percentage went down"
        assert elapsed >= current.elapsed[-1], f"{where}: elapsed time went down"
        current.percentages.append(percentage)
        current.elapsed.append(elapsed)
        if member == "OnGestureEnd":
            current.ended = True
            current = None
    assert current is None, f"the last gesture ({current}) has no end"
    return gestures
