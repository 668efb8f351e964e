"""Controller commands under `serve --scene FILE` (bridge protocol 2, "Scenes"): a command names
the view it acts on with `view`, acts on that view's controller as the controller's own API does,
and its effects reach clients as the scene's own lines (`scroll`/`state` with `view`,
`visiblePages`), over the real Unix socket and the real WebSocket. A missing or unknown `view`,
or a `view` without a scene, is refused with a reason naming what was expected.

The service replays the quiet trace (an hour without input) against Traces/scenes/photo-pager.yaml:
a 320×480 pager of three pages (page0…page2), each zoomable 1…4, all at rest on page 0.
"""

from __future__ import annotations

import json
import re

import pytest

from bridge_support import CommandError, replay_raw

SCENE = "Traces/scenes/photo-pager.yaml"
HAND_OVER = "Traces/scenes/hand-over-right.gktrace"
VIEWS = "pager, page0, page1, page2"


@pytest.fixture
def scene_server(serve, quiet_trace):
    return serve("--replay", quiet_trace, "--scene", SCENE, "--speed", "1", "--wait-clients", "0",
                 unix=True, listen=True)


@pytest.fixture
def commanded_scene(scene_server):
    """`scene_server`, to which commands address views (the fixture name the tests use)."""
    return scene_server


def without_time(line: bytes) -> bytes:
    return re.sub(rb'^\{"t":-?\d+,', b"{", line)


@pytest.mark.parametrize("transport", ["unix", "ws"])
def test_setPage_turns_the_pager_and_every_client_sees_the_scenes_own_lines(commanded_scene, transport):
    client = commanded_scene.connect_any(transport)
    watcher = commanded_scene.connect_any(transport)
    client.command("setPage", view="pager", page=1, animated=False)
    lines = client.take_kept()  # what the command caused came before its reply
    states = [(m["view"], m["offsetX"], m["page"]) for m in lines if m["type"] == "state"]
    assert states and states[-1] == ("pager", 320, 1), lines
    assert all(view == "pager" or offset == 0 for view, offset, _ in states), "no page moved"
    assert {"type": "visiblePages", "view": "pager", "pages": [0, 1, 2]} in [
        {k: v for k, v in m.items() if k != "t"} for m in lines], lines
    assert any(m["type"] == "scroll" and m["view"] == "pager" and m["event"] == "didScroll" for m in lines), lines

    turned = watcher.wait_for(lambda m: m["type"] == "state" and m["view"] == "pager" and m["page"] == 1)
    assert turned["offsetX"] == 320, "a command from one client reaches every client"
    reply = client.command("state")
    assert [(s["view"], s["offsetX"], s["page"]) for s in reply["views"]][0] == ("pager", 320, 1)


def test_the_lines_of_a_command_are_byte_for_byte_the_lines_the_scene_prints(commanded_scene):
    """The hand-over replay leaves the pager at rest on page 1 with page0 back at zoom 1: its last
    pager `state` and its visiblePages [0,1,2] line are what `setPage` 1 prints, but for `t`."""
    sock = commanded_scene.raw_socket()
    stream = sock.makefile("rwb")
    stream.readline()  # hello
    stream.write(b'{"id":1,"cmd":"setPage","view":"pager","page":1,"animated":false}\n')
    stream.flush()
    got = []
    while True:
        line = stream.readline().rstrip(b"\n")
        if without_time(line).startswith(b'{"type":"reply"'):
            assert json.loads(line)["ok"] is True, line
            break
        got.append(line)
    replayed = replay_raw(HAND_OVER, ("--scene", SCENE))
    pager_states = [l for l in replayed if b'"type":"state","view":"pager"' in l]
    pages = [l for l in replayed if b'"type":"visiblePages","view":"pager","pages":[0,1,2]' in l]
    assert pager_states and pages
    got_untimed = [without_time(l) for l in got]
    assert without_time(pager_states[-1]) in got_untimed, (pager_states[-1], got)
    assert without_time(pages[0]) in got_untimed, (pages[0], got)


