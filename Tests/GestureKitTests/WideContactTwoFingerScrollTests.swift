import Foundation
import GestureTestSupport
import Testing

/// A Synaptics PS/2 pad that reports two fingers as one wide contact (an HP EliteBook 8470p: one
/// tracking id, `BTN_TOOL_FINGER` only, `ABS_TOOL_WIDTH` 9–13 of 0…15 while two fingers scroll):
/// `gesturekit replay` gives a two-finger pan in the scroll's direction, and a narrow contact on the
/// same pad stays one finger (`WideContactTwoFingers`, docs/live-input.md).
@Suite struct WideContactTwoFingerScrollTests {
    /// The HP 8470p's description: 2 slots, `BTN_TOOL_FINGER`…`TRIPLETAP`, pressure 0…255,
    /// `ABS_TOOL_WIDTH` 0…15, no resolution (libinput assumes a 69 × 50 mm pad: 61 × 70 units/mm).
    static let header = """
        N: SynPS/2 Synaptics TouchPad
        I: 0011 0002 0007 01b1
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 07 00 00 00 00 00
        B: 01 20 64 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 02 00 00 00 00 00 00 00 00
        B: 03 03 00 00 11 00 80 60 02
        B: 04 00 00 00 00 00 00 00 00
        B: 05 00 00 00 00 00 00 00 00
        B: 11 00 00 00 00 00 00 00 00
        B: 12 00 00 00 00 00 00 00 00
        B: 15 00 00 00 00 00 00 00 00
        B: 15 00 00 00 00 00 00 00 00
        A: 00 1472 5728 0 0
        A: 01 1408 4916 0 0
        A: 18 0 255 0 0
        A: 1c 0 15 0 0
        A: 2f 0 1 0 0
        A: 35 1472 5728 0 0
        A: 36 1408 4916 0 0
        A: 39 0 65535 0 0
        """

    /// One contact, as the HP reports a scroll: it lands at (3400, 2000), moves 20 mm down (1400
    /// units at 70 units/mm) in 20 reports 14 ms apart with its width cycling through `widths`, and
    /// lifts.
    static func recording(widths: [Int]) -> String {
        var lines = [header]
        var t = 1_000_000
        func row(_ type: Int, _ code: Int, _ value: Int) {
            lines.append(String(format: "E: %d.%06d %04x %04x %d", t / 1_000_000, t % 1_000_000, type, code, value))
        }
        func report() { row(0, 0, 0); t += 14_000 }
        row(3, 0x39, 1); row(3, 0x35, 3400); row(3, 0x36, 2000); row(1, 0x14a, 1)
        row(3, 0x00, 3400); row(3, 0x01, 2000); row(3, 0x18, 80); row(3, 0x1c, widths[0]); row(1, 0x145, 1)
        report()
        for step in 1...20 {
            let y = 2000 + 70 * step
            row(3, 0x36, y); row(3, 0x01, y); row(3, 0x1c, widths[step % widths.count])
            report()
        }
        row(3, 0x39, -1); row(3, 0x18, 0); row(3, 0x1c, 0); row(1, 0x14a, 0); row(1, 0x145, 0)
        report()
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `body` on the recording of `widths`, written to a temporary file of its own (tests run in
    /// parallel).
    static func withRecording<T>(widths: [Int], _ body: (String) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wide-contact-\(UUID()).evemu")
        try recording(widths: widths).write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }

    static func replay(widths: [Int]) throws -> SharedRecordingExpectationTests.Replay {
        try withRecording(widths: widths) { try SharedRecordingExpectationTests.replay(path: $0) }
    }

    @Test func aOneContactScrollAsWideAsTwoFingersIsATwoFingerPanDownward() throws {
        let r = try Self.replay(widths: [11, 12, 13])
        #expect(r.lines("pan", "began").count == 1)
        for line in r.lines("pan") {
            #expect(SharedRecordingExpectationTests.number(line, "touches") == 2, "\(line)")
        }
        let end = r.last("pan")
        let dx = SharedRecordingExpectationTests.number(end, "dx")
        let dy = SharedRecordingExpectationTests.number(end, "dy")
        #expect(dy > 3 * abs(dx), "a pan downward: \(String(describing: end))")
    }

    /// A normal finger on a Synaptics pad is W 4–7 (the Synaptics PS/2 TouchPad Interfacing Guide).
    @Test func aNarrowContactOnTheSamePadStaysOneFinger() throws {
        let r = try Self.replay(widths: [4, 5, 6])
        #expect(r.lines("pan", "began").count == 1)
        for line in r.lines("pan") {
            #expect(SharedRecordingExpectationTests.number(line, "touches") == 1, "\(line)")
        }
        #expect(SharedRecordingExpectationTests.number(r.last("pan"), "dy") > 0)
    }

    @Test(arguments: [([11, 12, 13], 1), ([4, 5, 6], 0)])
    func infoSaysHowManyWideContactsWereReadAsTwoFingers(_ widths: [Int], _ count: Int) throws {
        let result = try Self.withRecording(widths: widths) { try CommandLineTool.run(["info", $0]) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wide contacts read as two fingers: \(count)"), "\(result.stdout)")
    }
}
