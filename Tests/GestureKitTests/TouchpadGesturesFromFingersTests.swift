import Foundation
import GestureInput
import GestureTestSupport
import Testing

/// A raw touchpad's fingers (evemu rows, as `listen --raw` reads them) make the touchpad gestures
/// libinput makes of the same fingers (`TouchpadGestureStage`, docs/touchpad-gestures.md), and the
/// touchpad recognizers take them as they take libinput's.
@Suite struct TouchpadGesturesFromFingersTests {
    /// A made-up five-slot clickpad, 100 × 60 mm at 10 units/mm, in evemu's text format.
    static let header = """
        # EVEMU 1.3
        N: GestureKit Test Touchpad
        I: 0011 0002 0007 01b1
        P: 05 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 01 00 00 00 00 00
        B: 01 20 64 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1000 0 0 10
        A: 01 0 600 0 0 10
        A: 2f 0 4 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 600 0 0 10
        A: 39 0 65535 0 0 0

        """

    /// The same pad without its physical button: libinput taps on it by default.
    static let buttonlessHeader = header.replacingOccurrences(of: "B: 01 00 00 01 00", with: "B: 01 00 00 00 00")

    /// Evemu rows for fingers at `positions(report)` (mm), one report every 10 ms for `reports`
    /// reports, then a lift `liftAfter` ms after the last one.
    static func recording(fingers: Int, reports: Int, liftAfter: Int = 10, button: Bool = true,
                          positions: (Int) -> [(Double, Double)]) -> String {
        var rows = button ? header : buttonlessHeader
        func time(_ ms: Int) -> String { String(format: "1.%06d", ms * 1000) }
        let tool: [Int: String] = [1: "0145", 2: "014d", 3: "014e"]
        for report in 0..<reports {
            let t = time(report * 10)
            for (slot, p) in positions(report).enumerated() {
                rows += "E: \(t) 0003 002f \(slot)\n"
                if report == 0 { rows += "E: \(t) 0003 0039 \(100 + slot)\n" }
                rows += "E: \(t) 0003 0035 \(Int((p.0 * 10).rounded()))\n"
                rows += "E: \(t) 0003 0036 \(Int((p.1 * 10).rounded()))\n"
            }
            if report == 0 {
                rows += "E: \(t) 0001 014a 1\n"
                if let code = tool[fingers] { rows += "E: \(t) 0001 \(code) 1\n" }
            }
            rows += "E: \(t) 0000 0000 0\n"
        }
        let end = time((reports - 1) * 10 + liftAfter)
        for slot in 0..<fingers {
            rows += "E: \(end) 0003 002f \(slot)\nE: \(end) 0003 0039 -1\n"
        }
        rows += "E: \(end) 0001 014a 0\n"
        if let code = tool[fingers] { rows += "E: \(end) 0001 \(code) 0\n" }
        rows += "E: \(end) 0000 0000 0\n"
        return rows
    }

    /// The JSON lines `replay` prints for `text` (an evemu recording) with `arguments`.
    static func replay(_ text: String, _ arguments: [String] = []) throws -> [[String: Any]] {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("gk-raw-touchpad-\(getpid())-\(UUID().uuidString).evemu")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", "--output", "jsonl"] + arguments + [file.path])
        #expect(result.status == 0, "\(result.stderr)")
        return lines(result.stdout)
    }

    static func lines(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The touchpad gesture input lines: "kind phase fingers" (with " cancelled").
    static func gestureInputs(_ lines: [[String: Any]]) -> [String] {
        lines.filter { $0["event"] as? String == "touchpadGesture" && $0["phase"] as? String != "update" }.map {
            let cancelled = $0["cancelled"] as? Bool == true ? " cancelled" : ""
            return "\($0["kind"] ?? "?") \($0["phase"] ?? "?") \($0["fingers"] ?? "?")\(cancelled)"
        }
    }

    static func number(_ line: [String: Any], _ key: String) -> Double {
        (line[key] as? NSNumber)?.doubleValue ?? .nan
    }

    /// Three fingers 15 mm apart moving 1 mm left every 10 ms for 300 ms.
    static let threeFingerSwipe = recording(fingers: 3, reports: 31) { r in
        [(70 - Double(r), 30), (55 - Double(r), 32), (40 - Double(r), 30)]
    }

    @Test func aThreeFingerSwipeFromRawRowsIsATouchpadSwipeOfThreeFingers() throws {
        let out = try Self.replay(Self.threeFingerSwipe, ["--input-only"])
        #expect(Self.gestureInputs(out) == ["swipe begin 3", "swipe end 3"])
        // libinput's deltas: the fingers' average motion in its units, from the report that decided
        // on, and included, the swipe (2 mm each for three fingers; the motion hysteresis holding
        // back a quarter millimetre makes it the third report): 28 of the 30 mm.
        let updates = out.filter { $0["event"] as? String == "touchpadGesture" && $0["phase"] as? String == "update" }
        let dx = updates.reduce(0) { $0 + Self.number($1, "dx") }, dy = updates.reduce(0) { $0 + Self.number($1, "dy") }
        let units = TouchpadGestureMachine.libinputUnitsPerMillimetre
        #expect(abs(dx + 28 * units) < 0.5 * units, "Σdx \(dx)")
        #expect(abs(dy) < 0.01)
        let swipe = try Self.replay(Self.threeFingerSwipe).filter { $0["recognizer"] as? String == "touchpadSwipe" }
        #expect(swipe.first?["state"] as? String == "began")
        #expect(swipe.last?["state"] as? String == "ended")
        #expect(swipe.allSatisfy { Self.number($0, "touches") == 3 })
    }

    @Test func withTheStageOffTheSameSwipeIsOnlyAPanOfThreeTouches() throws {
        #expect(Self.gestureInputs(try Self.replay(Self.threeFingerSwipe, ["--no-touchpad-gestures", "--input-only"]))
            .isEmpty)
        let out = try Self.replay(Self.threeFingerSwipe, ["--no-touchpad-gestures"])
        #expect(out.filter { $0["recognizer"] as? String == "touchpadSwipe" }.isEmpty)
        #expect(out.contains { $0["recognizer"] as? String == "pan" && $0["state"] as? String == "began" })
    }

