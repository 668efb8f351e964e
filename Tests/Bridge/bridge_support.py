"""Helpers for the bridge tests: start `gesturekit serve`, talk to it over the Unix socket and the
WebSocket, replay the same trace with `gesturekit replay --output jsonl` for comparison, write
synthetic traces, sample memory.

The contract under test is the bridge protocol (protocol 1); the client library is the example
one, examples/python/gesturekit_client.py, which these tests therefore exercise too.
"""

from __future__ import annotations

import functools
import json
import os
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

REPO = Path(__file__).resolve().parents[2]
TRACES = REPO / "Traces"
sys.path.insert(0, str(REPO / "examples" / "python"))

import gesturekit_client  # noqa: E402  (the example client library, under test as well)
from gesturekit_client import (Client, CommandError, ConnectionClosed, ProtocolError,  # noqa: E402,F401
                               connect_unix)

import websocket  # noqa: E402  (PyPI: websocket-client)


def _binary() -> str:
    path = Path(os.environ.get("GESTUREKIT", ".build/debug/gesturekit"))
    return str(path if path.is_absolute() else REPO / path)


#: The binary under test (env GESTUREKIT, relative to the package root; default the debug build).
GESTUREKIT = _binary()

#: Seconds any single wait may take before a test gives up: generous, for a loaded 2-core CI box.
TIMEOUT = float(os.environ.get("BRIDGE_TIMEOUT", "60"))

#: The limits the protocol fixes (hello "limits").
MAX_MESSAGE_BYTES = 65536
COMMAND_BURST = 200
QUEUE_LINES = 4096


# --------------------------------------------------------------------------------------- replay

@dataclass(frozen=True)
class Golden:
    """A golden trace: `X.<trace>` with `X.expected.jsonl` beside it, and the options of `X.args`."""
    name: str             # e.g. "touchscreen/double-tap"
    trace: str            # path relative to the package root
    args: Tuple[str, ...]


TRACE_SUFFIXES = (".gktrace", ".evemu", ".libinput-record.yaml", ".yaml", ".debug-events.txt")


def golden_traces() -> List[Golden]:
    """Every golden trace under Traces/ (as GoldenTraceTests finds them), sorted by name."""
    found = []
    for expected in sorted(TRACES.rglob("*.expected.jsonl")):
        base = str(expected.relative_to(TRACES))[: -len(".expected.jsonl")]
        trace = next((TRACES / (base + s) for s in TRACE_SUFFIXES if (TRACES / (base + s)).exists()), None)
        if trace is None:
            continue
        found.append(Golden(base, str(trace.relative_to(REPO)), trace_args(trace)))
    return found


# `replay` options that only choose which lines it prints (input echo, explain records): `serve`
# streams gesture and state lines and has no such options, so the bridge's golden comparison drops
# them from both commands; what is compared is the gesture lines, which they do not change.
REPLAY_OUTPUT_ONLY = ("--input", "--input-only", "--explain")


def pipeline_args(args: Sequence[str]) -> Tuple[str, ...]:
    """`args` without the replay-only options (`--explain=NAME` included). `--scene FILE` stays:
    `serve` takes it too, so scene traces are compared through the bridge with their scene."""
    return tuple(a for a in args if a.split("=", 1)[0] not in REPLAY_OUTPUT_ONLY)


def last_state_per_view(messages) -> Dict[Optional[str], Dict[str, Any]]:
    """The last `state` line of each view (key None: the one controller's), in the order views
    first report a state."""
    last: Dict[Optional[str], Dict[str, Any]] = {}
    for m in of_type(messages, "state"):
        last[m.get("view")] = m
    return last


def trace_args(trace: os.PathLike) -> Tuple[str, ...]:
    """The options in the `X.args` file beside a trace (split on spaces/newlines), or none."""
    path = Path(trace)
    name = path.name
    for suffix in TRACE_SUFFIXES:
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    args_file = path.with_name(name + ".args")
    if not args_file.exists():
        return ()
    return tuple(args_file.read_text(encoding="utf-8").split())


