import GestureInput
import Testing
@testable import GestureRecognition

struct SwipeRecognizerTests {
    /// A pan that waits for a left swipe to fail (the pager arrangement).
    func pagerLike() throws -> GestureRun {
        try GestureRun([("swipeLeft", SwipeRecognizer(configuration: SwipeConfiguration(directions: [.left]))),
                        ("pan", PanRecognizer())],
                       requires: [("pan", "swipeLeft")])
    }

    func swipe(_ configuration: SwipeConfiguration = SwipeConfiguration()) throws -> GestureRun {
        try GestureRun([("swipe", SwipeRecognizer(configuration: configuration))])
    }

    /// One finger from `start` moving by `offset` in `duration`, 8 ms frames, then lifting.
    func stroke(from start: Point, by offset: Vector, in duration: TimeSpan) -> [TouchFrame] {
        var s = FingerScript()
        let steps = Int(duration.microseconds / 8000)
        return [s.frame(at: msec(0), .down(0, start))]
            + s.glide([(0, start + offset)], from: msec(0), duration: duration, steps: steps)
            + [s.frame(at: msec(0) + duration + .milliseconds(8), .up(0))]
    }

    @Test func aFastFlickLeftIsASwipeRecognizedWhileMovingAndThePanWaitingForItFails() throws {
        let r = try pagerLike()
        r.send(stroke(from: pt(400, 300), by: Vector(dx: -200, dy: 0), in: .milliseconds(200)))
        let swipe = r.events(of: "swipeLeft")
        #expect(swipe.map(\.state) == [.recognized])
        #expect(swipe.first?.direction == .left)
        #expect(swipe.first?.location == pt(400, 300))
        #expect((swipe.first?.time ?? .zero) < msec(200))
        #expect((swipe.first?.translation?.dx ?? 0) <= -50)
        #expect(r.events(of: "pan").isEmpty)
        #expect(r.failures(of: "pan") == [.dependencyRecognized])
    }

    @Test func aSlowDragIsAPanAndNotASwipe() throws {
        let r = try pagerLike()
        r.send(stroke(from: pt(400, 300), by: Vector(dx: -100, dy: 0), in: .milliseconds(496)))
        #expect(r.events(of: "swipeLeft").isEmpty)
        #expect(r.failures(of: "swipeLeft") == [.velocityTooLow])
        #expect(r.states(of: "pan").first == .began)
        #expect(r.states(of: "pan").last == .ended)
    }

    @Test(arguments: [
        (SwipeDirection.right, Vector(dx: 200, dy: 0)), (.left, Vector(dx: -200, dy: 0)),
        (.up, Vector(dx: 0, dy: -200)), (.down, Vector(dx: 0, dy: 200)),
        (.right, Vector(dx: 200, dy: 100)),   // 26.6° off: within the 30° tolerance
    ])
    func aFastStrokeAlongAnAcceptedDirectionIsRecognizedWithThatDirection(direction: SwipeDirection, offset: Vector)
        throws
    {
        let r = try swipe(SwipeConfiguration(directions: [.right, .left, .up, .down]))
        r.send(stroke(from: pt(300, 300), by: offset, in: .milliseconds(160)))
        #expect(r.states(of: "swipe") == [.recognized])
        #expect(r.events(of: "swipe").first?.direction == direction)
    }

    @Test(arguments: [
        // Right swipe configured; moving left fails at the 10 pt direction decision.
        ("left", Vector(dx: -200, dy: 0), 160, FailureReason.Code.wrongDirection),
        // 35° off the right direction: beyond the 30° tolerance.
        ("steep", Vector(dx: 200, dy: 140), 160, .wrongDirection),
        // 100 pt in 496 ms: reaches 50 pt at 200 pt/s.
        ("slow", Vector(dx: 100, dy: 0), 496, .velocityTooLow),
        // 40 pt only, fast.
        ("short", Vector(dx: 40, dy: 0), 80, .distanceTooShort),
        // 50 pt over 800 ms: the 500 ms timer fires first.
        ("long", Vector(dx: 49, dy: 0), 800, .durationTooLong),
    ])
    func aStrokeThatIsNotASwipeFails(label: String, offset: Vector, milliseconds: Int64, code: FailureReason.Code)
        throws
    {
        let r = try swipe()
        r.send(stroke(from: pt(300, 300), by: offset, in: .milliseconds(milliseconds)))
        r.finish()
        #expect(r.events.isEmpty, "\(label)")
        #expect(r.failures(of: "swipe") == [code], "\(label)")
        #expect(r.graph.isIdle)
    }

    @Test func aSecondFingerFailsAOneFingerSwipe() throws {
        let r = try swipe()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(8), .move(0, pt(110, 100)), .down(1, pt(300, 100))))
        #expect(r.failures(of: "swipe") == [.tooManyTouches])
    }

    @Test func aTwoFingerSwipeMeasuresFromWhereTheSecondFingerLanded() throws {
        let r = try swipe(SwipeConfiguration(directions: [.right], touchesRequired: 2))
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(16), .down(1, pt(100, 200))))
        r.send(s.glide([(0, pt(300, 100)), (1, pt(300, 200))], from: msec(16), duration: .milliseconds(160), steps: 20))
        let events = r.events(of: "swipe")
        #expect(events.map(\.state) == [.recognized])
        #expect(events.first?.location == pt(100, 150))
        #expect(events.first?.touches == 2)
    }

    @Test func aTwoFingerSwipeDoneWithOneFingerFails() throws {
        let r = try swipe(SwipeConfiguration(directions: [.right], touchesRequired: 2))
        r.send(stroke(from: pt(100, 100), by: Vector(dx: 200, dy: 0), in: .milliseconds(160)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "swipe") == [.tooFewTouches])
    }

    @Test func aCancelledTouchFailsTheSwipe() throws {
        let r = try swipe()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(8), .move(0, pt(110, 100))))
        r.send(s.frame(at: msec(16), .cancel(0)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "swipe") == [.touchCancelled])
    }
}
