"""`serve --scene FILE` (bridge protocol 2, "Scenes"): the service drives a scene of scroll views as
`replay --scene` does, and every scene line reaches clients over the real Unix socket and the real
WebSocket with its `view`: the lines that are never coalesced byte for byte as replay prints them,
hello listing the views, the `state` reply holding every view, `subscribe` choosing views. A bad
scene file stops `serve` before it binds anything.
"""

from __future__ import annotations

import json
import os

import pytest

from bridge_support import (CommandError, golden_traces, last_state_per_view, of_type, read_unix_stream,
                            replay_jsonl, replay_raw)

SCENE = "Traces/scenes/photo-pager.yaml"
HAND_OVER = "Traces/scenes/hand-over-right.gktrace"
PAGER_VIEWS = ["pager", "page0", "page1", "page2"]
SCENE_GOLDEN = [g for g in golden_traces() if "--scene" in g.args]
SPEED = os.environ.get("BRIDGE_GOLDEN_SPEED", "50")


def test_there_are_scene_traces_to_compare():
    assert len(SCENE_GOLDEN) >= 8, "Traces/scenes/ should hold the scene golden traces (--scene in X.args)"


def never_coalesced(lines):
    """The lines a queue never replaces (docs/bridge.md, "Slow clients"), without the bridge's own
    (hello, reply, bye) and those replay does not print by default (input)."""
    kept = []
    for line in lines:
        m = json.loads(line)
        if m["type"] in ("hello", "reply", "bye", "input", "state"):
            continue
        if m["type"] == "scroll" and m["event"] in ("didScroll", "didZoom"):
            continue
        kept.append(line)
    return kept


@pytest.mark.parametrize("golden", SCENE_GOLDEN, ids=[g.name for g in SCENE_GOLDEN])
def test_every_scene_line_that_is_never_coalesced_is_the_line_replay_prints(serve, golden):
    server = serve("--replay", golden.trace, "--speed", SPEED, "--wait-clients", "1", *golden.args)
    raw = read_unix_stream(server)
    want = never_coalesced(replay_raw(golden.trace, golden.args))
    got = never_coalesced(raw)
    assert any(b'"view":' in line for line in want), "a scene trace should print lines that name their view"
    for i, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"line {i + 1} differs\n  serve:  {g!r}\n  replay: {w!r}"
    assert len(got) == len(want), f"{len(got)} lines, replay printed {len(want)}"
    assert server.wait() == 0, server.stderr_text()[-2000:]


@pytest.mark.parametrize("transport", ["unix", "ws"])
def test_scroll_and_state_lines_name_their_view_and_a_client_can_choose_one_view(serve, transport):
    """Two clients: one subscribed to the pager's state and visiblePages lines only, one with the
    default subscription; the replay starts when both are connected (--wait-clients 2)."""
    server = serve("--replay", HAND_OVER, "--scene", SCENE, "--speed", SPEED, "--wait-clients", "2",
                   unix=transport == "unix", listen=transport == "ws")
    pager_only = server.connect_any(transport)
    pager_only.subscribe(["state", "visiblePages"], views=["pager"])
    everything = server.connect_any(transport)
    chosen, every = list(pager_only), list(everything)

    assert everything.hello["views"] is not None and [v["name"] for v in everything.hello["views"]] == PAGER_VIEWS
    assert every[-1]["type"] == "bye" and chosen[-1]["type"] == "bye"
    lines = [m for m in every if m["type"] in ("scroll", "state")]
    assert lines and all(m.get("view") in PAGER_VIEWS for m in lines), [m for m in lines if "view" not in m][:3]
    assert {m["view"] for m in lines} >= {"pager", "page1"}, "the hand-over moves the zoomed page and the pager"
    assert of_type(every, "visiblePages"), "the pager reports its visible pages"
    assert of_type(every, "gesture"), "gesture lines name no view and still arrive"

    received = [m for m in chosen if m["type"] not in ("reply", "bye")]
    assert {m["type"] for m in received} == {"state", "visiblePages"}, {m["type"] for m in received}
    assert all(m["view"] == "pager" for m in received), [m for m in received if m["view"] != "pager"][:3]
    want = [m for m in of_type(replay_jsonl(HAND_OVER, ("--scene", SCENE)), "visiblePages")]
    assert of_type(received, "visiblePages") == want
    assert last_state_per_view(received)["pager"] == last_state_per_view(every)["pager"]


