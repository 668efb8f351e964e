import Foundation

/// Named recipes for the synthesized traces in `Traces/` (`Traces/<name>.gktrace`), each a short
/// `TraceBuilder` script, so the files can be regenerated (`gesturekit synth`) and a test can
/// check that the committed files still equal what the recipes build.
///
/// Touchscreen recipes use the default 1280 × 800 pt surface at 120 Hz and start after a 100 ms
/// lead-in; touchpad recipes use a synthetic libinput touchpad. Changing a recipe changes its
/// golden file and every expected output derived from it: review those by hand.
public enum TraceCatalog {
    /// One named trace and how to build it.
    public struct Recipe: Sendable {
        /// Path-like name: `touchscreen/double-tap` → `Traces/touchscreen/double-tap.gktrace`.
        public let name: String
        /// One sentence saying what the trace contains.
        public let summary: String
        private let script: @Sendable (inout TraceBuilder) -> Void
        private let touchpad: Bool
        private let jitter: Double
        private let seed: UInt64

        init(_ name: String, _ summary: String, touchpad: Bool = false, jitter: Double = 0, seed: UInt64 = 1,
             _ script: @escaping @Sendable (inout TraceBuilder) -> Void) {
            self.name = name; self.summary = summary; self.script = script
            self.touchpad = touchpad; self.jitter = jitter; self.seed = seed
        }

        /// Runs the recipe on a fresh builder; `meta["recipe"]` names it.
        ///
        /// - Returns: the builder holding the recipe's events.
        public func build() -> TraceBuilder {
            var b = touchpad
                ? TraceBuilder(device: TraceBuilder.touchpad(), surface: nil, jitter: jitter, seed: seed)
                : TraceBuilder(jitter: jitter, seed: seed)
            b.meta["recipe"] = name
            b.meta["summary"] = summary
            b.wait(leadIn)
            script(&b)
            return b
        }

        /// The file path of this recipe's trace under a `Traces/` directory.
        ///
        /// - Parameter tracesDirectory: the `Traces/` directory.
        /// - Returns: the `.gktrace` path.
        public func path(in tracesDirectory: String) -> String { "\(tracesDirectory)/\(name).gktrace" }

        /// Builds the trace and writes it to `path(in:)`, creating folders; returns the path.
        ///
        /// - Parameter tracesDirectory: the `Traces/` directory.
        /// - Returns: the path written.
        /// - Throws: `TraceError` or a file-system error when the folder or file cannot be written.
        @discardableResult
        public func write(in tracesDirectory: String) throws -> String {
            let path = path(in: tracesDirectory)
            let folder = (path as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw TraceError(file: folder, message: "cannot create the folder: \(error.localizedDescription)")
            }
            try build().write(to: path)
            return path
        }
    }

    /// Quiet time before every recipe's first touch (ms), like a real recording's lead-in.
    public static let leadIn = TimeSpan.milliseconds(100)

    /// Centre of the default surface (points).
    static let center = Point(x: 640, y: 400)

