"""The kiosk page in a real browser: headless Chromium (Debian's chromium + chromium-driver,
driven by selenium) opens `GET /` of `serve --replay photo-viewer --listen 127.0.0.1:0`; the page's
gesturekit.js client follows the replay over the WebSocket, and when it has ended, the page's
`window.lastState` and the transform it applied to #content (applyState) equal the final state of
`gesturekit replay --output jsonl` for the same trace.

With a scene (`serve --scene photo-pager.yaml`), the page draws every view and, with `?debug`,
lists its state: `window.viewStates` and each view's box end in the replay's final state of that
view.

The kiosk's own gallery (`serve --scene examples/kiosk/gallery.yaml`, replaying
examples/kiosk/kiosk-tour.gktrace: a swipe to the second photo, a double tap, a pinch out, a flick,
a pinch in) is checked at three moments at rest, each screenshot: after the page turn, after the
pinch out, after the flick; and at the end. At each, every view's CSS transform is the state the
server last sent for it, that state is the replay's, the lit page dot is the pager's page, and the
photo shows exactly the tiles the server's tilesNeeded/tilesPurged lines left (level 0, twice as
sharp, once zoomed in).

GK_SAVE_SCREENSHOT=1 also saves the pages to docs/images/kiosk-demo.png, kiosk-scene.png and
kiosk-tour-1-page.png, kiosk-tour-2-pinched.png, kiosk-tour-3-flicked.png (the README's).
Without chromium/chromedriver/selenium the test is skipped, unless GK_REQUIRE_BROWSER=1
(scripts/test-bridge.sh sets it), when it fails.
"""

from __future__ import annotations

import base64
import os
import re
import shutil
import time

import pytest

from bridge_support import REPO, TIMEOUT, last_state_per_view, of_type, replay_jsonl, trace_args

TRACE = "Traces/touchscreen/photo-viewer.gktrace"
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
SCREENSHOT = REPO / "docs" / "images" / "kiosk-demo.png"
SCENE_SCREENSHOT = REPO / "docs" / "images" / "kiosk-scene.png"
SCENE = "Traces/scenes/photo-pager.yaml"
SCENE_TRACE = "Traces/scenes/hand-over-right.gktrace"
TOUR = "examples/kiosk/kiosk-tour.gktrace"  # its .args: --scene examples/kiosk/gallery.yaml
TOUR_SHOTS = REPO / "docs" / "images"
TRANSFORM = re.compile(r"translate\(\s*(-?[\d.e+-]+)px\s*,\s*(-?[\d.e+-]+)px\s*\)\s*scale\(\s*([\d.e+-]+)\s*\)")


