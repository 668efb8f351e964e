import GestureInput
import Testing

/// Raw touchpad rows through `MultitouchDecoder`: contacts the pad keeps reporting after the finger
/// lifted end the touch, so every down has its up.
struct TouchpadDecoderTests {
    typealias S = DecoderTestSupport

    /// A two-slot pad, 0…1000 × 0…600 at 10 units/mm (100 × 60 mm), with touch major; an Apple USB
    /// pad when `apple`.
    static func pad(apple: Bool = false, clickpad: Bool = false) -> DeviceInfo {
        let x = AbsoluteAxis(minimum: 0, maximum: 1000, resolution: 10),
            y = AbsoluteAxis(minimum: 0, maximum: 600, resolution: 10)
        let evdev = EvdevDescription(
            bustype: apple ? 0x03 : 0x11, vendor: apple ? 0x05AC : 0x0002,
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_DOUBLETAP]],
            absinfo: [
                EvdevCode.ABS_X: x, EvdevCode.ABS_Y: y, EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: 1),
                      EvdevCode.ABS_MT_POSITION_X: x, EvdevCode.ABS_MT_POSITION_Y: y,
                      EvdevCode.ABS_MT_TOUCH_MAJOR: AbsoluteAxis(minimum: 0, maximum: 1020)],
            properties: clickpad
                ? [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_BUTTONPAD] : [EvdevCode.INPUT_PROP_POINTER])
        return DeviceInfo(name: apple ? "bcm5974" : "SynPS/2 Synaptics TouchPad", evdev: evdev)
    }

    /// libinput's `[Apple Touchpads USB]` section as `50-system-apple.quirks` (1.22) has it.
    static let appleQuirks = """
        [Apple Touchpads USB]
        MatchVendor=0x05AC
        MatchBus=usb
        MatchUdevType=touchpad
        ModelAppleTouchpad=1
        AttrSizeHint=104x75
        AttrTouchSizeRange=150:130
        AttrPalmSizeThreshold=800
        """

    /// Decodes `rows` of `info` with the quirks the Apple section gives it (none for other pads).
    static func run(_ info: DeviceInfo, _ rows: [EvdevRow]) throws -> [TouchEvent] {
        let database = try QuirksDatabase(files: [("50-system-apple.quirks", appleQuirks)])
        let quirks = TouchpadQuirks(database.match(QuirkDevice(info)))
        var decoder = try MultitouchDecoder(
            device: S.dev, info: info, mapping: CoordinateMapping(device: info), quirks: quirks)
        return S.run(&decoder, rows).0.filter { $0 != .frame }
    }

    static func isUp(_ e: TouchEvent) -> Bool { if case .up = e { true } else { false } }
    static func isDown(_ e: TouchEvent) -> Bool { if case .down = e { true } else { false } }

    @Test func aTrackingIDKeptAfterBtnTouchClearsEndsTheTouchAtTheRelease() throws {
        // HP Synaptics: BTN_TOUCH clears at 100 ms, the tracking id only at 900 ms.
        let events = try Self.run(Self.pad(), [
                S.slot(0), S.id(7), S.mtx(500), S.mty(300), S.key(EvdevCode.BTN_TOUCH, 1),
                S.key(EvdevCode.BTN_TOOL_FINGER, 1), S.syn(),
            S.key(EvdevCode.BTN_TOUCH, 0, t: 100), S.key(EvdevCode.BTN_TOOL_FINGER, 0, t: 100), S.syn(t: 100),
            S.mtx(520, t: 500), S.syn(t: 500),
            S.id(-1, t: 900), S.syn(t: 900),
        ])
        #expect(events.count == 2, "\(events)")
        #expect(events.first.map(Self.isDown) == true)
        #expect(events.last.map(Self.isUp) == true)
    }

    @Test func anAppleContactOfSizeZeroAfterTheLiftIsNoTouch() throws {
        // bcm5974: the contact stays with touch major 0 after the finger lifts.
        let events = try Self.run(Self.pad(apple: true), [
            S.slot(0), S.id(3), S.mtx(500), S.mty(300), S.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 300), S.syn(),
            S.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 0, t: 10), S.syn(t: 10),
            S.mtx(900, t: 20), S.syn(t: 20),
        ])
        #expect(events.count == 2, "\(events)")
        #expect(events.last.map(Self.isUp) == true)
    }

    @Test func aHoveringAppleContactBelowTheSizeThresholdNeverBegins() throws {
        let events = try Self.run(Self.pad(apple: true), [
            S.slot(0), S.id(3), S.mtx(500), S.mty(300), S.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 100), S.syn(),
            S.id(-1, t: 10), S.syn(t: 10),
        ])
        #expect(events.isEmpty, "\(events)")
    }

    @Test func twoFingersOnAClickThatMoveLessThanOneAndAHalfMillimetresDoNotMove() throws {
        // Fingers 11 mm apart press the pad down; each moves 0.6 mm with the click.
        let events = try Self.run(Self.pad(clickpad: true), [
            S.slot(0), S.id(1), S.mtx(400), S.mty(300), S.slot(1), S.id(2), S.mtx(510), S.mty(300), S.syn(),
            S.key(EvdevCode.BTN_LEFT, 1, t: 20), S.syn(t: 20),
            S.slot(0, t: 30), S.mtx(394, t: 30), S.slot(1, t: 30), S.mtx(516, t: 30), S.syn(t: 30),
            S.key(EvdevCode.BTN_LEFT, 0, t: 120), S.syn(t: 120),
        ])
        #expect(!events.contains { if case .motion = $0 { true } else { false } }, "\(events)")
    }
}
