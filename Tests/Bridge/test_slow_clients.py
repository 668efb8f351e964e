"""Slow and dead clients (bridge protocol, "Slow clients"): a client that never reads is cut off
with bye "too slow" once its queue overflows, while a healthy client gets every gesture line,
complete and in order, and the service's memory stays bounded.

The trace: `gesturekit synth --events 100000` (≈ 1049 s of mixed touchscreen and touchpad
input), replayed at --speed 300 so that it runs in a few seconds. Its output (≈ 26 000 gesture,
≈ 31 000 input frame, ≈ 68 000 scroll lines, ≈ 25 MB) is far more than a client's queue (4096
lines) and the kernel's socket buffers hold, so the silent client must overflow.

Memory bound (documented): VmRSS of the service stays below RSS_LIMIT_MB (200 MB) throughout,
and the mean of the last third of the samples exceeds the mean of the first third by at most
RSS_GROWTH_MB (32 MB) — buffering the silent client's whole output instead of dropping it would
add its ≈ 25 MB of JSON (several times that as Swift objects) and show up as linear growth.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import threading
import time

import pytest

from bridge_support import (GESTUREKIT, REPO, TIMEOUT, RssSampler, WsClient, of_type, replay_jsonl)

EVENTS = 100_000
SPEED = os.environ.get("BRIDGE_SLOW_SPEED", "300")
RSS_LIMIT_MB = 200
RSS_GROWTH_MB = 32


@pytest.fixture(scope="module")
def big_trace(module_workdir):
    path = module_workdir / "synth-100k.gktrace"
    subprocess.run([GESTUREKIT, "synth", "--events", str(EVENTS), "-o", str(path)], cwd=REPO,
                   check=True, timeout=300, stdout=subprocess.DEVNULL)
    return str(path)


class Drain(threading.Thread):
    """Reads a socket to its end in a thread, keeping the bytes."""

    def __init__(self, sock: socket.socket):
        super().__init__(daemon=True)
        self.sock = sock
        self.chunks = []
        self.error = None
        self.eof = False

    def run(self):
        try:
            self.sock.settimeout(TIMEOUT)
            while True:
                chunk = self.sock.recv(1 << 20)
                if not chunk:
                    self.eof = True
                    return
                self.chunks.append(chunk)
        except Exception as error:  # reported by the test
            self.error = error

    def lines(self):
        data = b"".join(self.chunks)
        complete, _, partial = data.rpartition(b"\n")
        return [line for line in complete.split(b"\n") if line], partial


def _silent_unix(server):
    return server.raw_socket(rcvbuf=4096)


def _silent_ws(server):
    client = WsClient(server.ws_url, read_hello=False,
                      sockopt=[(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)])
    server.clients.append(client)
    return client


def _drain_silent_unix(sock):
    """Everything the silent Unix client can still read, to EOF: (complete lines, eof reached)."""
    reader = Drain(sock)
    reader.run()
    assert reader.error is None, f"draining the silent client: {reader.error!r}"
    lines, _partial = reader.lines()  # a line cut by the disconnect is tolerated (best effort)
    return [json.loads(line) for line in lines], reader.eof


def _drain_silent_ws(client):
    messages = []
    try:
        for msg in client:
            messages.append(msg)
    except Exception as error:  # a frame cut by the disconnect: the stream has ended
        messages.append({"type": "_cut", "error": repr(error)})
    return messages, True


@pytest.mark.parametrize("silent_transport", ["unix", "ws"])
def test_silent_client_is_cut_off_and_the_healthy_one_gets_every_gesture(serve, big_trace, silent_transport):
    expected = replay_jsonl(big_trace)
    want_gestures = of_type(expected, "gesture")
    assert len(want_gestures) > 10_000

    server = serve("--replay", big_trace, "--speed", SPEED, "--wait-clients", "2",
                   unix=True, listen=silent_transport == "ws")
    with RssSampler(server, interval=0.05) as rss:
        silent = _silent_unix(server) if silent_transport == "unix" else _silent_ws(server)
        healthy = Drain(server.raw_socket())
        started = time.monotonic()
        healthy.start()  # the second client: the replay starts now
        healthy.join(TIMEOUT * 3)
        elapsed = time.monotonic() - started
        assert not healthy.is_alive(), f"the healthy client's stream did not end in {elapsed:.0f} s"
        assert healthy.error is None, f"healthy client: {healthy.error!r}"
        assert server.wait() == 0, server.stderr_text()[-2000:]
    context = f"`{server.describe()}` with a silent {silent_transport} client"

    # the healthy client: everything, in order, then bye "end of replay"
    lines, partial = healthy.lines()
    assert partial == b"", f"{context}: the healthy stream ends inside a line"
    messages = [json.loads(line) for line in lines]
    assert messages[-1]["type"] == "bye" and messages[-1]["reason"].startswith("end of replay"), (
        f"{context}: the healthy client (blocked in recv, waiting for data, all along) was cut off after "
        f"{len(lines)} lines, {sum(map(len, lines)) / 1e6:.1f} MB: {messages[-1]}")
    got_gestures = of_type(messages, "gesture")
    for i, (got, want) in enumerate(zip(got_gestures, want_gestures)):
        assert got == want, f"{context}: healthy gesture line {i + 1} differs\n  serve:  {got}\n  replay: {want}"
    assert len(got_gestures) == len(want_gestures), f"{context}: {len(got_gestures)} of {len(want_gestures)} gesture lines"
    # 1049 s / 300 = 3.5 s of replay: a slow client must not hold it up (generous for a loaded box)
    assert elapsed < 1049 / float(SPEED) * 3 + 30, f"{context}: the replay took {elapsed:.1f} s"

    # the silent client: cut off before the end
    if silent_transport == "unix":
        received, eof = _drain_silent_unix(silent)
    else:
        received, eof = _drain_silent_ws(silent)
    assert eof, f"{context}: the silent client's connection never ended"
    byes = of_type(received, "bye")
    assert not [b for b in byes if b["reason"].startswith("end of replay")], (
        f"{context}: the silent client was never disconnected (it got the end of the replay)")
    for bye in byes:
        assert bye["reason"].startswith("too slow"), f"{context}: silent client's bye {bye}"
    assert len(of_type(received, "gesture")) < len(want_gestures)
    assert "slow" in server.stderr_text().lower(), f"{context}: the disconnection is not logged"

    # memory: bounded and flat
    mb = 1024 * 1024
    values = rss.values
    assert len(values) >= 6, f"too few RSS samples ({rss.summary()})"
    assert max(values) < RSS_LIMIT_MB * mb, f"{context}: VmRSS {rss.summary()}"
    first, last = rss.thirds()
    assert last - first < RSS_GROWTH_MB * mb, f"{context}: VmRSS grows: {rss.summary()}"
    print(f"\n{context}: {elapsed:.1f} s, silent client got {len(received)} messages; VmRSS {rss.summary()}")


def test_a_client_that_leaves_mid_replay_does_not_disturb_the_others(serve, big_trace):
    """A client that disconnects abruptly (reset, unread data) is dropped; the others go on."""
    want = of_type(replay_jsonl(big_trace), "gesture")
    server = serve("--replay", big_trace, "--speed", SPEED, "--wait-clients", "2")
    leaver = server.raw_socket()
    healthy = Drain(server.raw_socket())
    healthy.start()
    leaver.recv(65536)  # the stream is flowing
    leaver.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    leaver.close()
    healthy.join(TIMEOUT * 3)
    assert not healthy.is_alive() and healthy.error is None
    lines, _ = healthy.lines()
    messages = [json.loads(line) for line in lines]
    assert messages[-1]["type"] == "bye" and messages[-1]["reason"].startswith("end of replay"), (
        f"the healthy client was cut off after {len(lines)} lines: {messages[-1]}")
    got = of_type(messages, "gesture")
    assert got == want
    assert server.wait() == 0
