"""Hostile and careless clients (docs/bridge.md, "Security"): what any local process can do to a
kiosk's `gesturekit serve` must never take the screen away from the kiosk page.

Each test names, in its failure message, what a kiosk would have suffered. Loopback and Unix
sockets only; every loop is bounded.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import time
from typing import List, Optional

import pytest

from bridge_support import (GESTUREKIT, REPO, TIMEOUT, ProtocolError, Server, connect_unix,  # noqa: F401
                            of_type)

#: The client limit these tests run with (a small --max-clients keeps them fast; the accounting
#: is the same for the default 256).
LIMIT = 16
#: Seconds SIGTERM may take to end the service, whatever its clients do.
STOP_SECONDS = 2.0
#: A trace that streams lines all the time while looping (stalled clients fall behind).
BUSY_TRACE = "Traces/touchscreen/gallery-swipes.gktrace"


def _open_unix(path: str, count: int) -> List[socket.socket]:
    return [connect_unix(path, TIMEOUT) for _ in range(count)]


def _open_tcp(port: int, count: int) -> List[socket.socket]:
    return [socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT) for _ in range(count)]


def _close_all(socks) -> None:
    for s in socks:
        try:
            s.close()
        except OSError:
            pass


def _stop_within(server: Server, seconds: float, what: str) -> None:
    started = time.monotonic()
    server.signal(signal.SIGTERM)
    try:
        server.process.wait(seconds + 10)
    except Exception:
        pass
    took = time.monotonic() - started
    assert server.process.poll() is not None, (
        f"{what}: serve was still running {took:.1f} s after SIGTERM — a kiosk's service manager "
        f"would have to SIGKILL it (no bye to the page, the socket file left behind)")
    assert took <= seconds, (
        f"{what}: SIGTERM took {took:.2f} s to end serve (at most {seconds} s): a kiosk reboot "
        f"or restart waits on it")
    assert server.process.returncode == 0, (
        f"{what}: serve exited {server.process.returncode} after SIGTERM; stderr: {server.stderr_text()[-2000:]}")


def test_a_fresh_client_is_served_after_a_flood_over_the_limit(serve, quiet_trace):
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--max-clients", str(LIMIT),
                   unix=True, listen=True)
    for round_ in range(2):
        flood = _open_unix(server.socket_path, 3 * LIMIT) + _open_tcp(server.port, LIMIT)
        # Over the limit, each later Unix connection is told why it is refused.
        refused = flood[2 * LIMIT]
        refused.settimeout(TIMEOUT)
        data = b""
        deadline = time.monotonic() + TIMEOUT
        while b"\n" not in data and time.monotonic() < deadline:
            chunk = refused.recv(4096)
            if not chunk:
                break
            data += chunk
        assert b"too many clients" in data, f"a connection over the limit got {data[:300]!r}, not a bye"
        _close_all(flood)
        # A fresh kiosk client (both transports) gets its hello once the flood is gone.
        try:
            client = server.connect()
            ws = server.connect_ws()
        except ProtocolError as refused:
            raise AssertionError(
                f"round {round_}: after {4 * LIMIT} connections (over --max-clients {LIMIT}) were opened and "
                f"closed, a fresh client was refused ({refused}): the kiosk page is locked out until the "
                f"service is killed") from None
        client.close()
        ws.close()
        stats_client = server.connect()
        ident = stats_client.send("stats")
        stats = stats_client.wait_reply(ident)["stats"]
        stats_client.close()
        assert stats["clients"] <= 1, (
            f"round {round_}: after {4 * LIMIT} connections were opened and closed, the service still "
            f"counts {stats['clients']} clients: they leaked, and the kiosk page would be refused once "
            f"the leaks reach --max-clients")
    _stop_within(server, STOP_SECONDS, "after the lockout sequence")


def test_a_burst_of_every_allowed_client_waits_while_serve_is_busy(serve, quiet_trace):
    """Every client --max-clients allows connects at once while serve cannot accept (stopped here,
    as a busy or swapped-out loop would be): each connection waits in the kernel's queue, none is
    refused, and each gets its hello once serve runs again."""
    burst = 400  # over swift-nio's usual backlog of 256
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--max-clients", str(burst), unix=True)
    server.connect().close()  # serve is accepting
    socks: List[socket.socket] = []
    try:
        server.signal(signal.SIGSTOP)
        try:
            for i in range(burst):
                s = _connect_without_waiting(server.socket_path)
                assert s is not None, (
                    f"connection {i + 1} of {burst} (all allowed by --max-clients {burst}) was refused "
                    f"while serve was busy: the queue of connections waiting to be accepted is shorter "
                    f"than the client allowance, so a kiosk page reconnecting in a burst is turned away")
                socks.append(s)
        finally:
            server.signal(signal.SIGCONT)
        deadline = time.monotonic() + TIMEOUT
        for i, s in enumerate(socks):
            s.settimeout(max(deadline - time.monotonic(), 0.001))
            data = b""
            while b"\n" not in data:
                chunk = s.recv(4096)
                assert chunk, f"connection {i + 1} of the burst was closed before its hello: {data[:200]!r}"
                data += chunk
            first = json.loads(data.split(b"\n", 1)[0])
            assert first.get("type") == "hello", f"connection {i + 1} got {data[:200]!r}, not a hello"
    finally:
        _close_all(socks)


def _connect_without_waiting(path: str) -> Optional[socket.socket]:
    """A connection to `path`, or None when serve's accept queue has no room: a non-blocking
    Unix-socket connect fails with EAGAIN then, where a blocking one would wait."""
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.setblocking(False)
    try:
        s.connect(path)
    except BlockingIOError:
        s.close()
        return None
    return s


def _fill_accept_queue(path: str, limit: int) -> List[socket.socket]:
    """Connections to `path` until the kernel refuses one: the accept queue is full."""
    socks: List[socket.socket] = []
    for _ in range(limit):
        s = _connect_without_waiting(path)
        if s is None:
            return socks
        socks.append(s)
    _close_all(socks)
    raise AssertionError(f"{limit} connections did not fill serve's accept queue")


def test_the_python_client_waits_for_room_in_a_full_accept_queue(serve, quiet_trace):
    """examples/python/gesturekit_client.py: with serve's accept queue full (serve stopped here, as a
    busy loop would be), the client's connect (`connect_unix`, which `Client` uses) waits within its
    timeout instead of failing at once, and is connected once serve runs again."""
    import threading

    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--max-clients", "16", unix=True)
    server.connect().close()  # serve is accepting
    server.signal(signal.SIGSTOP)
    queued: List[socket.socket] = []
    outcome: dict = {}
    try:
        queued = _fill_accept_queue(server.socket_path, 1024)

        def connect() -> None:
            try:
                outcome["socket"] = connect_unix(server.socket_path, TIMEOUT)
            except OSError as error:
                outcome["error"] = error

        waiter = threading.Thread(target=connect, daemon=True)
        waiter.start()
        # The client's thread is blocked in connect(2) (syscall 42) before serve may run again:
        # otherwise this test would pass without anything having had to wait.
        syscall_file = f"/proc/self/task/{waiter.native_id}/syscall"
        deadline = time.monotonic() + TIMEOUT
        blocked = False
        while not outcome and not blocked and time.monotonic() < deadline:
            try:
                with open(syscall_file) as f:
                    blocked = f.read().split()[0] == "42"
            except (OSError, IndexError):
                pass
            if not blocked:
                time.sleep(0.01)
        assert not outcome, (
            f"with serve's accept queue full, the Python client's connect ended at once ({outcome!r}) "
            f"instead of waiting within its {TIMEOUT} s timeout: a kiosk client reconnecting in a "
            f"burst gives up")
        assert blocked, f"the client's thread never blocked in connect(2) within {TIMEOUT} s"
    finally:
        server.signal(signal.SIGCONT)
    waiter.join(TIMEOUT + 5)
    _close_all(queued)
    assert "error" not in outcome, f"the waiting client's connect failed once serve ran again: {outcome['error']!r}"
    assert "socket" in outcome, "the waiting client's connect did not return once serve ran again"
    outcome["socket"].close()


def test_sigterm_ends_serve_with_twenty_stalled_clients(serve):
    server = serve("--replay", BUSY_TRACE, "--loop", "--speed", "20", "--wait-clients", "0",
                   unix=True, listen=True)
    stalled = []
    for _ in range(10):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(server.socket_path)
        stalled.append(s)
    for _ in range(10):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", server.port))
        s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        stalled.append(s)
    time.sleep(1.0)  # let their socket buffers and queues fill: they never read
    try:
        _stop_within(server, STOP_SECONDS, "with 20 clients that never read")
    finally:
        _close_all(stalled)


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_descriptor_exhaustion_backs_off_and_recovers(serve, quiet_trace):
    def low_limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))

    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--head-timeout", "2",
                   unix=True, listen=True, preexec_fn=low_limit)
    flood = []
    try:
        for _ in range(120):  # far more than the 64 descriptors serve may hold
            flood.append(socket.create_connection(("127.0.0.1", server.port), timeout=TIMEOUT))
        time.sleep(0.5)
        before, started = _cpu_seconds(server.pid), time.monotonic()
        time.sleep(2.0)
        share = (_cpu_seconds(server.pid) - before) / (time.monotonic() - started)
        assert share < 0.5, (
            f"with its descriptors exhausted serve used {share:.0%} of a core: the accept loop spins, "
            f"starving the kiosk's input and page")
        assert server.alive(), f"serve died when out of descriptors: {server.stderr_text()[-2000:]}"
    finally:
        _close_all(flood)
    deadline = time.monotonic() + 10
    while True:
        try:
            client = server.connect(timeout=5)
            break
        except (OSError, ProtocolError, TimeoutError) as error:
            assert time.monotonic() < deadline, (
                f"no client accepted 10 s after the descriptor flood ended ({error}): the kiosk page "
                f"stays blank")
            time.sleep(0.2)
    assert client.hello["type"] == "hello"


def test_a_slowloris_request_is_closed_after_the_head_timeout(serve, quiet_trace):
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--head-timeout", "1",
                   unix=False, listen=True)
    slow = _open_tcp(server.port, 20)
    try:
        for s in slow:
            s.sendall(b"GET / HT")
        started = time.monotonic()
        open_ = list(slow)
        while open_ and time.monotonic() - started < 6:
            for s in list(open_):
                s.settimeout(0.05)
                try:
                    s.sendall(b"T")
                    if s.recv(1024) == b"":
                        open_.remove(s)
                except socket.timeout:
                    pass
                except OSError:
                    open_.remove(s)
            time.sleep(0.1)
        assert not open_, (
            f"{len(open_)} of 20 slowloris connections (a byte now and then, never a full request head) "
            f"were still open {time.monotonic() - started:.1f} s after the 1 s head timeout: enough of them "
            f"exhaust the descriptors and the kiosk page cannot connect")
    finally:
        _close_all(slow)
    assert server.connect_ws().hello["type"] == "hello"


def test_an_unauthenticated_websocket_is_closed_at_its_deadline(serve, quiet_trace, workdir):
    token = workdir / "token"
    token.write_text("s3cret\n")
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--token-file", str(token),
                   "--auth-timeout", "1", unix=False, listen=True)
    idle = server.connect_ws(read_hello=False)
    started = time.monotonic()
    bye = idle.next_message(timeout=10)
    took = time.monotonic() - started
    assert bye.get("type") == "bye" and bye["reason"].startswith("unauthorized"), (
        f"a WebSocket that never authenticated got {bye!r}: it could hold a place forever")
    assert took < 5, f"the unauthenticated WebSocket was closed after {took:.1f} s, not at its 1 s deadline"


def _start_failure(serve, *args, unix=False):
    server = serve(*args, unix=unix, expect_ready=False)
    code = server.wait(30)
    return code, server.stderr_text().strip()


NIO_WORDS = ("errno", "bind(", "IOError", "NIO", "descriptor:")


def _assert_actionable(text: str, must: str, what: str) -> None:
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, f"{what}: expected one line of error, got {text!r}"
    assert must in text, f"{what}: the error does not name {must!r}: {text!r}"
    for word in NIO_WORDS:
        assert word not in text, f"{what}: the error shows {word!r}, not what to do: {text!r}"


def test_a_busy_port_is_named_with_what_to_do(serve, quiet_trace):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    try:
        code, text = _start_failure(serve, "--replay", quiet_trace, "--listen", f"127.0.0.1:{port}")
    finally:
        taken.close()
    assert code == 1, f"serve on a busy port exited {code}: {text}"
    _assert_actionable(text, f"127.0.0.1:{port}", "a busy port")
    assert "in use" in text, f"a busy port: the error does not say the port is in use: {text!r}"


@pytest.mark.parametrize("path, must", [
    ("/tmp/gk-no-such-directory/x.sock", "does not exist"),
    ("/tmp/" + "d" * 120 + ".sock", "longer than"),
])
def test_an_unusable_socket_path_is_named_with_what_to_do(serve, quiet_trace, path, must):
    code, text = _start_failure(serve, "--replay", quiet_trace, "--socket", path)
    assert code == 1, f"serve with --socket {path} exited {code}: {text}"
    _assert_actionable(text, path, f"--socket {path}")
    assert must in text, f"--socket {path}: expected {must!r} in {text!r}"


def _as_nobody():
    os.setgid(65534)
    os.setuid(65534)


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to run serve as another user")
def test_a_socket_directory_without_permission_is_named_with_what_to_do(serve, workdir):
    locked = workdir / "locked"
    locked.mkdir(mode=0o755)
    os.chmod(workdir, 0o755)
    path = str(locked / "gk.sock")
    server = serve("--replay", "Traces/touchscreen/double-tap.gktrace", "--socket", path, unix=False,
                   expect_ready=False, preexec_fn=_as_nobody)
    code, text = server.wait(30), server.stderr_text().strip()
    assert code == 1, f"serve with --socket in a directory it may not write exited {code}: {text}"
    _assert_actionable(text, path, "a socket directory without permission")
    assert "not allowed" in text, text


def test_a_socket_path_in_use_or_not_a_socket_is_named_with_what_to_do(serve, workdir):
    busy = str(workdir / "busy.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(busy)
    listener.listen(1)
    try:
        code, text = _start_failure(serve, "--replay", "Traces/touchscreen/double-tap.gktrace", "--socket", busy)
    finally:
        listener.close()
    assert code == 1, f"serve on a socket path another service accepts on exited {code}: {text}"
    _assert_actionable(text, busy, "a socket path in use")
    assert "in use" in text, text
    regular = workdir / "notes.txt"
    regular.write_text("keep me\n")
    code, text = _start_failure(serve, "--replay", "Traces/touchscreen/double-tap.gktrace", "--socket", str(regular))
    assert code == 1 and regular.read_text() == "keep me\n", f"exit {code}, the file was replaced: {text}"
    _assert_actionable(text, str(regular), "a socket path that is a regular file")


def test_listening_beyond_loopback_needs_a_token_or_insecure_listen(serve, quiet_trace):
    code, text = _start_failure(serve, "--replay", quiet_trace, "--listen", "0.0.0.0:0")
    assert code == 64, (
        f"--listen 0.0.0.0 without a token exited {code}: every machine on the network could drive the kiosk")
    assert "--token-file" in text and "--insecure-listen" in text, text


def _handshake(port: int) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
    s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    return s


def _seconds_until_closed(s: socket.socket, limit: float) -> float:
    """Reads (and ignores) what the server sends until it closes; seconds it took, or +inf."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        s.settimeout(max(0.05, limit - (time.monotonic() - started)))
        try:
            if s.recv(65536) == b"":
                return time.monotonic() - started
        except socket.timeout:
            break
        except OSError:
            return time.monotonic() - started
    return float("inf")


