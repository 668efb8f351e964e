"""Commands change the service's state (bridge protocol, "Commands client → server").

The service replays the quiet trace (an hour without input) at speed 1, so it runs its event-time
loop without gestures while the tests send commands. Its controller has the replay defaults:
viewport 1280×800 (the surface), content 2560×1600, zoom 0.5 (fit) … 4, no paging.
"""

from __future__ import annotations

import os
import stat
import time

import pytest

from bridge_support import (COMMAND_BURST, MAX_MESSAGE_BYTES, QUEUE_LINES, TIMEOUT, CommandError,
                            ConnectionClosed, Server, wait_until)

TOL = 1e-3


def is_state(**want):
    """A predicate: a state line whose fields equal `want` (numbers to 1e-3)."""
    def predicate(msg):
        if msg.get("type") != "state":
            return False
        for key, value in want.items():
            got = msg.get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                if not isinstance(got, (int, float)) or abs(got - value) > TOL:
                    return False
            elif got != value:
                return False
        return True
    return predicate


def assert_state(state, **want):
    assert is_state(**want)({"type": "state", **state}), f"state {state}, expected {want}"


def collect_until(client, predicate):
    """Every message (kept ones first) up to and including the first that satisfies `predicate`."""
    seen = []
    while True:
        msg = client.next_message()
        seen.append(msg)
        if predicate(msg):
            return seen


def collect_animation(client):
    """The messages of an animated command: up to didEndScrollingAnimation and the state line
    that follows it (the state of the last frame may come after the frame's scroll lines)."""
    seen = collect_until(client, lambda m: m.get("event") == "didEndScrollingAnimation")
    return seen + collect_until(client, lambda m: m["type"] == "state")


def at_rest(msg):
    return not any(msg.get(flag) for flag in ("tracking", "dragging", "decelerating", "zooming", "zoomBouncing"))


# ------------------------------------------------------------------------------------------ hello

def test_hello_describes_the_replay_and_the_limits(quiet_server):
    hello = quiet_server.connect().hello
    assert hello["type"] == "hello" and hello["protocol"] == 2
    assert isinstance(hello["version"], str) and hello["version"]
    assert hello["source"] == "replay"
    assert hello["devices"] == [{"dev": 0, "name": "GestureKit synthetic touchscreen", "kind": "touchscreen"}]
    assert hello["viewport"] == [1280, 800] and hello["content"] == [2560, 1600]
    assert hello["minZoom"] == 0.5 and hello["maxZoom"] == 4
    assert hello["paging"] is False and hello["pageSize"] == [1280, 800]
    assert hello["limits"] == {"maxMessageBytes": MAX_MESSAGE_BYTES, "commandsPerSecond": 100,
                               "commandBurst": COMMAND_BURST, "queueLines": QUEUE_LINES}


def test_hello_over_the_websocket_equals_hello_over_the_socket(quiet_server):
    def without_time(hello):
        return {k: v for k, v in hello.items() if k != "t"}
    assert without_time(quiet_server.connect_ws().hello) == without_time(quiet_server.connect().hello)


# ------------------------------------------------------------------------------------------ state, ping

def test_state_command_replies_with_the_resting_state(quiet_server):
    reply = quiet_server.connect().command("state")
    assert reply["ok"] is True and reply["type"] == "reply"
    state = reply["state"]
    assert isinstance(state["t"], int)
    assert_state(state, offsetX=0, offsetY=0, zoom=1, page=0)
    assert at_rest(state), state


def test_ping_replies_with_the_event_time_which_follows_the_replay_clock(quiet_server):
    client = quiet_server.connect()
    first = client.command("ping")
    wall_start = time.monotonic()
    assert isinstance(first["t"], int) and first["t"] >= 0
    time.sleep(0.5)  # the measured interval
    second = client.command("ping")
    wall = time.monotonic() - wall_start
    elapsed_us = second["t"] - first["t"]
    # speed 1: event time advances as the wall clock (generous bounds for a loaded machine)
    assert 0.25e6 <= elapsed_us <= (wall + 1.0) * 1e6, f"event time advanced {elapsed_us} µs in {wall:.3f} s"


