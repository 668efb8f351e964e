"""`serve --replay T` sends what `replay --output jsonl T` prints (bridge protocol, messages §2–3):
the same gesture lines, in order, the same final state (of every view, for a trace replayed with
a `--scene`), then bye "end of replay" and exit 0 — for every golden trace, over the real Unix
socket and the real WebSocket."""

from __future__ import annotations

import json
import os

import pytest

from bridge_support import (golden_traces, last_state_per_view, of_type, pipeline_args, read_unix_stream,
                            replay_jsonl, replay_raw)

GOLDEN = golden_traces()
SPEED = os.environ.get("BRIDGE_GOLDEN_SPEED", "50")


def test_there_are_golden_traces_to_compare():
    assert len(GOLDEN) >= 10, "Traces/ should hold the golden traces (X.expected.jsonl)"


@pytest.mark.parametrize("transport", ["unix", "ws"])
@pytest.mark.parametrize("golden", GOLDEN, ids=[g.name for g in GOLDEN])
def test_gesture_lines_equal_replay_for_every_golden_trace(serve, golden, transport):
    args = pipeline_args(golden.args)
    expected = replay_jsonl(golden.trace, args)
    server = serve("--replay", golden.trace, "--speed", SPEED, "--wait-clients", "1", *args,
                   unix=transport == "unix", listen=transport == "ws")
    if transport == "unix":
        raw = read_unix_stream(server)
        messages = [json.loads(line) for line in raw]
    else:
        client = server.connect_ws(read_hello=False)
        messages = list(client)
        raw = None

    context = f"`{server.describe()}` over {transport}"
    assert messages, f"{context}: nothing received"
    assert messages[0]["type"] == "hello", f"{context}: first message {messages[0]}"
    assert messages[0]["protocol"] == 2 and messages[0]["source"] == "replay", messages[0]

    got_gestures = of_type(messages, "gesture")
    want_gestures = of_type(expected, "gesture")
    for i, (got, want) in enumerate(zip(got_gestures, want_gestures)):
        assert got == want, f"{context}: gesture line {i + 1} differs\n  serve:  {got}\n  replay: {want}"
    assert len(got_gestures) == len(want_gestures), (
        f"{context}: {len(got_gestures)} gesture lines, replay printed {len(want_gestures)}")

    want_states = last_state_per_view(expected)
    got_states = last_state_per_view(messages)
    assert list(got_states) == list(want_states), (
        f"{context}: state lines of views {list(got_states)}, replay's of {list(want_states)}")
    for view, want in want_states.items():
        assert got_states[view] == want, (
            f"{context}: final state of {view or 'the controller'} differs\n  serve:  {got_states[view]}\n  replay: {want}")

    assert messages[-1]["type"] == "bye", f"{context}: the last message is {messages[-1]}"
    assert messages[-1]["reason"].startswith("end of replay"), messages[-1]
    assert server.wait() == 0, f"{context}: exit status; stderr: {server.stderr_text()[-2000:]}"

    if raw is not None:  # byte for byte (protocol §2): the same JSON text as replay prints
        got_raw = [line for line in raw if b'"type":"gesture"' in line]
        want_raw = [line for line in replay_raw(golden.trace, args) if b'"type":"gesture"' in line]
        assert got_raw == want_raw, f"{context}: gesture lines equal as JSON but not as bytes"


MILESTONE_TRACES = [g for g in GOLDEN if g.name in ("touchscreen/fling", "touchscreen/pinch-out",
                                                    "touchscreen/double-tap", "touchscreen/flick-into-edge")]


@pytest.mark.parametrize("golden", MILESTONE_TRACES, ids=[g.name for g in MILESTONE_TRACES])
def test_scroll_milestones_are_byte_identical_to_replay(serve, golden):
    """Scroll lines other than didScroll/didZoom (which may coalesce in a queue) are never dropped
    and are the same bytes as replay prints."""
    args = pipeline_args(golden.args)
    server = serve("--replay", golden.trace, "--speed", SPEED, "--wait-clients", "1", *args)
    raw = read_unix_stream(server)

    def milestones(lines):
        return [line for line in lines if b'"type":"scroll"' in line
                and b'"event":"didScroll"' not in line and b'"event":"didZoom"' not in line]

    want = milestones(replay_raw(golden.trace, args))
    assert want, "the trace should produce scroll milestones"
    assert milestones(raw) == want


def test_stdout_holds_only_the_listening_line(serve):
    golden = next(g for g in GOLDEN if g.name == "touchscreen/double-tap")
    server = serve("--replay", golden.trace, "--speed", SPEED, "--wait-clients", "1", listen=True)
    assert set(server.listening) >= {"type", "socket", "http"}, server.listening
    assert server.listening["http"].startswith("http://127.0.0.1:") and server.port > 0
    client = server.connect()
    list(client)
    assert server.wait() == 0
    rest = server.process.stdout.read()
    assert rest == b"", f"more on stdout after the listening line: {rest[:300]!r}"


def test_socket_file_is_removed_when_the_replay_ends(serve):
    golden = next(g for g in GOLDEN if g.name == "touchscreen/tap")
    server = serve("--replay", golden.trace, "--speed", SPEED, "--wait-clients", "1")
    assert os.path.exists(server.socket_path)
    list(server.connect())
    assert server.wait() == 0
    assert not os.path.exists(server.socket_path), "the socket file is still there after exit"
