import Foundation
import GestureTestSupport
import Testing

/// `gesturekit test PATH…` end to end, through the built binary, on folders of golden traces made
/// for each test from the project's own traces (docs/testing.md, "From the command line").
@Suite struct TestCommandTests {
    static let tap = SharedRecordings.trace("touchscreen/tap.gktrace")
    static let doubleTap = SharedRecordings.trace("touchscreen/double-tap.gktrace")
    static let tapGesture = #"{"t":480000,"type":"gesture","recognizer":"singleTap","kind":"tap","#
        + #""state":"recognized","x":640,"y":400,"touches":1,"dev":0,"taps":1}"#
    static let tapState = #"{"t":480000,"type":"state","offsetX":0,"offsetY":0,"zoom":1,"page":0}"#
    static let doubleTapGesture = #"{"t":410000,"type":"gesture","recognizer":"doubleTap","kind":"tap","#
        + #""state":"recognized","x":640,"y":400,"touches":1,"dev":0,"taps":2}"#

    /// A new empty folder, removed by `body`'s end.
    static func withFolder(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gesturekit-test-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    static func write(_ text: String, to path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    static func copy(_ source: String, to path: String) throws {
        try write(String(contentsOfFile: source, encoding: .utf8), to: path)
    }

    /// A folder of three passing traces (one of them with its `.args`), a trace that is not a test
    /// (no expectation) and a folder that is hidden.
    static func passingFolder(_ root: String) throws {
        try copy(tap, to: "\(root)/touch/tap.gktrace")
        try write(tapGesture + "\n" + tapState + "\n", to: "\(root)/touch/tap.expected.jsonl")
        // Gesture records only: the replay's scroll and state records are not compared.
        try copy(doubleTap, to: "\(root)/touch/double-tap.gktrace")
        try write(doubleTapGesture + "\n", to: "\(root)/touch/double-tap.expected.jsonl")
        try copy(SharedRecordings.trace("touchpad/pinch.gktrace"), to: "\(root)/pad/pinch.gktrace")
        try copy(SharedRecordings.trace("touchpad/pinch.expected.jsonl"), to: "\(root)/pad/pinch.expected.jsonl")
        // Paths in .args are relative to the current folder: the package root here.
        try copy(SharedRecordings.trace("touchpad/pinch.args"), to: "\(root)/pad/pinch.args")
        try copy(SharedRecordings.trace("touchscreen/pan.gktrace"), to: "\(root)/touch/pan.gktrace")
        try copy(tap, to: "\(root)/.hidden/tap.gktrace")
        try write("garbage\n", to: "\(root)/.hidden/tap.expected.jsonl")
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    @Test func passingTracesAreListedInPathOrderAndTheLastLineCountsThem() throws {
        try Self.withFolder { root in
            try Self.passingFolder(root)
            let result = try CommandLineTool.run(["test", root])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(Self.lines(result.stdout) == [
                "ok    \(root)/pad/pinch.gktrace (50 records)",
                "ok    \(root)/touch/double-tap.gktrace (1 records)",
                "ok    \(root)/touch/tap.gktrace (2 records)",
                "3 passed, 0 failed",
            ])
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func theOutputIsTheSameWhateverTheNumberOfWorkers() throws {
        try Self.withFolder { root in
            try Self.passingFolder(root)
            try Self.copy(SharedRecordings.trace("touchscreen/swipe-left.gktrace"), to: "\(root)/touch/swipe.gktrace")
            try Self.write(#"{"type":"gesture","t":0}"# + "\n", to: "\(root)/touch/swipe.expected.jsonl")
            let one = try CommandLineTool.run(["test", "--jobs", "1", root])
            let four = try CommandLineTool.run(["test", "--jobs", "4", root])
            #expect(one.status == 1)
            #expect(four.status == one.status)
            #expect(four.stdout == one.stdout)
            #expect(Self.lines(one.stdout).last == "3 passed, 1 failed")
        }
    }

    @Test func aMismatchPrintsTheFirstDifferingLineOfBothSidesWithContext() throws {
        try Self.withFolder { root in
            try Self.passingFolder(root)
            let expectation = "\(root)/touch/tap.expected.jsonl"
            let wrong = Self.tapGesture.replacingOccurrences(of: #""x":640"#, with: #""x":641"#)
            try Self.write(wrong + "\n" + Self.tapState + "\n", to: expectation)
            let result = try CommandLineTool.run(["test", "\(root)/touch", "\(root)/pad/pinch.gktrace"])
            #expect(result.status == 1)
            #expect(Self.lines(result.stdout) == [
                "ok    \(root)/pad/pinch.gktrace (50 records)",
                "ok    \(root)/touch/double-tap.gktrace (1 records)",
                "FAIL  \(root)/touch/tap.gktrace",
                #"  \#(expectation):1, replay line 1: "x": expected 641, the replay has 640"#,
                "    expected (\(expectation)):",
                "    > 1  \(wrong)",
                "      2  \(Self.tapState)",
                "    replay (gesture, state records):",
                "    > 1  \(Self.tapGesture)",
                "      2  \(Self.tapState)",
                "2 passed, 1 failed",
            ])
        }
    }

    @Test func numbersCompareWithinTheTolerance() throws {
        try Self.withFolder { root in
            let nearly = Self.tapGesture.replacingOccurrences(of: #""x":640"#, with: #""x":640.0004"#)
            try Self.copy(Self.tap, to: "\(root)/tap.gktrace")
            try Self.write(nearly + "\n", to: "\(root)/tap.expected.jsonl")
            #expect(try CommandLineTool.run(["test", root]).status == 1)
            let lenient = try CommandLineTool.run(["test", "--tolerance", "0.001", root])
            #expect(lenient.status == 0, "\(lenient.stdout)")
        }
    }

    @Test func updateRewritesADifferingExpectationKeepingItsTypesAndWritesANewOne() throws {
        try Self.withFolder { root in
            try Self.passingFolder(root)
            let wrong = Self.doubleTapGesture.replacingOccurrences(of: #""taps":2"#, with: #""taps":3"#)
            try Self.write(wrong + "\n", to: "\(root)/touch/double-tap.expected.jsonl")
            let pan = "\(root)/touch/pan.gktrace"
            let result = try CommandLineTool.run(["test", "--update", root, pan])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(Self.lines(result.stdout) == [
                "ok    \(root)/pad/pinch.gktrace (50 records)",
                "updated \(root)/touch/double-tap.expected.jsonl (1 records)",
                "wrote   \(root)/touch/pan.expected.jsonl (63 records)",
                "ok    \(root)/touch/tap.gktrace (2 records)",
                "4 passed, 0 failed",
            ])
            // Still gesture records only, now the replay's.
            #expect(try String(contentsOfFile: "\(root)/touch/double-tap.expected.jsonl", encoding: .utf8)
                    == Self.doubleTapGesture + "\n")
            // A new expectation is the replay's whole output, as `gesturekit replay` prints it.
            let replay = try CommandLineTool.run(["replay", "--output", "jsonl", "--no-did-scroll", pan])
            #expect(try String(contentsOfFile: "\(root)/touch/pan.expected.jsonl", encoding: .utf8) == replay.stdout)
            let again = try CommandLineTool.run(["test", root])
            #expect(again.status == 0)
            #expect(Self.lines(again.stdout).last == "4 passed, 0 failed")
        }
    }

    @Test func junitWritesXMLThatPythonReads() throws {
        try Self.withFolder { root in
            try Self.passingFolder(root)
            try Self.write(Self.tapGesture + "\n" + "{\"type\":\n", to: "\(root)/touch/tap.expected.jsonl")
            let report = "\(root)/report.xml"
            let result = try CommandLineTool.run(["test", "--junit", report, root])
            #expect(result.status == 1)
            #expect(Self.lines(result.stdout).suffix(2) == ["wrote \(report) (JUnit XML)", "2 passed, 1 failed"])
            let script = """
                import sys, xml.etree.ElementTree as ET
                root = ET.parse(sys.argv[1]).getroot()
                suite = root.find("testsuite")
                print(root.tag, suite.get("tests"), suite.get("failures"))
                for case in suite.findall("testcase"):
                    failure = case.find("failure")
                    print(case.get("classname"), case.get("name"),
                          "failed: " + failure.get("message") if failure is not None else "passed")
                """
            let python = try CommandLineTool.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                                 arguments: ["-c", script, report])
            #expect(python.status == 0, "\(python.stderr)")
            #expect(Self.lines(python.stdout) == [
                "testsuites 3 1",
                "\(root)/pad pinch.gktrace passed",
                "\(root)/touch double-tap.gktrace passed",
                "\(root)/touch tap.gktrace failed: "
                    + "\(root)/touch/tap.expected.jsonl:2: malformed JSON: expected one JSON object a line",
            ])
        }
    }

    @Test func missingAndGarbledExpectationsFailNamingTheFile() throws {
        try Self.withFolder { root in
            try Self.copy(Self.tap, to: "\(root)/tap.gktrace")
            try Self.write("{\"type\":\"gesture\"}\n[]\n", to: "\(root)/tap.expected.jsonl")
            try Self.write(Self.tapGesture + "\n", to: "\(root)/lonely.expected.jsonl")
            try Self.copy(Self.doubleTap, to: "\(root)/other/double-tap.gktrace")
            let result = try CommandLineTool.run(["test", root, "\(root)/other/double-tap.gktrace"])
            #expect(result.status == 1)
            #expect(Self.lines(result.stdout) == [
                "FAIL  \(root)/lonely.expected.jsonl",
                "  \(root)/lonely.expected.jsonl: no trace beside it (a file named like it ending in .gktrace, "
                    + ".yaml, .yml, .evemu, .evtest or .txt)",
                "FAIL  \(root)/other/double-tap.gktrace",
                "  \(root)/other/double-tap.expected.jsonl: no such file: `gesturekit test --update "
                    + "\(root)/other/double-tap.gktrace` writes it from the replay (review every line before "
                    + "committing it)",
                "FAIL  \(root)/tap.gktrace",
                "  \(root)/tap.expected.jsonl:2: an array, expected one JSON object a line",
                "0 passed, 3 failed",
            ])
        }
    }

    @Test func aBadArgsFileFailsItsTraceNamingTheFile() throws {
        try Self.withFolder { root in
            try Self.copy(Self.tap, to: "\(root)/tap.gktrace")
            try Self.write(Self.tapGesture + "\n", to: "\(root)/tap.expected.jsonl")
            try Self.write("--preset pagr\n", to: "\(root)/tap.args")
            let result = try CommandLineTool.run(["test", root])
            #expect(result.status == 1)
            let lines = Self.lines(result.stdout)
            #expect(lines.first == "FAIL  \(root)/tap.gktrace")
            #expect(lines.dropFirst().first?.hasPrefix("  \(root)/tap.args: ") == true, "\(lines)")
            #expect(lines.dropFirst().first?.contains("pagr") == true, "\(lines)")
        }
    }

    @Test func aTraceTheReplayCannotReadFailsWithTheReplaysError() throws {
        try Self.withFolder { root in
            let header = try #require(try String(contentsOfFile: Self.tap, encoding: .utf8)
                .split(separator: "\n").first)
            try Self.write(header + "\n{\"t\":\n", to: "\(root)/tap.gktrace")
            try Self.write(Self.tapGesture + "\n", to: "\(root)/tap.expected.jsonl")
            let result = try CommandLineTool.run(["test", root])
            #expect(result.status == 1)
            let lines = Self.lines(result.stdout)
            #expect(lines.first == "FAIL  \(root)/tap.gktrace")
            #expect(lines.dropFirst().first?.hasPrefix("  \(root)/tap.gktrace:2:") == true, "\(lines)")
            #expect(lines.last == "0 passed, 1 failed")
        }
    }

    struct Usage: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Usage(arguments: [], message: "give the traces or folders to test"),
        Usage(arguments: ["no/such/folder"], message: "no/such/folder: no such file or folder"),
        Usage(arguments: ["--tolerance", "-1", "Traces/touchscreen"],
              message: "--tolerance -1.0: expected a number ≥ 0"),
        Usage(arguments: ["--tolerance", "nan", "Traces/touchscreen"], message: "--tolerance nan: expected a decimal"),
        Usage(arguments: ["--tolerance", "abc", "Traces/touchscreen"], message: "--tolerance"),
        Usage(arguments: ["--jobs", "0", "Traces/touchscreen"], message: "--jobs 0: expected at least 1"),
        Usage(arguments: ["Traces/README.md"], message: "Traces/README.md: not a trace"),
        Usage(arguments: ["Traces/configs"], message: "no golden traces under Traces/configs"),
    ])
    func usageErrorsExitWith64(_ usage: Usage) throws {
        let result = try CommandLineTool.run(["test"] + usage.arguments)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(usage.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