def test_replies_come_one_per_command_in_command_order(quiet_server):
    client = quiet_server.connect()
    ids = []
    for i in range(30):
        if i % 3 == 0:
            ids.append(client.send("setContentOffset", x=10 * i, y=i, animated=False))
        elif i % 3 == 1:
            ids.append(client.send("state"))
        else:
            ids.append(client.send("ping"))
    replies = []
    while len(replies) < len(ids):
        msg = client.next_message()
        if msg["type"] == "reply":
            replies.append(msg)
    assert [r["id"] for r in replies] == ids
    assert all(r["ok"] is True for r in replies), [r for r in replies if not r["ok"]]
    for i, reply in enumerate(replies):
        if i % 3 == 1:  # the state reply follows the setContentOffset just before it
            assert_state(reply["state"], offsetX=10 * (i - 1), offsetY=i - 1)


# ------------------------------------------------------------------------------------------ zoom

def test_setZoomScale_without_animation_sets_the_zoom_at_once(quiet_server):
    client = quiet_server.connect()
    reply = client.command("setZoomScale", scale=2, animated=False)
    assert reply["ok"] is True
    # zoom 2 keeping the viewport centre (640, 400) fixed: offset (640·2 − 640, 400·2 − 400)
    # (a state line sent before the command, e.g. at the replay's start, may still be queued)
    assert_state(client.wait_for(is_state(zoom=2)), zoom=2, offsetX=640, offsetY=400)
    assert_state(client.state(), zoom=2, offsetX=640, offsetY=400)


def test_setZoomScale_centred_on_a_content_point(quiet_server):
    client = quiet_server.connect()
    client.command("setZoomScale", scale=2, x=900, y=600, animated=False)
    assert_state(client.state(), zoom=2, offsetX=900 * 2 - 640, offsetY=600 * 2 - 400)
    client.command("setZoomScale", scale=2, x=100, y=100, animated=False)  # clamped to the corner
    assert_state(client.state(), zoom=2, offsetX=0, offsetY=0)


def test_setZoomScale_clamps_to_the_zoom_limits(quiet_server):
    client = quiet_server.connect()
    client.command("setZoomScale", scale=10, animated=False)
    assert_state(client.state(), zoom=4)
    client.command("setZoomScale", scale=0.1, animated=False)
    assert_state(client.state(), zoom=0.5, offsetX=0, offsetY=0)


def test_animated_setZoomScale_passes_through_frames_to_the_target(quiet_server):
    client = quiet_server.connect()
    start = client.command("ping")["t"]
    client.command("setZoomScale", scale=2)  # animated defaults to true
    kept = collect_animation(client)
    states = [m for m in kept if m["type"] == "state"]
    zooms = [m["zoom"] for m in states]
    assert len(zooms) >= 5, f"an animated zoom should send a state per frame, got {zooms}"
    assert zooms == sorted(zooms) and zooms[0] < 2, zooms
    assert_state(states[-1], zoom=2, offsetX=640, offsetY=400)
    assert at_rest(states[-1]), states[-1]
    # 0.3 s animation (docs/scroll-zoom.md), at speed 1
    assert 0.2e6 <= kept[-1]["t"] - start <= 2e6, (start, kept[-1])
    events = [m["event"] for m in kept if m["type"] == "scroll"]
    assert "didEndZooming" in events, events


# ------------------------------------------------------------------------------------------ offsets

def test_setContentOffset_without_animation_moves_at_once(quiet_server):
    client = quiet_server.connect()
    client.command("setContentOffset", x=100, y=50, animated=False)
    assert_state(client.wait_for(is_state(offsetX=100)), offsetX=100, offsetY=50, zoom=1)
    assert_state(client.state(), offsetX=100, offsetY=50, zoom=1)


def test_animated_setContentOffset_glides_to_the_target(quiet_server):
    client = quiet_server.connect()
    client.command("setContentOffset", x=800, y=300)
    kept = collect_animation(client)
    states = [m for m in kept if m["type"] == "state"]
    xs = [m["offsetX"] for m in states]
    assert len(xs) >= 5 and xs == sorted(xs), f"intermediate offsets {xs}"
    assert_state(states[-1], offsetX=800, offsetY=300, zoom=1)
    assert at_rest(states[-1]), states[-1]