    /// Every recipe, in a stable order.
    public static let recipes: [Recipe] = [
        Recipe("touchscreen/tap", "One finger taps the centre for 80 ms.") { $0.tap(at: center) },
        Recipe("touchscreen/double-tap", "Two 80 ms taps at the centre, 150 ms from lift to touch.") {
            $0.doubleTap(at: center)
        },
            Recipe("touchscreen/triple-tap", "Three 80 ms taps at the centre, 150 ms apart.") {
                $0.tap(at: center, count: 3)
            },
        Recipe("touchscreen/two-finger-tap", "Two fingers 60 pt apart tap the centre and lift together.") {
            $0.twoFingerTap(at: center, spread: 60)
        },
            Recipe(
                "touchscreen/two-finger-tap-lift-apart",
                "Two fingers tap the centre; the right one lifts 60 ms after the left."
            ) {
            $0.twoFingerTap(at: center, spread: 60, liftApart: .milliseconds(60))
        },
            Recipe("touchscreen/three-finger-tap", "Three fingers 40 pt apart tap the centre.") {
                $0.threeFingerTap(at: center)
            },
        Recipe("touchscreen/long-press", "One finger rests on the centre for 800 ms.") { $0.longPress(at: center) },
        Recipe("touchscreen/long-press-jitter", "A 800 ms long press whose finger wobbles by up to ±2 pt (seed 42).",
               jitter: 2, seed: 42) { $0.longPress(at: center) },
        Recipe("touchscreen/pan", "One finger drags 400 pt right in 500 ms, eased, and rests before lifting.") {
            $0.pan(from: Point(x: 440, y: 400), to: Point(x: 840, y: 400))
        },
        Recipe("touchscreen/pan-jitter", "The pan with ±1 pt of jitter per report (seed 7).", jitter: 1, seed: 7) {
            $0.pan(from: Point(x: 440, y: 400), to: Point(x: 840, y: 400))
        },
        Recipe("touchscreen/fling", "One finger moves up at a constant 1500 pt/s for 150 ms and lifts while moving.") {
            $0.fling(from: Point(x: 640, y: 600), velocity: Vector(dx: 0, dy: -1500))
        },
        Recipe("touchscreen/fling-into-edge", """
            One finger flicks up at 3000 pt/s for 100 ms from near the bottom; with content twice the surface the \
            fling crosses the bottom edge and springs back.
            """) {
            $0.fling(from: Point(x: 640, y: 700), velocity: Vector(dx: 0, dy: -3000), duration: .milliseconds(100))
        },
        Recipe("touchscreen/photo-viewer", """
            A photo-viewer session: double tap at (800, 300), pinch out ×1.5 at the centre, a 1500 pt/s flick left, \
            then a pinch in ×⅓.
            """) {
            $0.doubleTap(at: Point(x: 800, y: 300))
            $0.wait(.milliseconds(500))
            $0.pinch(center: center, fromSpan: 200, toSpan: 300)
            $0.wait(.milliseconds(500))
            $0.fling(from: Point(x: 900, y: 400), velocity: Vector(dx: -1500, dy: 0))
            $0.wait(.milliseconds(1500))
            $0.pinch(center: center, fromSpan: 300, toSpan: 100)
        },
            Recipe(
                "touchscreen/gallery-swipes",
                "Three quick 300 pt swipes left, then one right, 900 ms apart: a gallery turning pages."
            ) {
            for _ in 0..<3 {
                $0.swipe(from: Point(x: 840, y: 400), direction: .left, distance: 300)
                $0.wait(.milliseconds(900))
            }
            $0.swipe(from: Point(x: 440, y: 400), direction: .right, distance: 300)
        },
        Recipe("touchscreen/pinch-out", "Two fingers spread from 100 to 300 pt around the centre in 400 ms.") {
            $0.pinch(center: center, fromSpan: 100, toSpan: 300)
        },
        Recipe("touchscreen/pinch-in", "Two fingers close from 300 to 100 pt around the centre in 400 ms.") {
            $0.pinch(center: center, fromSpan: 300, toSpan: 100)
        },
        Recipe("touchscreen/rotate", "Two fingers 160 pt apart turn 45° clockwise around the centre in 500 ms.") {
            $0.rotate(center: center, span: 160, by: .pi / 4)
        },
        Recipe("touchscreen/swipe-left", "One finger swipes 300 pt left in 120 ms.") {
            $0.swipe(from: Point(x: 840, y: 400), direction: .left, distance: 300)
        },
        Recipe("touchscreen/swipe-right", "One finger swipes 300 pt right in 120 ms.") {
            $0.swipe(from: Point(x: 440, y: 400), direction: .right, distance: 300)
        },
        Recipe("touchpad/pinch", "A two-finger touchpad pinch to scale 2 in 400 ms.", touchpad: true) {
            $0.touchpadPinch(fingers: 2, scale: 2)
        },
            Recipe(
                "touchpad/pinch-rotate", "A two-finger touchpad pinch to scale 0.5 turning 30° clockwise.",
                touchpad: true
            ) {
            $0.touchpadPinch(fingers: 2, scale: 0.5, rotation: .pi / 6)
        },
        Recipe("touchpad/swipe-3", "A three-finger touchpad swipe 300 units left in 300 ms.", touchpad: true) {
            $0.touchpadSwipe(fingers: 3, by: Vector(dx: -300, dy: 0))
        },
        Recipe("touchpad/hold", "Two fingers rest on the touchpad for 500 ms.", touchpad: true) {
            $0.touchpadHold(fingers: 2, duration: .milliseconds(500))
        },
            Recipe(
                "touchpad/finger-scroll", "A two-finger scroll 400 units up in 300 ms, then the axis stop.",
                touchpad: true
            ) {
            $0.fingerScroll(by: Vector(dx: 0, dy: -400))
        },
    ] + goldenRecognition + goldenScrollZoom

    /// The recipe called `name`, if any.
    ///
    /// - Parameter name: a recipe's name (`touchscreen/double-tap`).
    /// - Returns: the recipe, or nil.
    public static func recipe(named name: String) -> Recipe? { recipes.first { $0.name == name } }

    /// All recipe names, in catalog order.
    public static var names: [String] { recipes.map(\.name) }
}
