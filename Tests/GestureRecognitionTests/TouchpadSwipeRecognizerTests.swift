import GestureInput
import Testing
@testable import GestureRecognition

struct TouchpadSwipeRecognizerTests {
    /// A libinput swipe: begin at 0, `updates` updates of `delta` every 10 ms, end 10 ms later.
    func swipe(fingers: Int, delta: Vector, updates: Int = 10, cancelled: Bool = false) -> [GraphInput] {
        var inputs = [touchpad(.swipe, fingers: fingers, .begin, at: msec(0))]
        for k in 1...updates {
            inputs.append(
                touchpad(
                    .swipe, fingers: fingers, .update(delta: delta, scale: 1, angleDelta: 0), at: msec(10 * Double(k))))
        }
        inputs.append(
            touchpad(.swipe, fingers: fingers, .end(cancelled: cancelled), at: msec(10 * Double(updates + 1))))
        return inputs
    }

    @Test func aThreeFingerSwipeBeginsChangesAndEndsWithTranslationAndReleaseVelocity() throws {
        let r = try GestureRun([
            ("swipe3", TouchpadSwipeRecognizer(configuration: TouchpadSwipeConfiguration(fingers: 3)))
        ])
        for input in swipe(fingers: 3, delta: Vector(dx: 12, dy: -3)) { r.send(input) }
        let events = r.events(of: "swipe3")
        #expect(events.map(\.state) == [.began] + Array(repeating: .changed, count: 10) + [.ended])
        #expect(events.allSatisfy { $0.kind == .touchpadSwipe && $0.touches == 3 })
        let last = try #require(events.last)
        #expect(last.translation == Vector(dx: 120, dy: -30))
        // 12 pt per 10 ms = 1200 pt/s.
        let v = try #require(last.velocity)
        #expect((v - Vector(dx: 1200, dy: -300)).length < 1e-6)
        #expect(r.graph.isIdle)
    }

    @Test func aSwipeWithAnotherFingerCountIsNotAccepted() throws {
        let r = try GestureRun([
            ("swipe3", TouchpadSwipeRecognizer(configuration: TouchpadSwipeConfiguration(fingers: 3)))
        ])
        for input in swipe(fingers: 4, delta: Vector(dx: 12, dy: 0)) { r.send(input) }
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "swipe3") == [.notAccepted])
    }

    @Test func aCancelledSwipeIsCancelled() throws {
        let r = try GestureRun([("swipe", TouchpadSwipeRecognizer())])
        for input in swipe(fingers: 4, delta: Vector(dx: 5, dy: 0), updates: 3, cancelled: true) { r.send(input) }
        #expect(r.states(of: "swipe") == [.began, .changed, .changed, .changed, .cancelled])
    }

    @Test func pinchGesturesAndTouchscreenFramesAreNotItsBusiness() throws {
        let r = try GestureRun([("swipe", TouchpadSwipeRecognizer()), ("pan", PanRecognizer())])
        r.send(touchpad(.pinch, fingers: 2, .begin, at: msec(0)))
        var s = FingerScript()
        r.send(s.frame(at: msec(10), .down(0, pt(100, 100))))
        r.send(s.frame(at: msec(20), .move(0, pt(150, 100))))
        r.send(touchpad(.swipe, fingers: 3, .begin, at: msec(30)))
        r.send(s.frame(at: msec(40), .move(0, pt(200, 100))))
        // The pan beginning does not exclude the touchpad swipe: they share no touches.
        #expect(r.states(of: "swipe") == [.began])
        #expect(r.states(of: "pan") == [.began, .changed])
    }
}