def _browser_or_skip():
    missing = []
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("selenium (pip)")
    if not os.access(CHROMEDRIVER, os.X_OK):
        missing.append(f"chromedriver at {CHROMEDRIVER} (apt: chromium-driver)")
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        missing.append("chromium (apt)")
    if missing:
        message = "missing " + ", ".join(missing)
        if os.environ.get("GK_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture
def browser(workdir):
    _browser_or_skip()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,800", "--hide-scrollbars", f"--user-data-dir={workdir / 'chromium'}"):
        options.add_argument(argument)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    options.binary_location = binary
    service = Service(executable_path=CHROMEDRIVER, log_output=str(workdir / "chromedriver.log"))
    driver = webdriver.Chrome(service=service, options=options)
    # a 1280×800 page (the kiosk's size) whatever the headless window's own chrome takes
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    driver.set_page_load_timeout(TIMEOUT)
    driver.set_script_timeout(TIMEOUT)
    yield driver
    driver.quit()


@pytest.mark.browser
def test_kiosk_page_ends_in_the_replays_final_state(serve, browser):
    args = trace_args(REPO / TRACE)  # the trace's default options (it has no .args file)
    final = of_type(replay_jsonl(TRACE, args), "state")[-1]
    server = serve("--replay", TRACE, "--speed", "2", "--wait-clients", "1", *args, unix=False, listen=True)

    _open_until_ended(browser, server)

    last_state = browser.execute_script("return window.lastState")
    transform = browser.execute_script("return document.querySelector('#content').style.transform")
    origin = browser.execute_script("return document.querySelector('#content').style.transformOrigin")

    if os.environ.get("GK_SAVE_SCREENSHOT") == "1":
        _save_screenshot(browser, SCREENSHOT)

    assert isinstance(last_state, dict), f"window.lastState = {last_state!r}"
    for key in ("offsetX", "offsetY", "zoom"):
        assert abs(last_state[key] - final[key]) <= 1e-3, f"lastState {last_state}, replay's final {final}"
    match = TRANSFORM.search(transform or "")
    assert match, f"#content transform {transform!r}"
    x, y, zoom = (float(v) for v in match.groups())
    assert abs(-x - final["offsetX"]) <= 1e-3 and abs(-y - final["offsetY"]) <= 1e-3, (transform, final)
    assert abs(zoom - final["zoom"]) <= 1e-3, (transform, final)
    assert origin.replace("px", "").split()[:2] == ["0", "0"], f"transform-origin {origin!r}"
    shown = browser.execute_script(
        "return [...document.querySelectorAll('#content .photo img.tile')].filter((i) => i.naturalWidth > 0).length")
    assert shown == 20, f"the photo's 5 × 4 tiles of level 1 decoded, found {shown}"
    assert server.wait() == 0


@pytest.mark.browser
def test_kiosk_page_shows_every_scene_views_final_state(serve, browser):
    args = ("--scene", SCENE)
    final = {view: state for view, state in last_state_per_view(replay_jsonl(SCENE_TRACE, args)).items()}
    server = serve("--replay", SCENE_TRACE, "--speed", "2", "--wait-clients", "1", *args, unix=False, listen=True)
    _open_until_ended(browser, server, "/?debug")

    view_states = browser.execute_script("return window.viewStates")
    rows = browser.execute_script(
        "return [...document.querySelectorAll('#views > div')].map((r) => [r.dataset.view, r.textContent])")
    transforms = browser.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('.sv')].map("
        "(b) => [b.dataset.view, b.querySelector(':scope > .sv-content').style.transform]))")
    if os.environ.get("GK_SAVE_SCREENSHOT") == "1":
        _save_screenshot(browser, SCENE_SCREENSHOT)

    assert list(final) == ["pager", "page0", "page1", "page2"], final
    assert [view for view, _ in rows] == list(final), rows
    assert sorted(view_states) == sorted(final), view_states
    for view, want in final.items():
        got = view_states[view]
        for key in ("offsetX", "offsetY", "zoom", "page"):
            assert abs(got[key] - want[key]) <= 1e-3, f"{view}: page {got}, replay's final {want}"
        text = dict(rows)[view]
        assert f"page {want['page']}" in text and f"zoom {round(want['zoom'] * 1000) / 10:g}%" in text, (view, text)
        match = TRANSFORM.search(transforms[view] or "")
        assert match, f"{view}: transform {transforms[view]!r}"
        x, y, zoom = (float(v) for v in match.groups())
        assert abs(-x - want["offsetX"]) <= 1e-3 and abs(-y - want["offsetY"]) <= 1e-3, (view, transforms[view], want)
        assert abs(zoom - want["zoom"]) <= 1e-3, (view, transforms[view], want)
    assert final["pager"]["page"] == 1, "the hand-over turned the pager to its second page"
    assert server.wait() == 0


def _open_until_ended(browser, server, path="/"):
    """Opens the demo page and waits until the page says the replay has ended."""
    browser.get(server.http + path)
    deadline = time.monotonic() + TIMEOUT * 2
    status = None
    while time.monotonic() < deadline:
        status = browser.execute_script("return document.body && document.body.dataset.status")
        if status == "ended":
            break
        time.sleep(0.1)
    assert status == "ended", f"page status {status!r} (console: {_console(browser)})"


# One atomic look at the page (no message is handled while a script runs): each view's state as
# the server last sent it, the CSS transform of its content, the tiles its photo shows by level,
# the lit dots, the caption, and the time of the latest line.
LOOK = """
const look = { status: document.body.dataset.status, t: window.lastT, views: {},
  caption: document.querySelector('#caption').innerText };
for (const box of document.querySelectorAll('.sv')) {
  const name = box.dataset.view, tiles = {};
  for (const img of box.querySelectorAll(':scope > .sv-content > .photo img.tile:not(.purged)')) {
    (tiles[img.dataset.level] ??= []).push(img.dataset.tile);
  }
  const dots = [...box.querySelectorAll(':scope > .dots > span')].map((d) => d.classList.contains('on'));
  look.views[name] = { state: window.viewStates[name] ?? null, tiles, dots,
    transform: box.querySelector(':scope > .sv-content').style.transform };
}
return look;
"""


def _moving(state):
    return any(state.get(flag) for flag in ("tracking", "dragging", "decelerating", "zooming", "zoomBouncing"))


def _same(got, want):
    return got is not None and all(abs(got[k] - want[k]) <= 1e-3 for k in ("offsetX", "offsetY", "zoom"))


def _tiles_until(lines, view, t):
    """The tiles of `view` the replay's tilesNeeded/tilesPurged lines up to time t leave, by level."""
    shown = {}
    for line in lines:
        if line["t"] > t:
            break
        if line.get("view") == view and line["type"] in ("tilesNeeded", "tilesPurged"):
            level = shown.setdefault(str(line["level"]), set())
            tiles = {f"{c},{r}" for c, r in line["tiles"]}
            level |= tiles if line["type"] == "tilesNeeded" else set()
            level -= tiles if line["type"] == "tilesPurged" else set()
    return {level: tiles for level, tiles in shown.items() if tiles}


