"""The checks of touchegg_signals.py on made-up signal streams: they must pass good streams and
catch each way a stream can be wrong (these run whether or not the daemon is built)."""

import pytest

from touchegg_signals import check


def signal(member, gesture_type=1, direction=3, percentage=0.0, fingers=3, device=1, elapsed=0):
    name = {"begin": "OnGestureBegin", "update": "OnGestureUpdate", "end": "OnGestureEnd"}[member]
    return {"member": name, "signature": "(uudiut)",
            "args": [gesture_type, direction, percentage, fingers, device, elapsed]}


GOOD = [signal("begin"), signal("update", percentage=10.0, elapsed=8), signal("update", percentage=40.0, elapsed=16),
        signal("end", percentage=40.0, elapsed=20),
        signal("begin", 2, 5, fingers=2, device=2), signal("end", 2, 5, 100.0, 2, 2, 300)]


def test_a_good_stream_is_two_gestures():
    gestures = check(GOOD)
    assert [(g.type, g.direction, g.fingers, g.device) for g in gestures] == [(1, 3, 3, 1), (2, 5, 2, 2)]
    assert gestures[0].percentages == [0.0, 10.0, 40.0, 40.0]


def test_a_gesture_joined_in_its_middle_is_skipped():
    assert len(check(GOOD[2:])) == 1


@pytest.mark.parametrize("stream, fault", [
    (GOOD[:3], "has no end"),
    ([GOOD[0], GOOD[0]], "a begin before the previous gesture's end"),
    (GOOD[:4] + [GOOD[3]], "outside a gesture"),
    ([GOOD[0], signal("update", percentage=5.0), signal("update", percentage=4.0)], "percentage went down"),
    ([GOOD[0], signal("update", elapsed=9), signal("update", elapsed=3)], "elapsed time went down"),
    ([GOOD[0], signal("update", fingers=4)], "changed from"),
    ([signal("begin", gesture_type=0)], "gesture type 0"),
    ([signal("begin", direction=7)], "direction 7"),
    ([signal("begin", percentage=101.0)], "is not a double in"),
    ([signal("begin", percentage=1)], "is not a double in"),
    ([signal("begin", device=0)], "device type 0"),
    ([signal("begin", fingers=0)], "fingers 0"),
    ([dict(GOOD[0], signature="(uuudiut)")], "signature"),
])
def test_a_bad_stream_is_named(stream, fault):
    with pytest.raises(AssertionError, match=fault):
        check(stream)
