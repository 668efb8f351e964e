import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

struct GraphInputTests {
    @Test func nonTouchInputEventsMapToGraphInputsAndTouchEventsDoNot() {
        let d = DeviceID(2)
        let t = Timestamp.ms(5)
        let pinch = TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin)
        #expect(GraphInput(InputEvent(time: t, device: d, kind: .gesture(pinch))) == .touchpadGesture(t, d, pinch))
        #expect(
            GraphInput(InputEvent(time: t, device: d, kind: .pointer(.motion(delta: .zero))))
                == .pointer(t, d, .motion(delta: .zero)))
        #expect(GraphInput(InputEvent(time: t, device: d, kind: .deviceRemoved)) == .deviceRemoved(t, d))
        #expect(GraphInput(InputEvent(time: t, device: d, kind: .touch(.frame))) == nil)
        #expect(
            GraphInput(InputEvent(time: t, device: d, kind: .deviceAdded(DeviceInfo(name: "x", kind: .touchpad))))
                == nil)
    }

    @Test func touchpadGesturesReachListeningRecognizersAndDeviceRemovalCancelsThem() throws {
        let g = RecognizerGraph()
        try g.add(GestureEchoRecognizer(), name: "pinch")
        let h = GraphHarness(g)
        let d = DeviceID(1)
        h.send(.touchpadGesture(.ms(0), d, TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin)))
        h.send(.touchpadGesture(.ms(10), d, TouchpadGestureEvent(kind: .pinch, fingers: 2,
                    phase: .update(delta: .zero, scale: 1.5, angleDelta: 0))))
        h.send(.deviceRemoved(.ms(20), d))
        #expect(h.timeline == ["0 pinch began", "10 pinch changed", "20 pinch cancelled"])
        #expect(h.events[2].scale == 1.5)
        #expect(g.state(of: "pinch") == .possible)
        h.send(.touchpadGesture(.ms(30), d, TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin)))
        h.send(
            .touchpadGesture(.ms(40), d, TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .end(cancelled: false))))
        #expect(h.timeline.suffix(2) == ["30 pinch began", "40 pinch ended"])
    }
}