def test_zoomToRect_fills_the_viewport_with_the_rect(quiet_server):
    client = quiet_server.connect()
    client.command("zoomToRect", rect=[320, 200, 640, 400], animated=False)
    # scale min(1280/640, 800/400) = 2, rect centre (640, 400) at the viewport centre
    assert_state(client.wait_for(is_state(zoom=2)), zoom=2, offsetX=640, offsetY=400)


def test_scrollRectToVisible_scrolls_the_least_amount(quiet_server):
    client = quiet_server.connect()
    client.command("scrollRectToVisible", rect=[2000, 1000, 100, 100], animated=False)
    # the rect's far corner (2100, 1100) comes to the viewport's far corner
    assert_state(client.state(), offsetX=2100 - 1280, offsetY=1100 - 800, zoom=1)
    client.command("scrollRectToVisible", rect=[900, 400, 100, 100], animated=False)  # already visible
    assert_state(client.state(), offsetX=820, offsetY=300)
    client.command("scrollRectToVisible", rect=[10, 20, 30, 40], animated=False)
    assert_state(client.state(), offsetX=10, offsetY=20)


# ------------------------------------------------------------------------------------------ configure

def test_configure_changes_the_zoom_limits(quiet_server):
    client = quiet_server.connect()
    assert client.command("configure", maxZoom=3)["ok"] is True
    client.command("setZoomScale", scale=5, animated=False)
    assert_state(client.state(), zoom=3)
    client.command("configure", minZoom=1.5)
    client.command("setZoomScale", scale=1, animated=False)
    assert_state(client.state(), zoom=1.5)


def test_configure_changes_viewport_and_content(quiet_server):
    client = quiet_server.connect()
    client.command("configure", viewport=[640, 400], content=[1280, 800], minZoom=0.25, maxZoom=8)
    # the whole content in the viewport: scale min(640/1280, 400/800) = 0.5 at offset 0
    client.command("zoomToRect", rect=[0, 0, 1280, 800], animated=False)
    assert_state(client.state(), zoom=0.5, offsetX=0, offsetY=0)
    # zoom 4 centred on the content centre: 640·4 − 320, 400·4 − 200
    client.command("setZoomScale", scale=4, x=640, y=400, animated=False)
    assert_state(client.state(), zoom=4, offsetX=640 * 4 - 320, offsetY=400 * 4 - 200)


def test_configure_paging_reports_the_page(quiet_server):
    client = quiet_server.connect()
    client.command("configure", content=[2560, 800], paging=True, pageSize=[640, 800])
    client.command("setContentOffset", x=1280, y=0, animated=False)
    assert_state(client.state(), offsetX=1280, page=2)
    assert client.command("configure", pageSize=None)["ok"] is True  # back to the viewport
    assert_state(client.state(), page=1)


# ------------------------------------------------------------------------------------------ subscribe

def test_default_subscription_sends_scroll_and_state_lines(quiet_server):
    client = quiet_server.connect()
    client.command("setZoomScale", scale=2, animated=False)
    client.command("ping")
    types = {m["type"] for m in client.take_kept()}
    assert {"scroll", "state"} <= types, types


def test_subscribe_to_gestures_only_stops_state_lines(quiet_server):
    client = quiet_server.connect()
    assert client.subscribe(["gesture"])["ok"] is True
    client.take_kept()
    client.command("setZoomScale", scale=2, animated=False)
    client.command("setContentOffset", x=10, y=10)  # animated: many frames
    # the animation runs (0.3 s): its frames would arrive now if they were sent
    def settled():
        state = client.state()
        return at_rest(state) and abs(state["offsetX"] - 10) <= TOL
    wait_until(settled, interval=0.05, what="the animation's end")  # ≤ 20 commands/s: far below the rate limit
    client.command("ping")
    unexpected = [m for m in client.take_kept() if m["type"] in ("state", "scroll")]
    assert not unexpected, f"after subscribe [gesture]: {unexpected[:3]}"
    # …and state lines come back when subscribed again
    client.subscribe(["state"])
    client.command("setContentOffset", x=20, y=30, animated=False)
    assert_state(client.wait_for(is_state(offsetX=20, offsetY=30)), offsetX=20, offsetY=30)
    client.command("ping")
    assert not [m for m in client.take_kept() if m["type"] == "scroll"], "scroll lines without subscription"