SCENE_ONLY_TYPES = ["visiblePages", "indicator", "tilesNeeded", "tilesPurged", "autoscroll"]
# (golden trace, a scene-only line type it prints, the view that prints it)
SCENE_ONLY_LINES = [("scenes/autoscroll-near-bottom-edge", "autoscroll", "list"),
                    ("scenes/indicators-drag", "indicator", "list"),
                    ("scenes/tiles-pan-down", "tilesNeeded", "image"),
                    ("scenes/tiles-pan-down", "tilesPurged", "image")]


@pytest.mark.parametrize("name,kind,view", SCENE_ONLY_LINES, ids=[f"{n}:{k}" for n, k, _ in SCENE_ONLY_LINES])
def test_a_client_subscribed_to_one_scene_line_type_receives_exactly_the_lines_replay_prints_of_it(serve, name,
                                                                                                 kind, view):
    """Two clients of the view: one subscribed to `kind` only, one to every other scene-only type
    (tilesNeeded and tilesPurged are told apart); the replay starts when both are connected."""
    golden = next(g for g in SCENE_GOLDEN if g.name == name)
    server = serve("--replay", golden.trace, "--speed", SPEED, "--wait-clients", "2", *golden.args)
    only = server.connect()
    only.subscribe([kind], views=[view])
    others = server.connect()
    others.subscribe([t for t in SCENE_ONLY_TYPES if t != kind], views=[view])
    got, rest = list(only), list(others)

    want = of_type(replay_jsonl(golden.trace, golden.args), kind)
    assert want and all(m["view"] == view for m in want), f"{name} should print {kind} lines of {view}"
    assert [m for m in got if m["type"] not in ("reply", "bye")] == want
    assert not of_type(rest, kind), f"a client not subscribed to {kind} received one"
    assert server.wait() == 0, server.stderr_text()[-2000:]


def test_hello_lists_the_views_and_the_state_reply_holds_every_views_state(serve, quiet_trace):
    server = serve("--replay", quiet_trace, "--scene", SCENE, "--speed", "1", "--wait-clients", "0")
    client = server.connect()
    hello = client.hello
    assert hello["protocol"] == 2
    assert hello["viewport"] is None and hello["content"] is None, "a scene runs no one controller"
    assert hello["views"][0] == {"name": "pager", "parent": None, "frame": [0, 0, 320, 480], "content": [960, 480],
                                 "minZoom": 1, "maxZoom": 1, "paging": True, "pageSize": [320, 480]}
    assert [(v["name"], v["parent"]) for v in hello["views"][1:]] == [("page0", "pager"), ("page1", "pager"),
                                                                       ("page2", "pager")]
    assert hello["views"][2]["frame"] == [320, 0, 320, 480] and hello["views"][2]["maxZoom"] == 4

    reply = client.command("state")
    assert [s["view"] for s in reply["views"]] == PAGER_VIEWS
    assert reply["state"] == reply["views"][0]
    for state in reply["views"]:
        assert (state["offsetX"], state["offsetY"], state["zoom"], state["page"]) == (0, 0, 1, 0), state
        assert isinstance(state["t"], int)


def test_a_view_the_scene_lacks_and_a_controller_command_without_a_view_are_refused_with_their_reason(serve, quiet_trace):
    server = serve("--replay", quiet_trace, "--scene", SCENE, "--speed", "1", "--wait-clients", "0")
    client = server.connect()
    with pytest.raises(CommandError, match='unknown view "pagee".*did you mean "pager"'):
        client.subscribe(["state"], views=["pagee"])
    with pytest.raises(CommandError, match='missing "view".*pager, page0, page1, page2'):
        client.command("setZoomScale", scale=2)  # which view: test_scene_commands.py
    assert client.command("ping")["ok"] is True, "the connection keeps working"


def test_a_bad_scene_file_fails_at_start_with_its_line_and_leaves_no_socket(serve, workdir):
    scene = workdir / "bad.yaml"
    scene.write_text("views:\n  - name: a\n    frame: [0, 0, 10, 10]\n    content: [10, 10]\n    zoom: 2\n",
                     encoding="utf-8")
    server = serve("--replay", HAND_OVER, "--scene", str(scene), expect_ready=False)
    assert server.wait() == 1
    assert f"{scene}:5:5: unknown key `zoom` in view `a`" in server.stderr_text(), server.stderr_text()
    assert server.process.stdout.read() == b"", "no listening line"
    assert not (workdir / "gk0.sock").exists(), "a socket was left behind"


def test_a_model_option_contradicts_the_scene_as_for_replay(serve, workdir):
    server = serve("--replay", HAND_OVER, "--scene", SCENE, "--viewport", "320x480", expect_ready=False)
    assert server.wait() == 64
    assert "--viewport contradicts it" in server.stderr_text(), server.stderr_text()
    assert not (workdir / "gk0.sock").exists()
