import Foundation
import GestureInput
import Testing
@testable import GestureRecognition

struct RotationRecognizerTests {
    static let centre = pt(300, 300)
    static let radius = 100.0

    /// Two fingers on a circle around `centre`, finger 1 opposite finger 0, starting with finger 1
    /// at `start` radians and turning by `turn` radians in `steps` frames of 8 ms (y grows downward,
    /// so a positive turn is clockwise on screen). `scale` multiplies the radius along the way.
    func twist(_ s: inout FingerScript, start: Double = 0, turn: Double, steps: Int = 30, scale: Double = 1)
        -> [TouchFrame]
    {
        func at(_ angle: Double, _ r: Double) -> (Point, Point) {
            let v = Vector(dx: cos(angle) * r, dy: sin(angle) * r)
            return (Self.centre - v, Self.centre + v)
        }
        let (a, b) = at(start, Self.radius)
        var frames = [s.frame(at: msec(0), .down(0, a), .down(1, b))]
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            let (p, q) = at(start + turn * f, Self.radius * (1 + (scale - 1) * f))
            frames.append(s.frame(at: msec(8 * Double(k)), .move(0, p), .move(1, q)))
        }
        return frames
    }

    @Test(arguments: [Double.pi / 2, -Double.pi / 2, Double.pi / 6])
    func rotationIsTheTurnOfTheLineBetweenTheFingersClockwisePositive(turn: Double) throws {
        let r = try GestureRun([("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(twist(&s, turn: turn))
        r.send(s.frame(at: msec(248), .up(0), .up(1)))
        let events = r.events(of: "rotation")
        #expect(events.first?.state == .began)
        let last = try #require(events.last)
        #expect(last.state == .ended)
        #expect(abs((last.rotation ?? 0) - turn) < 1e-9)
        #expect(abs((last.rotationVelocity ?? 0) - turn / 0.24) < 0.02 * abs(turn / 0.24))
        #expect(last.location.distance(to: Self.centre) < 1e-9)
    }

    @Test func aClockwiseQuarterTurnOnScreenIsPositive() throws {
        // Finger 1 goes from the right of finger 0 to below it: clockwise when y grows downward.
        let r = try GestureRun([("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(100, 100)), .down(1, pt(200, 100))))
        r.send(s.frame(at: msec(10), .move(1, pt(190, 140))))
        r.send(s.frame(at: msec(20), .move(1, pt(100, 200))))
        #expect(abs((r.events(of: "rotation").last?.rotation ?? 0) - .pi / 2) < 1e-9)
    }

    @Test func theRotationUnwrapsAcrossPlusMinusPi() throws {
        // Starting at 150°, three quarters of a turn crosses the ±π boundary of atan2.
        let r = try GestureRun([("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(twist(&s, start: 5 * .pi / 6, turn: 3 * .pi / 2, steps: 60))
        #expect(abs((r.events(of: "rotation").last?.rotation ?? 0) - 3 * .pi / 2) < 1e-9)
    }

    @Test func theSlopIsNotLostTheRotationCountsFromTheLandingAngle() throws {
        let r = try GestureRun([("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(twist(&s, turn: .pi / 20, steps: 6))   // 9°, 1.5° per frame; the slop is 5°
        let began = try #require(r.events(of: "rotation").first)
        #expect(began.state == .began)
        #expect(abs((began.rotation ?? 0) - 6 * .pi / 180) < 1e-9)
    }

    @Test func aCancelledTouchCancelsABeganRotation() throws {
        let r = try GestureRun([("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(twist(&s, turn: .pi / 4))
        r.send(s.frame(at: msec(300), .cancel(1)))
        #expect(r.events(of: "rotation").last?.state == .cancelled)
    }

    @Test func pinchAndRotationRecognizeSimultaneouslyWhenAllowed() throws {
        let r = try GestureRun([("pinch", PinchRecognizer()), ("rotation", RotationRecognizer())],
                               simultaneous: [["pinch", "rotation"]])
        var s = FingerScript()
        r.send(twist(&s, turn: .pi / 2, scale: 2))
        r.send(s.frame(at: msec(248), .up(0)))
        #expect(r.states(of: "pinch").first == .began)
        #expect(r.states(of: "rotation").first == .began)
        #expect(r.states(of: "pinch").last == .ended)
        #expect(r.states(of: "rotation").last == .ended)
        #expect(abs((r.events(of: "pinch").last?.scale ?? 0) - 2) < 1e-9)
        #expect(abs((r.events(of: "rotation").last?.rotation ?? 0) - .pi / 2) < 1e-9)
    }

    @Test func withoutSimultaneityThePinchBeginningFirstExcludesTheRotation() throws {
        let r = try GestureRun([("pinch", PinchRecognizer()), ("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(twist(&s, turn: .pi / 2, scale: 2))
        r.send(s.frame(at: msec(248), .up(0), .up(1)))
        #expect(r.states(of: "pinch").first == .began)
        #expect(r.events(of: "rotation").isEmpty)
        #expect(r.failures(of: "rotation") == [.excluded])
    }
}

/// Touchpad rules: a rotation needs each finger to travel its minimum along the arc, and more
/// than the fingers moved together (libinput: two fingers moving the same way scroll).
struct RotationOnTouchpadTests {
    static func touchpad(travel: Double, opposing: Bool) -> RotationRecognizer {
        var c = RotationConfiguration()
        c.minimumFingerTravel = travel
        c.requiresOpposingMotion = opposing
        return RotationRecognizer(configuration: c)
    }

    /// Two fingers 100 pt apart sliding 200 pt left together while their line turns 8°.
    func swipeThatTurns(_ s: inout FingerScript) -> [TouchFrame] {
        var frames = [s.frame(at: msec(0), .down(0, pt(400, 300)), .down(1, pt(500, 300)))]
        for k in 1...20 {
            let f = Double(k) / 20
            let turn = f * 8 * .pi / 180
            let shift = -200 * f
            frames.append(s.frame(at: msec(8 * Double(k)),
                                  .move(0, pt(450 + shift - 50 * cos(turn), 300 - 50 * sin(turn))),
                                  .move(1, pt(450 + shift + 50 * cos(turn), 300 + 50 * sin(turn)))))
        }
        return frames
    }

    @Test func fingersSwipingTogetherStartNoRotationWhenOpposingMotionIsRequired() throws {
        let r = try GestureRun([("rotation", Self.touchpad(travel: 0, opposing: true))])
        var s = FingerScript()
        r.send(swipeThatTurns(&s))
        #expect(r.events(of: "rotation").isEmpty)
    }

    @Test func withoutTheTouchpadRuleTheSameSwipeRotates() throws {
        let r = try GestureRun([("rotation", RotationRecognizer())])
        var s = FingerScript()
        r.send(swipeThatTurns(&s))
        #expect(r.events(of: "rotation").first?.state == .began)
    }

    @Test(arguments: [(travel: 5.0, rotates: true), (travel: 10.0, rotates: false)])
    func aTurnOfTenDegreesAtFiftyPointsRadiusTravelsAboutEightPoints(travel: Double, rotates: Bool) throws {
        // Fingers 100 pt apart turning 10° about their midpoint: each travels 50 × 10° ≈ 8.7 pt.
        let r = try GestureRun([("rotation", Self.touchpad(travel: travel, opposing: true))])
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(400, 300)), .down(1, pt(500, 300))))
        let turn = 10 * Double.pi / 180
        r.send(s.frame(at: msec(16), .move(0, pt(450 - 50 * cos(turn), 300 - 50 * sin(turn))),
                       .move(1, pt(450 + 50 * cos(turn), 300 + 50 * sin(turn)))))
        #expect((r.events(of: "rotation").first?.state == .began) == rotates)
    }
}
