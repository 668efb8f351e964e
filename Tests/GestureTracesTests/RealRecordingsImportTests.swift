import Foundation
import GestureTestSupport
import GestureTraces
import Testing

/// Every real recording in `../shared/recordings/` imports and decodes without error, and reaches
/// the number of simultaneous touches its gesture implies.
@Suite struct RealRecordingsImportTests {
    /// What one replay produced.
    struct Summary {
        var info: DeviceInfo?
        var maxTouches = 0
        var frames = 0
        var touchesBegan = 0
        var decoderDiagnostics: [Diagnostic] = []
        var trackerDiagnostics: [Diagnostic] = []
    }

    static func replay(_ path: String) throws -> Summary {
        let reader = try EvemuReader(path: path)
        var tracker = TouchTracker()
        var summary = Summary()
        var diagnostics: [Diagnostic] = []
        while let item = try reader.next() {
            switch item {
            case .diagnostic(let d):
                summary.decoderDiagnostics.append(d)
            case .event(let e):
                if case .deviceAdded(let info) = e.kind { summary.info = info }
                if let frame = tracker.process(e, diagnostics: &diagnostics) {
                    summary.frames += 1
                    summary.maxTouches = max(summary.maxTouches, frame.activeCount)
                }
            }
        }
        summary.trackerDiagnostics = diagnostics
        summary.touchesBegan = tracker.counters.touchesBegan
        return summary
    }

    static let allFiles = SharedRecordings.files(in: "evemu-devices") + SharedRecordings.files(in: "inputactions")

    @Test func sharedRecordingsArePresent() {
        #expect(Self.allFiles.count >= 19, "expected the shared recordings at \(SharedRecordings.folder("").path)")
    }

    @Test(arguments: allFiles.map { URL(fileURLWithPath: $0).lastPathComponent })
    func everyRecordingImportsAndDecodesCleanly(_ name: String) throws {
        let path = Self.allFiles.first { $0.hasSuffix("/" + name) } ?? name
        let s = try Self.replay(path)
        #expect(s.info != nil)
        #expect(s.frames > 0)
        // What the touchpad clean-up reports about a real pad (its jumps, palms, coordinates
        // beyond the axis range, two fingers reported as one wide contact) describes the device,
        // not a decoding defect.
        let deviceFacts: Set<Diagnostic.Code> = [.touchJump, .palmExcluded, .outsideAxisRange, .wideContactAsTwoFingers]
        let defects = s.decoderDiagnostics.filter { !deviceFacts.contains($0.code) }
        #expect(defects.isEmpty, "\(defects)")
        #expect(s.trackerDiagnostics.isEmpty, "\(s.trackerDiagnostics)")
    }

    /// File name fragment → device kind and the most fingers down at once that the gesture implies.
    static let expectations: [(String, DeviceKind, Int)] = [
        ("CyPS2_Cypress_Trackpad.three_finger_tap", .touchpad, 3),
        ("CyPS2_Cypress_Trackpad.two_finger_tap", .touchpad, 2),
        ("AlpsPS2_ALPS_GlidePoint.2-finger-tap", .touchpad, 2),
        ("AlpsPS2_ALPS_GlidePoint.single-tap", .touchpad, 1),
        ("N-Trig_MultiTouch.2-fingers-touch-release", .touchscreen, 2),
        ("Atmel_maXTouch_Touchscreen.1-finger-fast-taps", .touchscreen, 1),
        ("Atmel_maXTouch_Touchscreen.2-fingers-touch-release", .touchscreen, 2),
        ("Atmel_maXTouch_Touchscreen.4-finger-drag-down", .touchscreen, 4),
        ("EP0430M09.2-finger-scroll-down", .touchscreen, 2),
        ("synaptics-tm3276--hold_3", .touchpad, 3),
        ("synaptics-tm3276--pinch_in_2", .touchpad, 2),
        // The pad reports one contact (one tracking id, BTN_TOOL_FINGER, never BTN_TOOL_DOUBLETAP),
        // as wide as two fingers: the touchpad clean-up reads it as two (WideContactTwoFingers).
        ("SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical", .touchpad, 2),
    ]

    @Test(arguments: expectations.map(\.0))
    func recordingReachesTheTouchCountOfItsGesture(_ fragment: String) throws {
        let (_, kind, touches) = try #require(Self.expectations.first { $0.0 == fragment })
        let path = try #require(Self.allFiles.first { $0.contains(fragment) })
        let s = try Self.replay(path)
        #expect(s.info?.kind == kind)
        #expect(s.maxTouches == touches)
    }

    @Test func nTrigProtocolAKeepsTwoIdentitiesForTwoHeldFingers() throws {
        let path = try #require(Self.allFiles.first { $0.contains("N-Trig") })
        let s = try Self.replay(path)
        #expect(s.info?.slotCount == MultitouchDecoder.protocolAContactLimit)
        // Two fingers touch and release: two touches, not one per report.
        #expect(s.touchesBegan == 2)
    }

    @Test func cypressHeaderDescribesATwoSlotTouchpadWithResolution() throws {
        let path = try #require(Self.allFiles.first { $0.contains("Cypress_Trackpad.three_finger_tap") })
        let reader = try EvemuReader(path: path)
        let info = reader.deviceInfo
        #expect(info.name == "CyPS/2 Cypress Trackpad")
        #expect(info.slotCount == 2)
        #expect(info.kind == .touchpad)
        #expect(info.resolution == Vector(dx: 16, dy: 15))
        #expect(info.sizeMillimetres == Size(width: 100, height: 60))
        #expect(info.evdev?.bustype == 0x11)
        #expect(info.evdev?.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_TRIPLETAP) == true)
        #expect(info.evdev?.properties == [EvdevCode.INPUT_PROP_BUTTONPAD, EvdevCode.INPUT_PROP_SEMI_MT])
        #expect(info.capabilities == [.pointer])
    }
}
