import Foundation
import GestureKitTesting
import Testing
import ThreeFingerGestures

/// The three-finger tap, tested as a user of GestureKit tests their own gesture code: synthetic
/// input, the graph alone, and a whole pipeline with the viewer's recognizers and a controller.
@Suite struct ThreeFingerTapTests {
    /// Three fingers tapping, then one finger tapping.
    static func recording() -> Recording {
        var builder = TraceBuilder()
        builder.wait(.milliseconds(50))
        builder.threeFingerTap(at: Point(x: 640, y: 400))
        builder.wait(.milliseconds(500))
        builder.tap(at: Point(x: 300, y: 300))
        return Recording(builder)
    }

    @Test func threeFingersTogetherAreATap() throws {
        let result = try Self.recording().replay { pipeline in
            try pipeline.graph.add(ThreeFingerTap(), name: "threeFingers")
        }

        let tap = try result.require("threeFingers")
        #expect(tap.kind == ThreeFingerTap.threeFingerTap)
        #expect(tap.touches == 3)
        #expect(abs(tap.location.x - 640) < 1)
    }

    @Test func oneFingerFailsWithItsOwnCode() throws {
        let result = try Self.recording().replay(configure: { $0.explain = true }) { pipeline in
            try pipeline.graph.add(ThreeFingerTap(), name: "threeFingers")
        }

        #expect(result.failures(of: "threeFingers").map(\.code) == [ThreeFingerTap.notThreeFingers])
        // The built-in recognizers still see the one-finger tap.
        try result.require("singleTap")
    }

    @Test(arguments: [(moved: 10.0, recognized: true), (moved: 60.0, recognized: false)])
    func movingTooFarIsNotATap(moved: Double, recognized: Bool) {
        let harness = GraphHarness(RecognizerGraph(explain: true))
        #expect(throws: Never.self) { try harness.graph.add(ThreeFingerTap(), name: "threeFingers") }
        var script = TouchFrameScript()

        harness.send(script.frame(at: .ms(0), .down(0, .p(100, 100)), .down(1, .p(150, 100)), .down(2, .p(200, 100))))
        harness.send(script.frame(at: .ms(40), .move(0, .p(100 + moved, 100))))
        harness.send(script.frame(at: .ms(90), .up(0), .up(1), .up(2)))

        #expect((harness.timeline == ["90 threeFingers recognized"]) == recognized)
        #expect(harness.failures(of: "threeFingers").map(\.code) == (recognized ? [] : [.movedBeyondSlop]))
    }

    @Test func theScrollModelIgnoresAKindItWasNotToldAbout() throws {
        let plain = try Self.recording().replay()
        let with = try Self.recording().replay { pipeline in
            try pipeline.graph.add(ThreeFingerTap(), name: "threeFingers")
        }

        #expect(with.delegateSequence() == plain.delegateSequence())
        #expect(with.finalState == plain.finalState)
    }

    @Test func aRecognizerCannotPretendToBeABuiltInKind() {
        struct Impostor: Recognizer {
            var kind: GestureKind { .custom("tap") }
            var behavior: RecognizerBehavior { .discrete }
            mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {}
        }
        #expect(throws: RecognizerGraphError.invalidCustomKind("tap")) {
            try RecognizerGraph().add(Impostor(), name: "impostor")
        }
    }
}

/// A recording file replayed as `gesturekit replay` would: the format detected, the header's
/// devices and surface used.
@Suite struct RecordedTraceTests {
    /// `Traces/touchscreen/double-tap.gktrace` of the GestureKit checkout this package depends on.
    static let doubleTap = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../../Traces/touchscreen/double-tap.gktrace").standardized.path

    @Test func aRecordedDoubleTapIsNoThreeFingerTap() throws {
        let recording = try Recording.load(Self.doubleTap)

        let result = try recording.replay { pipeline in
            try pipeline.graph.add(ThreeFingerTap(), name: "threeFingers")
        }

        let doubleTap = try result.require("doubleTap")
        try result.requireNone("threeFingers")
        // The double tap zooms in, and the controller settles there.
        #expect(doubleTap.taps == 2)
        #expect((result.finalState?.zoomScale ?? 1) > 1)
    }

    @Test func aSliceBeforeTheSecondTapHasNoDoubleTap() throws {
        let recording = try Recording.load(Self.doubleTap)
        let result = try recording.replay()
        let doubleTap = try result.require("doubleTap")

        let sliced = try recording.slice(to: doubleTap.time - .milliseconds(100)).replay()

        try sliced.requireNone("doubleTap")
    }
}