def test_subscription_is_per_client(quiet_server):
    quiet = quiet_server.connect()
    quiet.subscribe(["gesture"])
    listener = quiet_server.connect_ws()
    quiet.command("setContentOffset", x=33, y=44, animated=False)
    assert_state(listener.wait_for(is_state(offsetX=33, offsetY=44)), offsetX=33)


def test_a_command_from_one_client_reaches_every_client(quiet_server):
    sender = quiet_server.connect()
    others = [quiet_server.connect() for _ in range(3)] + [quiet_server.connect_ws() for _ in range(2)]
    sender.command("setContentOffset", x=123, y=45, animated=False)
    for other in others:
        other.wait_for(is_state(offsetX=123, offsetY=45))


# ------------------------------------------------------------------------------------------ stats

def test_stats_reports_the_service_counters(quiet_server):
    client = quiet_server.connect()
    quiet_server.connect_ws()
    stats = client.command("stats")["stats"]
    for key in ("clients", "timersFired", "timerLatenessMaxUs", "timerLatenessP99Us", "wakeUps",
                "inputBatches", "contextSwitches", "residentBytes"):
        assert isinstance(stats.get(key), int), f"stats.{key}: {stats}"
    assert stats["clients"] == 2
    rss = quiet_server.rss_bytes()
    assert 0.5 * rss <= stats["residentBytes"] <= 2 * rss, (stats["residentBytes"], rss)


def test_commands_work_over_the_websocket(quiet_server):
    client = quiet_server.connect_ws()
    assert isinstance(client.ping(), int)
    client.command("setZoomScale", scale=2, animated=False)
    assert_state(client.wait_for(is_state(zoom=2)), zoom=2, offsetX=640, offsetY=400)
    assert_state(client.state(), zoom=2)


# ------------------------------------------------------------------------------------------ lifecycle

def test_sigterm_sends_bye_server_shutting_down_and_exits_0(quiet_server):
    unix, ws = quiet_server.connect(), quiet_server.connect_ws()
    quiet_server.signal(15)
    for client in (unix, ws):
        bye = client.wait_for(lambda m: m["type"] == "bye")
        assert bye["reason"].startswith("server shutting down"), bye
        with pytest.raises(ConnectionClosed):
            client.next_message()
    assert quiet_server.wait() == 0
    assert not os.path.exists(quiet_server.socket_path), "the socket file is left behind"


def test_sigint_exits_0_too(quiet_server):
    client = quiet_server.connect()
    quiet_server.signal(2)
    assert client.wait_for(lambda m: m["type"] == "bye")["reason"].startswith("server shutting down")
    assert quiet_server.wait() == 0


@pytest.mark.parametrize("signum", [2, 15], ids=["SIGINT", "SIGTERM"])
def test_a_signal_right_after_the_listening_line_stops_the_service_cleanly(serve, quiet_trace, signum):
    """Once the listening line is out the service is ready, signal handling included: a signal
    sent at once must neither be lost nor kill the process without its clean exit."""
    outcomes = []
    for _ in range(5):
        server = serve("--replay", quiet_trace, "--wait-clients", "0")
        server.signal(signum)
        try:
            outcomes.append(server.process.wait(5))
        except Exception:
            outcomes.append("still running after 5 s")
        server.stop()
    assert outcomes == [0] * 5, f"exit statuses after signal {signum} sent right after the listening line: {outcomes}"


