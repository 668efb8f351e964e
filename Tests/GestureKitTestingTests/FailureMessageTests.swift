import GestureKitTesting
import Testing

/// A failed expectation reads on its own: what was asked, the file, and the outputs around it.
@Suite struct FailureMessageTests {
    static func oneTap() throws -> ReplayResult {
        var builder = TraceBuilder()
        builder.tap(at: Point(x: 400, y: 300))
        return try Recording(builder).replay()
    }

    @Test func aMissingGestureShowsWhatWasAskedAndTheOutputs() throws {
        let result = try Self.oneTap()

        let failure = try #require(throws: ReplayExpectationFailure.self) {
            try result.require("doubleTap")
        }

        #expect(failure.description.hasPrefix("expected doubleTap recognized; the outputs were:\n"))
        #expect(failure.description.contains(
            "gesture  singleTap (tap) recognized at (400.0, 300.0), 1 touch, taps 1"))
        #expect(failure.description.hasSuffix("state    offset (0.0, 0.0), zoom 1.0"))
    }

    @Test func anUnwantedGestureIsNamedWithItsTime() throws {
        let result = try Self.oneTap()
        let tap = try result.require("singleTap")

        let failure = try #require(throws: ReplayExpectationFailure.self) {
            try result.requireNone("singleTap")
        }

        let ms = Double(tap.time.microseconds) / 1000
        #expect(failure.expectation == "no singleTap recognized, found one at \(ms) ms")
    }

    @Test func aLongTimelineShowsTheLinesAroundTheTimeAskedAbout() {
        let outputs: [PipelineOutput] = (0..<100).map { i in
            .gesture(GestureEvent(time: .milliseconds(Int64(i) * 10), recognizer: "r\(i)", kind: .tap,
                                  state: .recognized, location: Point(x: 0, y: 0), touches: 1))
        }

        let text = OutputTimeline.text(of: outputs, around: .milliseconds(500), limit: 4)

        #expect(text.split(separator: "\n").map(String.init) == [
            "… 48 earlier lines",
            "   480.0 ms  gesture  r48 (tap) recognized at (0.0, 0.0), 1 touch",
            "   490.0 ms  gesture  r49 (tap) recognized at (0.0, 0.0), 1 touch",
            "   500.0 ms  gesture  r50 (tap) recognized at (0.0, 0.0), 1 touch",
            "   510.0 ms  gesture  r51 (tap) recognized at (0.0, 0.0), 1 touch",
            "… 48 later lines",
        ])
    }

    @Test func aGestureSequenceFailureNamesBothSequences() throws {
        let result = try Self.oneTap()

        let failure = try #require(throws: ReplayExpectationFailure.self) {
            try result.requireGestureSequence(["doubleTap"])
        }

        #expect(failure.expectation == #"gestures ["doubleTap"], got ["singleTap"]"#)
    }
}

/// The Swift Testing forms record an issue at the caller instead of throwing.
@Suite struct RecordedIssueTests {
    @Test func expectRecordsAnIssueAndReturnsNil() throws {
        let result = try FailureMessageTests.oneTap()

        withKnownIssue {
            #expect(result.expect("doubleTap") == nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("expected doubleTap recognized") }
        }
        #expect(result.expect("singleTap")?.taps == 1)
    }

    @Test func expectNoneRecordsAnIssueForAnUnwantedGesture() throws {
        let result = try FailureMessageTests.oneTap()

        withKnownIssue {
            result.expectNone("singleTap")
        }
        result.expectNone("doubleTap")
    }
}
