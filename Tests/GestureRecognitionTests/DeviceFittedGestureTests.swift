import GestureInput
import Testing
@testable import GestureRecognition

/// The viewer preset fitted to a raw touchscreen (`DeviceThresholds.touchscreen`) on traces shaped
/// like real recordings: a 300 × 200 mm panel mapped to 3000 × 2000 pt (10 pt/mm, as the 20-inch
/// ELAN touchscreen and the Pixel Tablet recordings are mapped).
struct DeviceFittedGestureTests {
    static let pointsPerMillimetre = 10.0
    static let touchSlop = DeviceThresholds.flutterTouchSlop * pointsPerMillimetre   // 47.6 pt
    static let panSlop = DeviceThresholds.flutterPanSlop * pointsPerMillimetre       // 95.3 pt

    static func fittedViewer() throws -> GestureRun {
        try GestureRun(configuration: GraphConfiguration.viewer.fitted(
            to: .touchscreen, pointsPerMillimetre: pointsPerMillimetre))
    }

    /// One finger dragging from `start` by `step` per 8 ms frame, `frames` times (no lift).
    static func drag(_ s: inout FingerScript, from start: Point, step: Vector, frames: Int) -> [TouchFrame] {
        var out = [s.frame(at: msec(0), .down(0, start))]
        for i in 1...frames {
            out.append(s.frame(at: msec(Double(8 * i)), .move(0, start + step * Double(i))))
        }
        return out
    }

    @Test func aScrollViewDragStartsAtTheTouchSlopAlongItsAxisAndTheContentFollowsTheFinger() throws {
        let r = try Self.fittedViewer()
        var s = FingerScript()
        r.send(Self.drag(&s, from: pt(1500, 500), step: Vector(dx: 0, dy: 8), frames: 50))   // 400 pt down
        let pan = r.events(of: "pan")
        let began = try #require(pan.first)
        #expect(began.state == .began)
        // The first frame beyond 47.6 pt along y: 48 pt, half the 95 pt pan slop of a free pan.
        #expect(began.time == msec(48))
        #expect(began.translation == .zero)
        // From there the translation is the finger's own movement, point for point.
        for e in pan.dropFirst() {
            let fingerY = 8 * Double(e.time.microseconds / 8000)
            #expect(abs((e.translation?.dy ?? .nan) - (fingerY - 48)) < 1e-9)
        }
        #expect(abs((pan.last?.translation?.dy ?? .nan) - 352) < 1e-9)
    }

    @Test func aFreePanWithoutAnAxisStillWaitsForThePanSlop() throws {
        let graph = GraphConfiguration(recognizers: [RecognizerSpec(name: "pan", .pan(PanConfiguration()))])
        let r = try GestureRun(configuration: graph.fitted(to: .touchscreen,
                                                           pointsPerMillimetre: Self.pointsPerMillimetre))
        var s = FingerScript()
        r.send(Self.drag(&s, from: pt(1500, 500), step: Vector(dx: 0, dy: 8), frames: 50))
        let began = try #require(r.events(of: "pan").first)
        #expect(began.time == msec(96), "the first frame beyond 95.3 pt")
        #expect(Self.panSlop > 95 && Self.panSlop < 96)
    }

