import Foundation

/// Recipes for the golden integration traces (docs/trace-format.md, "Golden traces"): one trace per
/// recognition and scroll/zoom scenario that the basic catalog does not already cover. Each is
/// replayed by `GoldenTraceTests` against a hand-reviewed `X.expected.jsonl`;
/// `Traces/README.md` records the numbers checked by hand for each.
extension TraceCatalog {
    /// Recognition scenarios (taps, long press, pan, pinch, swipe, edge pan, device removal).
    static let goldenRecognition: [Recipe] = [
        Recipe("touchscreen/serial-taps",
               """
                   A single, a double and a triple tap at the centre (80 ms presses, 150 ms apart), 800 ms between \
                   the groups.
                   """) {
            $0.tap(at: center)
            $0.wait(.milliseconds(800))
            $0.tap(at: center, count: 2)
            $0.wait(.milliseconds(800))
            $0.tap(at: center, count: 3)
        },
        Recipe(
            "touchscreen/double-tap-slow", "Two 80 ms taps at the centre, 320 ms from lift to touch: two single taps."
        ) {
            $0.tap(at: center, count: 2, interval: .milliseconds(320))
        },
        Recipe(
            "touchscreen/double-tap-far",
            "Two 80 ms taps 150 ms apart, the second 150 pt right of the first: not a double tap."
        ) {
            $0.tap(at: center)
            $0.wait(.milliseconds(150))
            $0.tap(at: center + Vector(dx: 150, dy: 0))
        },
        Recipe("touchscreen/two-finger-tap-slide",
               """
                   Two fingers 60 pt apart land at the centre; the right one slides 30 pt right in 100 ms; both lift \
                   at 150 ms.
                   """) {
            let left = $0.touchDown(at: Point(x: 610, y: 400))
            let right = $0.touchDown(at: Point(x: 670, y: 400))
            $0.frame()
            $0.move(slots: [right], duration: .milliseconds(100)) { p in [Point(x: 670 + 30 * p, y: 400)] }
            $0.hold(slots: [left, right], for: .milliseconds(50))
            $0.lift(slots: [left, right])
        },
        Recipe(
            "touchscreen/tap-jitter",
            "One 80 ms tap at the centre whose finger wobbles by up to ±3 pt per report (seed 3).",
               jitter: 3, seed: 3) { $0.tap(at: center) },
        Recipe("touchscreen/long-press-drag",
               """
                   A finger rests on (400, 400) for 700 ms, then drags 200 pt right in 400 ms (linear), rests 100 ms \
                   and lifts.
                   """) {
            let slot = $0.touchDown(at: Point(x: 400, y: 400))
            $0.frame()
            $0.hold(slots: [slot], for: .milliseconds(700))
            $0.move(slots: [slot], duration: .milliseconds(400)) { p in [Point(x: 400 + 200 * p, y: 400)] }
            $0.hold(slots: [slot], for: .milliseconds(100))
            $0.lift(slots: [slot])
        },
        Recipe("touchscreen/long-press-moved",
               """
                   A finger rests on (400, 400) for 200 ms, moves 15 pt right in 100 ms (linear), rests until 800 ms \
                   and lifts.
                   """) {
            let slot = $0.touchDown(at: Point(x: 400, y: 400))
            $0.frame()
            $0.hold(slots: [slot], for: .milliseconds(200))
            $0.move(slots: [slot], duration: .milliseconds(100)) { p in [Point(x: 400 + 15 * p, y: 400)] }
            $0.hold(slots: [slot], for: .milliseconds(500))
            $0.lift(slots: [slot])
        },
        Recipe("touchscreen/pan-one-then-two-fingers",
               """
                   A finger drags 100 pt right from (400, 400) in 200 ms; a second lands at (500, 500) and both drag \
                   100 pt right in 200 ms; they rest 100 ms and lift.
                   """) {
            let a = $0.touchDown(at: Point(x: 400, y: 400))
            $0.frame()
            $0.move(slots: [a], duration: .milliseconds(200)) { p in [Point(x: 400 + 100 * p, y: 400)] }
            let b = $0.touchDown(at: Point(x: 500, y: 500))
            $0.frame()
            $0.move(slots: [a, b], duration: .milliseconds(200)) { p in
                [Point(x: 500 + 100 * p, y: 400), Point(x: 500 + 100 * p, y: 500)]
            }
            $0.hold(slots: [a, b], for: .milliseconds(100))
            $0.lift(slots: [a, b])
        },
        Recipe("touchscreen/pinch-lift-one-first",
               """
                   Two fingers spread from 100 to 200 pt around the centre in 300 ms; the left lifts, the right 100 \
                   ms later.
                   """) {
            let left = $0.touchDown(at: Point(x: 590, y: 400))
            let right = $0.touchDown(at: Point(x: 690, y: 400))
            $0.frame()
            $0.move(slots: [left, right], duration: .milliseconds(300)) { p in
                let half = 50 + 50 * p
                return [Point(x: 640 - half, y: 400), Point(x: 640 + half, y: 400)]
            }
            $0.hold(slots: [left, right], for: .milliseconds(50))
            $0.lift(slots: [left])
            $0.hold(slots: [right], for: .milliseconds(100))
            $0.lift(slots: [right])
        },
        Recipe("touchscreen/pinch-rotate",
               """
                   Two fingers around the centre spread from 120 to 240 pt while turning 30° clockwise, linearly in \
                   400 ms; they rest and lift.
                   """) {
            let slots = [$0.touchDown(at: Point(x: 580, y: 400)), $0.touchDown(at: Point(x: 700, y: 400))]
            $0.frame()
            $0.move(slots: slots, duration: .milliseconds(400)) { p in
                let half = (120 + 120 * p) / 2, angle = Double.pi / 6 * p
                let v = Vector(dx: cos(angle) * half, dy: sin(angle) * half)
                return [center - v, center + v]
            }
            $0.hold(slots: slots, for: .milliseconds(50))
            $0.lift(slots: slots)
        },
        Recipe("touchscreen/slow-drag-left",
               """
                   One finger drags 300 pt left from (840, 400) at a constant 200 pt/s (below the 300 pt/s swipe \
                   minimum), rests 100 ms and lifts.
                   """) {
            slowDragLeft(&$0)
        },
        Recipe(
            "touchscreen/slow-drag-left-pager",
            "The slow drag, for the pager preset (the pan waits for the swipes to fail)."
        ) {
            slowDragLeft(&$0)
        },
        Recipe(
            "touchscreen/edge-pan-left",
            "One finger lands 5 pt from the left edge at y 400 and drags 300 pt right in 400 ms, eased."
        ) {
            $0.pan(from: Point(x: 5, y: 400), to: Point(x: 305, y: 400), duration: .milliseconds(400))
        },
        Recipe("touchscreen/device-removed-mid-pan",
               """
                   A finger drags right from (400, 400); the device is removed after 200 ms, while it moves; it comes \
                   back (device 1) and taps the centre 500 ms later.
                   """) {
            let slot = $0.touchDown(at: Point(x: 400, y: 400))
            $0.frame()
            $0.move(slots: [slot], duration: .milliseconds(200)) { p in [Point(x: 400 + 200 * p, y: 400)] }
            $0.removeDevice(DeviceID(0))
            $0.wait(.milliseconds(500))
            _ = $0.addDevice(TraceBuilder.touchscreen())
            $0.tap(at: center)
        },
    ]

