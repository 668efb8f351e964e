import GestureInput
import Testing
@testable import GestureRecognition

struct PanRecognizerTests {
    func run(_ configuration: PanConfiguration = PanConfiguration()) throws -> GestureRun {
        try GestureRun([("pan", PanRecognizer(configuration: configuration))])
    }

    /// Constant-velocity flings: 8 ms frames for 200 ms, lift one frame after the last move.
    @Test(arguments: [
        Vector(dx: 1000, dy: 0), Vector(dx: 0, dy: -800), Vector(dx: 600, dy: 450), Vector(dx: -2500, dy: 300)
    ])
    func flingReleaseVelocityIsWithinFivePercentOfTheFingerVelocity(velocity: Vector) throws {
        let r = try run()
        var s = FingerScript()
        let start = pt(500, 500)
        r.send(s.frame(at: msec(0), .down(0, start)))
        r.send(s.glide([(0, start + velocity * 0.2)], from: msec(0), duration: .milliseconds(200), steps: 25))
        r.send(s.frame(at: msec(208), .up(0)))
        let events = r.events(of: "pan")
        #expect(events.first?.state == .began)
        #expect(events.last?.state == .ended)
        let released = try #require(events.last?.velocity)
        #expect((released - velocity).length <= 0.05 * velocity.length)
    }

