#!/usr/bin/env python3
"""Writes the nested-scrolling golden traces of Traces/scenes/ (hand-made touch scripts on a
320x480 pt touchscreen, 120 Hz reports). Run from the package root: python3 scripts/scene-traces.py
Each trace's header `meta.summary` says what the finger does; Traces/README.md has the checks."""
import json

DEVICE = {"capabilities": ["touch"], "kind": "touchscreen", "name": "GestureKit synthetic touchscreen",
          "size_mm": [84.67, 127.0], "slots": 10}
PERIOD = 1e6 / 120  # µs between reports at 120 Hz (as TraceBuilder's recipes)


class Trace:
    def __init__(self, name, summary):
        self.name, self.summary, self.lines, self.t = name, summary, [], 0

    def row(self, **fields):
        self.lines.append({"t": self.t, "dev": 0, **fields})

    def frame(self):
        self.row(type="frame")

    def down(self, x, y):
        self.row(type="down", slot=0, x=round(x, 2), y=round(y, 2)); self.frame()

    def up(self):
        self.row(type="up", slot=0); self.frame()

    def land(self, *points):
        """Fingers landing in one report, slot i at points[i]."""
        for slot, (x, y) in enumerate(points):
            self.row(type="down", slot=slot, x=x, y=y)
        self.frame()

    def lift(self, slots):
        """Fingers of `slots` lifting in one report."""
        for slot in range(slots):
            self.row(type="up", slot=slot)
        self.frame()

    def wait(self, us):
        self.t += us

    def tap(self, x, y):
        self.down(x, y); self.wait(80000); self.up()

    def move(self, x0, y0, x1, y1, seconds):
        """From (x0, y0) to (x1, y1) at constant speed, one report per period."""
        n = round(seconds * 1e6 / PERIOD)
        start = self.t
        for i in range(1, n + 1):
            self.t = start + round(i * seconds * 1e6 / n)
            f = i / n
            self.row(type="motion", slot=0, x=round(x0 + (x1 - x0) * f, 2), y=round(y0 + (y1 - y0) * f, 2))
            self.frame()

    def drag(self, x0, y0, x1, y1, seconds, rest=0):
        self.down(x0, y0)
        self.move(x0, y0, x1, y1, seconds)
        self.wait(rest); self.up()

    def fingers(self, paths, seconds):
        """Moves several landed fingers, {slot: ((x0, y0), (x1, y1))}, at constant speed in one report each period."""
        n = round(seconds * 1e6 / PERIOD)
        start = self.t
        for i in range(1, n + 1):
            self.t = start + round(i * seconds * 1e6 / n)
            f = i / n
            for slot, ((x0, y0), (x1, y1)) in sorted(paths.items()):
                self.row(type="motion", slot=slot, x=round(x0 + (x1 - x0) * f, 2), y=round(y0 + (y1 - y0) * f, 2))
            self.frame()

    def write(self, surface=(320, 480)):
        header = {"gktrace": 1, "devices": [DEVICE], "surface": {"width": surface[0], "height": surface[1]},
                  "meta": {"generator": "scripts/scene-traces.py", "recipe": "scenes/" + self.name,
                           "reportRateHz": "120.0", "summary": self.summary}}
        with open(f"Traces/scenes/{self.name}.gktrace", "w") as f:
            f.write(json.dumps(header, ensure_ascii=False, separators=(",", ":")) + "\n")
            f.write(json.dumps({"t": 0, "dev": 0, "type": "added", "device": DEVICE}, separators=(",", ":")) + "\n")
            for line in self.lines:
                f.write(json.dumps(line, separators=(",", ":")) + "\n")


def double_tap_centre(t):
    t.wait(100000); t.tap(160, 240); t.wait(150000); t.tap(160, 240)


t = Trace("hand-over-right", "Double tap at the centre of page 0 (zoom 1.5), then one finger drags 280 pt left "
          "from (300, 240) at 200 pt/s, rests 100 ms and lifts: page 0 pans to its right edge, the pager takes the rest "
          "and settles on page 1; page 0, off screen, returns to zoom 1.")
double_tap_centre(t); t.wait(390000)
t.drag(300, 240, 20, 240, 1.4, rest=100000)
t.write()