    @Test func twoFingersDraggingTogetherWaitForThePanSlopAsTheyMayBeAPinch() throws {
        let r = try Self.fittedViewer()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(1400, 500)), .down(1, pt(1600, 500))))
        for i in 1...20 {
            let y = 500 + 8 * Double(i)
            r.send(s.frame(at: msec(Double(8 * i)), .move(0, pt(1400, y)), .move(1, pt(1600, y))))
        }
        let began = try #require(r.events(of: "pan").first)
        #expect(began.time == msec(96), "the first frame beyond 95.3 pt, not 47.6")
    }

    @Test func aSwipeAndTheScrollDragItCompetesWithUseTheSlopsInMillimetres() throws {
        let fitted = GraphConfiguration.viewer.fitted(to: .touchscreen, pointsPerMillimetre: Self.pointsPerMillimetre)
        guard case .swipe(let swipe)? = fitted.recognizers.first(where: { $0.name == "swipeDown" })?.configuration,
              case .pan(let pan)? = fitted.recognizers.first(where: { $0.name == "pan" })?.configuration else {
            Issue.record("the viewer preset lost a recognizer"); return
        }
        #expect(abs((pan.axisHysteresis ?? 0) - Self.touchSlop) < 1e-9)
        #expect(abs(pan.hysteresis - Self.panSlop) < 1e-9)
        #expect(abs(swipe.minimumDistance - Self.panSlop) < 1e-9, "no swipe before a free pan could begin")
        #expect(swipe.directionDecisionDistance == swipe.minimumDistance)
    }

    /// The ELAN shape: a finger dragging down 1 pt/ms; 200 ms in, a contact lands 34 pt beside it
    /// and lifts 65 ms later, closing on the finger (span 34 → 17 pt, scale 0.5, in 57 ms).
    static func dragWithGhost(_ s: inout FingerScript) -> [TouchFrame] {
        var out = [s.frame(at: msec(0), .down(0, pt(1500, 500)))]
        for t in stride(from: 5.0, through: 400, by: 5) {
            let y = 500 + t
            var changes: [FingerChange] = [.move(0, pt(1500, y))]
            let ghostAge = t - 200
            if ghostAge == 0 {
                changes.append(.down(1, pt(1534, y)))
            } else if ghostAge > 0, ghostAge < 65 {
                changes.append(.move(1, pt(1534 - 17 * min(ghostAge, 57) / 57, y)))
            } else if ghostAge == 65 {
                changes.append(.up(1))
            }
            out.append(s.frame(at: msec(t), changes))
        }
        return out
    }

    @Test func aSixtyFiveMillisecondContactBesideADragStartsNoPinch() throws {
        let r = try Self.fittedViewer()
        var s = FingerScript()
        r.send(Self.dragWithGhost(&s))
        #expect(r.events(of: "pinch").isEmpty)
        #expect(r.failures(of: "pinch").contains(.tooFewTouches), "it waited for the contact, which lifted")
        #expect(r.states(of: "pan").first == .began)
        #expect(!r.states(of: "pan").contains(.cancelled))
    }

    @Test func withoutTheContactDurationTheSameGhostWouldPinch() throws {
        var thresholds = DeviceThresholds.touchscreen
        thresholds.minimumContactDuration = .zero
        let r = try GestureRun(configuration: GraphConfiguration.viewer.fitted(
            to: thresholds, pointsPerMillimetre: Self.pointsPerMillimetre))
        var s = FingerScript()
        r.send(Self.dragWithGhost(&s))
        #expect(r.states(of: "pinch").first == .began, "the trace reproduces the defect")
    }

    @Test func aSecondFingerThatStaysBeginsThePinchOnceOldEnoughWithTheScaleSinceItLanded() throws {
        let r = try Self.fittedViewer()
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(1400, 1000)), .down(1, pt(1600, 1000))))
        for i in 1...20 {   // spreading 4 pt per finger every 8 ms: 5 % after 16 ms
            let d = 4 * Double(i)
            r.send(s.frame(at: msec(Double(8 * i)), .move(0, pt(1400 - d, 1000)), .move(1, pt(1600 + d, 1000))))
        }
        let began = try #require(r.events(of: "pinch").first)
        #expect(began.state == .began)
        #expect(began.time == msec(80))
        #expect(abs((began.scale ?? 0) - 1.4) < 1e-9, "80 ms of spreading, 40 pt per finger on 200 pt")
    }

    /// The Pixel Tablet shape: a flick up and a little left whose first 12 mm are a hook to the
    /// right and back (`hookPoints`, millimetres from the landing point).
    static let hookPoints: [(Double, Double)] = [
        (2.5, 0.5), (5, 0.5), (7, 0), (7.5, -1.5), (6.5, -3), (5, -4),
    ]

    static func hookedFlickUp(_ s: inout FingerScript) -> [TouchFrame] {
        let origin = pt(1500, 1500)
        func at(_ mm: (Double, Double)) -> Point { origin + Vector(dx: mm.0, dy: mm.1) * pointsPerMillimetre }
        var out = [s.frame(at: msec(0), .down(0, origin))]
        var t = 0.0
        for p in hookPoints {
            t += 4
            out.append(s.frame(at: msec(t), .move(0, at(p))))
        }
        for i in 1...40 {   // 1 mm every 4 ms, 30° left of straight up
            t += 4
            let d = Double(i)
            out.append(s.frame(at: msec(t), .move(0, at((5 - 0.5 * d, -4 - 0.866 * d)))))
        }
        t += 4
        out.append(s.frame(at: msec(t), .up(0)))
        return out
    }

    @Test func aFlickUpWithAHookAtItsStartIsJudgedByItsWholeStroke() throws {
        let r = try Self.fittedViewer()
        var s = FingerScript()
        r.send(Self.hookedFlickUp(&s))
        #expect(r.states(of: "swipeUp") == [.recognized])
        #expect(r.states(of: "swipeRight").isEmpty)
        #expect(r.failures(of: "swipeRight") == [.wrongDirection])
    }

    @Test func judgedFromItsFirstMillimetresTheSameFlickWasASwipeRight() throws {
        let r = try GestureRun(configuration: .viewer)
        var s = FingerScript()
        r.send(Self.hookedFlickUp(&s))
        #expect(r.states(of: "swipeRight") == [.recognized], "the trace reproduces the defect")
        #expect(r.failures(of: "swipeUp") == [.wrongDirection])
    }
}
