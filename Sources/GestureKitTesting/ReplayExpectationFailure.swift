import GestureKit

/// A replay did not report what a test required: what was asked, and the outputs around the time
/// it was asked about, so the failure reads without rerunning anything. Thrown by the
/// `require…` methods of `ReplayResult`; Swift Testing and XCTest both report a thrown error
/// with its description.
public struct ReplayExpectationFailure: Error, CustomStringConvertible {
    /// What the test asked for, in words.
    public var expectation: String
    /// The recording's file, if any.
    public var source: String?
    /// The outputs around the time asked about (`OutputTimeline.text`).
    public var timeline: String

    /// A failure.
    ///
    /// - Parameters:
    ///   - expectation: what was asked for.
    ///   - source: the recording's file.
    ///   - timeline: the relevant outputs.
    public init(expectation: String, source: String?, timeline: String) {
        self.expectation = expectation; self.source = source; self.timeline = timeline
    }

    /// "expected …" with the file and the outputs, one per indented line.
    public var description: String {
        let from = source.map { " in \($0)" } ?? ""
        let lines = timeline.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        return "expected \(expectation)\(from); the outputs were:\n" + lines.joined(separator: "\n")
    }
}