def test_the_socket_is_created_0660_by_default_and_with_socket_mode(serve, quiet_trace):
    default = serve("--replay", quiet_trace, "--wait-clients", "0")
    assert stat.S_ISSOCK(os.stat(default.socket_path).st_mode)
    assert stat.S_IMODE(os.stat(default.socket_path).st_mode) == 0o660
    strict = serve("--replay", quiet_trace, "--wait-clients", "0", "--socket-mode", "0600")
    assert stat.S_IMODE(os.stat(strict.socket_path).st_mode) == 0o600


def _expect_refusal(serve, args, what, usage=False):
    """The service refuses to start: exit 1 with one line for what cannot be done (a path, a
    trace), or, for options that contradict each other or are out of range, the command line's
    usage error like every gesturekit subcommand (exit 64, EX_USAGE: an `Error:` line naming the
    option, then the usage hint)."""
    server = serve(*args, unix=False, expect_ready=False)
    code = server.wait()
    err = server.stderr_text().strip()
    assert code == (64 if usage else 1), f"{what}: exit {code}, stderr {err!r}"
    lines = err.splitlines()
    assert lines and lines[0].startswith("Error: "), f"{what}: no error line: {err!r}"
    if not usage:
        assert len(lines) == 1, f"{what}: not a one-line message: {err!r}"
    assert server.process.stdout.read() == b"", f"{what}: printed a listening line"
    return err


def test_refuses_to_replace_a_path_that_is_not_a_stale_socket(serve, quiet_trace, workdir):
    path = workdir / "not-a-socket"
    path.write_text("precious\n")
    _expect_refusal(serve, ["--replay", quiet_trace, "--socket", str(path)], "a regular file")
    assert path.read_text() == "precious\n", "the file was replaced"


def test_refuses_a_socket_in_use(serve, quiet_trace):
    first = serve("--replay", quiet_trace, "--wait-clients", "0")
    _expect_refusal(serve, ["--replay", quiet_trace, "--socket", first.socket_path], "socket in use")
    assert first.connect().ping() >= 0, "the first service stopped working"


def test_replaces_a_stale_socket(serve, quiet_trace, workdir):
    import socket as sockets
    path = str(workdir / "stale.sock")
    stale = sockets.socket(sockets.AF_UNIX, sockets.SOCK_STREAM)
    stale.bind(path)
    stale.close()  # the file stays, nobody listens
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--socket", path, unix=False)
    assert server.socket_path == path
    assert server.connect().ping() >= 0


@pytest.mark.parametrize("args,usage", [
    pytest.param([], True, id="no-transport"),
    pytest.param(["--replay", "/nonexistent/trace.gktrace", "--listen", "127.0.0.1:0"], False, id="missing-trace"),
    pytest.param(["--replay", "Traces/touchscreen/tap.gktrace", "--listen", "127.0.0.1:0",
                  "--speed=-1"], True, id="negative-speed"),
    pytest.param(["--replay", "Traces/touchscreen/tap.gktrace", "--listen", "127.0.0.1:0",
                  "--min-zoom", "3", "--max-zoom", "2"], True, id="min-zoom-above-max"),
    pytest.param(["--replay", "Traces/touchscreen/tap.gktrace", "--listen", "127.0.0.1:99999"], True, id="port-out-of-range"),
    pytest.param(["--replay", "Traces/touchscreen/tap.gktrace", "--seat", "seat0", "--listen", "127.0.0.1:0"], True,
                 id="replay-and-seat"),
])
def test_bad_options_are_refused_with_a_message_naming_them(serve, args, usage):
    _expect_refusal(serve, args, " ".join(args) or "no options", usage=usage)


def test_wait_clients_holds_the_replay_until_enough_clients_connect(serve):
    trace = "Traces/touchscreen/tap.gktrace"
    server = serve("--replay", trace, "--speed", "50", "--wait-clients", "2")
    first = server.connect()
    with pytest.raises(TimeoutError):
        first.wait_for(lambda m: m["type"] in ("gesture", "bye"), timeout=1.0)
    second = server.connect()
    for client in (first, second):
        assert client.wait_for(lambda m: m["type"] == "gesture")["recognizer"] == "singleTap"
        assert client.wait_for(lambda m: m["type"] == "bye")["reason"].startswith("end of replay")
    assert server.wait() == 0
