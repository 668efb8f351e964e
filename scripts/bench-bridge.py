#!/usr/bin/env python3
"""Benchmark of the kiosk bridge, `gesturekit serve` (bridge protocol 1, docs/bridge.md).

Five measurements, printed as Markdown tables (and written as JSON with --json FILE):

1. Delivery latency: input event → line received. A busy 5-finger 120 Hz trace replays at speed 1
   to 1, 10 and 100 clients on the Unix socket, then on the WebSocket. One selectors loop reads
   every client and timestamps each read (CLOCK_MONOTONIC, µs) before anything is parsed; the
   streams are decoded after the run. The due time of a line with pipeline time t comes from the
   `stats` reply's clock: monotonicOrigin + (t − pipelineOrigin) / speed. Reported: p50/p99/max
   over all clients of `input` frame lines and, separately, `gesture` lines. A "baseline" row
   does the same without the service (a process sleeping to each 120 Hz deadline and writing a
   line to a socketpair): the floor this machine and this reader set.
2. Throughput: one Unix-socket client reads as fast as it can while a large synthetic trace
   (`gesturekit synth`) replays at --speed 1000: lines/s received, whether the stream ended with
   bye "end of replay", and whether coalescing kicked in (fewer didScroll/didZoom lines than
   `gesturekit replay --output jsonl` prints for the same trace) or any gesture line went missing.
3. Idle cost: a replay waiting for 2 clients with 1 connected does nothing. `stats` twice, N s
   apart: (Δ serviceContextSwitches − a stats request's own, measured by a third request right
   after the second) / N s, and Δ wakeUps / N s. As a cross-check that needs no request (the
   figure above is ±1 switch), the threads' counters are also read from /proc/PID/task.
4. Timer lateness: `stats` (timerLatenessP99Us / MaxUs) after a few seconds of a looping replay
   of the golden tap and long-press traces, whose recognizers run on timers.
5. Capacity: the delivery latency of one watcher, a Unix-socket client read by a process that
   does nothing else, first alone, then with 1,000 Unix-socket clients that read everything, on
   the same 8-s trace of measurement 1 and the same server options (--max-clients 1016). The
   readers are one C process (scripts/bench-bridge-readers.c, compiled with cc; one epoll loop
   that drains every client every 20 ms, ≈ 10 % of a CPU): they stand for browsers on other
   machines, so the load generator must not take the CPUs the server and the watcher need
   (`--capacity-reader python`: the same in Python, 4 processes, ≈ 3 times the CPU). The watcher
   connects last; its replay starts with everyone greeted. The watcher and the readers each run in
   a session of their own, as serve does: with autogroup scheduling a session's processes share
   one CPU share, so a watcher started beside a build would wait for that build's CPU. Reported:
   the watcher's p50/p99/max (input frame and gesture lines) solo and loaded, the added p99 and
   the ratio; whether every reader got every line (as many as the watcher, less its `stats`
   reply) and the bye; and, from /proc/PID/task/*/schedstat, how long the server's loop thread
   and the watcher waited for a CPU (ms per second and µs per time slice: a sleeping thread's
   wait after each wake-up). `--capacity-realtime` runs the server and the watcher at SCHED_FIFO
   priority 10: on a shared machine, the figure then is the fan-out's own cost, without the other
   processes' (the readers stay ordinary processes). serve needs a descriptor per client: this
   process raises its RLIMIT_NOFILE soft limit to 1,128 (if lower; up to the hard limit) before
   starting serve and the readers, which inherit it.

Only the standard library, websocket-client (the WebSocket handshake), the bridge test helpers
(Tests/Bridge/bridge_support.py: server process, trace generator, WebSocket client) and a C compiler
(the capacity run's readers) are used.

Usage (from the package root; the wrapper picks the release build when there is one):
    scripts/bench-bridge.sh [--json out.json] [--seconds 4] [--only latency,throughput,idle,timers,capacity]
Environment: GESTUREKIT, the binary (default .build/release/gesturekit if built, else .build/debug).
The binary is copied first, so a rebuild during the run cannot mix two builds. Every measurement
also reports the CPU that other processes used meanwhile: on a shared machine, latencies then
include waiting for a CPU (--wait-quiet waits for an idle machine first). The whole run takes
about 1.5–2 minutes (debug or release) without --wait-quiet.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import selectors
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

REPO = Path(__file__).resolve().parents[1]

#: Goals printed beside the figures.
GOAL_P99_US = 1000          # p99 delivery latency for 10 clients on loopback
GOAL_TIMER_P99_US = 1000    # timer lateness p99
GOAL_IDLE_PER_S = 0         # idle wake-ups (and service context switches) per second
GOAL_CAPACITY_ADDED_P99_US = 5000  # the watcher's p99 with 1,000 reading clients minus its solo p99

#: Golden traces with many timers (taps, long presses), for measurement 4.
TIMER_TRACES = ("Traces/touchscreen/serial-taps.gktrace", "Traces/touchscreen/long-press.gktrace")

bs = None  # bridge_support, imported in main() once GESTUREKIT is set in the environment


def now_us() -> int:
    """CLOCK_MONOTONIC in µs: the clock of the service's `stats.clock.monotonicOrigin`."""
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000


def percentile(sorted_values: Sequence[float], p: float) -> Optional[float]:
    """Nearest-rank percentile of already sorted values (None when empty)."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(p * len(sorted_values)))
    return sorted_values[rank - 1]


def summarize(values: List[float]) -> Dict[str, Any]:
    """count, min, p50, p99, max, and how many values exceed 1 ms and 10 ms (latencies in µs)."""
    values.sort()
    return {"count": len(values), "min": values[0] if values else None,
            "p50": percentile(values, 0.50), "p99": percentile(values, 0.99),
            "max": values[-1] if values else None,
            "over1ms": sum(1 for v in values if v > 1000), "over10ms": sum(1 for v in values if v > 10000)}


def process_cpu_seconds(pid: int) -> Optional[float]:
    """User + system CPU time of a process (seconds), None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


class OtherLoad:
    """CPU time the rest of the machine used while a measurement ran: all CPUs' busy time
    (/proc/stat) minus this process's and its children's (the servers, once reaped). In percent
    of one CPU: 100 means another process kept a whole CPU busy the whole time."""

    def __init__(self):
        self.start = self._sample()

    @staticmethod
    def _sample() -> Tuple[float, float, float]:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(x) for x in stat.readline().split()[1:]]
        busy = (sum(fields[:8]) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")  # all but idle, iowait
        own = os.times()
        return busy, own.user + own.system + own.children_user + own.children_system, time.monotonic()

    def percent(self) -> Optional[int]:
        busy, own, wall = self._sample()
        span = wall - self.start[2]
        if span <= 0:
            return None
        return max(0, round(100 * ((busy - self.start[0]) - (own - self.start[1])) / span))


def machine_busy_percent(window: float) -> float:
    """How busy all CPUs were over the next `window` seconds (percent of one CPU)."""
    def sample():
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(x) for x in stat.readline().split()[1:]]
        return sum(fields[:8]) - fields[3] - fields[4]
    before = sample()
    time.sleep(window)
    return 100 * (sample() - before) / os.sysconf("SC_CLK_TCK") / window