t = Trace("slow-release-settles-back", "Double tap at the centre of page 0 (zoom 1.5), then one finger drags 180 pt "
          "left from (300, 240) at 200 pt/s, rests 100 ms and lifts: page 0 pans to its edge, the pager moves less "
          "than half a page and settles back on page 0, which keeps its zoom.")
double_tap_centre(t); t.wait(390000)
t.drag(300, 240, 120, 240, 0.9, rest=100000)
t.write()

t = Trace("fast-flick-at-edge", "Double tap at the centre of page 0 (zoom 1.5), then one finger flicks 150 pt left "
          "from (300, 240) in 100 ms (1500 pt/s) and lifts moving: page 0 pans to its edge, the pager takes the rest "
          "and the release velocity turns it one page, to page 1.")
double_tap_centre(t); t.wait(390000)
t.drag(300, 240, 150, 240, 0.1)
t.write()

t = Trace("vertical-drag-on-zoomed-page", "Double tap at the centre of page 0 (zoom 1.5), then one finger drags 200 pt "
          "up from (160, 400) at 200 pt/s, rests 100 ms and lifts: page 0 pans to its bottom edge and rubber-bands "
          "there; the horizontal pager never moves.")
double_tap_centre(t); t.wait(390000)
t.drag(160, 400, 160, 200, 1.0, rest=100000)
t.write()

t = Trace("rubber-band-first-page", "On page 0 at zoom 1, one finger drags 100 pt right from (60, 240) at 200 pt/s, "
          "rests 100 ms and lifts: the page has nothing to scroll, the pager at its first page rubber-bands and "
          "springs back.")
t.wait(100000)
t.drag(60, 240, 160, 240, 0.5, rest=100000)
t.write()

t = Trace("return-to-rest-before-inner-pan", "Double tap at the centre of page 0 (zoom 1.5), then one finger drags 280 pt "
          "left from (300, 240) at 200 pt/s and 200 pt back right at 200 pt/s, rests 100 ms and lifts: the pager, "
          "taken off its page by the hand-over, returns to it before page 0 pans back.")
double_tap_centre(t); t.wait(390000)
t.down(300, 240)
t.move(300, 240, 20, 240, 1.4)
t.move(20, 240, 220, 240, 1.0)
t.wait(100000); t.up()
t.write()

t = Trace("pinch-blocked-mid-transition", "Double tap at the centre of page 0 (zoom 1.5), one finger drags 200 pt left "
          "from (300, 240) at 200 pt/s (the pager is taken off its page), a second finger lands at (100, 340) and the "
          "two spread 100 pt apart vertically in 300 ms about a fixed centroid, rest 100 ms and lift together: the pinch "
          "is refused while the pager is off its page, so page 0 keeps zoom 1.5 and the pan goes on.")
double_tap_centre(t); t.wait(390000)
t.down(300, 240)
t.move(300, 240, 100, 240, 1.0)
t.row(type="down", slot=1, x=100, y=340); t.frame()
t.fingers({0: ((100, 240), (100, 190)), 1: ((100, 340), (100, 390))}, 0.3)
t.wait(100000)
t.lift(2)
t.write()

t = Trace("peeking-outset-drags-pager", "Peeking gallery (pager 224 pt wide at x 48, its neighbours showing 48 pt each "
          "side): one finger lands at (290, 240), in the pager's right hit outset, drags 200 pt left at 200 pt/s, rests "
          "100 ms and lifts: the touch outside the pager's frame drags it, and it settles on page 1.")
t.wait(100000)
t.drag(290, 240, 90, 240, 1.0, rest=100000)
t.write()

t = Trace("hand-over-left", "One finger flicks 150 pt left from (300, 240) in 100 ms (the pager turns to page 1), then "
          "a double tap at the centre of page 1 (zoom 1.5), then one finger drags 280 pt right from (20, 240) at "
          "200 pt/s, rests 100 ms and lifts: page 1 pans to its left edge, the pager takes the rest and settles back "
          "on page 0; page 1, off screen, returns to zoom 1.")