@pytest.mark.parametrize("transport", ["unix", "ws"])
def test_every_controller_command_acts_on_the_view_it_names(commanded_scene, transport):
    client = commanded_scene.connect_any(transport)
    client.command("setZoomScale", view="page0", scale=2, animated=False)
    client.command("setContentOffset", view="page0", x=100, y=200, animated=False)
    client.command("scrollRectToVisible", view="page0", rect=[0, 0, 10, 10], animated=False)
    states = {s["view"]: s for s in client.command("state")["views"]}
    assert (states["page0"]["offsetX"], states["page0"]["offsetY"], states["page0"]["zoom"]) == (0, 0, 2)
    client.command("zoomToRect", view="page0", rect=[80, 120, 160, 240], animated=False)
    client.command("configure", view="page2", maxZoom=2)
    client.command("setZoomScale", view="page2", scale=2, animated=False)
    states = {s["view"]: s for s in client.command("state")["views"]}
    assert (states["page0"]["offsetX"], states["page0"]["offsetY"], states["page0"]["zoom"]) == (160, 240, 2)
    assert states["page2"]["zoom"] == 1, "a page off screen returns to its minimum zoom at once"
    assert (states["pager"]["offsetX"], states["pager"]["page"]) == (0, 0), "no other view moved"
    client.command("setPage", view="pager", page=2, animated=False)
    client.command("setZoomScale", view="page2", scale=4, x=160, y=240, animated=False)
    states = {s["view"]: s for s in client.command("state")["views"]}
    assert states["page2"]["zoom"] == 2, "the configured maximum holds"
    assert states["page0"]["zoom"] == 1, "page0 left the screen with the page turn"


def test_an_animated_setPage_glides_through_frames_to_the_page(commanded_scene):
    client = commanded_scene.connect()
    client.command("subscribe", types=["state", "scroll"], views=["pager"])
    client.command("setPage", view="pager", page=2)
    client.take_kept()  # lines from before: the animation's frames come after the reply
    offsets = []
    for msg in client.messages():
        if msg["type"] == "state":
            offsets.append(msg["offsetX"])
        if msg.get("event") == "didEndScrollingAnimation":
            break
    # The first frame may fall microseconds after the command: its offset can print as 0.
    assert len(set(offsets)) >= 3, "an animation of several frames"
    assert offsets == sorted(offsets) and offsets[0] < 640, offsets
    assert client.command("state")["views"][0]["offsetX"] == 640


@pytest.mark.parametrize("transport", ["unix", "ws"])
def test_a_missing_or_unknown_view_and_a_bad_page_are_refused_with_their_reason(scene_server, transport):
    client = scene_server.connect_any(transport)
    with pytest.raises(CommandError, match=f'missing "view".*{VIEWS}'):
        client.command("setZoomScale", scale=2)
    with pytest.raises(CommandError, match='unknown view "pagr" in "view"; did you mean "pager"\\?'):
        client.command("setPage", view="pagr", page=1)
    with pytest.raises(CommandError, match='unknown field "veiw"'):
        client.command("setPage", view="pager", veiw="pager", page=1)
    with pytest.raises(CommandError, match='"page" must be a whole number'):
        client.command("setPage", view="pager", page=-1)
    with pytest.raises(CommandError, match='unknown field "view"'):
        client.command("ping", view="pager")
    states = client.command("state")["views"]
    assert all((s["offsetX"], s["zoom"]) == (0, 1) for s in states), "nothing changed"


def test_what_a_view_cannot_do_is_refused_and_changes_nothing(commanded_scene):
    client = commanded_scene.connect()
    with pytest.raises(CommandError, match="paging is off"):
        client.command("setPage", view="page0", page=1)
    with pytest.raises(CommandError, match="viewport is its frame"):
        client.command("configure", view="page0", viewport=[100, 100])
    with pytest.raises(CommandError, match="holds views laid out in its content"):
        client.command("configure", view="pager", content=[1280, 480])
    states = client.command("state")["views"]
    assert all((s["offsetX"], s["zoom"]) == (0, 1) for s in states), "nothing changed"


def test_a_view_without_a_scene_is_refused_and_setPage_turns_the_one_controllers_pages(quiet_server):
    client = quiet_server.connect()
    with pytest.raises(CommandError, match='"view" names views of a scene; this service runs none'):
        client.command("setZoomScale", view="pager", scale=2)
    with pytest.raises(CommandError, match="paging is off"):
        client.command("setPage", page=1)
    client.command("configure", content=[2560, 800], paging=True, pageSize=[640, 800])
    client.command("setPage", page=2, animated=False)
    state = client.command("state")["state"]
    assert (state["offsetX"], state["page"]) == (1280, 2)