@functools.lru_cache(maxsize=None)
def replay_raw(trace: str, args: Tuple[str, ...] = ()) -> Tuple[bytes, ...]:
    """The lines `gesturekit replay --output jsonl [args] TRACE` prints (raw bytes, no newline)."""
    command = [GESTUREKIT, "replay", "--output", "jsonl", *args, str(trace)]
    result = subprocess.run(command, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            timeout=max(TIMEOUT, 300))
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(command)} exited {result.returncode}: "
                             f"{result.stderr.decode(errors='replace')[-2000:]}")
    return tuple(line for line in result.stdout.split(b"\n") if line)


def replay_jsonl(trace: str, args: Tuple[str, ...] = ()) -> List[Dict[str, Any]]:
    """`replay_raw`, parsed."""
    return [json.loads(line) for line in replay_raw(trace, tuple(args))]


def of_type(messages, kind: str) -> List[Dict[str, Any]]:
    return [m for m in messages if m.get("type") == kind]


def read_unix_stream(server: "Server") -> List[bytes]:
    """Every line the server sends on one new Unix connection until it closes (raw bytes, no
    newline)."""
    sock = server.raw_socket()
    data = bytearray()
    deadline = time.monotonic() + TIMEOUT
    while True:
        sock.settimeout(max(0.1, deadline - time.monotonic()))
        chunk = sock.recv(1 << 20)
        if not chunk:
            break
        data += chunk
        assert time.monotonic() < deadline, "the connection did not end in time"
    assert data.endswith(b"\n"), f"the stream ends in the middle of a line: {bytes(data[-200:])!r}"
    return [line for line in bytes(data).split(b"\n") if line]


# --------------------------------------------------------------------------------------- server

