import Foundation
import GestureKitTesting
import GestureOutput
import Testing

/// A recognizer of your own reports a kind of its own, and failure codes of its own, through every
/// output; the graph refuses a custom kind that would read as a built-in one.
@Suite struct CustomKindTests {
    static func threeFingers() -> Recording {
        var builder = TraceBuilder()
        builder.wait(.milliseconds(50))
        builder.threeFingerTap(at: Point(x: 640, y: 400))
        builder.wait(.milliseconds(500))
        builder.tap(at: Point(x: 300, y: 300))
        return Recording(builder)
    }

    static func addThreeFingerTap(_ pipeline: Pipeline) throws {
        try pipeline.graph.add(ThreeFingerTap(), name: "threeFingers")
    }

    @Test func aCustomRecognizerIsRecognizedUnderItsOwnKind() throws {
        let result = try Self.threeFingers().replay { pipeline in
            try pipeline.graph.add(ThreeFingerTap(), name: "threeFingers")
        }

        let tap = try result.require("threeFingers")
        #expect(tap.kind == .custom("threeFingerTap"))
        #expect(tap.touches == 3)
        #expect(result.gestures(ofKind: .custom("threeFingerTap")).map(\.state) == [.recognized])
    }

    @Test func theJSONLinesSpellACustomKindByItsName() throws {
        let result = try Self.threeFingers().replay(prepare: Self.addThreeFingerTap)
        var encoder = OutputEncoder(format: .jsonl)
        for output in result.outputs { encoder.append(output, flushingAt: .max) { _ in } }
        let lines = String(decoding: encoder.bytes, as: UTF8.self).split(separator: "\n")

        let recognized = lines.filter { $0.contains(#""recognizer":"threeFingers""#) && $0.contains("recognized") }
        #expect(recognized.count == 1)
        #expect(recognized.first?.contains(#""kind":"threeFingerTap""#) == true)
    }

    @Test func aCustomFailureCodeIsExplainedByItsName() throws {
        let result = try Self.threeFingers().replay(configure: { $0.explain = true }, prepare: Self.addThreeFingerTap)

        // The one-finger tap after the three fingers is not this recognizer's.
        #expect(result.failures(of: "threeFingers").map(\.code) == [.custom("notThreeFingers")])
        #expect(ExplainText.failure(FailureReason(.custom("notThreeFingers"), value: 1, limit: 3), by: nil)
            == "measured 1, limit 3 [notThreeFingers]")
    }

    @Test func theBindingIgnoresAKindItWasNotToldAbout() throws {
        let without = try Self.threeFingers().replay()
        let with = try Self.threeFingers().replay(prepare: Self.addThreeFingerTap)

        #expect(with.delegateSequence() == without.delegateSequence())
        #expect(with.finalState == without.finalState)
    }

    /// A pan under a kind of its own: the binding drags with it only once `actionsByKind` says so.
    struct OwnDrag: Recognizer {
        var pan = PanRecognizer()
        var kind: GestureKind { .custom("ownDrag") }
        var behavior: RecognizerBehavior { pan.behavior }
        mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
            pan.handle(input, context: &context)
        }
    }

    @Test func theBindingMapsACustomKindOnceItIsTold() throws {
        var builder = TraceBuilder()
        builder.wait(.milliseconds(50))
        builder.pan(from: Point(x: 600, y: 400), to: Point(x: 300, y: 400))
        let recording = Recording(builder)
        func run(mapped: Bool) throws -> ReplayResult {
            try recording.replay(configure: { configuration in
                configuration.graph = nil
                if mapped { configuration.binding.actionsByKind[.custom("ownDrag")] = .drag }
            }, prepare: { pipeline in try pipeline.graph.add(OwnDrag(), name: "own") })
        }

        let ignored = try run(mapped: false)
        let mapped = try run(mapped: true)

        #expect(ignored.gestures(ofKind: .custom("ownDrag")).first?.state == .began)
        let unmoved = try #require(ignored.finalState?.contentOffset.x)
        #expect(unmoved == 0, "nothing maps the kind: the content stays where it started")
        #expect(try #require(mapped.finalState?.contentOffset.x) > unmoved + 100)
    }

    @Test(arguments: ["tap", "pan", ""])
    func aCustomKindCannotTakeABuiltInName(_ name: String) throws {
        struct Impostor: Recognizer {
            var name: String
            var kind: GestureKind { .custom(name) }
            var behavior: RecognizerBehavior { .discrete }
            mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {}
        }
        let graph = RecognizerGraph()
        #expect(throws: RecognizerGraphError.invalidCustomKind(name)) {
            try graph.add(Impostor(name: name), name: "impostor")
        }
        #expect(graph.names.isEmpty)
    }

    @Test func kindsAndCodesReadBackFromTheirNames() {
        #expect(GestureKind(rawValue: "tap") == .tap)
        #expect(GestureKind(rawValue: "threeFingerTap") == .custom("threeFingerTap"))
        #expect(GestureKind(rawValue: "") == nil)
        #expect(GestureKind.builtIn(named: "threeFingerTap") == nil)
        #expect(FailureReason.Code(rawValue: "movedBeyondSlop") == .movedBeyondSlop)
        #expect(FailureReason.Code(rawValue: "notThreeFingers") == .custom("notThreeFingers"))
        #expect(!GestureKind.allCases.contains { $0.isCustom })
    }

    @Test func aConfigurationFileNamesOnlyBuiltInKinds() throws {
        let json = #"{"recognizers":[{"name":"t","kind":"threeFingerTap"}]}"#
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(GraphConfiguration.self, from: Data(json.utf8))
        }
    }

    @Test func aPipelineWithoutAConfiguredGraphStillRunsAddedRecognizers() throws {
        let result = try Self.threeFingers().replay(configure: { $0.graph = nil }, prepare: Self.addThreeFingerTap)

        #expect(result.gestures.map(\.recognizer) == ["threeFingers"])
        try result.require("threeFingers")
    }
}