    @Test func translationStartsAtZeroWhenThePanBeginsBecauseTheHysteresisIsNotIncluded() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(106, 100))))
        #expect(r.events.isEmpty)
        r.send(s.frame(at: msec(20), .move(0, pt(112, 100))))
        r.send(s.frame(at: msec(30), .move(0, pt(130, 100))))
        r.send(s.frame(at: msec(40), .up(0)))
        #expect(r.states(of: "pan") == [.began, .changed, .ended])
        let events = r.events(of: "pan")
        #expect(events[0].translation == .zero)
        #expect(events[0].location == pt(112, 100))
        #expect(events[1].translation == Vector(dx: 18, dy: 0))
        #expect(events[2].translation == Vector(dx: 18, dy: 0))
    }

    @Test func aSecondFingerLandingFarAwayDoesNotJumpTheTranslation() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(120, 100))))
        r.send(s.frame(at: msec(20), .move(0, pt(130, 100))))
        r.send(s.frame(at: msec(30), .down(1, pt(400, 300))))
        r.send(s.frame(at: msec(40), .move(0, pt(140, 100)), .move(1, pt(410, 300))))
        r.send(s.frame(at: msec(50), .move(0, pt(150, 110)), .move(1, pt(420, 310))))
        let events = r.events(of: "pan")
        #expect(events.map(\.state) == [.began, .changed, .changed, .changed, .changed])
        #expect(events.map { $0.translation?.dx } == [0, 10, 10, 20, 30])
        #expect(events.map { $0.translation?.dy } == [0, 0, 0, 0, 10])
        #expect(events.map(\.touches) == [1, 1, 2, 2, 2])
        #expect(events[4].location == pt(285, 210))
    }

    @Test func aFingerLandingAndLiftingWithinOneReportDoesNotMoveThePan() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(120, 100))))
        r.send(s.frame(at: msec(20), .move(0, pt(125, 100)), .down(1, pt(500, 400)), .up(1)))
        r.send(s.frame(at: msec(30), .move(0, pt(130, 100))))
        let events = r.events(of: "pan")
        #expect(events.map(\.state) == [.began, .changed, .changed])
        #expect(events.map { $0.translation?.dx } == [0, 5, 10])
        #expect(events.map { $0.translation?.dy } == [0, 0, 0])
    }

    @Test func liftingOneOfTwoFingersDoesNotJumpTheTranslation() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100)), .down(1, pt(300, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(120, 100)), .move(1, pt(320, 100))))
        r.send(s.frame(at: msec(20), .up(1)))
        r.send(s.frame(at: msec(30), .move(0, pt(130, 100))))
        r.send(s.frame(at: msec(40), .up(0)))
        let events = r.events(of: "pan")
        #expect(events.map(\.state) == [.began, .changed, .changed, .ended])
        #expect(events.map { $0.translation?.dx } == [0, 0, 10, 10])
    }

    @Test func aFingerThatStopsBeforeLiftingReleasesWithZeroVelocity() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.glide([(0, pt(300, 100))], from: msec(0), duration: .milliseconds(100), steps: 10))
        r.send(s.frame(at: msec(160), .up(0)))
        #expect(r.events(of: "pan").last?.state == .ended)
        #expect(r.events(of: "pan").last?.velocity == .zero)
    }

    /// A finger that stopped, was reported still for 36 ms and lifted is not released at its
    /// 2000 pt/s: every frame with the touch down is a sample (Flutter, Android), moving or not.
    /// The LSQ2 fit over the last 100 ms (8 moving and 4 still frames at 120 Hz) gives
    /// 11.997 pt/s (numpy refit).
    @Test func aFingerReportedStillBeforeLiftingIsReleasedAtTheVelocityOfItsRest() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.glide([(0, pt(300, 100))], from: msec(0), duration: .milliseconds(100), steps: 12))
        for k in 1...4 { r.send(s.frame(at: msec(0) + TimeSpan(microseconds: 100_000 + Int64(k) * 100_000 / 12), [])) }
        r.send(s.frame(at: msec(136), .up(0)))   // 36 ms after the last move (< the 40 ms gap)
        let released = try #require(r.events(of: "pan").last)
        #expect(released.state == .ended)
        let v = try #require(released.velocity)
        #expect(abs(v.dx - 11.997) < 0.01)
        #expect(v.dy == 0)
    }

    @Test func aCancelledTouchCancelsABeganPan() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(130, 100))))
        r.send(s.frame(at: msec(20), .cancel(0)))
        #expect(r.states(of: "pan") == [.began, .cancelled])
        #expect(r.graph.isIdle)
    }

    @Test func removingTheDeviceCancelsABeganPanWithItsLastData() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(130, 100))))
        r.send(s.frame(at: msec(20), .move(0, pt(140, 100))))
        r.send(.deviceRemoved(msec(30), s.device))
        let events = r.events(of: "pan")
        #expect(events.map(\.state) == [.began, .changed, .cancelled])
        #expect(events.last?.translation == Vector(dx: 10, dy: 0))
        #expect(r.graph.isIdle)
    }

    @Test func aCancelledTouchFailsAPanThatHadNotBegunWithoutEvents() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(20), .cancel(0)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "pan") == [.touchCancelled])
    }

    @Test func liftingWithinTheHysteresisFails() throws {
        let r = try run()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(108, 104))))
        r.send(s.frame(at: msec(20), .up(0)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "pan") == [.liftedBeforeRecognized])
        #expect(r.graph.isIdle)
    }

    @Test func fingersBeyondTheMaximumAreIgnored() throws {
        var c = PanConfiguration()
        c.maximumTouches = 1
        let r = try run(c)
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(120, 100))))
        r.send(s.frame(at: msec(20), .down(1, pt(500, 500))))
        r.send(s.frame(at: msec(30), .move(0, pt(125, 100)), .move(1, pt(600, 600))))
        r.send(s.frame(at: msec(40), .up(0)))
        let events = r.events(of: "pan")
        #expect(events.map(\.state) == [.began, .changed, .ended])
        #expect(events.map(\.touches) == [1, 1, 1])
        #expect(events.last?.translation == Vector(dx: 5, dy: 0))
    }

    @Test func withTwoFingersRequiredOneFingerMovementDoesNotCountTowardsTheHysteresis() throws {
        var c = PanConfiguration()
        c.minimumTouches = 2
        let r = try run(c)
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(10), .move(0, pt(150, 100))))
        r.send(s.frame(at: msec(20), .down(1, pt(200, 100))))
        #expect(r.events.isEmpty)
        r.send(s.frame(at: msec(30), .move(0, pt(156, 100)), .move(1, pt(206, 100))))
        #expect(r.events.isEmpty)
        r.send(s.frame(at: msec(40), .move(0, pt(162, 100)), .move(1, pt(212, 100))))
        #expect(r.states(of: "pan") == [.began])
        #expect(r.events(of: "pan").first?.touches == 2)
    }
}
