"""Bad input from one client (bridge protocol, "Errors" and "Closing"): each error gets its
`reply ok:false` with a reason and the connection keeps working; each closing offence gets its
`bye` and the connection ends; either way every OTHER client keeps receiving.

One service (the quiet trace at speed 1, Unix socket and WebSocket) for the whole module, with two
observers (one per transport, subscribed to state lines) that must see every change a healthy
client makes after each case. Every case runs over both transports.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Optional, Tuple

import pytest

from bridge_support import COMMAND_BURST, MAX_MESSAGE_BYTES, ConnectionClosed

TRANSPORTS = ["unix", "ws"]
STATE_KEYS = ("offsetX", "offsetY", "zoom", "page")
_offsets = itertools.count(1)


@pytest.fixture(scope="module")
def server(module_serve, quiet_trace):
    return module_serve("--replay", quiet_trace, "--speed", "1", "--wait-clients", "0", unix=True, listen=True)


@pytest.fixture(scope="module")
def observers(server):
    watching = [server.connect(), server.connect_ws()]
    for observer in watching:
        observer.subscribe(["state"])
    return watching


def others_keep_receiving(server, observers, via=None):
    """A healthy client (`via`, or a fresh one) moves the content; both observers must see it."""
    assert server.alive(), f"the service died; stderr: {server.stderr_text()[-2000:]}"
    client = via or server.connect()
    x = next(_offsets)
    client.command("setContentOffset", x=x, y=0, animated=False)
    for observer in observers:
        observer.wait_for(lambda m: m["type"] == "state" and m["offsetX"] == x)


def resting(state):
    return {key: state.get(key) for key in STATE_KEYS}


# ------------------------------------------------------------------------------------------ errors

@dataclass(frozen=True)
class Bad:
    name: str
    line: bytes
    ids: Tuple[Optional[int], ...]   # the reply ids the protocol allows
    mentions: Optional[str] = None   # a word the error must contain


ERRORS = [
    Bad("malformed-json", b'{"id":1,"cmd":"ping"', (None,)),
    Bad("trailing-garbage", b'{"id":2,"cmd":"ping"} x', (None, 2)),
    Bad("not-an-object-array", b'[{"id":3,"cmd":"ping"}]', (None,)),
    Bad("not-an-object-number", b'42', (None,)),
    Bad("not-an-object-string", b'"ping"', (None,)),
    Bad("missing-id", b'{"cmd":"ping"}', (None,)),
    Bad("non-integer-id-fraction", b'{"id":1.5,"cmd":"ping"}', (None,)),
    Bad("non-integer-id-string", b'{"id":"7","cmd":"ping"}', (None,)),
    Bad("non-integer-id-null", b'{"id":null,"cmd":"ping"}', (None,)),
    Bad("missing-cmd", b'{"id":10}', (10,)),
    Bad("cmd-not-a-string", b'{"id":11,"cmd":5}', (11,)),
    Bad("unknown-cmd", b'{"id":12,"cmd":"selfDestruct"}', (12,)),
    Bad("unknown-field", b'{"id":13,"cmd":"ping","verbose":true}', (13,), "verbose"),
    Bad("unknown-field-on-a-command-with-args", b'{"id":14,"cmd":"setZoomScale","scale":2,"speed":3}', (14,), "speed"),
    Bad("wrong-type-scale", b'{"id":15,"cmd":"setZoomScale","scale":"2"}', (15,), "scale"),
    Bad("wrong-type-animated", b'{"id":16,"cmd":"setContentOffset","x":1,"y":2,"animated":"no"}', (16,), "animated"),
    Bad("missing-argument", b'{"id":17,"cmd":"setContentOffset","x":1}', (17,), "y"),
    Bad("nan-literal", b'{"id":18,"cmd":"setZoomScale","scale":NaN}', (18, None)),
    Bad("infinity-literal", b'{"id":19,"cmd":"setContentOffset","x":Infinity,"y":0}', (19, None)),
    Bad("out-of-range-number", b'{"id":20,"cmd":"setContentOffset","x":1e999,"y":0}', (20, None)),
    Bad("negative-size", b'{"id":21,"cmd":"configure","viewport":[-1280,800]}', (21,), "viewport"),
    Bad("zero-size", b'{"id":22,"cmd":"configure","content":[0,800]}', (22,), "content"),
    Bad("size-of-three-numbers", b'{"id":23,"cmd":"configure","content":[10,20,30]}', (23,), "content"),
    Bad("min-zoom-above-max-zoom", b'{"id":24,"cmd":"configure","minZoom":3,"maxZoom":2}', (24,)),
    Bad("min-zoom-zero", b'{"id":25,"cmd":"configure","minZoom":0}', (25,), "minZoom"),
    Bad("min-zoom-above-current-max", b'{"id":26,"cmd":"configure","minZoom":5}', (26,)),
    Bad("negative-zoom-scale", b'{"id":27,"cmd":"setZoomScale","scale":-1}', (27,), "scale"),
    Bad("zoom-centre-needs-both-coordinates", b'{"id":28,"cmd":"setZoomScale","scale":2,"x":100}', (28,)),
    Bad("rect-of-three-numbers", b'{"id":29,"cmd":"zoomToRect","rect":[0,0,100]}', (29,), "rect"),
    Bad("rect-of-zero-width", b'{"id":30,"cmd":"zoomToRect","rect":[0,0,0,100]}', (30,), "rect"),
    Bad("rect-negative-size", b'{"id":31,"cmd":"scrollRectToVisible","rect":[0,0,-5,10]}', (31,), "rect"),
    Bad("bad-subscribe-type", b'{"id":32,"cmd":"subscribe","types":["gestures"]}', (32,), "gestures"),
    Bad("subscribe-types-not-a-list", b'{"id":33,"cmd":"subscribe","types":"gesture"}', (33,), "types"),
    Bad("page-size-wrong-type", b'{"id":34,"cmd":"configure","pageSize":"big"}', (34,), "pageSize"),
]


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("bad", ERRORS, ids=[b.name for b in ERRORS])
def test_bad_command_gets_reply_ok_false_and_the_connection_keeps_working(server, observers, transport, bad):
    victim = server.connect_any(transport)
    before = resting(victim.state())
    victim.send_text(bad.line)
    reply = victim.wait_for(lambda m: m["type"] in ("reply", "bye"))
    context = f"sent {bad.line!r} over {transport}, got {reply}"
    assert reply["type"] == "reply", context
    assert reply["ok"] is False, context
    assert "id" in reply and reply["id"] in bad.ids, f"{context}: id should be one of {bad.ids}"
    assert isinstance(reply.get("error"), str) and reply["error"].strip(), context
    if bad.mentions:
        assert bad.mentions in reply["error"], f"{context}: the error should name {bad.mentions!r}"
    assert resting(victim.state()) == before, f"{context}: the state changed"
    # the same connection still works, and the other clients keep receiving
    assert isinstance(victim.ping(), int)
    others_keep_receiving(server, observers, via=victim)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_errors_do_not_disturb_later_replies(server, observers, transport):
    """A good command after a bad one in the same write gets its own reply, in order."""
    victim = server.connect_any(transport)
    lines = [b'{"id":1,"cmd":"nope"}', b'{"id":2,"cmd":"ping"}', b'{oops', b'{"id":4,"cmd":"state"}']
    for line in lines:
        victim.send_text(line)
    replies = [victim.wait_for(lambda m: m["type"] == "reply") for _ in lines]
    assert [(r["id"], r["ok"]) for r in replies] == [(1, False), (2, True), (None, False), (4, True)]


# ------------------------------------------------------------------------------------------ closing

def expect_bye(victim, prefix, context, replies_allowed=False):
    """The victim's next messages end with bye `prefix…`, then the connection closes. Unless
    `replies_allowed`, a reply instead of the bye fails at once."""
    seen = []
    try:
        while True:
            msg = victim.next_message()
            seen.append(msg)
            if msg["type"] == "bye":
                break
            if msg["type"] == "reply" and not replies_allowed:
                raise AssertionError(f"{context}: a reply instead of bye {prefix!r}: {msg}")
    except ConnectionClosed:
        raise AssertionError(f"{context}: the connection closed without a bye; got {seen[-5:]}") from None
    except TimeoutError:
        raise AssertionError(f"{context}: no bye; got {seen[-5:]}") from None
    assert seen[-1]["reason"].startswith(prefix), f"{context}: bye {seen[-1]}"
    with pytest.raises(ConnectionClosed):
        extra = victim.next_message()
        raise AssertionError(f"{context}: message after the bye: {extra}")
    return seen


def send_ignoring_close(send, *args):
    """Sends; the server may already have closed (it reads only up to its limit)."""
    try:
        send(*args)
    except (BrokenPipeError, ConnectionResetError):
        pass
    except Exception as error:  # websocket-client wraps socket errors
        if "closed" not in str(error).lower() and "broken pipe" not in str(error).lower():
            raise


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_message_over_64_KiB_gets_bye_message_too_large(server, observers, transport):
    victim = server.connect_any(transport)
    line = b'{"id":1,"cmd":"ping","pad":"' + b"x" * (MAX_MESSAGE_BYTES + 10) + b'"}'
    send_ignoring_close(victim.send_text, line)
    expect_bye(victim, "message too large", f"a {len(line)}-byte message over {transport}")
    others_keep_receiving(server, observers)


def test_endless_line_gets_bye_before_any_newline(server, observers):
    """The limit holds while a line is still arriving: no newline is needed to end it."""
    victim = server.connect()
    send_ignoring_close(victim._sock.sendall, b'{"id":1,"cmd":"ping","pad":"' + b"y" * (MAX_MESSAGE_BYTES + 4096))
    expect_bye(victim, "message too large", "an unterminated 68 KiB line")
    others_keep_receiving(server, observers)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_message_just_under_64_KiB_is_accepted(server, observers, transport):
    victim = server.connect_any(transport)
    command = b'{"id":7,"cmd":"ping"}'
    line = command[:-1] + b" " * (MAX_MESSAGE_BYTES - 1 - len(command)) + b"}"  # 65535 bytes (+ newline)
    assert len(line) == MAX_MESSAGE_BYTES - 1
    victim.send_text(line)
    reply = victim.wait_for(lambda m: m["type"] in ("reply", "bye"))
    assert reply["type"] == "reply" and reply["ok"] is True and reply["id"] == 7, reply


def test_binary_websocket_frame_gets_bye(server, observers):
    victim = server.connect_ws()
    victim.send_binary(b'{"id":1,"cmd":"ping"}')
    expect_bye(victim, "binary frames are not accepted", "a binary frame")
    others_keep_receiving(server, observers)


def test_fragmented_websocket_message_is_one_command(server, observers):
    victim = server.connect_ws()
    victim.send_fragments(['{"id":41,"cm', 'd":"pi', 'ng"}'])
    reply = victim.wait_for(lambda m: m["type"] in ("reply", "bye"))
    assert reply["type"] == "reply" and reply["id"] == 41 and reply["ok"] is True, reply


FLOOD = 2 * COMMAND_BURST


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_flood_of_more_than_200_commands_gets_bye_flood(server, observers, transport):
    victim = server.connect_any(transport)
    lines = [f'{{"id":{i},"cmd":"ping"}}' for i in range(1, FLOOD + 1)]
    if transport == "unix":
        send_ignoring_close(victim._sock.sendall, ("\n".join(lines) + "\n").encode())
    else:
        send_ignoring_close(victim.send_texts_at_once, lines)
    seen = expect_bye(victim, "flood", f"{FLOOD} commands in one write over {transport}", replies_allowed=True)
    replies = [m for m in seen if m["type"] == "reply"]
    assert all(r["ok"] for r in replies), [r for r in replies if not r["ok"]][:3]
    assert [r["id"] for r in replies] == list(range(1, len(replies) + 1)), "replies out of order"
    assert COMMAND_BURST <= len(replies) < FLOOD, f"{len(replies)} commands served before the bye"
    others_keep_receiving(server, observers)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_burst_within_the_limit_is_served(server, observers, transport):
    victim = server.connect_any(transport)
    count = COMMAND_BURST * 3 // 4
    lines = [f'{{"id":{i},"cmd":"ping"}}' for i in range(1, count + 1)]
    if transport == "unix":
        victim._sock.sendall(("\n".join(lines) + "\n").encode())
    else:
        victim.send_texts_at_once(lines)
    replies = [victim.wait_for(lambda m: m["type"] in ("reply", "bye")) for _ in range(count)]
    assert [(r["type"], r.get("id"), r.get("ok")) for r in replies] == [("reply", i, True) for i in range(1, count + 1)]


INVALID_UTF8 = [
    pytest.param(b"\xff\xfe", id="ff-fe"),
    pytest.param(b"\xc0\xaf", id="overlong-slash"),
    pytest.param(b"\xed\xa0\x80", id="utf16-surrogate"),
    pytest.param(b"\xe2\x82", id="truncated-sequence"),
]


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("garbage", INVALID_UTF8)
def test_invalid_utf8_gets_bye(server, observers, transport, garbage):
    victim = server.connect_any(transport)
    line = b'{"id":1,"cmd":"subscribe","types":["' + garbage + b'"]}'
    send_ignoring_close(victim.send_text, line)
    expect_bye(victim, "invalid UTF-8", f"{line!r} over {transport}")
    others_keep_receiving(server, observers)


def test_the_service_survives_the_whole_module(server, observers):
    assert server.alive()
    others_keep_receiving(server, observers)
    stats = server.connect().command("stats")["stats"]
    assert stats["clients"] >= 3  # the observers and this client; victims may linger until closed