def wait_until_quiet(limit: float, threshold: float = 10.0) -> Optional[float]:
    """Waits (at most `limit` seconds) for a 2-s window in which the machine's CPUs were less than
    `threshold` % busy; returns the seconds waited, None if it never got quiet."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        if machine_busy_percent(2.0) < threshold:
            return round(time.monotonic() - start, 1)
    return None


def per_thread(pid: int, file: str, parse: Callable[[str], Any]) -> Dict[str, Any]:
    """`parse` of /proc/PID/task/TID/`file` for every thread of a process (keys "name/tid"), read
    without waking the process; threads that ended meanwhile are left out."""
    values = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/comm", encoding="utf-8") as comm:
                name = comm.read().strip()
            with open(f"/proc/{pid}/task/{tid}/{file}", encoding="utf-8") as f:
                values[f"{name}/{tid}"] = parse(f.read())
        except OSError:
            continue
    return values


def thread_switches(pid: int) -> Dict[str, int]:
    """Voluntary + involuntary context switches of each thread of a process (`per_thread`)."""
    return per_thread(pid, "status", lambda text: sum(
        int(line.split()[1]) for line in text.splitlines()
        if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"))))


def write_latency_trace(path: Path, seconds: float) -> Path:
    """The helpers' busy 5-finger 120 Hz trace of `seconds`, plus a quiet second and one tap at
    its end: the replay stays running a moment after the motion, so a `stats` sent then is
    answered without disturbing the measured lines (the tap's lines are measured too)."""
    bs.write_five_finger_trace(path, seconds)
    end = int((seconds + 1.0) * 1e6)
    with open(path, "a", encoding="utf-8") as out:
        for t, event in ((end, {"type": "down", "slot": 0, "x": 640, "y": 400}), (end + 80000, {"type": "up", "slot": 0})):
            out.write(json.dumps({"t": t, "dev": 0, **event}, separators=(",", ":")) + "\n")
            out.write(json.dumps({"t": t, "dev": 0, "type": "frame"}, separators=(",", ":")) + "\n")
    return path


def server_warnings(server, limit: int = 20) -> List[str]:
    """The server's stderr lines above info level (disconnections, errors), at most `limit`."""
    lines = [l for l in server.stderr_text().splitlines()
             if any(w in l.lower() for w in ("warning", "error", "critical", "too slow", "bye"))]
    return lines[:limit]


# --------------------------------------------------------------------------------- stream decoding

class LineDecoder:
    """JSON Lines from a byte stream read in chunks: every complete line gets the receive time of
    the chunk that completed it."""

    def __init__(self):
        self.buffer = b""

    def feed(self, stamp: int, chunk: bytes) -> Iterable[Tuple[int, bytes]]:
        data = self.buffer + chunk
        lines = data.split(b"\n")
        self.buffer = lines.pop()
        return ((stamp, line) for line in lines if line)


class WsDecoder:
    """Server→client WebSocket frames (RFC 6455, unmasked) from a byte stream read in chunks:
    every complete text message gets the receive time of the chunk that completed it. A close
    frame is kept in `close_payload`; other control frames are ignored."""

    def __init__(self):
        self.buffer = bytearray()
        self.fragments = bytearray()
        self.close_payload: Optional[bytes] = None

    def feed(self, stamp: int, chunk: bytes) -> List[Tuple[int, bytes]]:
        self.buffer += chunk
        out = []
        pos = 0
        buf = self.buffer
        while len(buf) - pos >= 2:
            b0, b1 = buf[pos], buf[pos + 1]
            fin, opcode = b0 & 0x80, b0 & 0x0F
            length, head = b1 & 0x7F, 2
            if length == 126:
                if len(buf) - pos < 4:
                    break
                length, head = int.from_bytes(buf[pos + 2:pos + 4], "big"), 4
            elif length == 127:
                if len(buf) - pos < 10:
                    break
                length, head = int.from_bytes(buf[pos + 2:pos + 10], "big"), 10
            if b1 & 0x80:
                head += 4  # a masked server frame would be a protocol error; skip the key anyway
            if len(buf) - pos < head + length:
                break
            payload = bytes(buf[pos + head:pos + head + length])
            pos += head + length
            if opcode == 0x8:
                self.close_payload = payload
            elif opcode in (0x1, 0x0):
                self.fragments += payload
                if fin:
                    out.append((stamp, bytes(self.fragments)))
                    self.fragments.clear()
            # ping/pong and binary frames: not expected from the server; ignored
        del self.buffer[:pos]
        return out


# --------------------------------------------------------------------------------- 1. latency

class Reader:
    """One connected client whose raw reads are recorded as (receive µs, bytes)."""

    def __init__(self, index: int, sock: socket.socket, decoder, send_command):
        self.index = index
        self.sock = sock
        self.decoder = decoder
        self.send_command = send_command  # text → None (a line, or a masked WebSocket frame)
        self.chunks: List[Tuple[int, bytes]] = []
        self.closed = False


def connect_unix(server, index: int) -> Reader:
    """A raw Unix-socket client; its hello is read here (blocking) so that the server has
    greeted it before the next one connects. Bytes after the hello are kept, with their time."""
    sock = server.raw_socket()
    data = b""
    while b"\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise RuntimeError(f"unix client {index}: closed before hello")
        data += chunk
    stamp = now_us()
    hello, _, rest = data.partition(b"\n")
    if json.loads(hello).get("type") != "hello":
        raise RuntimeError(f"unix client {index}: first line is not a hello: {hello[:200]!r}")
    sock.setblocking(False)
    reader = Reader(index, sock, LineDecoder(), lambda text: sock.sendall(text.encode() + b"\n"))
    if rest:
        reader.chunks.append((stamp, rest))
    return reader


def connect_ws(server, index: int) -> Reader:
    """A WebSocket client (the test helper's WsClient does the handshake and reads the hello:
    websocket-client reads exactly one frame, so later frames stay in the kernel buffer); then
    its socket is read raw."""
    client = server.connect_ws(suppress_origin=True)
    sock = client._ws.sock
    sock.setblocking(False)
    import websocket  # websocket-client

    def send(text: str) -> None:
        sock.setblocking(True)
        try:
            sock.sendall(websocket.ABNF.create_frame(text, websocket.ABNF.OPCODE_TEXT).format())
        finally:
            sock.setblocking(False)

    return Reader(index, sock, WsDecoder(), send)


def read_all(readers: List[Reader], deadline: float, timed_actions: Sequence[Tuple[float, Callable[[], None]]],
             until_reply: bool = False):
    """Reads every client until all have closed or `deadline` (time.monotonic()). Each read is
    timestamped right after recv() returns and stored raw: nothing is parsed in the loop, so the
    reader stays as cheap as it can for 100 streams. `timed_actions`: (seconds after start,
    action), e.g. sending a command on client 0. `until_reply`: also stop once client 0 got a
    reply after the last action ran."""
    pending = sorted(timed_actions, key=lambda a: a[0])
    start = time.monotonic()
    open_count = len(readers)
    tail = b""  # the end of client 0's previous read, so a marker split between reads is found
    with selectors.DefaultSelector() as sel:
        for r in readers:
            sel.register(r.sock, selectors.EVENT_READ, r)
        while open_count and time.monotonic() < deadline:
            while pending and time.monotonic() - start >= pending[0][0]:
                pending.pop(0)[1]()
            timeout = 0.05 if not pending else max(0.0, min(0.05, start + pending[0][0] - time.monotonic()))
            for key, _ in sel.select(timeout):
                r = key.data
                try:
                    data = r.sock.recv(262144)
                except BlockingIOError:
                    continue
                except ConnectionError:
                    data = b""
                stamp = now_us()
                if data:
                    r.chunks.append((stamp, data))
                    if until_reply and r.index == 0 and not pending:
                        if b'"type":"reply"' in tail + data:
                            return time.monotonic() - start
                        tail = data[-32:]
                else:
                    sel.unregister(r.sock)
                    r.closed = True
                    open_count -= 1
    return time.monotonic() - start


def decode_reader(r: Reader) -> List[Tuple[int, Dict[str, Any]]]:
    """All messages of one client as (receive µs, message)."""
    out = []
    for stamp, chunk in r.chunks:
        for s, raw in r.decoder.feed(stamp, chunk):
            out.append((s, json.loads(raw)))
    return out


def bench_latency(workdir: Path, trace: Path, transport: str, clients: int, seconds: float) -> Dict[str, Any]:
    """One run of measurement 1: `clients` clients on `transport` ("unix" or "ws")."""
    args = ["--replay", str(trace), "--wait-clients", str(clients)]
    server = bs.Server(args, workdir, unix=transport == "unix", listen=transport == "ws")
    result: Dict[str, Any] = {"transport": transport, "clients": clients, "command": server.describe()}
    try:
        connect = connect_unix if transport == "unix" else connect_ws
        readers = [connect(server, i) for i in range(clients)]
        # The replay began when the last client was greeted. stats id 1 (at once) gives the clock.
        # The trace's motion ends at `seconds`; then a quiet second keeps the replay going, in
        # which stats id 2 (the server's own counters of the run) disturbs no measured line.
        # CPU time of the server and of this reader are sampled over [0, seconds].
        cpu: Dict[str, Tuple[Optional[float], float, float]] = {}

        def sample(label: str) -> None:
            cpu[label] = (process_cpu_seconds(server.pid), time.process_time(), time.monotonic())

        actions = [(0.0, lambda: readers[0].send_command('{"id":1,"cmd":"stats"}')),
                   (0.0, lambda: sample("start")),
                   (seconds, lambda: sample("end")),
                   (seconds + 0.1, lambda: readers[0].send_command('{"id":2,"cmd":"stats"}'))]
        wall = read_all(readers, time.monotonic() + seconds + 30, actions)
        result["wallSeconds"] = round(wall, 2)
        if "start" in cpu and "end" in cpu and None not in (cpu["start"][0], cpu["end"][0]):
            span = cpu["end"][2] - cpu["start"][2]
            result["serverCpuPercent"] = round(100 * (cpu["end"][0] - cpu["start"][0]) / span)
            result["readerCpuPercent"] = round(100 * (cpu["end"][1] - cpu["start"][1]) / span)

        streams = [decode_reader(r) for r in readers]
        replies = {m.get("id"): m for _, m in streams[0] if m["type"] == "reply"}
        clock = replies.get(1, {}).get("stats", {}).get("clock")
        if not clock or not clock.get("monotonicOrigin"):
            raise RuntimeError(f"no replay clock in the first stats reply: {replies.get(1)}")
        origin_wall, origin_t, speed = clock["monotonicOrigin"], clock["pipelineOrigin"], clock["speed"]
        if 2 in replies and replies[2].get("ok"):
            s = replies[2]["stats"]
            result["serverStats"] = {k: s.get(k) for k in ("wakeUps", "timersFired", "timerLatenessP99Us",
                                                            "timerLatenessMaxUs", "serviceContextSwitches",
                                                            "residentBytes")}

        latency = {"input": [], "gesture": []}
        frames_per_client, byes = [], {}
        for reader, stream in zip(readers, streams):
            frames = 0
            bye = None
            for stamp, m in stream:
                kind = m["type"]
                if kind == "input" and m.get("event") == "frame":
                    frames += 1
                elif kind != "gesture":
                    if kind == "bye":
                        bye = m.get("reason")
                    continue
                due = origin_wall + (m["t"] - origin_t) / speed
                latency[kind].append(stamp - due)
            frames_per_client.append(frames)
            ending = bye or ("closed without bye" if reader.closed else "still open at the deadline")
            byes[ending] = byes.get(ending, 0) + 1
        result["input"] = summarize(latency["input"])
        result["gesture"] = summarize(latency["gesture"])
        result["byes"] = byes
        result["inputFramesPerClient"] = {"min": min(frames_per_client), "max": max(frames_per_client)}
        result["serverWarnings"] = server_warnings(server)
        result["exitCode"] = server.process.poll()
        return result
    finally:
        server.stop()


#: The platform floor: a process that sleeps until each 120 Hz deadline and writes one line
#: stamped with it, as the service does with a replay's events (argv: fd, seconds).
BASELINE_SENDER = r"""
import os, sys, time
fd, seconds = int(sys.argv[1]), float(sys.argv[2])
start = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000 + 50_000
for i in range(int(seconds * 120)):
    due = start + round(i * 1e6 / 120)
    delay = due - time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
    if delay > 0:
        time.sleep(delay / 1e6)
    os.write(fd, b'{"type":"input","event":"frame","t":%d}\n' % due)
"""


def bench_baseline(seconds: float) -> Dict[str, Any]:
    """The same measurement without the service: what this machine's timer wake-ups, a Unix
    socket write and this reader cost (a floor for the figures of measurement 1)."""
    ours, theirs = socket.socketpair()
    sender = subprocess.Popen([sys.executable, "-c", BASELINE_SENDER, str(theirs.fileno()), str(seconds)],
                              pass_fds=[theirs.fileno()])
    theirs.close()
    try:
        ours.setblocking(False)
        reader = Reader(0, ours, LineDecoder(), lambda text: None)
        read_all([reader], time.monotonic() + seconds + 10, [])
        latency = [stamp - m["t"] for stamp, m in decode_reader(reader)]
        return {"transport": "baseline", "clients": 1, "input": summarize(latency), "gesture": summarize([]),
                "byes": {"(no service)": 1}, "command": "python3 -c BASELINE_SENDER (sleep to each deadline, write)"}
    finally:
        ours.close()
        if sender.poll() is None:
            sender.kill()
        sender.wait()


# --------------------------------------------------------------------------------- 2. throughput

def bench_throughput(workdir: Path, events: int, speed: float) -> Dict[str, Any]:
    trace = workdir / f"synth-{events}.gktrace"
    subprocess.run([bs.GESTUREKIT, "synth", "--events", str(events), "-o", str(trace)], check=True,
                   stdout=subprocess.DEVNULL, cwd=REPO)
    # What `replay --output jsonl` prints for the same trace: the lines that must all arrive
    # (gesture), and the coalescible ones (didScroll/didZoom) that must all arrive too when the
    # reader keeps up.
    expected = {"gesture": 0, "didScroll/didZoom": 0}
    with subprocess.Popen([bs.GESTUREKIT, "replay", "--output", "jsonl", str(trace)], cwd=REPO,
                          stdout=subprocess.PIPE) as replay:
        for line in replay.stdout:
            if b'"type":"gesture"' in line:
                expected["gesture"] += 1
            elif b'"event":"didScroll"' in line or b'"event":"didZoom"' in line:
                expected["didScroll/didZoom"] += 1
    last_t = 0
    with open(trace, "rb") as f:  # trace duration: the last line's time
        f.seek(max(0, trace.stat().st_size - 4096))
        for line in f.read().splitlines():
            if line.startswith(b'{"t":'):
                last_t = int(line[5:line.index(b",")])

    server = bs.Server(["--replay", str(trace), "--speed", str(speed), "--wait-clients", "1"], workdir)
    result: Dict[str, Any] = {"events": events, "speed": speed, "command": server.describe(),
                              "traceSeconds": round(last_t / 1e6, 3),
                              "replaySecondsAtSpeed": round(last_t / 1e6 / speed, 3)}
    try:
        sock = server.raw_socket(rcvbuf=1 << 20)
        sock.settimeout(bs.TIMEOUT)
        chunks = []
        first = None
        deadline = time.monotonic() + 120
        cpu_start = (process_cpu_seconds(server.pid), time.process_time())
        cpu_last, next_sample = cpu_start[0], time.monotonic() + 0.2
        while time.monotonic() < deadline:   # read as fast as possible, count later
            data = sock.recv(1 << 20)
            if not data:
                break
            if first is None:
                first = time.monotonic()
            chunks.append(data)
            if time.monotonic() >= next_sample:  # the server's CPU time, until it exits
                cpu_last = process_cpu_seconds(server.pid) or cpu_last
                next_sample += 0.2
        end = time.monotonic()
        reader_cpu = time.process_time() - cpu_start[1]
        data = b"".join(chunks)
        lines = data.split(b"\n")
        lines = [l for l in lines if l][1:]  # without the hello
        elapsed = end - (first or end)
        counts = {"gesture": 0, "didScroll/didZoom": 0, "input": 0, "state": 0}
        bye = None
        for line in lines:
            if b'"type":"gesture"' in line:
                counts["gesture"] += 1
            elif b'"event":"didScroll"' in line or b'"event":"didZoom"' in line:
                counts["didScroll/didZoom"] += 1
            elif b'"type":"input"' in line:
                counts["input"] += 1
            elif b'"type":"state"' in line:
                counts["state"] += 1
            elif b'"type":"bye"' in line:
                bye = json.loads(line).get("reason")
        result.update({
            "lines": len(lines), "bytes": len(data), "seconds": round(elapsed, 3),
            "linesPerSecond": round(len(lines) / elapsed) if elapsed else None,
            "mbPerSecond": round(len(data) / elapsed / 1e6, 2) if elapsed else None,
            "bye": bye, "received": counts, "expected": expected,
            "gestureLinesMissing": expected["gesture"] - counts["gesture"],
            "coalesced": expected["didScroll/didZoom"] - counts["didScroll/didZoom"],
            "serverCpuPercent": round(100 * (cpu_last - cpu_start[0]) / elapsed) if elapsed and cpu_start[0] is not None else None,
            "readerCpuPercent": round(100 * reader_cpu / elapsed) if elapsed else None,
            "serverWarnings": server_warnings(server),
        })
        result["exitCode"] = server.wait(10)
        return result
    finally:
        server.stop()


# --------------------------------------------------------------------------------- 3. idle

class CommandSocket:
    """A blocking Unix-socket client that sends commands and waits for their replies (other
    lines are skipped)."""

    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.buffer = b""
        self.next_id = 1

    def read_line(self) -> Dict[str, Any]:
        while b"\n" not in self.buffer:
            data = self.sock.recv(65536)
            if not data:
                raise RuntimeError("server closed the connection")
            self.buffer += data
        line, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(line)

    def command(self, cmd: str, **args) -> Dict[str, Any]:
        ident = self.next_id
        self.next_id += 1
        self.sock.sendall(json.dumps({"id": ident, "cmd": cmd, **args}).encode() + b"\n")
        while True:
            m = self.read_line()
            if m["type"] == "reply" and m.get("id") == ident:
                if not m.get("ok"):
                    raise RuntimeError(f"{cmd}: {m.get('error')}")
                return m
            if m["type"] == "bye":
                raise RuntimeError(f"bye while waiting for {cmd}: {m.get('reason')}")


def bench_idle(workdir: Path, seconds: float) -> Dict[str, Any]:
    trace = bs.write_quiet_trace(workdir / "quiet.gktrace", 60)
    server = bs.Server(["--replay", str(trace), "--wait-clients", "2"], workdir)
    result: Dict[str, Any] = {"command": server.describe(), "seconds": seconds}
    try:
        client = CommandSocket(server.raw_socket())
        hello = client.read_line()
        if hello["type"] != "hello":
            raise RuntimeError(f"no hello: {hello}")
        result["serverVersion"] = hello.get("version")
        time.sleep(0.5)  # let the connection settle
        a = client.command("stats")["stats"]
        t0 = time.monotonic()
        # Cross-check that needs no request: the threads' counters read from here, 0.2 s after
        # the stats reply (the loop has gone back to sleep) and at the end of the quiet time.
        time.sleep(0.2)
        outside_a = thread_switches(server.pid)
        time.sleep(seconds - 0.2)
        outside_b = thread_switches(server.pid)
        b = client.command("stats")["stats"]
        elapsed = time.monotonic() - t0
        c = client.command("stats")["stats"]  # right after b: what one stats request costs
        own = c["serviceContextSwitches"] - b["serviceContextSwitches"]
        own_all = c["contextSwitches"] - b["contextSwitches"]
        net = b["serviceContextSwitches"] - a["serviceContextSwitches"] - own
        net_all = b["contextSwitches"] - a["contextSwitches"] - own_all
        result.update({
            "elapsed": round(elapsed, 3),
            "serviceContextSwitchesDelta": b["serviceContextSwitches"] - a["serviceContextSwitches"],
            "statsRequestOwnSwitches": own,
            "serviceSwitchesPerSecond": round(net / elapsed, 2),
            "allThreadsSwitchesPerSecond": round(net_all / elapsed, 2),
            "wakeUpsPerSecond": round((b["wakeUps"] - a["wakeUps"]) / elapsed, 2),
            # per thread, over the last seconds − 0.2 s, read from /proc by this process; the
            # service's threads as `stats` counts them: the event loop and the device readers
            "outsideSwitchesByThread": {name: outside_b[name] - n for name, n in outside_a.items()
                                        if name in outside_b and outside_b[name] != n},
            "outsideServiceSwitches": sum(outside_b[name] - n for name, n in outside_a.items()
                                          if name in outside_b and name.startswith(("NIO-ELT", "gk-"))),
            "threads": b.get("threads"),
            "residentBytes": b.get("residentBytes"),
        })
        return result
    finally:
        server.stop()


# --------------------------------------------------------------------------------- 4. timers

def bench_timers(workdir: Path, trace: str, seconds: float) -> Dict[str, Any]:
    args = ["--replay", trace, *bs.trace_args(REPO / trace), "--loop", "--speed", "1", "--wait-clients", "1"]
    server = bs.Server(args, workdir)
    result: Dict[str, Any] = {"trace": trace, "command": server.describe(), "seconds": seconds}
    try:
        sock = server.raw_socket()
        sock.setblocking(False)
        reader = Reader(0, sock, LineDecoder(), lambda text: sock.sendall(text.encode() + b"\n"))
        # Keep reading (so the server never waits on us) and ask for stats after `seconds`.
        read_all([reader], time.monotonic() + seconds + 5,
                 [(seconds, lambda: reader.send_command('{"id":1,"cmd":"stats"}'))], until_reply=True)
        stats = None
        lines = 0
        for _, m in decode_reader(reader):
            lines += 1
            if m["type"] == "reply" and m.get("id") == 1:
                stats = m["stats"]
        if stats is None:
            raise RuntimeError(f"no stats reply from {trace}")
        result.update({k: stats.get(k) for k in ("timersFired", "timerLatenessP99Us", "timerLatenessMaxUs",
                                                 "wakeUps", "timerDeferrals")})
        result["lines"] = lines
        result["serverWarnings"] = server_warnings(server)
        return result
    finally:
        server.stop()


# --------------------------------------------------------------------------------- 5. capacity

#: The watcher of measurement 5, a process that does nothing but read its one Unix-socket client
#: (argv: socket path, output file, deadline seconds). Reads are stamped right after recv()
#: returns; the lines are split and written out only after the stream ends (JSON: {"lines":
#: [[µs, line], …], "schedstat": Δ of /proc/self/schedstat}), so that nothing but a recv() stands
#: between two stamps.
CAPACITY_WATCHER = r"""
import json, socket, sys, time
path, out, limit = sys.argv[1], sys.argv[2], float(sys.argv[3])
now = lambda: time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
def schedstat():
    with open("/proc/self/schedstat") as f:
        return [int(x) for x in f.read().split()]
sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.settimeout(limit)
sock.connect(path)
sched = schedstat()
chunks, deadline, asked = [], time.monotonic() + limit, False
while time.monotonic() < deadline:
    try:
        data = sock.recv(262144)
    except (socket.timeout, ConnectionError):
        break
    stamp = now()
    if not data:
        break
    chunks.append((stamp, data))
    if not asked and (b'"type":"input"' in data or b'"type":"gesture"' in data):
        sock.sendall(b'{"id":1,"cmd":"stats"}\n')  # the replay has begun: its clock is set
        asked = True
sched = [b - a for a, b in zip(sched, schedstat())]
lines, buffer = [], b""
for stamp, data in chunks:
    parts = (buffer + data).split(b"\n")
    buffer = parts.pop()
    lines += [[stamp, p.decode()] for p in parts if p]
with open(out, "w") as f:
    json.dump({"lines": lines, "schedstat": sched}, f)
"""

#: One process of measurement 5's Python readers (`--capacity-reader python`; argv: socket path,
#: clients, deadline seconds, interval seconds): what scripts/bench-bridge-readers.c does (see
#: there), in one selectors loop per process. For 1,000 clients it takes about 3 times the CPU of
#: the C readers (40 % of a CPU against 12 %).
CAPACITY_READERS = r"""
import json, os, selectors, socket, sys, time
path, count, limit, interval = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
sel = selectors.DefaultSelector()
state = {}
for i in range(count):
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(30)
    sock.connect(path)
    data = b""
    while b"\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            sys.exit(f"reader {i}: closed before its hello")
        data += chunk
    sock.setblocking(False)
    sel.register(sock, selectors.EVENT_READ, i)
    state[i] = [data.count(b"\n"), data[-4096:]]
print("ready", flush=True)
open_count, deadline = count, time.monotonic() + limit
while open_count and time.monotonic() < deadline:
    time.sleep(interval)
    for key, _ in sel.select(0.5):
        try:
            data = key.fileobj.recv(262144)
        except BlockingIOError:
            continue
        except ConnectionError:
            data = b""
        s = state[key.data]
        if data:
            s[0] += data.count(b"\n")
            s[1] = (s[1] + data)[-4096:]
        else:
            sel.unregister(key.fileobj)
            key.fileobj.close()
            open_count -= 1
byes = {}
for lines, tail in state.values():
    reason = "still open at the deadline" if open_count else "closed without bye"
    for line in tail.split(b"\n"):
        if b'"type":"bye"' in line:
            reason = json.loads(line).get("reason")
    byes[reason] = byes.get(reason, 0) + 1
t = os.times()
print(json.dumps({"linesMin": min(s[0] for s in state.values()), "linesMax": max(s[0] for s in state.values()),
                  "byes": byes, "cpuSeconds": t.user + t.system}), flush=True)
"""

#: The C readers' source, compiled into the work directory when the capacity run starts.
CAPACITY_READERS_C = REPO / "scripts" / "bench-bridge-readers.c"


def reader_command(kind: str, workdir: Path) -> List[str]:
    """The command (before its arguments) of one reader process: the C readers, compiled with the
    system's `cc` once per work directory, or the Python ones."""
    if kind == "python":
        return [sys.executable, "-c", CAPACITY_READERS]
    binary = workdir / "bench-bridge-readers"
    if not binary.exists():
        compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
        if not compiler:
            raise RuntimeError("no C compiler (cc) for the readers; use --capacity-reader python")
        subprocess.run([compiler, "-O2", "-o", str(binary), str(CAPACITY_READERS_C)], check=True)
    return [str(binary)]


def raise_descriptor_limit(needed: int) -> Dict[str, Any]:
    """Raises this process's RLIMIT_NOFILE soft limit to at least `needed` (up to the hard limit);
    the servers and readers started afterwards inherit it. Returns the limits before and after."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = soft if soft >= needed else (needed if hard == resource.RLIM_INFINITY else min(hard, needed))
    if target != soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    if target < needed:
        raise RuntimeError(f"{needed} file descriptors needed, the hard limit (ulimit -Hn) is {hard}")
    return {"softBefore": soft, "soft": target, "hard": "unlimited" if hard == resource.RLIM_INFINITY else hard,
            "needed": needed}


#: How often each reader process drains its clients: a 50 Hz page's frame. Draining at an
#: interval, as a page does once per animation frame, costs the readers one recv per client per
#: wake-up, not one per 120 Hz step; the server's work is the same either way.
CAPACITY_READ_INTERVAL = 0.02


def thread_schedstats(pid: int) -> Dict[str, List[int]]:
    """/proc/PID/task/*/schedstat of every thread ("name/tid": [ns on a CPU, ns waiting for one,
    time slices]; `per_thread`)."""
    return per_thread(pid, "schedstat", lambda text: [int(x) for x in text.split()])


def cpu_waits(delta: Sequence[int], span: float) -> Dict[str, Any]:
    """A schedstat difference over `span` seconds: CPU %, ms waited for a CPU per second, and µs
    waited per time slice (per wake-up, for a thread that sleeps between lines)."""
    run, wait, slices = delta
    return {"cpuPercent": round(100 * run / 1e9 / span), "waitMsPerSecond": round(wait / 1e6 / span, 1),
            "waitUsPerSlice": round(wait / 1e3 / slices) if slices else None, "slices": slices}


def bench_capacity_run(workdir: Path, trace: Path, readers: int, processes: int, seconds: float,
                       max_clients: int, reader_kind: str, realtime: bool = False) -> Dict[str, Any]:
    """One run of measurement 5: `readers` Unix-socket clients spread over `processes` reader
    processes (none when 0), then the watcher, whose connection starts the replay."""
    args = ["--replay", str(trace), "--wait-clients", str(readers + 1), "--max-clients", str(max_clients)]
    priority = realtime_priority if realtime else None
    server = bs.Server(args, workdir, preexec_fn=priority)
    limit = seconds + 60
    result: Dict[str, Any] = {"readers": readers, "readerProcesses": processes if readers else 0,
                              "reader": reader_kind if readers else None,
                              "command": server.describe(), "loadBefore": " ".join(f"{x:.2f}" for x in os.getloadavg())}
    procs: List[subprocess.Popen] = []
    watcher = None
    try:
        command = reader_command(reader_kind, workdir) if readers else []
        shares = [readers // processes + (1 if i < readers % processes else 0) for i in range(processes)]
        shares = [n for n in shares if n > 0]
        for share in shares:
            procs.append(subprocess.Popen([*command, server.socket_path, str(share), str(limit),
                                           str(CAPACITY_READ_INTERVAL)], stdout=subprocess.PIPE, text=True,
                                          start_new_session=True))
        for proc in procs:  # every reader greeted before the watcher connects
            line = proc.stdout.readline()
            if line.strip() != "ready":
                raise RuntimeError(f"a reader process did not get its clients connected (exit {proc.wait()})")
        out = workdir / f"watcher-{readers}.json"
        cpu_start = (process_cpu_seconds(server.pid), time.monotonic())
        sched_start = thread_schedstats(server.pid)
        others = OtherLoad()
        children = [server.pid, *(p.pid for p in procs)]  # not yet reaped: OtherLoad counts them
        children_start = [process_cpu_seconds(pid) or 0 for pid in children]
        watcher = subprocess.Popen([sys.executable, "-c", CAPACITY_WATCHER, server.socket_path, str(out), str(limit)],
                                   start_new_session=True, preexec_fn=priority)
        cpu_last, sched_last = cpu_start, (sched_start, cpu_start[1])
        while watcher.poll() is None and time.monotonic() - cpu_start[1] < limit + 10:
            sample = process_cpu_seconds(server.pid)
            if sample is not None:
                cpu_last = (sample, time.monotonic())
                # Merged: the loop's thread ends with the replay, before the watcher does.
                sched_last = ({**sched_last[0], **thread_schedstats(server.pid)}, cpu_last[1])
            time.sleep(0.2)
        if watcher.wait(10) != 0:
            raise RuntimeError(f"the watcher exited {watcher.returncode}")
        children_end = [process_cpu_seconds(pid) or 0 for pid in children]
        span = time.monotonic() - others.start[2]
        others_percent = others.percent()
        if others_percent is not None and span > 0:
            used = [end - start for start, end in zip(children_start, children_end)]
            result["otherCpuPercent"] = max(0, others_percent - round(100 * sum(used) / span))
            result["readerCpuPercent"] = round(100 * sum(used[1:]) / span)
        if None not in (cpu_start[0], cpu_last[0]) and cpu_last[1] > cpu_start[1]:
            result["serverCpuPercent"] = round(100 * (cpu_last[0] - cpu_start[0]) / (cpu_last[1] - cpu_start[1]))
        # The server's busiest thread (its event loop): how long it waited for a CPU.
        deltas = {name: [b - a for a, b in zip(sched_start.get(name, [0, 0, 0]), stat)]
                  for name, stat in sched_last[0].items()}
        if deltas and sched_last[1] > cpu_start[1]:
            name, delta = max(deltas.items(), key=lambda item: item[1][0])
            result["serverLoop"] = {"thread": name.split("/")[0], **cpu_waits(delta, sched_last[1] - cpu_start[1])}
        watched = json.loads(out.read_text(encoding="utf-8"))
        stream = [(stamp, json.loads(line)) for stamp, line in watched["lines"]]
        replies = {m.get("id"): m for _, m in stream if m["type"] == "reply"}
        clock = replies.get(1, {}).get("stats", {}).get("clock")
        if not clock or not clock.get("monotonicOrigin"):
            raise RuntimeError(f"no replay clock in the watcher's stats reply: {replies.get(1)}")
        latency, bye = [], None
        for stamp, m in stream:
            if (m["type"] == "input" and m.get("event") == "frame") or m["type"] == "gesture":
                latency.append(stamp - (clock["monotonicOrigin"] + (m["t"] - clock["pipelineOrigin"]) / clock["speed"]))
            elif m["type"] == "bye":
                bye = m.get("reason")
        result["watcher"] = summarize(latency)
        result["watcherBye"] = bye or "closed without bye"
        result["watcherLines"] = len(stream)
        if len(watched.get("schedstat", [])) == 3 and span > 0:
            result["watcherProcess"] = cpu_waits(watched["schedstat"], span)
        byes: Dict[str, int] = {}
        lines_min, lines_max, reader_cpu = None, None, 0.0
        for proc in procs:
            summary_line, _ = proc.communicate(timeout=limit)
            s = json.loads(summary_line.strip().splitlines()[-1])
            for reason, n in s["byes"].items():
                byes[reason] = byes.get(reason, 0) + n
            lines_min = s["linesMin"] if lines_min is None else min(lines_min, s["linesMin"])
            lines_max = s["linesMax"] if lines_max is None else max(lines_max, s["linesMax"])
            reader_cpu += s["cpuSeconds"]
        if procs:
            result.update({"readerByes": byes, "readerLines": {"min": lines_min, "max": lines_max},
                           "readerCpuSeconds": round(reader_cpu, 1)})
        result["serverWarnings"] = server_warnings(server)
        result["loadAfter"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
        return result
    finally:
        for proc in [*procs, *([watcher] if watcher else [])]:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
        server.stop()


def realtime_priority() -> None:
    """In a child before exec: SCHED_FIFO at priority 10, above every ordinary process."""
    os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))


def bench_capacity(workdir: Path, trace: Path, readers: int, processes: int, seconds: float,
                   reader_kind: str, realtime: bool = False) -> Dict[str, Any]:
    """Measurement 5: the watcher alone, then the watcher with `readers` reading clients, on one
    trace and the same server options; the added p99 and the ratio of the two."""
    max_clients = readers + 16  # the readers, the watcher and room to spare
    result: Dict[str, Any] = {"transport": "unix", "seconds": seconds,
                              "descriptors": raise_descriptor_limit(readers + 128)}
    result["solo"] = bench_capacity_run(workdir, trace, 0, processes, seconds, max_clients, reader_kind, realtime)
    result["loaded"] = bench_capacity_run(workdir, trace, readers, processes, seconds, max_clients, reader_kind,
                                          realtime)
    solo, loaded = result["solo"]["watcher"], result["loaded"]["watcher"]
    if solo["p99"] is None or loaded["p99"] is None:
        raise RuntimeError("the watcher received no timed line")
    result["addedP99"] = loaded["p99"] - solo["p99"]
    result["ratioP99"] = round(loaded["p99"] / solo["p99"], 2) if solo["p99"] > 0 else None
    # Every reader got every line: the watcher's lines but its `stats` reply, and the bye.
    lines = result["loaded"].get("readerLines", {})
    result["readersComplete"] = (set(result["loaded"].get("readerByes", {})) == {"end of replay"}
                                 and lines.get("min") == lines.get("max") == result["loaded"]["watcherLines"] - 1)
    return result


# --------------------------------------------------------------------------------- report

def fmt(value) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.2f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


def met(ok: Optional[bool]) -> str:
    return "" if ok is None else ("yes" if ok else "**no**")


def report(results: Dict[str, Any]) -> str:
    out = []
    env = results["environment"]
    out.append(f"### gesturekit serve — {env['binary']} ({env['build']}), {env['cpus']} CPUs, "
               f"load average {env['loadBefore']} before, {env.get('loadAfter')} after")
    out.append(f"\n`{env['command']}`")
    other = env.get("otherCpuPercent")
    if other is not None:
        out.append(f"\nOther processes used {other} % of a CPU on average during the bench"
                   + (" — **the figures include waiting for a CPU.**" if other >= 20 else "."))
    if results.get("latency"):
        out += ["", "**Delivery latency, input event → line received (µs), 5-finger 120 Hz trace at speed 1**", "",
                "| transport | clients | lines | input p50 | input p99 | input max | gesture p50 | gesture p99 "
                "| gesture max | CPU % server / reader / others | ended with | goal: p99 < 1 ms at 10 clients |",
                "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|"]
        for r in results["latency"]:
            if "error" in r:
                out.append(f"| {r['transport']} | {r['clients']} | error: {r['error']} ||||||||||")
                continue
            i, g = r["input"], r["gesture"]
            goal = None
            if r["clients"] == 10 and r["transport"] != "baseline":
                goal = max(i["p99"] or 0, g["p99"] or 0) < GOAL_P99_US
            byes = ", ".join(f"{n}× {reason}" for reason, n in r["byes"].items())
            out.append(f"| {r['transport']} | {r['clients']} | {i['count'] + g['count']:,} | {fmt(i['p50'])} "
                       f"| {fmt(i['p99'])} | {fmt(i['max'])} | {fmt(g['p50'])} | {fmt(g['p99'])} "
                       f"| {fmt(g['max'])} "
                       f"| {fmt(r.get('serverCpuPercent'))} / {fmt(r.get('readerCpuPercent'))} / {fmt(r.get('otherCpuPercent'))} "
                       f"| {byes} | {met(goal)} |")
    rows = []
    t = results.get("throughput")
    if t:
        if "error" in t:
            rows.append(("Throughput, 1 Unix client", f"error: {t['error']}", "", "", t.get("otherCpuPercent")))
        else:
            # When the stream took no longer than the trace itself, the trace set the pace: the
            # client can take at least this much (faster input would be needed to find its limit).
            paced = t["seconds"] <= 1.05 * t["replaySecondsAtSpeed"]
            rows.append((f"Throughput, 1 Unix client, synth {t['events']:,} events at --speed {fmt(t['speed'])}",
                         f"{'≥ ' if paced else ''}{fmt(t['linesPerSecond'])} lines/s"
                         f"{' (paced by the trace)' if paced else ''} ({t['lines']:,} lines, {t['mbPerSecond']} MB/s, "
                         f"{t['seconds']} s; the trace alone: {t['replaySecondsAtSpeed']} s; CPU % server "
                         f"{fmt(t['serverCpuPercent'])}, reader {fmt(t['readerCpuPercent'])}); bye: {t['bye']}; "
                         f"coalesced {t['coalesced']}, gesture lines missing {t['gestureLinesMissing']}",
                         "no coalescing, bye \"end of replay\"",
                         met(t["coalesced"] == 0 and t["gestureLinesMissing"] == 0
                             and (t["bye"] or "").startswith("end of replay")), t.get("otherCpuPercent")))
    i = results.get("idle")
    if i:
        if "error" in i:
            rows.append(("Idle (waiting for 2 clients, 1 connected)", f"error: {i['error']}", "", "", i.get("otherCpuPercent")))
        else:
            others = ", ".join(f"{name} {n}" for name, n in i["outsideSwitchesByThread"].items()) or "none"
            rows.append((f"Idle (waiting for 2 clients, 1 connected), {i['elapsed']} s",
                         f"{i['serviceSwitchesPerSecond']} service context switches/s "
                         f"(Δ {i['serviceContextSwitchesDelta']} − the stats request's own "
                         f"{i['statsRequestOwnSwitches']}, ±1 switch); {i['wakeUpsPerSecond']} wakeUps/s; "
                         f"cross-check from /proc over {i['elapsed'] - 0.2:.1f} s: service threads "
                         f"{i['outsideServiceSwitches']} switches; any thread: {others}",
                         "0 wake-ups",
                         met(i["outsideServiceSwitches"] <= GOAL_IDLE_PER_S and i["wakeUpsPerSecond"] <= GOAL_IDLE_PER_S),
                         i.get("otherCpuPercent")))
    for tm in results.get("timers", []):
        name = Path(tm["trace"]).name
        if "error" in tm:
            rows.append((f"Timer lateness, {name}", f"error: {tm['error']}", "", "", tm.get("otherCpuPercent")))
            continue
        rows.append((f"Timer lateness, {name} --loop, {tm['seconds']} s",
                     f"p99 {fmt(tm['timerLatenessP99Us'])} µs, max {fmt(tm['timerLatenessMaxUs'])} µs "
                     f"({tm['timersFired']} loop steps that fired timers)",
                     "p99 < 1 ms", met((tm["timerLatenessP99Us"] or 0) < GOAL_TIMER_P99_US), tm.get("otherCpuPercent")))
    cap = results.get("capacity")
    if cap:
        if "error" in cap:
            rows.append(("Capacity (watcher solo, then with readers)", f"error: {cap['error']}", "", "",
                         cap.get("otherCpuPercent")))
        else:
            solo, loaded = cap["solo"], cap["loaded"]
            byes = ", ".join(f"{n}× {reason}" for reason, n in loaded["readerByes"].items())

            def waits(run: Dict[str, Any]) -> str:
                """The server loop's and the watcher's CPU and waits for a CPU in one run."""
                loop, watcher = run.get("serverLoop") or {}, run.get("watcherProcess") or {}
                return (f"server loop {fmt(loop.get('cpuPercent'))} % CPU, waited {fmt(loop.get('waitMsPerSecond'))} "
                        f"ms/s ({fmt(loop.get('waitUsPerSlice'))} µs a slice); watcher waited "
                        f"{fmt(watcher.get('waitMsPerSecond'))} ms/s ({fmt(watcher.get('waitUsPerSlice'))} µs a "
                        f"slice)")

            rows.append((f"Capacity, Unix socket, {cap['seconds']} s trace: watcher (its own process) alone, then "
                         f"with {loaded['readers']:,} reading clients ({loaded['reader']} readers, "
                         f"{loaded['readerProcesses']} processes)",
                         f"watcher p50/p99/max µs: solo {fmt(solo['watcher']['p50'])} / {fmt(solo['watcher']['p99'])} "
                         f"/ {fmt(solo['watcher']['max'])}, loaded {fmt(loaded['watcher']['p50'])} / "
                         f"{fmt(loaded['watcher']['p99'])} / {fmt(loaded['watcher']['max'])} "
                         f"({loaded['watcher']['count']} lines); p99 +{fmt(cap['addedP99'])} µs, "
                         f"×{fmt(cap['ratioP99'])}; readers: {byes}, "
                         f"{loaded['readerLines']['min']:,}–{loaded['readerLines']['max']:,} lines each "
                         f"({'every line' if cap['readersComplete'] else 'NOT every line'}), "
                         f"{fmt(loaded.get('readerCpuPercent'))} % CPU; server CPU % "
                         f"{fmt(solo.get('serverCpuPercent'))} → {fmt(loaded.get('serverCpuPercent'))}; solo: "
                         f"{waits(solo)}; loaded: {waits(loaded)}; others' CPU % solo / loaded "
                         f"{fmt(solo.get('otherCpuPercent'))} / {fmt(loaded.get('otherCpuPercent'))}; load average "
                         f"{loaded['loadBefore']} → {loaded['loadAfter']}; RLIMIT_NOFILE {cap['descriptors']['soft']} "
                         f"(needed {cap['descriptors']['needed']})",
                         "p99 at most +5 ms over solo, every reader every line",
                         met(cap["addedP99"] <= GOAL_CAPACITY_ADDED_P99_US and cap["readersComplete"]),
                         cap.get("otherCpuPercent")))
    if rows:
        out += ["", "| measurement | result | others' CPU % | goal | met |", "|---|---|---:|---|---|"]
        out += [f"| {a} | {b} | {fmt(o)} | {c} | {d} |" for a, b, c, d, o in rows]
    return "\n".join(out)


def snapshot_binary(source: Path, workdir: Path, attempts: int = 30) -> Path:
    """A private copy of the binary, so that the whole bench runs one build even when someone
    relinks .build/debug meanwhile (a binary being linked is missing, busy or truncated: retried
    until a copy runs `serve --help`)."""
    target = workdir / "gesturekit"
    for _ in range(attempts):
        try:
            shutil.copy2(source, target)
            probe = subprocess.run([str(target), "serve", "--help"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, timeout=30)
            if probe.returncode == 0:
                return target
        except (OSError, subprocess.SubprocessError):
            pass
        time.sleep(2)
    raise RuntimeError(f"could not take a working copy of {source}")


def default_binary() -> str:
    for candidate in (".build/release/gesturekit", ".build/debug/gesturekit"):
        if (REPO / candidate).exists():
            return candidate
    return ".build/debug/gesturekit"


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", type=Path, help="also write the results as JSON to this file")
    parser.add_argument("--only", default="latency,throughput,idle,timers,capacity",
                        help="comma-separated measurements to run (default: all)")
    parser.add_argument("--seconds", type=float, default=4.0, help="trace seconds of each latency run (default 4)")
    parser.add_argument("--clients", default="1,10,100", help="client counts of the latency runs")
    parser.add_argument("--transports", default="unix,ws", help="latency transports: unix, ws")
    parser.add_argument("--events", type=int, default=200_000, help="synthetic trace events (throughput)")
    parser.add_argument("--speed", type=float, default=1000, help="replay speed of the throughput run")
    parser.add_argument("--capacity-clients", type=int, default=1000, help="reading clients of the capacity run")
    parser.add_argument("--capacity-reader", choices=("c", "python"), default="c",
                        help="the capacity run's readers: c (scripts/bench-bridge-readers.c, built with cc; "
                             "default) or python")
    parser.add_argument("--capacity-realtime", action="store_true",
                        help="run the capacity run's server and watcher at SCHED_FIFO priority 10")
    parser.add_argument("--capacity-processes", type=int,
                        help="processes the capacity run's reading clients are spread over "
                             "(default 1 for the C readers, 4 for the Python ones)")
    parser.add_argument("--capacity-seconds", type=float, default=8.0,
                        help="trace seconds of each capacity run (default 8)")
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--timer-seconds", type=float, default=5.0)
    parser.add_argument("--wait-quiet", type=float, default=0, metavar="SECONDS",
                        help="before each measurement, wait up to this long for the machine to be idle "
                             "(other work on a shared box distorts latencies; default 0: do not wait)")
    parser.add_argument("--keep", action="store_true", help="keep the work directory (traces, server stderr)")
    opts = parser.parse_args(argv)

    binary = os.environ.get("GESTUREKIT") or default_binary()
    source = Path(binary) if Path(binary).is_absolute() else REPO / binary
    if not os.access(source, os.X_OK):
        print(f"bench-bridge: no executable {source} (build it, or set GESTUREKIT)", file=sys.stderr)
        return 2
    only = set(opts.only.split(","))
    workdir = Path(tempfile.mkdtemp(prefix="gkbench-", dir="/tmp"))  # short: socket paths < 108 bytes
    try:
        snapshot = snapshot_binary(source, workdir)
    except RuntimeError as error:
        shutil.rmtree(workdir, ignore_errors=True)
        print(f"bench-bridge: {error}", file=sys.stderr)
        return 2
    os.environ["GESTUREKIT"] = str(snapshot)  # read by bridge_support at import
    sys.path.insert(0, str(REPO / "Tests" / "Bridge"))
    global bs
    import bridge_support as bs  # noqa: E402

    results: Dict[str, Any] = {"environment": {
        "binary": binary,
        "binaryModified": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(source.stat().st_mtime)),
        "build": "release" if "/release/" in str(source) else "debug" if "/debug/" in str(source) else "?",
        "cpus": os.cpu_count(), "machine": platform.machine(), "python": platform.python_version(),
        "loadBefore": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "command": f"GESTUREKIT={binary} " + " ".join(["python3", "scripts/bench-bridge.py", *sys.argv[1:]]),
        "snapshot": "the binary is copied to the work directory first; the servers run that copy",
    }}
    started = time.monotonic()
    other_overall = OtherLoad()

    def attempt(label: str, body, **context):
        """Runs one measurement; a failure is recorded (and printed) instead of ending the bench."""
        waited = wait_until_quiet(opts.wait_quiet) if opts.wait_quiet > 0 else 0
        print(f"bench-bridge: {label}…" + ("" if waited is not None else " (the machine stayed busy)"),
              file=sys.stderr, flush=True)
        other = OtherLoad()
        try:
            result = body()
        except Exception as error:  # noqa: BLE001 — report and go on with the next measurement
            print(f"bench-bridge: {label} failed: {error!r}", file=sys.stderr)
            result = {**context, "error": repr(error)}
        result["otherCpuPercent"] = other.percent()
        return result

    try:
        if "latency" in only:
            trace = write_latency_trace(workdir / "five-finger.gktrace", opts.seconds)
            results["latency"] = [attempt("latency baseline, no service",
                                          lambda: bench_baseline(min(opts.seconds, 3)), transport="baseline", clients=1)]
            for transport in opts.transports.split(","):
                for n in (int(c) for c in opts.clients.split(",")):
                    results["latency"].append(attempt(
                        f"latency, {n} {transport} clients",
                        lambda: bench_latency(workdir, trace, transport, n, opts.seconds),
                        transport=transport, clients=n))
        if "throughput" in only:
            results["throughput"] = attempt("throughput", lambda: bench_throughput(workdir, opts.events, opts.speed))
        if "idle" in only:
            results["idle"] = attempt("idle", lambda: bench_idle(workdir, opts.idle_seconds))
        if "timers" in only:
            results["timers"] = [attempt(f"timers, {t}", lambda: bench_timers(workdir, t, opts.timer_seconds), trace=t)
                                 for t in TIMER_TRACES]
        if "capacity" in only:
            trace = write_latency_trace(workdir / "five-finger-capacity.gktrace", opts.capacity_seconds)
            results["capacity"] = attempt(
                f"capacity, a watcher alone then with {opts.capacity_clients} readers",
                lambda: bench_capacity(workdir, trace, opts.capacity_clients,
                                       max(1, opts.capacity_processes or (1 if opts.capacity_reader == "c" else 4)),
                                       opts.capacity_seconds, opts.capacity_reader, opts.capacity_realtime))
    finally:
        results["environment"]["loadAfter"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
        results["environment"]["benchSeconds"] = round(time.monotonic() - started, 1)
        results["environment"]["otherCpuPercent"] = other_overall.percent()
        if opts.keep:
            print(f"bench-bridge: work directory kept: {workdir}", file=sys.stderr)
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    print(report(results))
    print(f"\n(bench took {results['environment']['benchSeconds']} s; load after {results['environment']['loadAfter']})")
    if opts.json:
        opts.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    measured = [*results.get("latency", []), results.get("throughput"), results.get("idle"), *results.get("timers", []),
                results.get("capacity")]
    return 1 if any(m and "error" in m for m in measured) else 0


if __name__ == "__main__":
    sys.exit(main())
