import GestureInput
import Testing
@testable import GestureRecognition

struct TouchpadPinchRecognizerTests {
    @Test func aTouchpadPinchReportsLibinputScaleAccumulatedRotationAndFocalTranslation() throws {
        let r = try GestureRun([("zoom", TouchpadPinchRecognizer())])
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(0)))
        for k in 1...10 {
            let scale = 1 + 0.1 * Double(k)   // 10 per second
            r.send(touchpad(.pinch, fingers: 2, .update(delta: Vector(dx: 1, dy: 2), scale: scale, angleDelta: 0.01),
                            at: msec(10 * Double(k))))
        }
        r.send(touchpad(.pinch, fingers: 2, .end(cancelled: false), at: msec(110)))
        let events = r.events(of: "zoom")
        #expect(events.map(\.state) == [.began] + Array(repeating: .changed, count: 10) + [.ended])
        #expect(events.first?.scale == 1)
        #expect(events.first?.rotation == 0)
        let last = try #require(events.last)
        #expect(last.kind == .touchpadPinch)
        #expect(abs((last.scale ?? 0) - 2) < 1e-12)
        #expect(abs((last.rotation ?? 0) - 0.1) < 1e-12)
        #expect(last.translation == Vector(dx: 10, dy: 20))
        #expect(abs((last.scaleVelocity ?? 0) - 10) < 1e-6)
        #expect(abs((last.rotationVelocity ?? 0) - 1) < 1e-6)
    }

    /// The pinch fits scale and rotation in one tracker: each velocity must be exactly (bit for
    /// bit) what a tracker of that value alone gives, gaps, a clock that stalls and the release
    /// rule included.
    @Test func scaleAndRotationVelocitiesAreExactlyThoseOfOneTrackerPerValue() throws {
        let r = try GestureRun([("zoom", TouchpadPinchRecognizer())])
        var scaleTracker = ScalarVelocityTracker(), rotationTracker = ScalarVelocityTracker()
        var rng = SystemRandomNumberGenerator()
        var time = 0.0, rotation = 0.0
        var expected: [(scale: Double, rotation: Double)] = []
        for _ in 0..<20 {
            r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(time)))
            scaleTracker = ScalarVelocityTracker(); rotationTracker = ScalarVelocityTracker()
            rotation = 0
            scaleTracker.add(1, at: msec(time)); rotationTracker.add(0, at: msec(time))
            expected.append((0, 0))
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                time += [0, 3, 7, 8.333, 45].randomElement(using: &rng) ?? 7
                let scale = Double.random(in: 0.2...4, using: &rng), angle = Double.random(in: -0.1...0.1, using: &rng)
                rotation += angle
                r.send(
                    touchpad(.pinch, fingers: 2, .update(delta: .zero, scale: scale, angleDelta: angle), at: msec(time))
                )
                scaleTracker.add(scale, at: msec(time)); rotationTracker.add(rotation, at: msec(time))
                expected.append((scaleTracker.velocity, rotationTracker.velocity))
            }
            time += [1, 30, 60].randomElement(using: &rng) ?? 1
            r.send(touchpad(.pinch, fingers: 2, .end(cancelled: false), at: msec(time)))
            expected.append(
                (scaleTracker.releaseVelocity(at: msec(time)), rotationTracker.releaseVelocity(at: msec(time))))
            time += 500
        }
        let events = r.events(of: "zoom")
        #expect(events.count == expected.count)
        for (event, want) in zip(events, expected) {
            #expect(event.scaleVelocity?.bitPattern == want.scale.bitPattern, "\(event.state) at \(event.time)")
            #expect(event.rotationVelocity?.bitPattern == want.rotation.bitPattern, "\(event.state) at \(event.time)")
        }
    }

    @Test func aTouchpadPinchCarriesTheSameFieldsAsATouchscreenPinch() throws {
        let r = try GestureRun([("zoom", TouchpadPinchRecognizer()), ("pinch", PinchRecognizer())])
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(0)))
        r.send(touchpad(.pinch, fingers: 2, .update(delta: .zero, scale: 1.5, angleDelta: 0), at: msec(10)))
        var s = FingerScript()
        r.send(s.frame(at: msec(20), .down(0, pt(150, 200)), .down(1, pt(250, 200))))
        r.send(s.frame(at: msec(30), .move(0, pt(125, 200)), .move(1, pt(275, 200))))
        let touchpadEvent = try #require(r.events(of: "zoom").last)
        let screenEvent = try #require(r.events(of: "pinch").last)
        #expect(touchpadEvent.scale == 1.5 && screenEvent.scale == 1.5)
        #expect(touchpadEvent.scaleVelocity != nil && screenEvent.scaleVelocity != nil)
        #expect(touchpadEvent.translation != nil && screenEvent.translation != nil)
    }

    @Test func aCancelledTouchpadPinchIsCancelledAndAnotherFingerCountIsNotAccepted() throws {
        let r = try GestureRun([
            ("zoom", TouchpadPinchRecognizer(configuration: TouchpadPinchConfiguration(fingers: 2)))
        ])
        r.send(touchpad(.pinch, fingers: 3, .begin, at: msec(0)))
        r.send(touchpad(.pinch, fingers: 3, .end(cancelled: false), at: msec(10)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "zoom") == [.notAccepted])
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(20)))
        r.send(touchpad(.pinch, fingers: 2, .end(cancelled: true), at: msec(30)))
        #expect(r.states(of: "zoom") == [.began, .cancelled])
    }

    @Test func removingTheTouchpadCancelsAPinchInProgress() throws {
        let r = try GestureRun([("zoom", TouchpadPinchRecognizer())])
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(0)))
        r.send(touchpad(.pinch, fingers: 2, .update(delta: .zero, scale: 1.2, angleDelta: 0), at: msec(10)))
        r.send(.deviceRemoved(msec(20), DeviceID(1)))
        #expect(r.states(of: "zoom") == [.began, .changed, .cancelled])
        #expect(r.events(of: "zoom").last?.scale == 1.2)
        // A later pinch starts afresh.
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(30)))
        #expect(r.events(of: "zoom").last?.state == .began)
        #expect(r.events(of: "zoom").last?.scale == 1)
    }

    /// A touchscreen in use at the same time belongs to another device: its frames must not tie
    /// the touchpad pinch to it: removing the touchscreen leaves the pinch running, removing the
    /// touchpad cancels it.
    @Test func touchscreenFramesDoNotTieATouchpadPinchToTheTouchscreen() throws {
        let r = try GestureRun([("zoom", TouchpadPinchRecognizer())])
        var screen = FingerScript(device: DeviceID(0))
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(0)))
        r.send(screen.frame(at: msec(5), .down(0, pt(10, 10))))
        r.send(screen.frame(at: msec(8), .up(0)))
        r.send(.deviceRemoved(msec(10), DeviceID(0)))
        #expect(r.states(of: "zoom") == [.began])
        r.send(.deviceRemoved(msec(20), DeviceID(1)))
        #expect(r.states(of: "zoom") == [.began, .cancelled])
    }
}