def _handshake_small(port: int, rcvbuf: int) -> socket.socket:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(TIMEOUT)
    s.connect(("127.0.0.1", port))
    s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    return s


def test_a_peer_that_takes_nothing_and_never_answers_pings_is_closed(serve):
    # A peer whose TCP window is shut and that sends nothing is what a half-open connection looks
    # like from the service (no acknowledgement, no pong); the stall deadline is pushed out of the
    # way so that the keep-alive alone must find it.
    server = serve("--replay", BUSY_TRACE, "--loop", "--speed", "20", "--wait-clients", "0",
                   "--ping-interval", "0.5", "--stall-timeout", "600", unix=False, listen=True)
    dead = _handshake_small(server.port, 4096)
    try:
        time.sleep(4)  # never reads: its window shuts, its kernel stops acknowledging
        took = _seconds_until_closed(dead, 8)
    finally:
        dead.close()
    assert took < 2, (
        "a WebSocket peer that acknowledged nothing and answered no ping for 4 s (ping every 0.5 s) was not "
        "closed: a half-open connection (a kiosk that lost power) holds its place and its buffers")


def test_a_peer_that_reads_but_lags_behind_its_pongs_stays_connected(serve, quiet_trace):
    # A reader whose pongs come late (here: never, it only reads) but whose kernel acknowledges the
    # stream is alive: the keep-alive counts TCP progress (docs/bridge.md, "Limits").
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--ping-interval", "0.5",
                   unix=False, listen=True)
    reader = _handshake(server.port)
    try:
        took = _seconds_until_closed(reader, 4)
    finally:
        reader.close()
    assert took == float("inf"), (
        f"a WebSocket peer that read everything but whose pongs were late was closed after {took:.1f} s: a kiosk "
        f"page that lags behind a busy stream would be dropped and reconnect over and over")
    # A peer that answers (websocket-client pongs while it reads) stays connected.
    import websocket
    alive = server.connect_ws()
    started = time.monotonic()
    while time.monotonic() - started < 2:  # websocket-client answers each ping as it reads it
        alive._ws.settimeout(0.3)
        try:
            alive._ws.recv_data(control_frame=True)
        except websocket.WebSocketTimeoutException:
            pass
    assert alive.wait_reply(alive.send("ping"))["type"] == "reply", "a peer answering pings was dropped"