@pytest.mark.browser
def test_the_kiosk_gallery_shows_each_moment_of_the_tour(serve, browser, workdir):
    args = trace_args(REPO / TOUR)
    lines = replay_jsonl(TOUR, args)
    scrolls = [m for m in lines if m["type"] == "scroll"]
    turned = next(m for m in scrolls if m["view"] == "gallery" and m["event"] == "didEndDecelerating")
    pinched = [m for m in scrolls if m["view"] == "photo1" and m["event"] == "didEndZooming"][1]
    flicked = [m for m in scrolls if m["view"] == "photo1" and m["event"] == "didEndDecelerating"][-1]
    final = last_state_per_view(lines)
    assert turned["offsetX"] == 1280 and pinched["zoom"] > 2 and flicked["offsetX"] > pinched["offsetX"], \
        "the tour turns a page, zooms in, then flicks left"
    # the replay at half speed: each moment stays at rest for a second or more
    server = serve("--replay", TOUR, "--speed", "0.5", "--wait-clients", "1", *args, unix=False, listen=True)
    browser.get(server.http + "/")

    def wait_for(what, ready):
        deadline = time.monotonic() + TIMEOUT * 2
        look = None
        while time.monotonic() < deadline:
            look = browser.execute_script(LOOK)
            if ready(look):
                return look
            time.sleep(0.03)
        pytest.fail(f"the kiosk page never showed {what}: last look {look} (console: {_console(browser)})")

    def at_rest(view, want):
        return lambda look: (view in look["views"] and _same(look["views"][view]["state"], want)
                             and not _moving(look["views"][view]["state"]))

    # three moments at rest, each screenshot (the end: checked only, it looks like the first)
    moments = [
        ("1-page", "the gallery turned to its second photo", at_rest("gallery", turned)),
        ("2-pinched", "the ladybird pinched to zoom 2.25", at_rest("photo1", pinched)),
        ("3-flicked", "the zoomed ladybird after the flick", at_rest("photo1", flicked)),
        ("end", "the end of the replay", lambda look: look["status"] == "ended"),
    ]
    for name, what, ready in moments:
        look = wait_for(what, ready)
        if name != "end":
            # the tiles just added are drawn before the screenshot (decoding takes milliseconds)
            browser.execute_script("await Promise.all([...document.querySelectorAll('img')].map((i) => i.decode()"
                                   ".catch(() => {})))")
            shot = workdir / f"kiosk-tour-{name}.png"
            _save_screenshot(browser, shot)
            if os.environ.get("GK_SAVE_SCREENSHOT") == "1":
                shutil.copyfile(shot, TOUR_SHOTS / shot.name)

        for view, seen in look["views"].items():
            state = seen["state"]
            assert state is not None, f"{what}: {view} got no state line"
            match = TRANSFORM.search(seen["transform"] or "")
            assert match, f"{what}: {view}'s transform {seen['transform']!r}"
            x, y, zoom = (float(v) for v in match.groups())
            assert abs(-x - state["offsetX"]) <= 1e-3 and abs(-y - state["offsetY"]) <= 1e-3 \
                and abs(zoom - state["zoom"]) <= 1e-3, \
                f"{what}: {view} drawn at {seen['transform']!r}, but the server said {state}"
        gallery = look["views"]["gallery"]
        assert gallery["state"]["page"] == 1 and gallery["dots"] == [False, True, False], \
            f"{what}: the second dot lit for page 1, dots {gallery['dots']} at page {gallery['state']['page']}"
        assert look["caption"].startswith("Ladybird"), f"{what}: caption {look['caption']!r}"
        if name == "end":
            for view, want in final.items():
                assert _same(look["views"][view]["state"], want), f"the end: {view} {look['views'][view]}, want {want}"
        photo1 = {level: set(tiles) for level, tiles in look["views"]["photo1"]["tiles"].items()}
        assert photo1 == _tiles_until(lines, "photo1", look["t"]), \
            f"{what}: photo1 shows the tiles {photo1}, the replay's lines up to t {look['t']} say otherwise"
        if name in ("2-pinched", "3-flicked"):
            assert set(photo1) == {"0"}, f"zoomed in, the photo shows its sharper level 0 only: {photo1}"
    assert server.wait() == 0


def _save_screenshot(browser, path):
    """The 1280×800 page as an 800×500 PNG (Chromium scales it: the README's images stay small)."""
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "clip": {"x": 0, "y": 0, "width": 1280, "height": 800, "scale": 0.625}})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base64.b64decode(shot["data"]))


def _console(driver):
    try:
        return [entry["message"] for entry in driver.get_log("browser")][-10:]
    except Exception:
        return "unavailable"
