import Testing
@testable import gesturekit

/// The JUnit XML of `gesturekit test --junit` (`JUnitReport`); that Python's XML parser reads a
/// whole report is tested end to end (`TestCommandTests`).
@Suite struct JUnitReportTests {
    @Test func aPassAndAnUpdateAreTestcasesWithoutAFailure() {
        let outcomes = [
            GoldenOutcome(golden: GoldenCase(folder: "t", base: "a", trace: "a.gktrace"),
                          verdict: .passed(compared: 2), seconds: 0.0125),
            GoldenOutcome(golden: GoldenCase(folder: "t", base: "b", trace: "b.evemu"),
                          verdict: .update(contents: "", records: 0, isNew: true), seconds: 1),
            GoldenOutcome(golden: GoldenCase(folder: "t", base: "c", trace: nil),
                          verdict: .failed(["t/c.expected.jsonl: no trace", "more"]), seconds: 0),
        ]
        let lines = JUnitReport.document(outcomes).split(separator: "\n").map(String.init)
        #expect(lines == [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="gesturekit test" tests="3" failures="1" errors="0" skipped="0" time="1.013">"#,
            #"  <testsuite name="gesturekit test" tests="3" failures="1" errors="0" skipped="0" time="1.013">"#,
            #"    <testcase classname="t" name="a.gktrace" file="t/a.gktrace" time="0.013"/>"#,
            #"    <testcase classname="t" name="b.evemu" file="t/b.evemu" time="1.000"/>"#,
            #"    <testcase classname="t" name="c.expected.jsonl" file="t/c.expected.jsonl" time="0.000">"#,
            #"      <failure message="t/c.expected.jsonl: no trace" type="mismatch">"#
                + "t/c.expected.jsonl: no trace&#10;more</failure>",
            "    </testcase>",
            "  </testsuite>",
            "</testsuites>",
        ])
    }
}
