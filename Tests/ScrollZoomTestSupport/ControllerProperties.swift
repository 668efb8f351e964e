import GestureInput
import GestureTraces
import PropertyBased
import ScrollZoom

/// The generators and invariants of the controller's property tests (docs/design.md,
/// "Errors and bad input"), shared with the binding's: reproducible arguments with extreme numbers,
/// the documented ranges, and what must hold after every call and once the controller has settled.
public enum ControllerProperties {
    /// Doubles that break arithmetic, and the edges of the accepted ranges.
    public static let extremes: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 3.7, 800, -800, 1e6, -1e6, 1e-6, 1e-7, 1e12, -1e12, 1e12.nextUp, 1e18, -1e18,
        1e18.nextUp, 1e22, -1e22, 1e300, -1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1.0.nextDown, 1.0.nextUp,
        .nan, -.nan, .infinity, -.infinity,
    ]


    /// A reproducible stream of arguments drawn from one random code (SplitMix64).
    public struct Arguments {
        public var random: SplitMix64

        public init(_ code: Int) { random = SplitMix64(seed: UInt64(bitPattern: Int64(code))) }

        public mutating func next() -> UInt64 { random.next() }

        /// Half extremes, the rest ordinary numbers (sizes, offsets, scales) or any bit pattern.
        public mutating func double() -> Double {
            let r = next()
            switch r % 8 {
            case 0, 1, 2, 3:
                return ControllerProperties.extremes[Int((r >> 8) % UInt64(ControllerProperties.extremes.count))]
            case 4, 5: return Double(Int((r >> 8) % 6000)) - 1000
            case 6: return Double((r >> 8) % 800) / 100
            default: return Double(bitPattern: next())
            }
        }

        /// `ordinary` three times in four, else `double()`: for arguments that should usually be
        /// valid so that a sequence gets going (a controller is built from nine of them).
        public mutating func mostly(_ ordinary: Double) -> Double { next() % 4 == 0 ? double() : ordinary }

        /// A length of 1…4000 pt.
        public mutating func ordinaryLength() -> Double { Double(1 + next() % 4000) }

        public mutating func bool() -> Bool { next() % 2 == 0 }
        public mutating func int(below n: Int) -> Int { Int(next() % UInt64(n)) }
        public mutating func point() -> Point { Point(x: double(), y: double()) }
        public mutating func size() -> Size { Size(width: double(), height: double()) }

        /// Soon after `now` mostly; sometimes earlier, far later, or the ends of time.
        public mutating func time(after now: Timestamp) -> Timestamp {
            let r = next()
            switch r % 8 {
            case 0, 1, 2, 3: return Timestamp(microseconds: now.microseconds &+ Int64((r >> 8) % 400_000))
            case 4: return Timestamp(microseconds: now.microseconds &+ 8333)
            case 5: return Timestamp(microseconds: now.microseconds &- Int64((r >> 8) % 1_000_000))
            default:
                let ends: [Int64] = [.max, .min, 0, .max - 1000, now.microseconds &+ 1_000_000_000_000]
                return Timestamp(microseconds: ends[Int((r >> 8) % UInt64(ends.count))])
            }
        }
    }

    // MARK: The documented ranges (ScrollZoomController+Validation.swift)

    public static func isLength(_ v: Double, limit: Double = ScrollZoomController.maximumLength) -> Bool {
        v.isFinite && v >= 0 && v <= limit
    }
    public static func isPositiveLength(_ v: Double, limit: Double = ScrollZoomController.maximumLength) -> Bool {
        v.isFinite && v > 0 && v <= limit
    }
    public static func isCoordinate(_ v: Double, limit: Double = ScrollZoomController.maximumCoordinate) -> Bool {
        v.isFinite && abs(v) <= limit
    }
    public static func isPoint(_ p: Point) -> Bool { isCoordinate(p.x) && isCoordinate(p.y) }
    public static func isSize(_ s: Size) -> Bool { isLength(s.width) && isLength(s.height) }
    public static func isZoomLimit(_ v: Double) -> Bool {
        v.isFinite && ScrollZoomController.zoomScaleRange.contains(v)
    }
    public static func isScale(_ v: Double) -> Bool { v.isFinite && v > 0 }
    public static func isInset(_ i: EdgeInsets) -> Bool {
        [i.top, i.left, i.bottom, i.right].allSatisfy { isCoordinate($0, limit: ScrollZoomController.maximumLength) }
    }
    public static func isRate(_ r: DecelerationRate) -> Bool {
        r.perMillisecond.isFinite && r.perMillisecond > 0 && r.perMillisecond < 1
    }

    /// What is wrong with `c` after a call (empty when nothing is). `pinching`: a pinch, its bounce
    /// or a touch that interrupted the bounce may hold the zoom past a limit until it comes to rest.
    public static func problems(_ c: inout ScrollZoomController, pinching: Bool) -> [String] {
        var found: [String] = []
        if !c.contentOffset.isFinite { found.append("offset \(c.contentOffset)") }
        if !(c.zoomScale.isFinite && c.zoomScale > 0) { found.append("zoom \(c.zoomScale)") }
        let inLimits = c.zoomScale >= c.minimumZoomScale && c.zoomScale <= c.maximumZoomScale
        if (!pinching || c.isIdle) && !inLimits {
            found.append(
                """
                    zoom \(c.zoomScale) outside [\(c.minimumZoomScale), \
                    \(c.maximumZoomScale)]\(c.isIdle ? " at rest" : "")
                    """
            )
        }
        if !(c.minimumContentOffset.isFinite && c.maximumContentOffset.isFinite) { found.append("offset range") }
        if !(c.contentFrame.origin.isFinite && c.contentFrame.size.isFinite) {
            found.append("content frame \(c.contentFrame)")
        }
        let count = c.pageCount, page = c.currentPage, visible = c.visiblePages
        if !(count >= 1 && page >= 0 && page < count) { found.append("page \(page) of \(count)") }
        if !(visible.lowerBound >= 0 && visible.upperBound < count && visible.contains(page)) {
            found.append("visible pages \(visible)")
        }
        if let end = c.nextIdleTime, end < c.now { found.append("motion ends at \(end), before now \(c.now)") }
        for event in c.takeEvents() {
            switch event {
            case .didScroll(_, let offset) where !offset.isFinite: found.append("\(event)")
            case .didZoom(_, let scale) where !(scale.isFinite && scale > 0): found.append("\(event)")
            case .didEndZooming(_, let scale) where !(scale.isFinite && scale > 0): found.append("\(event)")
            case .willEndDragging(_, let velocity, let target) where !(velocity.isFinite && target.isFinite):
                found.append("\(event)")
            default: if event.time > c.now { found.append("\(event) after now \(c.now)") }
            }
        }
        return found
    }

    /// A controller from the first arguments: `init` with extreme numbers throws exactly when one is
    /// out of range; then a plain controller stands in so that the sequence still runs. `complaint`
    /// says when `init` accepted invalid or rejected valid arguments.
    public static func makeController(_ a: inout Arguments) throws -> (
        controller: ScrollZoomController, complaint: String?
    ) {
        let viewport = Size(width: a.mostly(a.ordinaryLength()), height: a.mostly(a.ordinaryLength()))
        let content = Size(width: a.mostly(a.ordinaryLength()), height: a.mostly(a.ordinaryLength()))
        let inset =
            a.bool()
            ? EdgeInsets.zero : EdgeInsets(top: a.double(), left: a.double(), bottom: a.double(), right: a.double())
        let lower = Double(1 + a.int(below: 20)) / 10
        let scale = a.mostly(lower * 2), minimum = a.mostly(lower),
            maximum = a.mostly(lower * Double(1 + a.int(below: 10)))
        let rate = a.bool() ? DecelerationRate.normal : DecelerationRate(perMillisecond: a.double())
        let time = a.time(after: .zero)
        let valid = isSize(viewport) && isSize(content) && isInset(inset) && isScale(scale) && isZoomLimit(minimum)
            && isZoomLimit(maximum) && minimum <= maximum && isRate(rate)
        do {
            let c = try ScrollZoomController(
                viewportSize: viewport, contentSize: content, contentInset: inset, zoomScale: scale,
                                             minimumZoomScale: minimum, maximumZoomScale: maximum,
                                             centersContent: a.bool(), decelerationRate: rate, time: time)
            let complaint = """
                init accepted viewport \(viewport) content \(content) inset \(inset) zoom \(scale) in [\(minimum), \
                \(maximum)] rate \(rate)
                """
            return (c, valid ? nil : complaint)
        } catch {
            let standIn = try ScrollZoomController(viewportSize: Size(width: 800, height: 600),
                                                   contentSize: Size(width: 2000, height: 1500),
                                                   minimumZoomScale: 0.5, maximumZoomScale: 4, time: time)
            return (standIn, valid ? "init rejected valid arguments: \(error)" : nil)
        }
    }

    /// Lifts every finger and runs time to its end: the controller must come to rest within limits.
    public static func settle(_ c: inout ScrollZoomController) -> [String] {
        let end = Timestamp(microseconds: .max)
        c.endZoom(velocity: 0, time: c.now)
        c.endDrag(velocity: .zero, time: c.now)
        c.touchUp(time: c.now)
        // Each motion ends by the end of time; a fling's end may start a bounce, and so on.
        for _ in 0..<4 where !c.isIdle { c.advance(to: end) }
        var found = problems(&c, pinching: false)
        if !c.isIdle { found.append("still moving at the end of time") }
        return found
    }

    /// Call sequences: the first code builds the controller, each further code one call.
    public static let sequences = Gen.int(in: Int.min...Int.max).array(of: 1...60)
}
