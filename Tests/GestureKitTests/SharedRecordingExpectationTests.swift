import Foundation
import GestureTestSupport
import Testing

/// Every shared real recording, replayed by `gesturekit replay` with default options, reports what
/// the person did (the file names and `../shared/recordings/README.md` say what that was). The
/// same table is in `Traces/README.md`. Raw devices get their thresholds in millimetres
/// (`DeviceThresholds`), which is what the single tap, the held Atmel fingers and the swipe need.
@Suite struct SharedRecordingExpectationTests {
    /// What one replay printed: gesture lines and scroll/zoom delegate events, as JSON objects.
    struct Replay {
        var gestures: [[String: Any]] = []
        var scrollEvents: [String] = []
        var stderr = ""

        /// Lines of recognizer `name` in `state` (any state when nil).
        func lines(_ name: String, _ state: String? = nil) -> [[String: Any]] {
            gestures.filter { $0["recognizer"] as? String == name && (state == nil || $0["state"] as? String == state) }
        }
        /// Recognizers that recognized or began, in order, without repeats.
        var started: [String] {
            var out: [String] = []
            for g in gestures where ["recognized", "began"].contains(g["state"] as? String ?? "") {
                if let r = g["recognizer"] as? String { out.append(r) }
            }
            return out
        }
        /// The content glided after a release.
        var glided: Bool { scrollEvents.contains("willBeginDecelerating") }
        /// The last line of `name` (its final values).
        func last(_ name: String) -> [String: Any]? { lines(name).last }
    }

    static func replay(_ folder: String, _ name: String, _ extra: [String] = []) throws -> Replay {
        try replay(path: SharedRecordings.folder(folder).appendingPathComponent(name).path, extra)
    }

