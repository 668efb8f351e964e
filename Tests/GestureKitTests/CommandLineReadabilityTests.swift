import Foundation
import GestureKit
import GestureTestSupport
import Testing

/// The command line reads well and refuses what makes no sense — a version,
/// a text table without per-frame noise, relative times, explanations in words and units, one
/// meaning for `--output`, and contradictory or out-of-range flags as errors.
@Suite struct CommandLineReadabilityTests {
    func run(_ args: [String]) throws -> CommandLineTool.Result { try CommandLineTool.run(args) }

    /// Lines of a text table whose "what" column is `what` (the fourth column).
    func rows(_ out: String, type: String, what: String? = nil) -> [String] {
        out.split(separator: "\n").map(String.init).filter { line in
            let cols = line.split(separator: " ", omittingEmptySubsequences: true)
            return cols.count > 3 && cols[1] == type && (what.map { cols[3] == $0 } ?? true)
        }
    }

    @Test func versionPrintsTheLibraryVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == GestureKitVersion.current + "\n")
    }

    @Test func theTextTableLeavesOutPerFrameScrollMessagesUnlessEveryFrame() throws {
        let quiet = try run(["replay", "Traces/touchscreen/pinch-out.gktrace"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(rows(quiet.stdout, type: "scroll", what: "didZoom").isEmpty)
        #expect(rows(quiet.stdout, type: "scroll", what: "willBeginZooming").count == 1)
        let everyFrame = try run(["replay", "--every-frame", "Traces/touchscreen/pinch-out.gktrace"])
        #expect(rows(everyFrame.stdout, type: "scroll", what: "didZoom").count > 10)
    }

    @Test func jsonLinesStillCarryEveryPerFrameMessage() throws {
        let result = try run(["replay", "--output", "jsonl", "Traces/touchscreen/pinch-out.gktrace"])
        #expect(result.stdout.components(separatedBy: "\"event\":\"didZoom\"").count > 10)
    }

    @Test func noDidScrollInTheTextTableIsANoOpWithANote() throws {
        let plain = try run(["replay", "Traces/touchscreen/pinch-out.gktrace"])
        let old = try run(["replay", "--no-did-scroll", "Traces/touchscreen/pinch-out.gktrace"])
        #expect(old.status == 0)
        #expect(old.stdout == plain.stdout)
        #expect(old.stderr.contains("note: --no-did-scroll is no longer needed"))
    }

    @Test func recordingsOnAnAbsoluteClockPrintTimesFromTheFirstEvent() throws {
        // tap.gktrace moved to a wall-clock time, as evemu recordings have.
        let source = try String(contentsOfFile: SharedRecordings.trace("touchscreen/tap.gktrace"), encoding: .utf8)
        let shifted = source.split(separator: "\n").map { line -> String in
            guard let r = line.range(of: #""t":(\d+)"#, options: .regularExpression),
                  let t = Int64(line[r].dropFirst(4)) else { return String(line) }
            return line.replacingCharacters(in: r, with: "\"t\":\(t + 1_382_570_926_000_000)")
        }.joined(separator: "\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-absolute-\(getpid()).gktrace")
        try shifted.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let relative = try run(["replay", file.path])
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(relative.stdout.contains("# times are ms from the first event, at 1382570926000.000 ms"))
        let table = relative.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(!table.contains { $0.contains("1382570926") }, "only the note names the clock")
        let gesture = try #require(rows(relative.stdout, type: "gesture").first)
        #expect(gesture.hasPrefix("    "), "a short relative time: \(gesture)")
        let absolute = try run(["replay", "--absolute-times", file.path])
        #expect(rows(absolute.stdout, type: "gesture").allSatisfy { $0.contains("138257092") })
    }

    @Test func explainSaysWhatWasMeasuredInUnitsNotARawLimit() throws {
        let result = try run(["replay", "--explain", "Traces/touchscreen/tap.gktrace"])
        #expect(result.status == 0, "\(result.stderr)")
        let doubleTap = rows(result.stdout, type: "explain").filter { $0.contains(" doubleTap ") }
        #expect(doubleTap.contains { $0.hasSuffix("no next tap within 300 ms [tapIntervalTooLong]") }, "\(doubleTap)")
        #expect(!result.stdout.contains("(limit "))
    }

    @Test func explainLeavesOutResetsAndPublishedStatesUnlessAll() throws {
        let decisions = try run(["replay", "--explain", "Traces/touchscreen/double-tap.gktrace"])
        #expect(rows(decisions.stdout, type: "explain", what: "reset").isEmpty)
        #expect(rows(decisions.stdout, type: "explain", what: "published").isEmpty)
        #expect(!rows(decisions.stdout, type: "explain", what: "failed").isEmpty)
        let all = try run(["replay", "--explain=all", "Traces/touchscreen/double-tap.gktrace"])
        #expect(!rows(all.stdout, type: "explain", what: "reset").isEmpty)
        #expect(!rows(all.stdout, type: "explain", what: "published").isEmpty)
    }

    @Test func explainWithANameFollowsOnlyThatRecognizer() throws {
        let result = try run(["replay", "--explain=singleTap", "Traces/touchscreen/double-tap.gktrace"])
        #expect(result.status == 0, "\(result.stderr)")
        let explained = rows(result.stdout, type: "explain")
        #expect(!explained.isEmpty)
        #expect(explained.allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true)[2] == "singleTap" })
        let json = try run([
            "replay", "--output", "jsonl", "--explain=singleTap", "Traces/touchscreen/double-tap.gktrace"
        ])
        let lines = json.stdout.split(separator: "\n").filter { $0.contains("\"type\":\"explain\"") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("\"recognizer\":\"singleTap\"") })
    }

    @Test func explainWithAnUnknownNameSuggestsTheClosest() throws {
        let result = try run(["replay", "--explain=dubleTap", "Traces/touchscreen/double-tap.gktrace"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("no recognizer named `dubleTap`; did you mean `doubleTap`?"), "\(result.stderr)")
    }

    static let contradictions: [[String]] = [
        ["--input-only", "--explain"],
        ["--input-only", "--every-frame"],
        ["--input-only", "--preset", "pager"],
        ["--no-scroll", "--every-frame"],
        ["--no-scroll", "--paging"],
        ["--no-did-scroll", "--every-frame"],
    ]

    @Test(arguments: contradictions)
    func contradictoryFlagsAreAnErrorNamingBoth(_ flags: [String]) throws {
        let result = try run(["replay"] + flags + ["Traces/touchscreen/tap.gktrace"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(flags[0]) && result.stderr.contains(flags[1]), "\(result.stderr)")
    }

    @Test func aNegativeNumberGetsTheAllowedRangeNotMissingValue() throws {
        let result = try run(["replay", "--min-zoom", "-1", "Traces/touchscreen/tap.gktrace"])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("--min-zoom must be positive and at most --max-zoom (4.0), got -1.0"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test func renderWritesDashOAndTheOldOutputSpellingStillWorksWithANote() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-render-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let new = try run(["render", "Traces/touchscreen/tap.gktrace", "-o", file.path])
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stderr.isEmpty)
        let old = try run(["render", "Traces/touchscreen/tap.gktrace", "--output", file.path])
        #expect(old.status == 0, "\(old.stderr)")
        #expect(old.stderr.contains("note: --output FILE is deprecated here; write -o FILE"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("<svg"))
    }

    @Test func synthWritesDashOToo() throws {
        let result = try run(["synth", "--events", "5", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"gktrace\":1"))
        let missing = try run(["synth", "--events", "5"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("name the file to write with -o FILE"))
    }

    @Test func theTextTableNamesPagesOnlyWithPagingAndNeverPrintsMinusZero() throws {
        let plain = try run(["replay", "Traces/touchscreen/pinch-in.gktrace"])
        let state = try #require(rows(plain.stdout, type: "state").last)
        #expect(!state.contains("page"), "\(state)")
        #expect(!plain.stdout.contains(" -0 ") && !plain.stdout.contains("(-0,") && !plain.stdout.contains(",-0)"))
        let paged = try run([
            "replay", "--preset", "pager", "--paging", "--content", "6400x800",
            "Traces/touchscreen/paging-swipe-left.gktrace"
        ])
        #expect(try #require(rows(paged.stdout, type: "state").last).contains("page 1"), "\(paged.stdout)")
    }
}
