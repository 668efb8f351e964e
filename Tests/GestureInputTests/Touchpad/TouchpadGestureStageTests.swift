import GestureInput
import Testing

/// The stage between the tracker and the graph: touchpads' frames go through libinput's gesture
/// state machine, other devices' pass by, and deadlines fire at their own times.
struct TouchpadGestureStageTests {
    static let scale = CoordinateMapping.defaultPointsPerMillimetre

    static func pad(semiMT: Bool = false, button: Bool = true) -> DeviceInfo {
        DeviceInfo(name: "pad", kind: .touchpad, slotCount: 5, evdev: EvdevDescription(
            codes: [EvdevCode.EV_KEY: button ? [EvdevCode.BTN_LEFT] : []],
            properties: semiMT ? [EvdevCode.INPUT_PROP_SEMI_MT] : []))
    }

    /// A frame of fingers at `mm` (millimetres of the pad), all landing at time 0.
    static func frame(_ ms: Int64, _ mm: [(Double, Double)], device: DeviceID = DeviceID(0)) -> TouchFrame {
        let touches = mm.enumerated().map { i, p in
            let point = Point(x: p.0 * scale, y: p.1 * scale)
            return Touch(id: TouchID(device: device, serial: UInt64(i)), slot: i, location: point,
                         startLocation: point, startTime: .zero, phase: ms == 0 ? .began : .stationary)
        }
        return TouchFrame(time: .milliseconds(ms), device: device, touches: touches)
    }

    @Test func aTouchscreensFramesPassBy() {
        var stage = TouchpadGestureStage()
        let screen = DeviceInfo(name: "screen", kind: .touchscreen, slotCount: 10)
        #expect(stage.handle(Self.frame(0, [(30, 20), (50, 20)])) { _ in (screen, Self.scale) }.isEmpty)
        #expect(stage.nextDeadline == nil)
    }

    @Test func aHoldBeginsWhenTimeReachesItsDeadlineAndIsStampedWithIt() {
        var stage = TouchpadGestureStage()
        #expect(stage.handle(Self.frame(0, [(30, 20), (50, 20)])) { _ in (Self.pad(), Self.scale) }.isEmpty)
        #expect(stage.nextDeadline == .milliseconds(40))
        #expect(stage.advance(to: .milliseconds(39)).isEmpty)
        let events = stage.advance(to: .milliseconds(70))
        #expect(events == [InputEvent(time: .milliseconds(40), device: DeviceID(0),
                                      kind: .gesture(TouchpadGestureEvent(kind: .hold, fingers: 2, phase: .begin)))])
        #expect(stage.nextDeadline == nil)
    }

    @Test func libinputsDefaultsDecideTheRules() {
        let plain = TouchpadGestureStage.configuration(for: Self.pad())
        #expect(plain.gesturesEnabled && plain.holdEnabled && !plain.tapCancelsHold)
        let semiMT = TouchpadGestureStage.configuration(for: Self.pad(semiMT: true))
        #expect(!semiMT.gesturesEnabled && !semiMT.holdEnabled)
        #expect(TouchpadGestureStage.configuration(for: Self.pad(button: false)).tapCancelsHold)
    }

    @Test func aRemovedDeviceIsForgotten() {
        var stage = TouchpadGestureStage()
        _ = stage.handle(Self.frame(0, [(30, 20), (50, 20)])) { _ in (Self.pad(), Self.scale) }
        stage.remove(DeviceID(0))
        #expect(stage.nextDeadline == nil)
    }
}