def test_a_client_whose_channel_stays_full_gets_a_bye_and_is_closed(serve):
    server = serve("--replay", BUSY_TRACE, "--loop", "--speed", "20", "--wait-clients", "0",
                   "--stall-timeout", "1", "--ping-interval", "600", unix=True, listen=True)
    stalled = [_handshake_small(server.port, 4096)]
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.settimeout(TIMEOUT)
    s.connect(server.socket_path)
    stalled.append(s)
    try:
        # Never read: each channel fills (the loopback kernel buffers take several seconds at this
        # rate) and stays full; the stall timeout (1 s) plus the close grace (2 s) must then end
        # both. Reading would make room, so they are read only afterwards.
        time.sleep(12)
        took = [_seconds_until_closed(one, 3) for one in stalled]
    finally:
        _close_all(stalled)
    assert all(t < 1 for t in took), (
        f"clients that took nothing for 12 s were still connected (read for {took} s): each holds a place and "
        f"its buffers, and 256 of them lock the kiosk page out")
    assert "took nothing in time" in server.stderr_text(), server.stderr_text()[-1000:]


def test_an_unfinished_fragmented_message_is_closed_at_its_deadline(serve, quiet_trace):
    import websocket
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--fragment-timeout", "1",
                   unix=False, listen=True)
    client = server.connect_ws()
    client._ws.send_frame(websocket.ABNF.create_frame('{"cmd":"pi', websocket.ABNF.OPCODE_TEXT, fin=0))
    started = time.monotonic()
    closed = False
    while time.monotonic() - started < 8 and not closed:
        try:
            client.next_message(timeout=0.5)
        except TimeoutError:
            pass
        except Exception:
            closed = True
    took = time.monotonic() - started
    assert closed and took < 4, (
        f"a WebSocket message begun in fragments and never finished was still held after {took:.1f} s "
        f"(deadline 1 s): each such peer pins a buffer and a place")


