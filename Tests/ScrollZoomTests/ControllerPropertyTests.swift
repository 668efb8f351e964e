import GestureInput
import PropertyBased
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

/// Properties of `ScrollZoomController` under extreme numbers (docs/design.md, "Errors
/// and bad input"): random call sequences with ±1e308, subnormals, NaN, ±∞, 1e22, the edges of the
/// accepted ranges and raw bit patterns. No call traps; a programmatic call throws a
/// `ScrollZoomError` exactly when an argument is outside its documented range, and then changes
/// nothing; after every call the state is finite and the zoom within [minimum, maximum] — except,
/// once a pinch has run, until the controller is at rest again (rubber band, bounce, a touch that
/// stopped the bounce); and when all fingers lift and time runs out, the controller comes to rest
/// within the limits.
struct ControllerPropertyTests {
    typealias Arguments = ControllerProperties.Arguments

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

    /// One programmatic call with arguments from `a`: its name, whether its arguments are all in
    /// range, and the call.
    static func programmaticCall(_ a: inout Arguments) -> (
        name: String, valid: Bool, call: (inout ScrollZoomController) throws -> Void
    ) {
        let animated = a.bool()
        switch a.int(below: 12) {
        case 0:
            let s = a.double()
            return (
                "setZoomScale(\(s))", ControllerProperties.isScale(s), { try $0.setZoomScale(s, animated: animated) }
            )
        case 1:
            let s = a.double(), p = a.point()
            return (
                "setZoomScale(\(s), centeredAt: \(p))",
                ControllerProperties.isScale(s) && ControllerProperties.isPoint(p),
                { try $0.setZoomScale(s, centeredAt: p, animated: animated) }
            )
        case 2:
            let s = a.double(), p = a.point()
            return (
                "setZoomScale(\(s), anchoredAt: \(p))",
                ControllerProperties.isScale(s) && ControllerProperties.isPoint(p),
                { try $0.setZoomScale(s, anchoredAt: p, animated: animated) }
            )
        case 3:
            let p = a.point()
            return (
                "setContentOffset(\(p))", ControllerProperties.isPoint(p),
                { try $0.setContentOffset(p, animated: animated) }
            )
        case 4:
            let r = Rect(origin: a.point(), size: a.size())
            let valid =
                ControllerProperties.isPoint(r.origin)
                && ControllerProperties.isPositiveLength(r.width, limit: ScrollZoomController.maximumCoordinate)
                && ControllerProperties.isPositiveLength(r.height, limit: ScrollZoomController.maximumCoordinate)
            return ("zoom(to: \(r))", valid, { try $0.zoom(to: r, animated: animated) })
        case 5:
            let r = Rect(origin: a.point(), size: a.size())
            let valid =
                ControllerProperties.isPoint(r.origin)
                && ControllerProperties.isLength(r.width, limit: ScrollZoomController.maximumCoordinate)
                && ControllerProperties.isLength(r.height, limit: ScrollZoomController.maximumCoordinate)
            return ("scrollRectToVisible(\(r))", valid, { try $0.scrollRectToVisible(r, animated: animated) })
        case 6:
            let s = a.size()
            return ("setContentSize(\(s))", ControllerProperties.isSize(s), { try $0.setContentSize(s) })
        case 7:
            let s = a.size()
            return ("setViewportSize(\(s))", ControllerProperties.isSize(s), { try $0.setViewportSize(s) })
        case 8:
            let i = EdgeInsets(top: a.double(), left: a.double(), bottom: a.double(), right: a.double())
            return ("setContentInset(\(i))", ControllerProperties.isInset(i), { try $0.setContentInset(i) })
        case 9:
            let lo = a.double(), hi = a.double()
            return (
                "setZoomScaleLimits(\(lo), \(hi))",
                ControllerProperties.isZoomLimit(lo) && ControllerProperties.isZoomLimit(hi) && lo <= hi,
                    { try $0.setZoomScaleLimits(minimum: lo, maximum: hi) })
        case 10:
            let s: Size? = a.int(below: 4) == 0 ? nil : a.size()
            let valid =
                s.map {
                    ControllerProperties.isPositiveLength($0.width) && ControllerProperties.isPositiveLength($0.height)
                } ?? true
            return ("setPageSize(\(String(describing: s)))", valid, { try $0.setPageSize(s) })
        default:
            let r = DecelerationRate(perMillisecond: a.double())
            return ("setDecelerationRate(\(r))", ControllerProperties.isRate(r), { try $0.setDecelerationRate(r) })
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
        case 1:
            let v = Vector(dx: a.double(), dy: a.double()); c.drag(translation: v, time: time);
            return "drag(translation: \(v))"
        case 2: let v = Vector(dx: a.double(), dy: a.double()); c.drag(by: v, time: time); return "drag(by: \(v))"
        case 3:
            let v = Vector(dx: a.double(), dy: a.double()); c.endDrag(velocity: v, time: time); return "endDrag(\(v))"
        case 4: let p = a.point(); c.beginZoom(focal: p, time: time); return "beginZoom(\(p))"
        case 5: let s = a.double(), p = a.point(); c.zoom(scale: s, focal: p, time: time); return "zoom(\(s), \(p))"
        default: let v = a.double(); c.endZoom(velocity: v, time: time); return "endZoom(\(v))"
        }
    }

    /// Runs `codes` as one call sequence: the first code builds the controller, each further code one
    /// call (programmatic, or also interactive when `interactive`).
    static func run(_ codes: [Int], interactive: Bool) throws {
        guard let first = codes.first else { return }
        var setup = Arguments(first)
        let made = try ControllerProperties.makeController(&setup)
        #expect(made.complaint == nil, "\(made.complaint ?? "")")
        var c = made.controller
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
            let found = ControllerProperties.problems(&c, pinching: pinching)
            #expect(found.isEmpty, "step \(index) \(label): \(found)")
            if !found.isEmpty { return }
        }
        let found = ControllerProperties.settle(&c)
        #expect(found.isEmpty, "after settling: \(found)")
    }

    @Test func programmaticCallsWithExtremeNumbersThrowExactlyForOutOfRangeArgumentsAndKeepTheStateFinite() async {
        await propertyCheck(count: 500, input: ControllerProperties.sequences) { codes in
            try Self.run(codes, interactive: false)
        }
    }

    @Test func dragsAndPinchesWithExtremeNumbersKeepTheStateFiniteAndSettleWithinTheZoomLimits() async {
        await propertyCheck(count: 500, input: ControllerProperties.sequences) { codes in
            try Self.run(codes, interactive: true)
        }
    }
}
