"""RFC 6455 to the letter (docs/bridge.md, "RFC 6455"): the bridge's WebSocket against PyPI's
`websockets` strict client where a well-formed client can express the case, and raw frames over a
plain socket after the handshake for the frames no conforming client sends.

Each case checks the close code (RFC 6455 section 7.4.1) the service ends with, and that the
service closes the TCP connection after its close frame. A failure names what a kiosk page (or the
tool driving it) would see: a connection dropped without a reason, or one that never ends.
"""

from __future__ import annotations

import base64
import os
import signal
import socket
import struct
import time
from typing import List, Optional, Tuple

import pytest

websockets_sync = pytest.importorskip("websockets.sync.client")
from websockets.exceptions import ConnectionClosed  # noqa: E402

from bridge_support import TIMEOUT  # noqa: E402

#: Seconds any single wait may take.
WAIT = 10.0
#: The service's message limit (BridgeLimits.standard.maximumMessageBytes).
LIMIT = 65_536

OP_CONTINUATION, OP_TEXT, OP_BINARY, OP_CLOSE, OP_PING, OP_PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA


# ----------------------------------------------------------------------------------- raw frames

def frame(opcode: int, payload: bytes = b"", fin: bool = True, mask: bool = True, rsv: int = 0,
          length: Optional[int] = None) -> bytes:
    """One client frame (section 5.2). ``length`` overrides the announced payload length."""
    first = (0x80 if fin else 0) | (rsv << 4) | opcode
    size = len(payload) if length is None else length
    mask_bit = 0x80 if mask else 0
    if size < 126:
        head = struct.pack("!BB", first, mask_bit | size)
    elif size < 1 << 16:
        head = struct.pack("!BBH", first, mask_bit | 126, size)
    else:
        head = struct.pack("!BBQ", first, mask_bit | 127, size)
    if not mask:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def close_body(code: int, reason: bytes = b"") -> bytes:
    return struct.pack("!H", code) + reason


def raw_websocket(port: int) -> socket.socket:
    """A plain socket that completed the opening handshake (section 4); the 101 is consumed."""
    s = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    deadline = time.monotonic() + WAIT
    while b"\r\n\r\n" not in head:
        assert time.monotonic() < deadline, f"no handshake response in {WAIT} s: {head!r}"
        chunk = s.recv(1)
        assert chunk, f"the service closed during the handshake: {head!r}"
        head += chunk
    assert head.startswith(b"HTTP/1.1 101"), f"handshake refused: {head!r}"
    return s


class Ending:
    """How the service ended a raw connection: its close frame's code and reason, the text
    messages before it, and whether it then closed the TCP connection."""

    def __init__(self) -> None:
        self.code: Optional[int] = None
        self.reason = b""
        self.texts: List[bytes] = []
        self.pongs: List[bytes] = []
        self.tcp_closed = False

    def __repr__(self) -> str:
        return (f"close code {self.code} reason {self.reason!r}, TCP closed: {self.tcp_closed}, "
                f"last texts {self.texts[-2:]!r}")


def read_until_closed(s: socket.socket, timeout: float = WAIT) -> Ending:
    """Reads server frames (never masked, section 5.1) until the service's close frame and the end
    of the TCP stream, or ``timeout``."""
    ending = Ending()
    data = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        while len(data) >= 2:
            first, second = data[0], data[1]
            assert second & 0x80 == 0, f"the service masked a frame (section 5.1 forbids it): {data[:16]!r}"
            size, offset = second & 0x7F, 2
            if size == 126:
                if len(data) < 4:
                    break
                size, offset = struct.unpack("!H", data[2:4])[0], 4
            elif size == 127:
                if len(data) < 10:
                    break
                size, offset = struct.unpack("!Q", data[2:10])[0], 10
            if len(data) < offset + size:
                break
            payload, data = data[offset:offset + size], data[offset + size:]
            opcode = first & 0x0F
            if opcode == OP_TEXT:
                ending.texts.append(payload)
            elif opcode == OP_PONG:
                ending.pongs.append(payload)
            elif opcode == OP_CLOSE and ending.code is None:
                ending.code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                ending.reason = payload[2:]
        s.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            break
        except OSError:
            ending.tcp_closed = True
            break
        if not chunk:
            ending.tcp_closed = True
            break
        data += chunk
    return ending