    /// Replays the recording at `path` with `extra` options, as the tests of this suite do.
    static func replay(path: String, _ extra: [String] = []) throws -> Replay {
        let result = try CommandLineTool.run(["replay", "--output", "jsonl", "--no-did-scroll"] + extra + [path])
        #expect(result.status == 0, "replay \(path): \(result.stderr)")
        var r = Replay(stderr: result.stderr)
        for line in result.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            switch object["type"] as? String {
            case "gesture": r.gestures.append(object)
            case "scroll": if let e = object["event"] as? String { r.scrollEvents.append(e) }
            default: break
            }
        }
        return r
    }

    static func number(_ line: [String: Any]?, _ key: String) -> Double {
        (line?[key] as? NSNumber)?.doubleValue ?? .nan
    }

    /// Fingers held still and lifted: no tap, no pan, no swipe, no glide (a long press is fine).
    static func expectHeldAndReleased(_ r: Replay, _ name: String) {
        let moving = r.started.filter { !["longPress"].contains($0) }
        #expect(moving.isEmpty, "\(name): held fingers started \(moving)")
        #expect(!r.glided, "\(name): held fingers made the content glide")
    }

    static let evemu = "evemu-devices"
    static let inputactions = "inputactions"

    // MARK: Touchpads

    /// What started, less the finger scroll libinput also makes of two tapping fingers' wobble
    /// (a few units; `Traces/README.md`, "Touchpad gestures from raw fingers").
    static func startedBesidesScroll(_ r: Replay) -> [String] { r.started.filter { $0 != "scroll" } }

    @Test func alpsTwoFingerTapIsOneTwoFingerTap() throws {
        let r = try Self.replay(Self.evemu, "touchpads--AlpsPS2_ALPS_GlidePoint.2-finger-tap.evemu")
        #expect(Self.startedBesidesScroll(r) == ["twoFingerTap"])
        #expect(Self.number(r.last("twoFingerTap"), "touches") == 2)
        #expect(r.stderr.contains("assumed"), "replay says the pad's size was assumed")
    }

    @Test func alpsDoubleTapIsOneDoubleTap() throws {
        let r = try Self.replay(Self.evemu, "touchpads--AlpsPS2_ALPS_GlidePoint.double-tap.evemu")
        #expect(r.started == ["doubleTap"])
        #expect(Self.number(r.last("doubleTap"), "taps") == 2)
    }

    @Test func alpsSingleTapIsOneOneFingerTap() throws {
        let r = try Self.replay(Self.evemu, "touchpads--AlpsPS2_ALPS_GlidePoint.single-tap.evemu")
        // The finger's centre wanders 4.4 mm while it lands and lifts (71 ms): within the touch slop.
        #expect(r.started == ["singleTap"])
    }

    @Test func cypressTwoFingerTapIsOneTwoFingerTap() throws {
        let r = try Self.replay(Self.evemu, "touchpads--CyPS2_Cypress_Trackpad.two_finger_tap.evemu")
        #expect(Self.startedBesidesScroll(r) == ["twoFingerTap"])
    }

    @Test func cypressThreeFingerTapIsOneThreeFingerTapWhereTheGraphHasOne() throws {
        // The default graph has no three-finger tap: nothing at all is reported.
        #expect(try Self.replay(Self.evemu, "touchpads--CyPS2_Cypress_Trackpad.three_finger_tap.evemu").started.isEmpty)
        let config = SharedRecordings.trace("configs/three-finger-tap.yaml")
        let r = try Self.replay(
            Self.evemu, "touchpads--CyPS2_Cypress_Trackpad.three_finger_tap.evemu", ["--config", config])
        #expect(r.started == ["threeFingerTap"])
    }

    @Test func synapticsTwoFingerVerticalScrollIsAVerticalPan() throws {
        let r = try Self.replay(
            Self.evemu, "touchpads--SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.evemu")
        #expect(r.lines("pan", "began").count == 1)
        #expect(r.lines("pan", "ended").count == 1, "every began has one ended")
        let end = r.last("pan")
        #expect(
            abs(Self.number(end, "dy")) > 3 * abs(Self.number(end, "dx")),
            "the pan is vertical: \(String(describing: end))")
        #expect(r.stderr.contains("assumed"))
    }

    /// The HP 8470p reports the two fingers as one wide contact (one tracking id, BTN_TOOL_FINGER
    /// only, ABS_TOOL_WIDTH 9–13). libinput reads it as one finger's pointer motion; GestureKit counts a
    /// contact at or above xf86-input-synaptics' two-finger width as two fingers (`WideContactTwoFingers`,
    /// docs/live-input.md), so the scroll is the two-finger pan the person made.
    @Test func aPadThatReportsTwoFingersAsOneWideContactGivesATwoFingerPanDownward() throws {
        let r = try Self.replay(
            Self.evemu, "touchpads--SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.evemu")
        #expect(!r.lines("pan").isEmpty)
        for line in r.lines("pan") {
            #expect(Self.number(line, "touches") == 2, "\(line)")
        }
        #expect(Self.number(r.last("pan"), "dy") > 100, "it scrolls the way the fingers went")
    }

    @Test(arguments: ["touchpad--synaptics-tm3276--hold_2.evemu", "touchpad--synaptics-tm3276--hold_3.evemu"])
    func heldTouchpadFingersMakeOnlyATouchpadHold(_ name: String) throws {
        let r = try Self.replay(Self.inputactions, name)
        #expect(r.started == ["touchpadHold"], "libinput holds them too (GESTURE_HOLD_BEGIN … END)")
        #expect(r.lines("touchpadHold", "ended").count == 1, "not cancelled")
        #expect(!r.glided, "\(name): held fingers made the content glide")
    }

    @Test func pinchInZoomsOut() throws {
        let r = try Self.replay(Self.inputactions, "touchpad--synaptics-tm3276--pinch_in_2.evemu")
        #expect(r.lines("pinch", "began").count == 1)
        #expect(Self.number(r.last("pinch"), "scale") < 0.9)
    }

    @Test func pinchOutZoomsIn() throws {
        let r = try Self.replay(Self.inputactions, "touchpad--synaptics-tm3276--pinch_out_2.evemu")
        #expect(r.lines("pinch", "began").count == 1)
        #expect(Self.number(r.last("pinch"), "scale") > 1.1)
    }

    @Test func rotateClockwiseIsAClockwiseRotation() throws {
        let r = try Self.replay(Self.inputactions, "touchpad--synaptics-tm3276--rotate_clockwise_2.evemu")
        #expect(Self.number(r.last("rotation"), "rotation") > 0.5, "clockwise is positive, radians")
    }

    @Test func twoFingerSwipeLeftIsALeftwardPan() throws {
        let r = try Self.replay(Self.inputactions, "touchpad--synaptics-tm3276--swipe_left_2.evemu")
        let end = r.last("pan")
        #expect(Self.number(end, "dx") < -100)
        #expect(abs(Self.number(end, "dx")) > 10 * abs(Self.number(end, "dy")))
        // Their line turns 7° over the swipe, but the fingers move together far more than around
        // each other: no rotation on a touchpad (libinput: same direction → scroll).
        #expect(r.lines("rotation").isEmpty)
        #expect(r.lines("pinch").isEmpty)
    }

    // MARK: Touchscreens

    @Test func atmelFastTapsAreTapsOnly() throws {
        let r = try Self.replay(Self.evemu, "touchscreens--Atmel_maXTouch_Touchscreen.1-finger-fast-taps.evemu")
        #expect(!r.started.isEmpty)
        #expect(r.started.allSatisfy { ["singleTap", "doubleTap"].contains($0) }, "\(r.started)")
        #expect(r.stderr.contains("mapped onto the surface"))
    }

    @Test func atmelDragUpAndDownIsOnePan() throws {
        let r = try Self.replay(Self.evemu, "touchscreens--Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.evemu")
        #expect(r.lines("pan", "began").count == 1)
        #expect(r.lines("pan", "ended").count == 1)
        let dys = r.lines("pan").map { Self.number($0, "dy") }
        #expect((dys.min() ?? 0) < -50, "it went up first")
    }

    @Test func atmelFourFingerDragDownIsADownwardPan() throws {
        let r = try Self.replay(Self.evemu, "touchscreens--Atmel_maXTouch_Touchscreen.4-finger-drag-down.evemu")
        #expect(r.lines("pan", "began").count >= 1)
        #expect(r.lines("pan").map { Self.number($0, "dy") }.max() ?? 0 > 50)
    }

    @Test func ep0430TwoFingerScrollDownIsAnUpwardTwoFingerPan() throws {
        // Scrolling the content down on a touchscreen drags the fingers up.
        let r = try Self.replay(Self.evemu, "touchscreens--EP0430M09.2-finger-scroll-down.evemu")
        let end = r.last("pan")
        #expect(r.lines("pan").map { Self.number($0, "touches") }.max() == 2)
        #expect(Self.number(end, "dy") < -20)
        #expect(abs(Self.number(end, "dy")) > 3 * abs(Self.number(end, "dx")))
    }

    @Test func heldScreenFingersMakeNoGesture() throws {
        for name in [
            "touchscreens--EP0430M09.2-fingers-touch-release.evemu",
            "touchscreens--N-Trig_MultiTouch.2-fingers-touch-release.evemu"
        ] {
            Self.expectHeldAndReleased(try Self.replay(Self.evemu, name), name)
        }
    }

    @Test func heldAtmelFingersMakeNoGesture() throws {
        let name = "touchscreens--Atmel_maXTouch_Touchscreen.2-fingers-touch-release.evemu"
        let r = try Self.replay(Self.evemu, name)
        // The fingers drift 21 pt of the fallback surface: under the touchscreen pan slop (36 pt).
        Self.expectHeldAndReleased(r, name)
    }
}
