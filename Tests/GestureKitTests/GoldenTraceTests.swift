import Foundation
import Testing
import GestureTestSupport

/// The integration tests of docs/trace-format.md, "Golden traces": every trace in `Traces/` with an
/// `X.expected.jsonl` beside it is replayed by the real `gesturekit replay --output jsonl
/// --no-did-scroll [X.args]` and must print exactly the expected lines. Expectations are written
/// from what the trace means and reviewed line by line (docs/trace-format.md, "Golden traces");
/// never regenerated to hide a bug.
@Suite struct GoldenTraceTests {
    /// Every `*.expected.jsonl` under `Traces/`, relative to `Traces/`.
    static let expectations: [String] = {
        let root = SharedRecordings.packageRoot.appendingPathComponent("Traces")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".expected.jsonl") }.sorted()
    }()

    @Test func thereAreGoldenTraces() {
        #expect(Self.expectations.count >= 10, "Traces/ should hold the golden integration traces")
    }

    @Test(arguments: expectations)
    func replayPrintsExactlyTheExpectedLines(_ expectedFile: String) throws {
        let traces = SharedRecordings.packageRoot.appendingPathComponent("Traces")
        let base = String(expectedFile.dropLast(".expected.jsonl".count))
        let candidates = [".gktrace", ".evemu", ".libinput-record.yaml", ".yaml", ".debug-events.txt"]
        let tracePath = try #require(candidates.map { traces.appendingPathComponent(base + $0).path }
            .first { FileManager.default.fileExists(atPath: $0) }, "no trace beside \(expectedFile)")
        var args = ["replay", "--output", "jsonl", "--no-did-scroll"]
        let argsFile = traces.appendingPathComponent(base + ".args")
        if let text = try? String(contentsOf: argsFile, encoding: .utf8) {
            args += text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        }
        args.append(tracePath)

        let result = try CommandLineTool.run(args)
        #expect(result.status == 0, "gesturekit \(args.joined(separator: " ")) failed: \(result.stderr)")
        let expected = try String(contentsOf: traces.appendingPathComponent(expectedFile), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true)
        let actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: true)
        for (i, (e, a)) in zip(expected, actual).enumerated() where e != a {
            Issue.record("""
                \(expectedFile):\(i + 1): replay differs
                  expected: \(e)
                  actual:   \(a)
                """)
            return
        }
        #expect(actual.count == expected.count,
                """
                    \(expectedFile): expected \(expected.count) lines, replay printed \(actual.count); first extra: \
                    \(actual.count > expected.count ? String(actual[expected.count]) : String(expected[actual.count]))
                    """)
    }

    @Test func replayingTheSameTraceTwiceIsByteIdentical() throws {
        let path = SharedRecordings.trace("touchscreen/double-tap.gktrace")
        let first = try CommandLineTool.run(["replay", "--output", "jsonl", "--every-frame", path])
        let second = try CommandLineTool.run(["replay", "--output", "jsonl", "--every-frame", path])
        #expect(first.status == 0)
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
    }
}