@pytest.fixture
def web(serve, quiet_trace):
    return serve("--replay", quiet_trace, "--wait-clients", "0", unix=False, listen=True)


def _assert_ends(ending: Ending, code: int, what: str, bye: Optional[str] = None) -> None:
    assert ending.code == code, (
        f"{what}: the service ended with {ending!r}, not close code {code} (RFC 6455 section 7.4.1): a page "
        f"cannot tell why it was dropped")
    assert ending.tcp_closed, f"{what}: the service sent its close frame but kept the connection open ({ending!r})"
    if bye is not None:
        assert any(b'"bye"' in t and bye.encode() in t for t in ending.texts), (
            f"{what}: no bye saying {bye!r} before the close: {ending.texts[-3:]!r}")


# Frames no conforming client sends: each fails the connection (section 7.1.7) with its code.
MALFORMED = [
    ("an unmasked client frame (5.1)", frame(OP_TEXT, b'{"cmd":"ping"}', mask=False), 1002),
    ("RSV1 set without an extension (5.2)", frame(OP_TEXT, b'{"cmd":"ping"}', rsv=4), 1002),
    ("RSV2 set (5.2)", frame(OP_TEXT, b'{"cmd":"ping"}', rsv=2), 1002),
    ("RSV3 set on a ping (5.2)", frame(OP_PING, b"x", rsv=1), 1002),
    ("reserved data opcode 3 (5.2)", frame(0x3, b"x"), 1002),
    ("reserved control opcode 0xB (5.2)", frame(0xB, b"x"), 1002),
    ("a 126-byte ping (5.5)", frame(OP_PING, b"p" * 126), 1002),
    ("a fragmented ping (5.5)", frame(OP_PING, b"p", fin=False), 1002),
    ("a fragmented close (5.5)", frame(OP_CLOSE, close_body(1000), fin=False), 1002),
    ("a continuation with no message begun (5.4)", frame(OP_CONTINUATION, b"x"), 1002),
    ("a new message inside a fragmented one (5.4)",
     frame(OP_TEXT, b'{"cmd":', fin=False) + frame(OP_TEXT, b'"ping"}'), 1002),
    ("a close body of one byte (5.5.1)", frame(OP_CLOSE, b"\x03"), 1002),
    ("close code 1005, which is never sent (7.4.1)", frame(OP_CLOSE, close_body(1005)), 1002),
    ("close code 2999, unassigned (7.4.2)", frame(OP_CLOSE, close_body(2999)), 1002),
    ("a close reason that is not UTF-8 (5.5.1)", frame(OP_CLOSE, close_body(1000, b"\xff\xfe")), 1007),
    ("a text message that is not UTF-8 (8.1)", frame(OP_TEXT, b'{"cmd":"\xc3\x28"}'), 1007),
    ("a frame announcing more than the message limit (10.4)", frame(OP_TEXT, b"", length=LIMIT + 1), 1009),
    ("a binary frame, which the bridge does not take (7.4.1)", frame(OP_BINARY, b"\x00\x01"), 1003),
]


