import Foundation
import GestureTestSupport
import Testing

/// A kiosk's scroll view on a raw touchscreen follows the finger, on a 300 × 200 mm
/// panel (10 units/mm) mapped to 3000 × 2000 pt and a one-finger drag of 400 pt, replayed by
/// `gesturekit replay` from an evemu recording. The drag starts at the touch slop along its axis
/// (4.76 mm = 47.6 pt, Flutter's scrollables), and from there the content moves point for point.
@Suite struct ScrollViewFollowsFingerTests {
    /// An evemu recording of one finger landing at (1500, 1500) and moving up 8 units every 8 ms,
    /// 50 times, then lifting 100 ms after its last move.
    static func dragUpRecording() -> String {
        var lines = [
            "N: GestureKit synthetic 300x200 mm touchscreen", "I: 0018 04f3 0001 0000",
            "P: 02 00 00 00 00 00 00 00", "B: 00 0b 00 00 00 00 00 00 00",
        ]
        lines += Array(repeating: "B: 01 00 00 00 00 00 00 00 00", count: 5)
        lines += [
            "B: 01 00 04 00 00 00 00 00 00", "B: 03 03 00 00 00 00 80 60 02",
            "A: 00 0 2999 0 0 10", "A: 01 0 1999 0 0 10", "A: 2f 0 9 0 0 0",
            "A: 35 0 2999 0 0 10", "A: 36 0 1999 0 0 10", "A: 39 0 65535 0 0 0",
        ]
        func event(_ t: Int, _ type: Int, _ code: Int, _ value: Int) {
            lines.append("E: 0.\(String(format: "%06d", t)) \(String(format: "%04x %04x", type, code)) \(value)")
        }
        for (type, code, value) in [(3, 0x2f, 0), (3, 0x39, 1), (3, 0x35, 1500), (3, 0x36, 1500), (1, 0x14a, 1),
                                    (3, 0, 1500), (3, 1, 1500), (0, 0, 0)] {
            event(0, type, code, value)
        }
        for i in 1...50 {
            event(8000 * i, 3, 0x36, 1500 - 8 * i)
            event(8000 * i, 3, 1, 1500 - 8 * i)
            event(8000 * i, 0, 0, 0)
        }
        for (type, code, value) in [(3, 0x39, -1), (1, 0x14a, 0), (0, 0, 0)] { event(500_000, type, code, value) }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aDragOf400PointsMovesTheContent352PointsFollowingTheFingerFromTheTouchSlop() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-drag-\(getpid()).evemu")
        try Self.dragUpRecording().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", "--output", "jsonl", "--surface", "3000x2000", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        var scrolls: [[String: Any]] = []
        for line in result.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "scroll" else { continue }
            scrolls.append(object)
        }
        func number(_ o: [String: Any], _ key: String) -> Double { (o[key] as? NSNumber)?.doubleValue ?? .nan }
        let begin = try #require(scrolls.first { $0["event"] as? String == "willBeginDragging" })
        #expect(number(begin, "t") == 48_000, "the first frame beyond 47.6 pt along y, not 95.3 pt")
        for s in scrolls where s["event"] as? String == "didScroll" && number(s, "t") <= 400_000 {
            let fingerTravel = 8 * number(s, "t") / 8000
            #expect(number(s, "offsetY") == fingerTravel - 48, "point for point: \(s)")
        }
        let end = try #require(scrolls.first { $0["event"] as? String == "willEndDragging" })
        #expect(number(end, "offsetY") == 352, "400 pt of finger travel less the 48 pt slop")
    }
}