    /// 300 pt left from (840, 400) in 1500 ms, linear (200 pt/s), then 100 ms at rest before the lift.
    static func slowDragLeft(_ b: inout TraceBuilder) {
        let slot = b.touchDown(at: Point(x: 840, y: 400))
        b.frame()
        b.move(slots: [slot], duration: .milliseconds(1500)) { p in [Point(x: 840 - 300 * p, y: 400)] }
        b.hold(slots: [slot], for: .milliseconds(100))
        b.lift(slots: [slot])
    }

    /// Scroll/zoom scenarios, end to end through the binding and the controller.
    static let goldenScrollZoom: [Recipe] = [
        Recipe("touchscreen/zoom-double-tap-at-point", "A double tap at (900, 600) (80 ms presses, 150 ms apart).") {
            $0.doubleTap(at: Point(x: 900, y: 600))
        },
        Recipe("touchscreen/zoom-double-tap-near-corner", "A double tap at (100, 80), near the top-left corner.") {
            $0.doubleTap(at: Point(x: 100, y: 80))
        },
        Recipe("touchscreen/zoom-two-finger-tap-out",
               """
                   A double tap at the centre (zoom in), then 700 ms later a two-finger tap (60 pt apart) centred on \
                   (900, 600).
                   """) {
            $0.doubleTap(at: center)
            $0.wait(.milliseconds(700))
            $0.twoFingerTap(at: Point(x: 900, y: 600), spread: 60)
        },
        Recipe("touchscreen/zoom-pinch-past-maximum",
            "Two fingers spread from 100 to 300 pt around the centre in 400 ms (scale 3), for a maximum zoom of 2."
        ) {
            $0.pinch(center: center, fromSpan: 100, toSpan: 300)
        },
        Recipe("touchscreen/flick-into-edge",
               "One finger moves up at a constant 3000 pt/s for 150 ms from (640, 700) and lifts while moving.") {
            $0.fling(from: Point(x: 640, y: 700), velocity: Vector(dx: 0, dy: -3000))
        },
        Recipe("touchscreen/paging-flick-left",
               """
                   One finger flicks left from (1100, 400) at a constant 4000 pt/s for 150 ms and lifts while moving, \
                   for paging.
                   """) {
            $0.fling(from: Point(x: 1100, y: 400), velocity: Vector(dx: -4000, dy: 0))
        },
        Recipe("touchscreen/paging-swipe-left", "One finger swipes 300 pt left in 120 ms (2500 pt/s), for paging.") {
            $0.swipe(from: Point(x: 840, y: 400), direction: .left, distance: 300)
        },
    ]
}