def test_a_looping_replay_whose_file_is_gone_exits_non_zero(serve, tmp_path):
    trace = tmp_path / "loop.gktrace"
    trace.write_bytes((REPO / "Traces/touchscreen/double-tap.gktrace").read_bytes())
    server = serve("--replay", str(trace), "--loop", "--speed", "20", "--wait-clients", "0", unix=True)
    trace.unlink()
    code = server.wait(TIMEOUT)
    assert code not in (0, None), (
        f"serve exited {code} when its looping recording could not be reopened: systemd's "
        f"Restart=on-failure would not restart the kiosk; stderr: {server.stderr_text()[-500:]}")
    assert "cannot go on" in server.stderr_text(), server.stderr_text()[-500:]


#: How far above its idle level serve's RSS may stay once three rounds of stalled clients are gone.
#: Measured 1.5 MB (docs/bridge.md, "Slow clients"); 10 MB is generous. Without the allocator trim
#: it grew about 5 MB a round; a leak of the stalled clients' buffers (each up to ~2.4 MiB) would
#: grow by tens of MB.
RSS_SLACK_BYTES = 10 * 1024 * 1024


def _stalled_clients(server: Server, count: int) -> List[socket.socket]:
    """`count` clients, half on each transport, that never read (4 KiB receive buffers)."""
    socks = []
    for i in range(count):
        if i % 2:
            socks.append(_handshake_small(server.port, 4096))
        else:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.settimeout(TIMEOUT)
            s.connect(server.socket_path)
            socks.append(s)
    return socks