@pytest.mark.parametrize("what, data, code", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_frame_fails_the_connection_with_its_code(web, what, data, code):
    s = raw_websocket(web.port)
    try:
        s.sendall(data)
        ending = read_until_closed(s)
    finally:
        s.close()
    _assert_ends(ending, code, what)
    if code == 1002:
        assert any(b"protocol error" in t for t in ending.texts), (
            f"{what}: the bye does not say which rule was broken: {ending.texts[-2:]!r}")


def test_the_service_never_masks_and_answers_a_ping_with_its_payload(web):
    s = raw_websocket(web.port)
    try:
        s.sendall(frame(OP_PING, b"are you there") + frame(OP_CLOSE, close_body(1000)))
        ending = read_until_closed(s)
    finally:
        s.close()
    assert ending.pongs == [b"are you there"], f"a ping got {ending.pongs!r}, not one pong with its payload (5.5.3)"
    _assert_ends(ending, 1000, "a client's normal close")


def test_control_frames_between_fragments_and_empty_fragments_are_accepted(web):
    s = raw_websocket(web.port)
    try:
        s.sendall(frame(OP_TEXT, b"", fin=False) + frame(OP_CONTINUATION, b'{"cmd":"ping",', fin=False)
                  + frame(OP_PING, b"mid") + frame(OP_CONTINUATION, b"", fin=False)
                  + frame(OP_CONTINUATION, b'"id":7}') + frame(OP_CLOSE, close_body(1000)))
        ending = read_until_closed(s)
    finally:
        s.close()
    assert any(b'"reply"' in t and b'"id":7' in t for t in ending.texts), (
        f"a message in fragments (one empty) with a ping between them got no reply (5.4 allows both): "
        f"{ending!r}")
    assert ending.pongs == [b"mid"], f"the ping between fragments got {ending.pongs!r}"
    _assert_ends(ending, 1000, "a normal close after a fragmented message")


# ------------------------------------------------------------------------ the strict client

def _connect(server):
    return websockets_sync.connect(server.ws_url, open_timeout=WAIT, close_timeout=WAIT, max_size=None)


def _closed_by_service(ws) -> ConnectionClosed:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            ws.recv(timeout=max(0.01, deadline - time.monotonic()))
        except ConnectionClosed as closed:
            return closed
        except TimeoutError:
            break
    raise AssertionError(f"the service did not close the connection within {WAIT} s")


def test_the_strict_client_completes_a_normal_exchange_and_close(web):
    with _connect(web) as ws:
        hello = ws.recv(timeout=WAIT)
        assert '"hello"' in hello, hello
        ws.send('{"cmd":"ping","id":1}')
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            message = ws.recv(timeout=WAIT)
            if '"reply"' in message:
                break
        pong = ws.ping(b"strict")
        assert pong.wait(WAIT), "no pong to the strict client's ping (5.5.2)"
        ws.close(4000, "done here")
        answer = ws.protocol.close_rcvd
        assert answer is not None and answer.code == 4000, (
            f"the service answered a close with code 4000 by {answer!r}, not by echoing it (5.5.1)")


@pytest.mark.parametrize("send, code, bye", [
    (lambda ws: ws.send("x" * (LIMIT + 1)), 1009, "message too large"),
    (lambda ws: ws.send(["{\"cmd\":", "x" * LIMIT, "}"]), 1009, "message too large"),
    (lambda ws: ws.send(b'{"cmd":"\xed\xa0\x80"}', text=True), 1007, "invalid UTF-8"),
    (lambda ws: ws.send([b'{"cmd":"\xe2\x82', b'\xac\xff"}'], text=True), 1007, "invalid UTF-8"),
    (lambda ws: ws.send(b"\x00"), 1003, "binary frames"),
], ids=["an oversize message", "an oversize fragmented message", "text that is not UTF-8",
        "fragments whose joined text is not UTF-8", "a binary message"])
def test_the_strict_client_sees_the_right_close_code(web, send, code, bye):
    with _connect(web) as ws:
        ws.recv(timeout=WAIT)
        send(ws)
        closed = _closed_by_service(ws)
    assert closed.rcvd is not None and closed.rcvd.code == code, (
        f"the service closed with {closed.rcvd!r}, not code {code} (RFC 6455 section 7.4.1)")
    assert bye in closed.rcvd.reason, f"the close frame's reason {closed.rcvd.reason!r} does not say {bye!r}"


def test_the_end_of_a_replay_closes_with_1000_and_shutdown_with_1001(serve):
    replay = serve("--replay", "Traces/touchscreen/double-tap.gktrace", "--speed", "20", "--wait-clients", "1",
                   unix=False, listen=True)
    with _connect(replay) as ws:
        closed = _closed_by_service(ws)
    assert closed.rcvd is not None and closed.rcvd.code == 1000, (
        f"the end of a replay closed with {closed.rcvd!r}, not 1000 (normal closure)")
    assert "end of replay" in closed.rcvd.reason

    running = serve("--replay", "Traces/touchscreen/double-tap.gktrace", "--loop", "--wait-clients", "0",
                    unix=False, listen=True)
    with _connect(running) as ws:
        ws.recv(timeout=WAIT)
        running.signal(signal.SIGTERM)
        closed = _closed_by_service(ws)
    assert closed.rcvd is not None and closed.rcvd.code == 1001, (
        f"SIGTERM closed the page with {closed.rcvd!r}, not 1001 (going away): the page cannot tell a restart "
        f"from an error")
    assert running.wait(TIMEOUT) == 0
