import Testing
@testable import gesturekit

/// The rules `gesturekit test` compares a replay's output with an expectation by
/// (`ExpectationComparison`, docs/testing.md): which records are compared, when numbers are equal,
/// which difference is reported and with what context.
@Suite struct ExpectationComparisonTests {
    /// Records from JSON Lines text (the test's own text is always valid).
    static func records(_ text: String) -> [JSONLine] {
        (try? JSONLine.parse(text)) ?? []
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var expectation: String
        var output: String
        var tolerance: Double = ExpectationComparison.defaultTolerance
        /// The expected reason, or nil when the output matches.
        var reason: String?
        /// The line numbers of the first differing records (nil: that side ended).
        var lines: (expected: Int?, actual: Int?) = (nil, nil)
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "identical records match",
            expectation: #"{"type":"gesture","t":1,"x":160}"#,
            output: #"{"type":"gesture","t":1,"x":160}"#),
        Row(name: "members in another order match",
            expectation: #"{"t":1,"type":"gesture","x":160}"#,
            output: #"{"x":160,"type":"gesture","t":1}"#),
        Row(name: "types the expectation lacks are not compared",
            expectation: """
                {"type":"gesture","t":1}
                {"type":"gesture","t":2}
                """,
            output: """
                {"type":"input","t":0}
                {"type":"gesture","t":1}
                {"type":"scroll","t":1,"event":"willBeginDragging"}
                {"type":"gesture","t":2}
                {"type":"state","t":9}
                """),
        Row(name: "a record of a compared type the expectation lacks is a difference",
            expectation: """
                {"type":"gesture","t":1}
                {"type":"scroll","t":2}
                """,
            output: """
                {"type":"gesture","t":1}
                {"type":"gesture","t":2}
                {"type":"scroll","t":2}
                """,
            reason: #""type": expected "scroll", the replay has "gesture""#, lines: (2, 2)),
        Row(name: "a number within the tolerance matches",
            expectation: #"{"type":"gesture","x":160.001}"#,
            output: #"{"type":"gesture","x":160.0015}"#, tolerance: 0.001),
        Row(name: "the same number spelled otherwise matches",
            expectation: #"{"type":"gesture","x":1,"y":2.5}"#,
            output: #"{"type":"gesture","x":1.0,"y":25e-1}"#),
        Row(name: "a number beyond the tolerance differs",
            expectation: #"{"type":"gesture","x":160.001}"#,
            output: #"{"type":"gesture","x":160.003}"#, tolerance: 0.001,
            reason: #""x": expected 160.001, the replay has 160.003"#,
            lines: (1, 1)),
        Row(name: "integers differ by the default tolerance",
            expectation: #"{"type":"gesture","t":108333}"#,
            output: #"{"type":"gesture","t":108334}"#,
            reason: #""t": expected 108333, the replay has 108334"#, lines: (1, 1)),
        Row(name: "a missing member is named",
            expectation: #"{"type":"gesture","taps":2}"#,
            output: #"{"type":"gesture"}"#,
            reason: #""taps": expected 2, the replay's record has none"#, lines: (1, 1)),
        Row(name: "an extra member is named",
            expectation: #"{"type":"gesture"}"#,
            output: #"{"type":"gesture","taps":2}"#,
            reason: #""taps": not in the expectation, the replay has 2"#, lines: (1, 1)),
        Row(name: "the members that say which record it is are compared first",
            expectation: #"{"type":"gesture","t":2,"recognizer":"swipe","direction":"left","a":1}"#,
            output: #"{"type":"gesture","t":1,"recognizer":"pan","a":2}"#,
            reason: #""t": expected 2, the replay has 1"#, lines: (1, 1)),
        Row(name: "a nested member is named by its path",
            expectation: #"{"type":"state","views":[{"id":"a","zoom":1}]}"#,
            output: #"{"type":"state","views":[{"id":"a","zoom":2}]}"#,
            reason: #""views[0].zoom": expected 1, the replay has 2"#,
            lines: (1, 1)),
        Row(name: "a value of another type differs",
            expectation: #"{"type":"gesture","x":1}"#,
            output: #"{"type":"gesture","x":"1"}"#,
            reason: #""x": expected a number, the replay has a string "1""#, lines: (1, 1)),
        Row(name: "the first of several differences is reported",
            expectation: """
                {"type":"gesture","t":1}

                {"type":"gesture","t":2}
                {"type":"gesture","t":3}
                """,
            output: """
                {"type":"gesture","t":1}
                {"type":"gesture","t":5}
                {"type":"gesture","t":6}
                """,
            reason: #""t": expected 2, the replay has 5"#, lines: (3, 2)),
        Row(name: "a replay that ends early is a difference at the expectation's next record",
            expectation: """
                {"type":"gesture","t":1}
                {"type":"gesture","t":2}
                """,
            output: #"{"type":"gesture","t":1}"#,
            reason: "the replay ended after 1 compared records; the expectation has more", lines: (2, nil)),
        Row(name: "a replay with more records is a difference at its first extra one",
            expectation: #"{"type":"gesture","t":1}"#,
            output: """
                {"type":"gesture","t":1}
                {"type":"scroll","t":1}
                {"type":"gesture","t":2}
                """,
            reason: "the replay has more records than the expectation: it ends at line 1", lines: (nil, 3)),
    ]

    @Test(arguments: rows)
    func comparing(_ row: Row) {
        let comparison = ExpectationComparison(tolerance: row.tolerance)
        let mismatch = comparison.firstDifference(expectation: Self.records(row.expectation),
                                                  output: Self.records(row.output))
        #expect(mismatch?.reason == row.reason)
        #expect(mismatch?.expected?.number == row.lines.expected)
        #expect(mismatch?.actual?.number == row.lines.actual)
    }

    @Test func theContextIsTwoComparedRecordsEachSideOfTheDifference() throws {
        let expectation = Self.records((1...9).map { #"{"type":"gesture","t":\#($0)}"# }.joined(separator: "\n"))
        let output = Self.records((1...9).map { t in
            #"{"type":"scroll","t":0}"# + "\n" + #"{"type":"gesture","t":\#(t == 5 ? 50 : t)}"#
        }.joined(separator: "\n"))
        let mismatch = try #require(ExpectationComparison().firstDifference(expectation: expectation, output: output))
        #expect(mismatch.expectedContext.map(\.number) == [3, 4, 5, 6, 7])
        // The replay's lines keep their own numbers: every other line is a scroll record, not compared.
        #expect(mismatch.actualContext.map(\.number) == [6, 8, 10, 12, 14])
    }

    @Test func theContextStopsAtTheStart() throws {
        let mismatch = try #require(ExpectationComparison().firstDifference(
            expectation: Self.records(#"{"type":"gesture","t":1}"# + "\n" + #"{"type":"gesture","t":2}"#),
            output: Self.records(#"{"type":"gesture","t":9}"#)))
        #expect(mismatch.expectedContext.map(\.number) == [1, 2])
        #expect(mismatch.actualContext.map(\.number) == [1])
    }

    @Test func theReportShowsBothSidesWithLineNumbersAndMarksTheDifference() throws {
        let expectation = Self.records("""
            {"type":"gesture","t":1}
            {"type":"gesture","t":2}
            {"type":"gesture","t":3}
            """)
        let output = Self.records("""
            {"type":"scroll","t":0}
            {"type":"gesture","t":1}
            {"type":"gesture","t":4}
            """)
        let mismatch = try #require(ExpectationComparison().firstDifference(expectation: expectation, output: output))
        #expect(mismatch.report(expectationFile: "x.expected.jsonl", types: ["gesture"]) == [
            #"x.expected.jsonl:2, replay line 3: "t": expected 2, the replay has 4"#,
            "  expected (x.expected.jsonl):",
            #"    1  {"type":"gesture","t":1}"#,
            #"  > 2  {"type":"gesture","t":2}"#,
            #"    3  {"type":"gesture","t":3}"#,
            "  replay (gesture records):",
            #"    2  {"type":"gesture","t":1}"#,
            #"  > 3  {"type":"gesture","t":4}"#,
        ])
    }

    @Test func theReportMarksTheEndOfASideThatEnded() throws {
        let mismatch = try #require(ExpectationComparison().firstDifference(
            expectation: Self.records(#"{"type":"gesture","t":1}"# + "\n" + #"{"type":"gesture","t":2}"#),
            output: Self.records(#"{"type":"gesture","t":1}"#)))
        #expect(mismatch.report(expectationFile: "x.expected.jsonl", types: ["gesture"]) == [
            "x.expected.jsonl:2, replay (ended at line 1): "
                + "the replay ended after 1 compared records; the expectation has more",
            "  expected (x.expected.jsonl):",
            #"    1  {"type":"gesture","t":1}"#,
            #"  > 2  {"type":"gesture","t":2}"#,
            "  replay (gesture records):",
            #"    1  {"type":"gesture","t":1}"#,
            "  >    (end)",
        ])
    }

    struct Garbled: Sendable, CustomTestStringConvertible {
        var text: String
        var error: JSONLine.ParseError
        var testDescription: String { error.message }
    }

    @Test(arguments: [
        Garbled(text: "{\"type\":\"gesture\"}\n{\"type\":", error: .init(
            line: 2, message: "malformed JSON: expected one JSON object a line")),
        Garbled(text: "\n[1,2]", error: .init(line: 2, message: "an array, expected one JSON object a line")),
        Garbled(text: #"{"t":1}"#, error: .init(
            line: 1, message: #"no "type" string: every record names its type (gesture, scroll, state, …)"#)),
        Garbled(text: #"{"type":3}"#, error: .init(
            line: 1, message: #"no "type" string: every record names its type (gesture, scroll, state, …)"#)),
    ])
    func aLineThatIsNotARecordIsNamedByItsNumber(_ garbled: Garbled) {
        #expect(throws: garbled.error) { try JSONLine.parse(garbled.text) }
    }

    @Test func blankLinesAndCarriageReturnsAreSkippedButCounted() throws {
        let records = try JSONLine.parse("\n{\"type\":\"a\"}\r\n  \n{\"type\":\"b\"}\n")
        #expect(records.map(\.number) == [2, 4])
        #expect(records.map(\.text) == [#"{"type":"a"}"#, #"{"type":"b"}"#])
    }
}