t.wait(100000)
t.drag(300, 240, 150, 240, 0.1)
t.wait(900000)
double_tap_centre(t); t.wait(390000)
t.drag(20, 240, 300, 240, 1.4, rest=100000)
t.write()

t = Trace("tiles-pan-down", "Tiled image (tiled-image.yaml) at zoom 1: one finger drags 460 pt up from (160, 470) "
          "at 200 pt/s, rests 100 ms and lifts: rows 2 and 3 of level 1 are needed as they come into view, row 0 is "
          "purged once it is more than the 128-pt margin out of view.")
t.wait(100000)
t.drag(160, 470, 160, 10, 2.3, rest=100000)
t.write()

t = Trace("indicators-drag", "A list (list.yaml, 320x1920 content): one finger drags 100 pt up from (160, 400) at "
          "200 pt/s, rests 100 ms and lifts: the vertical indicator appears, follows the offset, and fades out "
          "300 ms after the list comes to rest, in 250 ms.")
t.wait(100000)
t.drag(160, 400, 160, 300, 0.5, rest=100000)
t.write()

t = Trace("pinch-blocked-while-settling", "One finger flicks 150 pt left from (300, 240) in 100 ms and lifts (the "
          "pager settles towards page 1); 50 ms later two fingers land at (160, 190) and (160, 290) and spread 100 pt "
          "apart vertically in 300 ms about a fixed centroid, rest 100 ms and lift together: the landing holds the "
          "pager where it is, between pages, so the pinch is refused and page 0 keeps zoom 1; the lift lets the pager "
          "settle on page 1.")
t.wait(100000)
t.drag(300, 240, 150, 240, 0.1)
t.wait(50000)
t.land((160, 190), (160, 290))
t.fingers({0: ((160, 190), (160, 140)), 1: ((160, 290), (160, 340))}, 0.3)
t.wait(100000)
t.lift(2)
t.write()

t = Trace("rubber-band-last-page", "Two flicks of 150 pt left from (300, 240) in 100 ms, 900 ms apart, turn the pager "
          "to page 2, its last; then one finger drags 100 pt left from (260, 240) at 200 pt/s, rests 100 ms and lifts: "
          "page 2 at zoom 1 has nothing to scroll, the pager at its last page rubber-bands and springs back.")
t.wait(100000)
t.drag(300, 240, 150, 240, 0.1)
t.wait(900000)
t.drag(300, 240, 150, 240, 0.1)
t.wait(900000)
t.drag(260, 240, 160, 240, 0.5, rest=100000)
t.write()

t = Trace("autoscroll-near-bottom-edge", "A list with autoscroll (autoscroll-list.yaml, 320x960 content): one finger "
          "lands at (160, 300) and holds 600 ms (the long press begins at 500 ms), moves to (160, 465), 15 pt from "
          "the bottom edge, in 50 ms and holds 500 ms (autoscroll at 180 pt/s), moves back to (160, 300) in 50 ms "
          "(it leaves the zone: autoscroll ends), holds 200 ms, moves to (160, 478), 2 pt from the edge, in 50 ms "
          "(autoscroll at 336 pt/s) and holds 1.3 s (the content's end stops it), then lifts.")
t.wait(100000)
t.down(160, 300)
t.wait(600000)
t.move(160, 300, 160, 465, 0.05)
t.wait(500000)
t.move(160, 465, 160, 300, 0.05)
t.wait(200000)
t.move(160, 300, 160, 478, 0.05)
t.wait(1300000)
t.up()
t.write()

def tiles_zoom_and_pan():
    """The tiled large-image example's trace (examples/TiledImage): a zoom that changes the level
    of detail, then a pan across tile edges at the new level."""
    t = Trace("tiles-zoom-and-pan", "Tiled image (tiled-image.yaml) at zoom 1: a double tap at the centre zooms to "
              "1.5 (level 0, tiles of 128 image pt), then one finger drags 200 pt left and 300 pt up from (300, 400) "
              "in 1.5 s, rests 100 ms and lifts: the level-1 tiles are purged for level 0's, then level-0 tiles are "
              "needed and purged as the view pans.")
    double_tap_centre(t); t.wait(390000)
    t.drag(300, 400, 100, 100, 1.5, rest=100000)
    t.write()


tiles_zoom_and_pan()
