import GestureRender

/// The JUnit XML `gesturekit test --junit FILE` writes for CI systems: one `<testsuite>` with a
/// `<testcase>` per trace (its folder as `classname`, its file name as `name`, the trace's path as
/// `file`), a failure's report as its `<failure>` text. The schema CI systems read (Jenkins,
/// GitLab, GitHub actions' reporters) is the one of Ant's JUnit task.
enum JUnitReport {
    /// The document for `outcomes` in order.
    ///
    /// - Parameter outcomes: the tested cases; an update counts as passed, as it does on the
    ///   summary line.
    /// - Returns: the XML document, ending with a newline.
    static func document(_ outcomes: [GoldenOutcome]) -> String {
        let failures = outcomes.filter { if case .failed = $0.verdict { true } else { false } }.count
        let seconds = outcomes.reduce(0) { $0 + $1.seconds }
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"gesturekit test\" \(counts) time=\"\(time(seconds))\">\n"
        xml += "  <testsuite name=\"gesturekit test\" \(counts) time=\"\(time(seconds))\">\n"
        for outcome in outcomes {
            let path = outcome.golden.name
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            xml += "    <testcase classname=\"\(XMLText.escaped(folder))\" name=\"\(XMLText.escaped(name))\""
            xml += " file=\"\(XMLText.escaped(path))\""
            xml += " time=\"\(time(outcome.seconds))\""
            guard case .failed(let lines) = outcome.verdict else {
                xml += "/>\n"
                continue
            }
            xml += ">\n      <failure message=\"\(XMLText.escaped(lines.first ?? ""))\" type=\"mismatch\">"
            xml += XMLText.escaped(lines.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Seconds with millisecond precision, as JUnit's `time` attribute.
    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