    @Test func twoFingersMovingApartAreATouchpadPinchScaledByTheirDistance() throws {
        // 20 mm apart, each moving 1 mm outwards every 10 ms for 200 ms: 60 mm apart at the end.
        let pinch = Self.recording(fingers: 2, reports: 21) { r in [(40 - Double(r), 30), (60 + Double(r), 30)] }
        let out = try Self.replay(pinch, ["--input-only"])
        #expect(Self.gestureInputs(out) == ["pinch begin 2", "pinch end 2"])
        // Recognized when both moved 1.5 mm apart (libinput's minimum): 24 mm, so 60/24 at the end,
        // less the motion hysteresis.
        let last = try #require(out.last {
            $0["event"] as? String == "touchpadGesture" && $0["phase"] as? String == "update"
        })
        #expect(abs(Self.number(last, "scale") - 2.5) < 0.05, "\(last)")
        #expect(try Self.replay(pinch).contains {
            $0["recognizer"] as? String == "touchpadPinch" && $0["state"] as? String == "ended"
        })
    }

    @Test func twoStillFingersHoldAndATapCancelsTheHold() throws {
        let still: (Int) -> [(Double, Double)] = { _ in [(40, 30), (60, 30)] }
        // Lifted after 100 ms on a pad that taps: the tap cancels the hold.
        let tap = Self.recording(fingers: 2, reports: 1, liftAfter: 100, button: false, positions: still)
        #expect(Self.gestureInputs(try Self.replay(tap, ["--input-only"])) == ["hold begin 2", "hold end 2 cancelled"])
        #expect(try Self.replay(tap).contains {
            $0["recognizer"] as? String == "touchpadHold" && $0["state"] as? String == "cancelled"
        })
        // Lifted after 600 ms: a hold that ends.
        let hold = Self.recording(fingers: 2, reports: 1, liftAfter: 600, button: false, positions: still)
        #expect(Self.gestureInputs(try Self.replay(hold, ["--input-only"])) == ["hold begin 2", "hold end 2"])
        #expect(try Self.replay(hold).contains {
            $0["recognizer"] as? String == "touchpadHold" && $0["state"] as? String == "ended"
        })
    }

    @Test func onAClickpadLibinputDoesNotTapSoAQuickLiftEndsTheHold() throws {
        let tap = Self.recording(fingers: 2, reports: 1, liftAfter: 100) { _ in [(40, 30), (60, 30)] }
        #expect(Self.gestureInputs(try Self.replay(tap, ["--input-only"])) == ["hold begin 2", "hold end 2"])
    }

    @Test func aRealThreeFingerHoldIsOneHoldOfThreeFingersAsLibinputReportedIt() throws {
        // libinput 1.22 on the same recording (../shared/recordings/libinput-debug-events/ia_hold_3):
        // GESTURE_HOLD_BEGIN 3, GESTURE_HOLD_END 3, not cancelled.
        let path = SharedRecordings.folder("inputactions")
            .appendingPathComponent("touchpad--synaptics-tm3276--hold_3.evemu")
        let result = try CommandLineTool.run(["replay", "--output", "jsonl", "--input-only", path.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.gestureInputs(Self.lines(result.stdout)) == ["hold begin 3", "hold end 3"])
    }

    @Test func aRealPinchInIsATouchpadPinchThatZoomsOutAsLibinputsDid() throws {
        // libinput 1.22 on the same recording (libinput-debug-events/pinch_in): a 2-finger hold
        // cancelled, then a pinch ending at scale 0.21.
        let path = SharedRecordings.folder("inputactions")
            .appendingPathComponent("touchpad--synaptics-tm3276--pinch_in_2.evemu")
        let inputs = try CommandLineTool.run(["replay", "--output", "jsonl", "--input-only", path.path])
        #expect(Self.gestureInputs(Self.lines(inputs.stdout))
                    == ["hold begin 2", "hold end 2 cancelled", "pinch begin 2", "pinch end 2"])
        let result = try CommandLineTool.run(["replay", "--output", "jsonl", "--no-scroll", path.path])
        let end = try #require(Self.lines(result.stdout).last { $0["recognizer"] as? String == "touchpadPinch" })
        #expect(abs(Self.number(end, "scale") - 0.21) < 0.03, "\(end)")
    }
}
