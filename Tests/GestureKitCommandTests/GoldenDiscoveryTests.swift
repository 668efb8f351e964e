import Testing
@testable import gesturekit

/// Which file is a trace and which expectation goes with it (`GoldenDiscovery`, docs/testing.md,
/// "Which files are tests").
@Suite struct GoldenDiscoveryTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var trace: String
        /// The bases that have an `X.expected.jsonl`.
        var expectations: Set<String>
        var base: String
        var testDescription: String { "\(trace) with \(expectations.sorted()) → \(base)" }
    }

    @Test(arguments: [
        Row(trace: "tap.gktrace", expectations: ["tap"], base: "tap"),
        Row(trace: "tap.libinput-record.yaml", expectations: ["tap"], base: "tap"),
        Row(trace: "tap.libinput-record.yaml", expectations: ["tap", "tap.libinput-record"],
            base: "tap.libinput-record"),
        Row(trace: "v1.2-tap.evemu", expectations: ["v1.2-tap", "v1"], base: "v1.2-tap"),
        // Without an expectation (a new one): the name without its extension and its format's name.
        Row(trace: "tap.libinput-record.yaml", expectations: [], base: "tap"),
        Row(trace: "tap.debug-events.txt", expectations: [], base: "tap"),
        Row(trace: "v1.2-tap.evemu", expectations: [], base: "v1.2-tap"),
    ])
    func theExpectationIsTheLongestBaseThatHasOne(_ row: Row) {
        #expect(GoldenDiscovery.base(ofTrace: row.trace, hasExpectation: row.expectations.contains) == row.base)
    }

    @Test(arguments: [
        ("tap.gktrace", true), ("tap.yaml", true), ("tap.yml", true), ("tap.evemu", true), ("tap.evtest", true),
        ("tap.txt", true), ("tap.expected.jsonl", false), ("tap.args", false), ("README.md", false),
        (".tap.gktrace.XXXXXX", false), (".tap.gktrace", false),
    ])
    func aTraceIsNamedByAnExtensionTheReplayRecognises(_ name: String, _ isTrace: Bool) {
        #expect(GoldenDiscovery.isTraceName(name) == isTrace)
    }

    @Test(arguments: [("Traces", "Traces/a"), ("Traces/", "Traces/a"), ("", "a")])
    func joiningNeverDoublesASlash(_ folder: String, _ joined: String) {
        #expect(GoldenDiscovery.join(folder, "a") == joined)
    }
}
