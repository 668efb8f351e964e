"""The kiosk page in a real browser: headless Chromium (Debian's chromium + chromium-driver,
driven by selenium) opens `GET /` of `serve --replay photo-viewer --listen 127.0.0.1:0`; the page's
gesturekit.js client follows the replay over the WebSocket, and when it has ended, the page's
`window.lastState` and the transform it applied to #content (applyState) equal the final state of
`gesturekit replay --output jsonl` for the same trace.

With a scene (`serve --scene photo-pager.yaml`), the page draws every view and lists its state:
`window.viewStates` and each view's box end in the replay's final state of that view.

GK_SAVE_SCREENSHOT=1 also saves the pages to docs/images/kiosk-demo.png and kiosk-scene.png.
Without chromium/chromedriver/selenium the test is skipped, unless GK_REQUIRE_BROWSER=1
(scripts/test-bridge.sh sets it), when it fails.
"""

from __future__ import annotations

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
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(SCREENSHOT))

    assert isinstance(last_state, dict), f"window.lastState = {last_state!r}"
    for key in ("offsetX", "offsetY", "zoom"):
        assert abs(last_state[key] - final[key]) <= 1e-3, f"lastState {last_state}, replay's final {final}"
    match = TRANSFORM.search(transform or "")
    assert match, f"#content transform {transform!r}"
    x, y, zoom = (float(v) for v in match.groups())
    assert abs(-x - final["offsetX"]) <= 1e-3 and abs(-y - final["offsetY"]) <= 1e-3, (transform, final)
    assert abs(zoom - final["zoom"]) <= 1e-3, (transform, final)
    assert origin.replace("px", "").split()[:2] == ["0", "0"], f"transform-origin {origin!r}"
    assert server.wait() == 0


@pytest.mark.browser
def test_kiosk_page_shows_every_scene_views_final_state(serve, browser):
    args = ("--scene", SCENE)
    final = {view: state for view, state in last_state_per_view(replay_jsonl(SCENE_TRACE, args)).items()}
    server = serve("--replay", SCENE_TRACE, "--speed", "2", "--wait-clients", "1", *args, unix=False, listen=True)
    _open_until_ended(browser, server)

    view_states = browser.execute_script("return window.viewStates")
    rows = browser.execute_script(
        "return [...document.querySelectorAll('#views > div')].map((r) => [r.dataset.view, r.textContent])")
    transforms = browser.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('.sv')].map("
        "(b) => [b.dataset.view, b.querySelector(':scope > .sv-content').style.transform]))")
    if os.environ.get("GK_SAVE_SCREENSHOT") == "1":
        SCENE_SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(SCENE_SCREENSHOT))

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


def _open_until_ended(browser, server):
    """Opens the demo page and waits until the page says the replay has ended."""
    browser.get(server.http + "/")
    deadline = time.monotonic() + TIMEOUT * 2
    status = None
    while time.monotonic() < deadline:
        status = browser.execute_script("return document.body && document.body.dataset.status")
        if status == "ended":
            break
        time.sleep(0.1)
    assert status == "ended", f"page status {status!r} (console: {_console(browser)})"


def _console(driver):
    try:
        return [entry["message"] for entry in driver.get_log("browser")][-10:]
    except Exception:
        return "unavailable"