def _settled_rss(server: Server, seconds: float) -> int:
    """The lowest RSS over `seconds` (the allocator returns memory in its own time)."""
    lowest = server.rss_bytes() or 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(0.1)
        lowest = min(lowest, server.rss_bytes() or lowest)
    return lowest


def test_stalled_clients_memory_is_given_back_over_three_rounds(serve):
    server = serve("--replay", BUSY_TRACE, "--loop", "--speed", "20", "--wait-clients", "0",
                   unix=True, listen=True)
    time.sleep(2)  # the stream runs: the idle level includes its steady state
    idle = _settled_rss(server, 1)
    mb = 1024 * 1024
    rounds = []
    for _ in range(3):
        stalled = _stalled_clients(server, 20)
        time.sleep(6)  # their buffers and queues fill: they never read
        peak = server.rss_bytes() or 0
        _close_all(stalled)
        after = _settled_rss(server, 2)
        rounds.append((peak, after))
    print(f"serve RSS idle {idle / mb:.1f} MB; per round (with 20 stalled clients, after they left): "
          + ", ".join(f"{p / mb:.1f}/{a / mb:.1f}" for p, a in rounds))
    final = rounds[-1][1]
    assert final <= idle + RSS_SLACK_BYTES, (
        f"after three rounds of 20 clients that never read, serve's RSS stayed at {final / mb:.1f} MB (idle "
        f"{idle / mb:.1f} MB; rounds peak/after: {[(round(p / mb, 1), round(a / mb, 1)) for p, a in rounds]}): "
        f"the memory of dropped clients is not given back, and a kiosk that meets such clients every day runs "
        f"out of memory")
    fresh = server.connect()
    assert fresh.wait_reply(fresh.send("ping"))["type"] == "reply", "a fresh client was not served afterwards"
