import GestureInput
import Testing
@testable import GestureRecognition

struct PinchRecognizerTests {
    func run() throws -> GestureRun { try GestureRun([("pinch", PinchRecognizer())]) }

    /// Two fingers 100 pt apart around (200, 200), spreading to 300 pt in 200 ms.
    func spread(_ s: inout FingerScript, to span: Double = 300) -> [TouchFrame] {
        [s.frame(at: msec(0), .down(0, pt(150, 200)), .down(1, pt(250, 200)))]
            + s.glide([(0, pt(200 - span / 2, 200)), (1, pt(200 + span / 2, 200))], from: msec(0),
                      duration: .milliseconds(200), steps: 25)
    }

    @Test func pinchingOutFrom100To300PointsGivesScale3AtTheMidpoint() throws {
        let r = try run()
        var s = FingerScript()
        r.send(spread(&s))
        r.send(s.frame(at: msec(208), .up(0), .up(1)))
        let events = r.events(of: "pinch")
        #expect(events.first?.state == .began)
        let last = try #require(events.last)
        #expect(last.state == .ended)
        #expect(abs((last.scale ?? 0) - 3) <= 0.01)
        #expect(last.location == pt(200, 200))
        #expect(last.translation == .zero)
        // 100 → 300 pt in 200 ms: the scale grows by 10 per second.
        #expect(abs((last.scaleVelocity ?? 0) - 10) <= 0.5)
    }

    /// Frames in which the fingers did not move are velocity samples too (Flutter,
    /// Android). Spread to scale 3 at 10 /s, held still for 4 frames (36 ms), lifted: the LSQ2
    /// fit over the last 100 ms gives 0.060 /s (numpy refit), not the 10 /s of the last move.
    @Test func fingersReportedStillBeforeLiftingReleaseThePinchAtTheScaleVelocityOfTheirRest() throws {
        let r = try run()
        var s = FingerScript()
        r.send(spread(&s))
        for t in [208.0, 216, 224, 232] { r.send(s.frame(at: msec(t), [])) }
        r.send(s.frame(at: msec(236), .up(0), .up(1)))
        let last = try #require(r.events(of: "pinch").last)
        #expect(last.state == .ended)
        #expect(abs((last.scaleVelocity ?? .nan) - 0.060) < 0.001)
    }

    @Test func theSlopIsNotLostTheScaleStaysRelativeToTheSpanWhenTheSecondFingerLanded() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(150, 200)), .down(1, pt(250, 200))))
        r.send(s.frame(at: msec(10), .move(0, pt(148, 200)), .move(1, pt(252, 200))))   // 4 %: within the slop
        #expect(r.events.isEmpty)
        r.send(s.frame(at: msec(20), .move(0, pt(146, 200)), .move(1, pt(254, 200))))   // 8 %
        let began = try #require(r.events(of: "pinch").first)
        #expect(began.state == .began)
        #expect(abs((began.scale ?? 0) - 1.08) < 1e-9)
    }

    @Test func oneFingerLiftingFirstEndsThePinchCleanlyWhereTheFingersWere() throws {
        let r = try run()
        var s = FingerScript()
        r.send(spread(&s, to: 200))
        r.send(s.frame(at: msec(208), .up(1)))
        r.send(s.frame(at: msec(216), .move(0, pt(50, 250))))
        r.send(s.frame(at: msec(224), .up(0)))
        let events = r.events(of: "pinch")
        #expect(events.last?.state == .ended)
        #expect(events.filter { $0.state == .ended }.count == 1)
        #expect(abs((events.last?.scale ?? 0) - 2) <= 0.01)
        #expect(events.last?.location == pt(200, 200))
        #expect(r.graph.isIdle)
    }

    @Test func aThirdFingerIsIgnored() throws {
        let r = try run()
        var s = FingerScript()
        r.send(spread(&s, to: 200))
        r.send(s.frame(at: msec(208), .down(2, pt(600, 600))))
        r.send(s.frame(at: msec(216), .move(2, pt(700, 700))))
        r.send(s.frame(at: msec(224), .up(2)))
        let before = r.events(of: "pinch").count
        #expect(r.events(of: "pinch").last?.state == .changed)
        r.send(s.frame(at: msec(232), .move(0, pt(90, 200)), .move(1, pt(310, 200))))
        let events = r.events(of: "pinch")
        #expect(events.count == before + 1)
        #expect(abs((events.last?.scale ?? 0) - 2.2) <= 1e-9)
        #expect(events.last?.touches == 2)
    }

    @Test func aCancelledTouchCancelsABeganPinch() throws {
        let r = try run()
        var s = FingerScript()
        r.send(spread(&s, to: 200))
        r.send(s.frame(at: msec(208), .cancel(0)))
        #expect(r.events(of: "pinch").last?.state == .cancelled)
    }

    @Test func liftingWithinTheSlopFailsWithoutEvents() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(150, 200)), .down(1, pt(250, 200))))
        r.send(s.frame(at: msec(10), .up(1)))
        r.send(s.frame(at: msec(20), .up(0)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "pinch") == [.tooFewTouches])
        #expect(r.graph.isIdle)
    }

    @Test func oneFingerAloneNeverPinches() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(150, 200))))
        r.send(s.frame(at: msec(10), .move(0, pt(250, 200))))
        r.send(s.frame(at: msec(20), .up(0)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "pinch") == [.liftedBeforeRecognized])
    }
}

/// Touchpad rules: a pinch needs each finger to move its minimum towards or away from the other,
/// and more than the fingers moved together.
struct PinchOnTouchpadTests {
    static func touchpad(travel: Double, opposing: Bool) -> PinchRecognizer {
        var c = PinchConfiguration()
        c.minimumFingerTravel = travel
        c.requiresOpposingMotion = opposing
        return PinchRecognizer(configuration: c)
    }

    @Test(arguments: [(travel: 2.0, pinches: true), (travel: 4.0, pinches: false)])
    func spreadingThreePointsEachIsAPinchOnlyAboveTheMinimumTravel(travel: Double, pinches: Bool) throws {
        // 11 mm apart on a clickpad is about 42 pt; 3 pt each is 14 % of the span, beyond the 5 % slop.
        let r = try GestureRun([("pinch", Self.touchpad(travel: travel, opposing: false))])
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100)), .down(1, pt(142, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(97, 100)), .move(1, pt(145, 100))))
        #expect((r.events(of: "pinch").first?.state == .began) == pinches)
    }

    @Test func fingersSlidingTogetherWhileSpreadingSlightlyDoNotPinchWithOpposingMotionRequired() throws {
        let r = try GestureRun([("pinch", Self.touchpad(travel: 0, opposing: true))])
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100)), .down(1, pt(142, 100))))
        // Both slide 60 pt down; the span grows 6 pt (14 %), each finger moving 3 pt apart.
        r.send(s.frame(at: msec(10), .move(0, pt(97, 160)), .move(1, pt(145, 160))))
        #expect(r.events(of: "pinch").isEmpty)
    }
}
