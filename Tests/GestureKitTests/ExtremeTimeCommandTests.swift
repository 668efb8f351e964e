import Foundation
import GestureKit
import GestureTestSupport
import Testing

/// A `t` near Int64.max never prints wrapped (`"t":-9223372036854675809`): timers (the double-tap
/// window, the long-press delay) and animation frames are event times plus a span. An event time
/// beyond `Pipeline.latestEventTime` is an error at its line; up to it, every timer and frame
/// keeps its real deadline and every printed time is in order, never wrapped negative.
@Suite struct ExtremeTimeCommandTests {
    static let device =
        #"{"capabilities":["touch"],"kind":"touchscreen","name":"t","size_mm":[338.67,211.67],"slots":10}"#

    /// A `.gktrace` of a double tap at the viewport centre: down, up, down, up at `times` (µs).
    /// Lines: 1 header, 2 device, then two per touch event (event, frame) — the last up is line 9.
    static func doubleTapTrace(at times: [Int64]) throws -> URL {
        var lines = [#"{"gktrace":1,"devices":[\#(device)],"surface":{"width":1280,"height":800}}"#,
                     #"{"t":\#(times[0]),"dev":0,"type":"added","device":\#(device)}"#]
        for (t, down) in zip(times, [true, false, true, false]) {
            lines.append(
                down
                    ? #"{"t":\#(t),"dev":0,"type":"down","slot":0,"x":640,"y":400}"#
                    : #"{"t":\#(t),"dev":0,"type":"up","slot":0}"#)
            lines.append(#"{"t":\#(t),"dev":0,"type":"frame"}"#)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "late-\(UInt32.random(in: 0...UInt32.max)).gktrace")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Every `"t":N` in JSON Lines output.
    static func times(in output: String) -> [Int64] {
        output.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""t":"#) else { return nil }
            return Int64(line[range.upperBound...].prefix { $0 == "-" || $0.isNumber })
        }
    }

    @Test(arguments: [Int64.max, Int64.max - 100_000, Int64(1 << 62) + 1] as [Int64])
    func anEventTimeBeyondTheLatestSchedulableTimeIsAnErrorNamingItsLine(_ late: Int64) throws {
        let trace = try Self.doubleTapTrace(at: [0, 80_000, 230_000, late])
        defer { try? FileManager.default.removeItem(at: trace) }
        let result = try CommandLineTool.run(["replay", "--output", "jsonl", trace.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("""
            \(trace.path):9:1: event time \(late) µs is out of range (allowed: \
            −4611686018427387904…4611686018427387904 µs
            """),
                "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
        // What came before the bad line is still reported, at real (non-wrapped) times.
        let times = Self.times(in: result.stdout)
        #expect(!times.isEmpty && times.allSatisfy { $0 >= 0 && $0 < 1 << 62 }, "\(times)")
    }

    @Test func aDoubleTapEndingAtTheLatestAcceptedTimeIsRecognizedAndZoomsWithTimesInOrder() throws {
        let end = Pipeline.latestEventTime.microseconds
        let trace = try Self.doubleTapTrace(at: [end - 310_000, end - 230_000, end - 80_000, end])
        defer { try? FileManager.default.removeItem(at: trace) }
        let result = try CommandLineTool.run(["replay", "--output", "jsonl", trace.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The same outputs as the double tap at ordinary times: no timer fired early (no single
        // tap, no long press), and the zoom animation ran to its end after the last event.
        #expect(result.stdout.contains(#""recognizer":"doubleTap""#))
        #expect(!result.stdout.contains(#""recognizer":"singleTap""#))
        #expect(!result.stdout.contains(#""recognizer":"longPress""#))
        #expect(result.stdout.contains(#""event":"didEndZooming""#))
        let times = Self.times(in: result.stdout)
        #expect(times.allSatisfy { $0 >= end - 310_000 }, "\(times)")
        #expect(times == times.sorted(), "\(times)")
        #expect((times.last ?? 0) > end, "the animation's frames run after the last event: \(times)")
    }

    @Test func aPipelineRejectsAnEventBeyondTheLatestTimeAndKeepsItsState() throws {
        let pipeline = try Pipeline(configuration: PipelineConfiguration())
        let late = InputEvent(time: Timestamp(microseconds: .max), device: DeviceID(0), kind: .touch(.frame))
        #expect(throws: EventTimeError(time: Timestamp(microseconds: .max))) { try pipeline.process(late) { _ in } }
        #expect(pipeline.eventCount == 0)
        #expect(pipeline.time == nil)
    }
}