class Server:
    """One `gesturekit serve` process.

    Started with the given options plus `--socket DIR/gk.sock` and/or `--listen 127.0.0.1:0`;
    its single stdout line `{"type":"listening",...}` gives :attr:`socket_path` and :attr:`http`.
    stderr goes to DIR/serve.stderr. ``preexec_fn`` runs in the child before exec (e.g. to lower
    its descriptor limit). Always :meth:`stop` it (the fixtures do).
    """

    def __init__(self, args: Sequence[str], workdir: Path, unix: bool = True, listen: bool = False,
                 socket_name: str = "gk.sock", expect_ready: bool = True, preexec_fn=None):
        self.workdir = Path(workdir)
        self.clients: List[Client] = []
        command = [GESTUREKIT, "serve", *[str(a) for a in args]]
        if unix:
            command += ["--socket", str(self.workdir / socket_name)]
        if listen:
            command += ["--listen", "127.0.0.1:0"]
        self.command = command
        self.stderr_path = self.workdir / f"serve-{time.monotonic_ns()}.stderr"
        self._stderr = open(self.stderr_path, "wb")
        self.process = subprocess.Popen(command, cwd=REPO, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=self._stderr,
                                        start_new_session=True, preexec_fn=preexec_fn)
        self.pid = self.process.pid
        self.listening: Optional[Dict[str, Any]] = None
        self.socket_path: Optional[str] = None
        self.http: Optional[str] = None
        if expect_ready:
            self._read_listening()

    # ---- start-up

    def _read_listening(self, timeout: float = TIMEOUT) -> None:
        line = self.read_stdout_line(timeout)
        if line is None:
            code = self.process.poll()
            raise AssertionError(f"`{self.describe()}` printed no listening line "
                                 f"(exit {code}); stderr: {self.stderr_text()[-3000:]}")
        try:
            listening = json.loads(line)
        except ValueError:
            raise AssertionError(f"first stdout line is not JSON: {line!r}") from None
        assert listening.get("type") == "listening", f"first stdout line: {line!r}"
        self.listening = listening
        self.socket_path = listening.get("socket")
        self.http = listening.get("http")

    def read_stdout_line(self, timeout: float) -> Optional[bytes]:
        """One line of stdout, or None at EOF / when nothing comes in time."""
        stream = self.process.stdout
        data = b""
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(stream, selectors.EVENT_READ)
            while not data.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or not sel.select(left):
                    return None
                byte = os.read(stream.fileno(), 1)
                if not byte:
                    return data or None
                data += byte
        return data.rstrip(b"\n")

    def describe(self) -> str:
        return " ".join(self.command)

    @property
    def ws_url(self) -> str:
        assert self.http, "the server was not started with --listen"
        return "ws" + self.http[len("http"):] + "/ws"

    @property
    def port(self) -> int:
        return int(self.http.rsplit(":", 1)[1])

    # ---- clients

    def connect(self, timeout: float = TIMEOUT, **kwargs) -> Client:
        """A Unix-socket client (hello already read), closed at teardown."""
        client = Client(self.socket_path, timeout=timeout, **kwargs)
        self.clients.append(client)
        return client

    def connect_ws(self, timeout: float = TIMEOUT, **kwargs) -> "WsClient":
        """A WebSocket client (hello already read unless read_hello=False), closed at teardown."""
        client = WsClient(self.ws_url, timeout=timeout, **kwargs)
        self.clients.append(client)
        return client

    def connect_any(self, transport: str, **kwargs) -> Client:
        return self.connect(**kwargs) if transport == "unix" else self.connect_ws(**kwargs)

    def raw_socket(self, rcvbuf: Optional[int] = None) -> socket.socket:
        """A plain connected Unix socket (nothing read), closed at teardown."""
        sock = connect_unix(self.socket_path, TIMEOUT)
        if rcvbuf:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.clients.append(sock)
        return sock

    # ---- process

    def alive(self) -> bool:
        return self.process.poll() is None

    def wait(self, timeout: float = TIMEOUT) -> int:
        """Waits for the process to exit and returns its exit status."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"`{self.describe()}` still running after {timeout} s") from None

    def signal(self, sig: int) -> None:
        if self.alive():
            os.kill(self.pid, sig)

    def rss_bytes(self) -> Optional[int]:
        """VmRSS of the process (bytes), None once it has gone."""
        try:
            with open(f"/proc/{self.pid}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) * 1024
        except (FileNotFoundError, ProcessLookupError):
            return None
        return None

    def stderr_text(self) -> str:
        self._stderr.flush()
        try:
            return self.stderr_path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return ""

    def stop(self) -> None:
        """Closes the clients and ends the process: SIGTERM, then SIGKILL after 5 s."""
        for client in self.clients:
            try:
                client.close()
            except Exception:
                pass
        if self.process.poll() is None:
            try:
                os.killpg(self.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(self.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait(10)
        if self.process.stdout:
            self.process.stdout.close()
        self._stderr.close()


# --------------------------------------------------------------------------------------- WebSocket

class WsClient(Client):
    """The example client's API over the bridge's WebSocket (`GET /ws`, one message per text
    frame), using the websocket-client package.

    ``origin``: the Origin header to send (default: websocket-client's, ``http://HOST:PORT``, which
    is the page's own origin); ``suppress_origin=True`` sends none (a non-browser client).
    ``token``: sent as ``{"cmd":"auth"}`` before the hello is read.
    """

    def __init__(self, url: str, timeout: Optional[float] = TIMEOUT, origin: Optional[str] = None,
                 suppress_origin: bool = False, token: Optional[str] = None, read_hello: bool = True,
                 header: Optional[List[str]] = None, sockopt: Sequence[tuple] = ()):
        self._origin = origin
        self._sockopt = tuple(sockopt)
        self._suppress_origin = suppress_origin
        self._header = header
        self.close_frame: Optional[bytes] = None
        super().__init__(url, timeout=timeout, read_hello=False)
        self.auth_reply = None
        if token is not None:
            ident = self.send("auth", token=token)
            self.auth_reply = self.wait_reply(ident)
        if read_hello:
            self.hello = self._expect_hello()

    def _connect(self, url: str) -> None:
        options: Dict[str, Any] = {"timeout": self.timeout, "suppress_origin": self._suppress_origin}
        if self._origin is not None:
            options["origin"] = self._origin
        if self._header is not None:
            options["header"] = self._header
        if self._sockopt:
            options["sockopt"] = self._sockopt
        self._ws = websocket.create_connection(url, **options)
        self._sock = self._ws  # so that Client.close() finds something to close

    def _read_message(self, deadline: Optional[float]) -> Optional[Dict[str, Any]]:
        try:
            self._ws.settimeout(gesturekit_client._remaining(deadline))
            opcode, data = self._ws.recv_data()
        except websocket.WebSocketTimeoutException:
            raise TimeoutError("no message from the server in time") from None
        except (websocket.WebSocketConnectionClosedException, ConnectionError, OSError):
            return None
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            self.close_frame = getattr(data, "data", data)
            return None
        if opcode != websocket.ABNF.OPCODE_TEXT:
            raise ProtocolError(f"non-text frame from the server: opcode {opcode}")
        return gesturekit_client._decode(data)

    def send_text(self, text) -> None:
        """Sends one text frame (str, or bytes sent as they are — even if not UTF-8)."""
        self._ws.send(text, websocket.ABNF.OPCODE_TEXT)

    def send_binary(self, data: bytes) -> None:
        self._ws.send(data, websocket.ABNF.OPCODE_BINARY)

    def send_texts_at_once(self, texts: Sequence[str]) -> None:
        """Sends many text frames in one write (a burst that no refill of a rate limit can
        interleave with)."""
        frames = b"".join(websocket.ABNF.create_frame(t, websocket.ABNF.OPCODE_TEXT).format()
                          for t in texts)
        self._ws.sock.sendall(frames)

    def send_fragments(self, parts: Sequence[str]) -> None:
        """Sends one text message as several frames (a text frame, then continuations)."""
        for i, part in enumerate(parts):
            opcode = websocket.ABNF.OPCODE_TEXT if i == 0 else websocket.ABNF.OPCODE_CONT
            frame = websocket.ABNF.create_frame(part, opcode, fin=1 if i == len(parts) - 1 else 0)
            self._ws.send_frame(frame)

    def close(self) -> None:
        if getattr(self, "_ws", None) is None:
            return
        try:
            self._ws.close(timeout=0.5)
        except Exception:
            pass
        self.closed = True


def ws_handshake_status(url: str, origin: Optional[str] = None, suppress_origin: bool = False,
                        timeout: float = TIMEOUT) -> int:
    """Opens a WebSocket and closes it again; returns 101 on success, else the HTTP status."""
    try:
        ws = websocket.create_connection(url, timeout=timeout, origin=origin,
                                         suppress_origin=suppress_origin)
    except websocket.WebSocketBadStatusException as refused:
        return refused.status_code
    ws.close(timeout=0.5)
    return 101


# --------------------------------------------------------------------------------------- HTTP

@dataclass
class HttpResponse:
    status: int
    headers: Dict[str, str]   # lower-case names
    body: bytes


def http_request(server_http: str, method: str, path: str, body: bytes = b"",
                 headers: Optional[Dict[str, str]] = None, timeout: float = TIMEOUT) -> HttpResponse:
    """Sends one raw HTTP/1.1 request (the path exactly as given, no normalisation) and reads the
    response (Connection: close)."""
    host, port = server_http[len("http://"):].rsplit(":", 1)
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}:{port}", "Connection: close"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if body:
        lines.append(f"Content-Length: {len(body)}")
    request = ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + body
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        sock.sendall(request)
        data = b""
        deadline = time.monotonic() + timeout
        while True:
            sock.settimeout(max(0.1, deadline - time.monotonic()))
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                break  # some servers keep the connection open: parse what we have
            if not chunk:
                break
            data += chunk
            parsed = _parse_response(data, method)
            if parsed is not None:
                return parsed
    parsed = _parse_response(data, method, complete=True)
    if parsed is None:
        raise AssertionError(f"no HTTP response to {method} {path}: {data[:200]!r}")
    return parsed


def _parse_response(data: bytes, method: str, complete: bool = False) -> Optional[HttpResponse]:
    head_end = data.find(b"\r\n\r\n")
    if head_end < 0:
        return None
    head = data[:head_end].decode("iso-8859-1").split("\r\n")
    status = int(head[0].split()[1])
    headers = {}
    for line in head[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    body = data[head_end + 4:]
    if method == "HEAD" or status in (204, 304):
        return HttpResponse(status, headers, b"")
    if "content-length" in headers:
        length = int(headers["content-length"])
        if len(body) < length:
            return None
        return HttpResponse(status, headers, body[:length])
    if headers.get("transfer-encoding", "").lower() == "chunked":
        decoded = _dechunk(body)
        if decoded is None:
            return None
        return HttpResponse(status, headers, decoded)
    return HttpResponse(status, headers, body) if complete else None


def _dechunk(body: bytes) -> Optional[bytes]:
    out = b""
    while True:
        line_end = body.find(b"\r\n")
        if line_end < 0:
            return None
        size = int(body[:line_end].split(b";")[0], 16)
        if size == 0:
            return out
        if len(body) < line_end + 2 + size + 2:
            return None
        out += body[line_end + 2: line_end + 2 + size]
        body = body[line_end + 2 + size + 2:]


# --------------------------------------------------------------------------------------- traces

TOUCHSCREEN = {"capabilities": ["touch"], "kind": "touchscreen",
               "name": "GestureKit synthetic touchscreen", "size_mm": [338.67, 211.67], "slots": 10}


def _line(obj: Dict[str, Any]) -> str:
    return json.dumps(obj, separators=(",", ":")) + "\n"


def write_quiet_trace(path: Path, seconds: float = 3600.0) -> Path:
    """A touchscreen trace in which nothing happens for `seconds` (then one tap): a replay of it at
    --speed 1 keeps the service running, with no gesture, while a test sends commands."""
    end = int(seconds * 1e6)
    with open(path, "w", encoding="utf-8") as out:
        out.write(_line({"gktrace": 1, "devices": [TOUCHSCREEN], "surface": {"width": 1280, "height": 800},
                         "meta": {"generator": "Tests/Bridge", "summary": f"{seconds} s of nothing, then a tap"}}))
        out.write(_line({"t": 0, "dev": 0, "type": "added", "device": TOUCHSCREEN}))
        out.write(_line({"t": end, "dev": 0, "type": "down", "slot": 0, "x": 640, "y": 400}))
        out.write(_line({"t": end, "dev": 0, "type": "frame"}))
        out.write(_line({"t": end + 80000, "dev": 0, "type": "up", "slot": 0}))
        out.write(_line({"t": end + 80000, "dev": 0, "type": "frame"}))
    return path


def write_five_finger_trace(path: Path, seconds: float, rate_hz: float = 120.0, seed: int = 1) -> Path:
    """A busy 5-finger touchscreen trace of `seconds` trace time at `rate_hz` reports.

    Cycles of about 1.2 s: the five fingers land one frame apart (an open hand around a moving
    centre), move together along a Lissajous path while the hand spreads and turns a little
    (pan, pinch and rotation all run), then lift one per frame; 100 ms with no finger; again.
    Written as the TraceBuilder recipes are (docs/trace-format.md): 1280×800 pt surface,
    positions rounded to 0.01 pt, exact µs times, one `frame` closing each report.
    """
    import math
    import random

    rng = random.Random(seed)
    period = 1_000_000 / rate_hz
    total = int(seconds * rate_hz)
    lines = [
        _line({"gktrace": 1, "devices": [TOUCHSCREEN], "surface": {"width": 1280, "height": 800},
               "meta": {"generator": "Tests/Bridge/bridge_support.write_five_finger_trace",
                        "reportRateHz": str(rate_hz), "seed": str(seed),
                        "summary": "five fingers landing, moving, lifting, again"}}),
        _line({"t": 0, "dev": 0, "type": "added", "device": TOUCHSCREEN}),
    ]
    with open(path, "w", encoding="utf-8") as out:
        out.writelines(lines)
        frame = 12  # 100 ms lead-in
        cycle = 0
        while frame < total:
            cx0, cy0 = 400 + rng.uniform(0, 480), 250 + rng.uniform(0, 300)
            moving = rng.randint(100, 140)  # frames of motion
            radius0 = rng.uniform(60, 110)
            spread = rng.uniform(-0.3, 0.5)
            turn = rng.uniform(-0.6, 0.6)
            down = [False] * 5

            def position(slot: int, k: int):
                u = k / moving
                cx = cx0 + 120 * math.sin(2 * math.pi * u)
                cy = cy0 + 80 * math.sin(4 * math.pi * u)
                r = radius0 * (1 + spread * u)
                a = 2 * math.pi * slot / 5 + turn * u
                return round(cx + r * math.cos(a), 2), round(cy + r * math.sin(a), 2)

            # landing: one finger per frame
            for k in range(5):
                if frame >= total:
                    break
                t = int(round(frame * period))
                x, y = position(k, 0)
                out.write(_line({"t": t, "dev": 0, "type": "down", "slot": k, "x": x, "y": y}))
                down[k] = True
                out.write(_line({"t": t, "dev": 0, "type": "frame"}))
                frame += 1
            # moving together
            for k in range(1, moving + 1):
                if frame >= total:
                    break
                t = int(round(frame * period))
                for slot in range(5):
                    if down[slot]:
                        x, y = position(slot, k)
                        out.write(_line({"t": t, "dev": 0, "type": "motion", "slot": slot, "x": x, "y": y}))
                out.write(_line({"t": t, "dev": 0, "type": "frame"}))
                frame += 1
            # lifting: one finger per frame (also when the trace ends mid-cycle: every touch ends)
            for slot in range(5):
                if not down[slot]:
                    continue
                t = int(round(frame * period))
                out.write(_line({"t": t, "dev": 0, "type": "up", "slot": slot}))
                out.write(_line({"t": t, "dev": 0, "type": "frame"}))
                frame += 1
            frame += 12  # 100 ms with no finger
            cycle += 1
    return path


# --------------------------------------------------------------------------------------- memory

class RssSampler:
    """Samples a process's VmRSS every `interval` seconds in a thread until stopped."""

    def __init__(self, server: Server, interval: float = 0.05):
        self.server = server
        self.interval = interval
        self.samples: List[Tuple[float, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> "RssSampler":
        self._thread.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self.stop()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(5)

    def _run(self) -> None:
        start = time.monotonic()
        while not self._stop.is_set():
            rss = self.server.rss_bytes()
            if rss is None:
                return
            self.samples.append((time.monotonic() - start, rss))
            self._stop.wait(self.interval)

    @property
    def values(self) -> List[int]:
        return [rss for _, rss in self.samples]

    def thirds(self) -> Tuple[float, float]:
        """Mean RSS of the first and of the last third of the samples."""
        values = self.values
        n = len(values) // 3
        assert n >= 1, f"too few RSS samples: {len(values)}"
        return sum(values[:n]) / n, sum(values[-n:]) / n

    def summary(self) -> str:
        values = self.values
        if not values:
            return "no samples"
        mb = 1024 * 1024
        return (f"{len(values)} samples over {self.samples[-1][0]:.1f} s: "
                f"min {min(values) / mb:.1f} MB, max {max(values) / mb:.1f} MB, "
                f"first {values[0] / mb:.1f} MB, last {values[-1] / mb:.1f} MB")


def wait_until(condition, timeout: float = TIMEOUT, interval: float = 0.02, what: str = "condition"):
    """Polls `condition()` until it returns a true value (returned), or fails after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(interval)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def which(name: str) -> Optional[str]:
    return shutil.which(name)
