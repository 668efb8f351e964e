import GestureInput
import GestureTraces
import PropertyBased
import Testing
@testable import ScrollZoom

/// Properties of `ScrollZoomController` under extreme numbers (issue 14, DESIGN §9): random call
/// sequences with ±1e308, subnormals, NaN, ±∞, 1e22, the edges of the accepted ranges and raw
/// bit patterns. No call traps; a programmatic call throws a `ScrollZoomError` exactly when an
/// argument is outside its documented range, and then changes nothing; after every call the state
/// is finite and the zoom within [minimum, maximum] — except, once a pinch has run, until the
/// controller is at rest again (rubber band, bounce, a touch that stopped the bounce); and when all
/// fingers lift and time runs out, the controller comes to rest within the limits.
struct ControllerPropertyTests {
    /// Doubles that break arithmetic, and the edges of the accepted ranges.
    static let extremes: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 3.7, 800, -800, 1e6, -1e6, 1e-6, 1e-7, 1e12, -1e12, 1e12.nextUp, 1e18, -1e18,
        1e18.nextUp, 1e22, -1e22, 1e300, -1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1.0.nextDown, 1.0.nextUp,
        .nan, -.nan, .infinity, -.infinity,
    ]

    /// A reproducible stream of arguments drawn from one random code (SplitMix64).
    struct Arguments {
        var random: SplitMix64

        init(_ code: Int) { random = SplitMix64(seed: UInt64(bitPattern: Int64(code))) }

        mutating func next() -> UInt64 { random.next() }

        /// Half extremes, the rest ordinary numbers (sizes, offsets, scales) or any bit pattern.
        mutating func double() -> Double {
            let r = next()
            switch r % 8 {
            case 0, 1, 2, 3: return ControllerPropertyTests.extremes[Int((r >> 8) % UInt64(ControllerPropertyTests.extremes.count))]
            case 4, 5: return Double(Int((r >> 8) % 6000)) - 1000
            case 6: return Double((r >> 8) % 800) / 100
            default: return Double(bitPattern: next())
            }
        }

        /// `ordinary` three times in four, else `double()`: for arguments that should usually be
        /// valid so that a sequence gets going (a controller is built from nine of them).
        mutating func mostly(_ ordinary: Double) -> Double { next() % 4 == 0 ? double() : ordinary }

        /// A length of 1…4000 pt.
        mutating func ordinaryLength() -> Double { Double(1 + next() % 4000) }

        mutating func bool() -> Bool { next() % 2 == 0 }
        mutating func int(below n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func point() -> Point { Point(x: double(), y: double()) }
        mutating func size() -> Size { Size(width: double(), height: double()) }

        /// Soon after `now` mostly; sometimes earlier, far later, or the ends of time.
        mutating func time(after now: Timestamp) -> Timestamp {
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

    static func isLength(_ v: Double, limit: Double = ScrollZoomController.maximumLength) -> Bool {
        v.isFinite && v >= 0 && v <= limit
    }
    static func isPositiveLength(_ v: Double, limit: Double = ScrollZoomController.maximumLength) -> Bool {
        v.isFinite && v > 0 && v <= limit
    }
    static func isCoordinate(_ v: Double, limit: Double = ScrollZoomController.maximumCoordinate) -> Bool {
        v.isFinite && abs(v) <= limit
    }
    static func isPoint(_ p: Point) -> Bool { isCoordinate(p.x) && isCoordinate(p.y) }
    static func isSize(_ s: Size) -> Bool { isLength(s.width) && isLength(s.height) }
    static func isZoomLimit(_ v: Double) -> Bool { v.isFinite && ScrollZoomController.zoomScaleRange.contains(v) }
    static func isScale(_ v: Double) -> Bool { v.isFinite && v > 0 }
    static func isInset(_ i: EdgeInsets) -> Bool {
        [i.top, i.left, i.bottom, i.right].allSatisfy { isCoordinate($0, limit: ScrollZoomController.maximumLength) }
    }
    static func isRate(_ r: DecelerationRate) -> Bool { r.perMillisecond.isFinite && r.perMillisecond > 0 && r.perMillisecond < 1 }

    // MARK: Invariants

    /// Everything a caller can observe that a rejected call must leave alone.
    struct Snapshot: Equatable {
        var state: ScrollZoomState
        var viewport: Size, content: Size, inset: EdgeInsets, page: Size
        var minimum: Double, maximum: Double, rate: DecelerationRate
        var eventCount: Int

        init(_ c: ScrollZoomController) {
            state = c.state
            viewport = c.viewportSize; content = c.contentSize; inset = c.contentInset; page = c.pageSize
            minimum = c.minimumZoomScale; maximum = c.maximumZoomScale; rate = c.decelerationRate
            eventCount = c.events.count
        }
    }

    /// What is wrong with `c` after a call (empty when nothing is). `pinching`: a pinch, its bounce
    /// or a touch that interrupted the bounce may hold the zoom past a limit until it comes to rest.
    static func problems(_ c: inout ScrollZoomController, pinching: Bool) -> [String] {
        var found: [String] = []
        if !c.contentOffset.isFinite { found.append("offset \(c.contentOffset)") }
        if !(c.zoomScale.isFinite && c.zoomScale > 0) { found.append("zoom \(c.zoomScale)") }
        let inLimits = c.zoomScale >= c.minimumZoomScale && c.zoomScale <= c.maximumZoomScale
        if (!pinching || c.isIdle) && !inLimits {
            found.append("zoom \(c.zoomScale) outside [\(c.minimumZoomScale), \(c.maximumZoomScale)]\(c.isIdle ? " at rest" : "")")
        }
        if !(c.minimumContentOffset.isFinite && c.maximumContentOffset.isFinite) { found.append("offset range") }
        if !(c.contentFrame.origin.isFinite && c.contentFrame.size.isFinite) { found.append("content frame \(c.contentFrame)") }
        let count = c.pageCount, page = c.currentPage, visible = c.visiblePages
        if !(count >= 1 && page >= 0 && page < count) { found.append("page \(page) of \(count)") }
        if !(visible.lowerBound >= 0 && visible.upperBound < count && visible.contains(page)) { found.append("visible pages \(visible)") }
        if let end = c.nextIdleTime, end < c.now { found.append("motion ends at \(end), before now \(c.now)") }
        for event in c.takeEvents() {
            switch event {
            case .didScroll(_, let offset) where !offset.isFinite: found.append("\(event)")
            case .didZoom(_, let scale) where !(scale.isFinite && scale > 0): found.append("\(event)")
            case .didEndZooming(_, let scale) where !(scale.isFinite && scale > 0): found.append("\(event)")
            case .willEndDragging(_, let velocity, let target) where !(velocity.isFinite && target.isFinite): found.append("\(event)")
            default: if event.time > c.now { found.append("\(event) after now \(c.now)") }
            }
        }
        return found
    }

    /// A controller from the first arguments: `init` with extreme numbers throws exactly when one is
    /// out of range; then a plain controller stands in so that the sequence still runs.
    static func makeController(_ a: inout Arguments) throws -> ScrollZoomController {
        let viewport = Size(width: a.mostly(a.ordinaryLength()), height: a.mostly(a.ordinaryLength()))
        let content = Size(width: a.mostly(a.ordinaryLength()), height: a.mostly(a.ordinaryLength()))
        let inset = a.bool() ? EdgeInsets.zero : EdgeInsets(top: a.double(), left: a.double(), bottom: a.double(), right: a.double())
        let lower = Double(1 + a.int(below: 20)) / 10
        let scale = a.mostly(lower * 2), minimum = a.mostly(lower), maximum = a.mostly(lower * Double(1 + a.int(below: 10)))
        let rate = a.bool() ? DecelerationRate.normal : DecelerationRate(perMillisecond: a.double())
        let time = a.time(after: .zero)
        let valid = isSize(viewport) && isSize(content) && isInset(inset) && isScale(scale) && isZoomLimit(minimum)
            && isZoomLimit(maximum) && minimum <= maximum && isRate(rate)
        do {
            let c = try ScrollZoomController(viewportSize: viewport, contentSize: content, contentInset: inset, zoomScale: scale,
                                             minimumZoomScale: minimum, maximumZoomScale: maximum,
                                             centersContent: a.bool(), decelerationRate: rate, time: time)
            #expect(valid, "init accepted viewport \(viewport) content \(content) inset \(inset) zoom \(scale) in [\(minimum), \(maximum)] rate \(rate)")
            return c
        } catch {
            #expect(!valid, "init rejected valid arguments: \(error)")
            return try ScrollZoomController(viewportSize: Size(width: 800, height: 600),
                                            contentSize: Size(width: 2000, height: 1500),
                                            minimumZoomScale: 0.5, maximumZoomScale: 4, time: time)
        }
    }

    /// One programmatic call with arguments from `a`: its name, whether its arguments are all in
    /// range, and the call.
    static func programmaticCall(_ a: inout Arguments) -> (name: String, valid: Bool, call: (inout ScrollZoomController) throws -> Void) {
        let animated = a.bool()
        switch a.int(below: 12) {
        case 0:
            let s = a.double()
            return ("setZoomScale(\(s))", isScale(s), { try $0.setZoomScale(s, animated: animated) })
        case 1:
            let s = a.double(), p = a.point()
            return ("setZoomScale(\(s), centeredAt: \(p))", isScale(s) && isPoint(p), { try $0.setZoomScale(s, centeredAt: p, animated: animated) })
        case 2:
            let s = a.double(), p = a.point()
            return ("setZoomScale(\(s), anchoredAt: \(p))", isScale(s) && isPoint(p), { try $0.setZoomScale(s, anchoredAt: p, animated: animated) })
        case 3:
            let p = a.point()
            return ("setContentOffset(\(p))", isPoint(p), { try $0.setContentOffset(p, animated: animated) })
        case 4:
            let r = Rect(origin: a.point(), size: a.size())
            let valid = isPoint(r.origin) && isPositiveLength(r.width, limit: ScrollZoomController.maximumCoordinate)
                && isPositiveLength(r.height, limit: ScrollZoomController.maximumCoordinate)
            return ("zoom(to: \(r))", valid, { try $0.zoom(to: r, animated: animated) })
        case 5:
            let r = Rect(origin: a.point(), size: a.size())
            let valid = isPoint(r.origin) && isLength(r.width, limit: ScrollZoomController.maximumCoordinate)
                && isLength(r.height, limit: ScrollZoomController.maximumCoordinate)
            return ("scrollRectToVisible(\(r))", valid, { try $0.scrollRectToVisible(r, animated: animated) })
        case 6:
            let s = a.size()
            return ("setContentSize(\(s))", isSize(s), { try $0.setContentSize(s) })
        case 7:
            let s = a.size()
            return ("setViewportSize(\(s))", isSize(s), { try $0.setViewportSize(s) })
        case 8:
            let i = EdgeInsets(top: a.double(), left: a.double(), bottom: a.double(), right: a.double())
            return ("setContentInset(\(i))", isInset(i), { try $0.setContentInset(i) })
        case 9:
            let lo = a.double(), hi = a.double()
            return ("setZoomScaleLimits(\(lo), \(hi))", isZoomLimit(lo) && isZoomLimit(hi) && lo <= hi,
                    { try $0.setZoomScaleLimits(minimum: lo, maximum: hi) })
        case 10:
            let s: Size? = a.int(below: 4) == 0 ? nil : a.size()
            let valid = s.map { isPositiveLength($0.width) && isPositiveLength($0.height) } ?? true
            return ("setPageSize(\(String(describing: s)))", valid, { try $0.setPageSize(s) })
        default:
            let r = DecelerationRate(perMillisecond: a.double())
            return ("setDecelerationRate(\(r))", isRate(r), { try $0.setDecelerationRate(r) })
        }
    }

    /// A call that cannot throw: time, touches, paging, flags.
    static func otherCall(_ a: inout Arguments, _ c: inout ScrollZoomController) -> String {
        let time = a.time(after: c.now)
        switch a.int(below: 8) {
        case 0, 1: c.advance(to: time); return "advance(to: \(time))"
        case 2: c.touchDown(time: time); return "touchDown(\(time))"
        case 3: c.touchUp(time: time); return "touchUp(\(time))"
        case 4: c.stopMotion(time: time); return "stopMotion(\(time))"
        case 5: let animated = a.bool(); c.scrollToTop(animated: animated); return "scrollToTop"
        case 6:
            let pages = [Int.min, -1, 0, 1, 2, 7, Int.max]
            let page = pages[a.int(below: pages.count)]
            c.scrollToPage(page, animated: a.bool())
            return "scrollToPage(\(page))"
        default:
            switch a.int(below: 6) {
            case 0: c.isPagingEnabled.toggle()
            case 1: c.centersContent.toggle()
            case 2: c.bounces.toggle()
            case 3: c.bouncesZoom.toggle()
            case 4: c.alwaysBounceHorizontal.toggle()
            default: c.pagingFlickVelocity = a.double()
            }
            return "flag"
        }
    }

    /// An interactive call (drag, pinch) with extreme numbers: never throws, ignores non-finite
    /// input (counted).
    static func interactiveCall(_ a: inout Arguments, _ c: inout ScrollZoomController) -> String {
        let time = a.time(after: c.now)
        switch a.int(below: 7) {
        case 0: let p = a.point(); c.beginDrag(at: p, time: time); return "beginDrag(\(p))"
        case 1: let v = Vector(dx: a.double(), dy: a.double()); c.drag(translation: v, time: time); return "drag(translation: \(v))"
        case 2: let v = Vector(dx: a.double(), dy: a.double()); c.drag(by: v, time: time); return "drag(by: \(v))"
        case 3: let v = Vector(dx: a.double(), dy: a.double()); c.endDrag(velocity: v, time: time); return "endDrag(\(v))"
        case 4: let p = a.point(); c.beginZoom(focal: p, time: time); return "beginZoom(\(p))"
        case 5: let s = a.double(), p = a.point(); c.zoom(scale: s, focal: p, time: time); return "zoom(\(s), \(p))"
        default: let v = a.double(); c.endZoom(velocity: v, time: time); return "endZoom(\(v))"
        }
    }

    /// Lifts every finger and runs time to its end: the controller must come to rest within limits.
    static func settle(_ c: inout ScrollZoomController) -> [String] {
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

    /// Runs `codes` as one call sequence: the first code builds the controller, each further code one
    /// call (programmatic, or also interactive when `interactive`).
    static func run(_ codes: [Int], interactive: Bool) throws {
        guard let first = codes.first else { return }
        var setup = Arguments(first)
        var c = try makeController(&setup)
        var pinching = false
        for (index, code) in codes.dropFirst().enumerated() {
            var a = Arguments(code)
            let label: String
            switch a.int(below: interactive ? 3 : 2) {
            case 0:
                let (name, valid, call) = programmaticCall(&a)
                label = name
                let before = Snapshot(c)
                do {
                    try call(&c)
                    #expect(valid, "step \(index): \(name) was accepted")
                } catch let error as ScrollZoomError {
                    #expect(!valid, "step \(index): \(name) rejected valid arguments: \(error)")
                    #expect(error.description.hasPrefix("invalid \(error.argument): "))
                    #expect(Snapshot(c) == before, "step \(index): \(name) threw but changed the controller")
                } catch {
                    Issue.record("step \(index): \(name) threw \(error), not a ScrollZoomError")
                }
            case 1:
                label = otherCall(&a, &c)
            default:
                label = interactiveCall(&a, &c)
                pinching = true
            }
            let found = problems(&c, pinching: pinching)
            #expect(found.isEmpty, "step \(index) \(label): \(found)")
            if !found.isEmpty { return }
        }
        let found = settle(&c)
        #expect(found.isEmpty, "after settling: \(found)")
    }

    static let sequences = Gen.int(in: Int.min...Int.max).array(of: 1...60)

    @Test func programmaticCallsWithExtremeNumbersThrowExactlyForOutOfRangeArgumentsAndKeepTheStateFinite() async {
        await propertyCheck(count: 500, input: Self.sequences) { codes in
            try Self.run(codes, interactive: false)
        }
    }

    @Test func dragsAndPinchesWithExtremeNumbersKeepTheStateFiniteAndSettleWithinTheZoomLimits() async {
        await propertyCheck(count: 500, input: Self.sequences) { codes in
            try Self.run(codes, interactive: true)
        }
    }
}
