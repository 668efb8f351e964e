import Foundation
import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

struct GraphConfigurationTests {
    func decode(_ json: String) throws(RecognizerGraphError) -> GraphConfiguration {
        try GraphConfiguration.decode(json: Data(json.utf8))
    }

    @Test func missingKeysTakeTheDocumentedDefaults() throws {
        let c = try decode(
            #"{"recognizers": [{"name": "t", "kind": "tap", "configuration": {"tapsRequired": 2}}, "#
                + #"{"name": "p", "kind": "longPress"}]}"#
        )
        guard case .tap(let tap) = c.recognizers[0].configuration else { Issue.record("not a tap"); return }
        #expect(tap.tapsRequired == 2)
        #expect(tap.maximumTapInterval == .milliseconds(300))
        #expect(tap.slop == 10)
        #expect(c.recognizers[1].configuration == .longPress(LongPressConfiguration()))
        #expect(c.simultaneous.isEmpty)
    }

    @Test(arguments: [
        (#"{"recognizers": [{"name": "t", "kind": "tap", "configuration": {"slop": "wide"}}]}"#,
         RecognizerGraphError.decoding(path: "recognizers[0].configuration.slop", expected: "a number")),
        (#"{"recognizers": [{"name": "t", "kind": "tap", "configuration": {"maximumTapInterval": 0.5}}]}"#,
            .decoding(
                path: "recognizers[0].configuration.maximumTapInterval",
                expected: "a whole number of microseconds (got 0.5)")
        ),
        (#"{"recognizers": [{"kind": "tap"}]}"#,
         .decoding(path: "recognizers[0].name", expected: "a value (required key is missing)")),
        (#"{"recognizers": [{"name": "t", "kind": "tap", "configuration": {"tapsRequired": 0}}]}"#,
         .invalidValue(path: "recognizers[0].configuration.tapsRequired", expected: "an integer ≥ 1 (got 0)")),
        (#"{"recognizers": [{"name": "p", "kind": "pan", "configuration": {"axisHysteresis": -1}}]}"#,
         .invalidValue(path: "recognizers[0].configuration.axisHysteresis",
                       expected: "a finite number ≥ 0 (got -1.0)")),
        (#"{"recognizers": [{"name": "s", "kind": "swipe", "configuration": {"directionDecisionDistance": -2}}]}"#,
         .invalidValue(path: "recognizers[0].configuration.directionDecisionDistance",
                       expected: "a finite number ≥ 0 (got -2.0)")),
        (#"{"recognizers": [{"name": "p", "kind": "pinch", "configuration": {"minimumTouchAge": -5}}]}"#,
         .invalidValue(path: "recognizers[0].configuration.minimumTouchAge", expected: "a duration ≥ 0 µs (got -5)")),
        (#"{"recognizers": [{"name": "t", "kind": "tap", "requiresToFail": ["nope"]}]}"#,
         .invalidValue(path: "recognizers[0].requiresToFail[0]", expected: "the name of a recognizer (no 'nope')")),
        (#"{"recognizers": [{"name": "t", "kind": "tap"}], "simultaneous": [["t", "x"]]}"#,
         .invalidValue(path: "simultaneous[0][1]", expected: "the name of a recognizer (no 'x')")),
        (#"{"recognizers": [{"name": "t", "kind": "tap"}, {"name": "t", "kind": "tap"}]}"#,
         .invalidValue(path: "recognizers[1].name", expected: "a unique name ('t' is used twice)")),
    ])
    func decodingErrorsNameTheKeyPathAndWhatWasExpected(json: String, error: RecognizerGraphError) {
        #expect(throws: error) { try decode(json) }
    }

    @Test func anUnknownKindListsTheKnownOnes() {
        do {
            _ = try decode(#"{"recognizers": [{"name": "t", "kind": "wave"}]}"#)
            Issue.record("decoded an unknown kind")
        } catch {
            #expect(error.description.hasPrefix("recognizers[0].kind: expected one of tap, longPress, pan"))
            #expect(error.description.contains("got 'wave'"))
        }
    }

    @Test func aCycleInDataIsRejectedWithTheCycleNamed() {
        let c = GraphConfiguration(recognizers: [
            RecognizerSpec(name: "a", .tap(TapConfiguration()), requiresToFail: ["b"]),
            RecognizerSpec(name: "b", .tap(TapConfiguration()), requiresToFail: ["a"]),
        ])
        #expect(throws: RecognizerGraphError.dependencyCycle(["b", "a", "b"])) { try RecognizerGraph(configuration: c) }
    }

    @Test(arguments: GraphConfiguration.presetNames)
    func presetsRoundTripThroughJSON(name: String) throws {
        let preset = try #require(GraphConfiguration.preset(named: name))
        try preset.validate()
        let data = try JSONEncoder().encode(preset)
        #expect(try GraphConfiguration.decode(json: data) == preset)
    }

    /// Presets build once every kind they name is plugged into the factory; until then only
    /// `recognizerNotAvailable` for a kind other than tap/long press is acceptable.
    @Test(arguments: GraphConfiguration.presetNames)
    func presetsBuildOrNameTheMissingRecognizerKind(name: String) throws {
        let preset = try #require(GraphConfiguration.preset(named: name))
        do {
            let g = try RecognizerGraph(configuration: preset)
            #expect(g.names == preset.recognizers.map(\.name))
        } catch {
            let missing: GestureKind? = if case .recognizerNotAvailable(let kind) = error { kind } else { nil }
            #expect(missing != nil && missing != .tap && missing != .longPress, "\(error)")
        }
    }

    @Test func viewerDeclaresItsArbitration() {
        let viewer = GraphConfiguration.viewer
        #expect(viewer.recognizers.first { $0.name == "singleTap" }?.requiresToFail == ["doubleTap"])
        #expect(Set(viewer.simultaneous.flatMap { $0 }) ==
                ["pan", "pinch", "rotation", "swipeLeft", "swipeRight", "swipeUp", "swipeDown"])
        #expect(
            GraphConfiguration.pager.recognizers.first { $0.name == "pan" }?.requiresToFail == [
                "swipeLeft", "swipeRight"
            ])
        #expect(GraphConfiguration.kiosk.recognizers.map(\.kind).filter { $0 == .edgePan }.count == 2)
    }

    /// The viewer's tap part, built from data, behaves as the exclusive policy says.
    @Test func viewerTapsFromDataFollowTheExclusivePolicy() throws {
        var taps = GraphConfiguration.viewer
        taps.recognizers = taps.recognizers.filter { $0.kind == .tap || $0.kind == .longPress }
        taps.simultaneous = []
        let h = try GraphHarness(taps)
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)))
        h.finish()
        h.send(s.tap(at: .p(10, 10), start: .ms(1000)) + s.tap(at: .p(12, 10), start: .ms(1200)))
        h.finish()
        #expect(h.timeline == ["380 singleTap recognized taps=1", "1280 doubleTap recognized taps=2"])
    }

    /// A misspelt key is an error at its key path, not ignored with its default used.
    @Test(arguments: [
        (#"{"recognizers": [{"name": "t", "kind": "tap", "configuration": {"tapsRequird": 2}}]}"#,
         "recognizers[0].configuration.tapsRequird", "tapsRequired"),
        (#"{"recognizers": [{"name": "t", "kind": "tap", "requiresToFial": ["t"]}]}"#,
         "recognizers[0].requiresToFial", "kind"),
        (#"{"recognizers": [{"name": "t", "kind": "tap"}], "simultanous": [["t", "t"]]}"#,
         "simultanous", "simultaneous"),
        (
            #"{"recognizers": [{"name": "r", "kind": "tap", "region": {"origin": {"x": 0, "y": 0}, "#
                + #""size": {"width": 9, "height": 9}, "z": 1}}]}"#,
         "recognizers[0].region.z", "origin"),
    ])
    func anUnknownKeyIsAnErrorAtItsPathListingTheKnownKeys(json: String, path: String, knownKey: String) {
        do {
            _ = try decode(json)
            Issue.record("\(json) decoded although it has the unknown key \(path)")
        } catch {
            guard case .decoding(let at, let expected) = error else { Issue.record("\(error)"); return }
            #expect(at == path)
            #expect(expected.contains("known here") && expected.contains(knownKey), "\(expected)")
        }
    }

    @Test func keysThatDecodeToNothingAreNotUnknown() throws {
        let c = try decode(
            #"{"recognizers": [{"name": "t", "kind": "tap", "requiresToFail": [], "region": null}], "#
                + #""simultaneous": []}"#
        )
        #expect(c.recognizers[0].requiresToFail.isEmpty && c.recognizers[0].region == nil)
    }
}

extension GraphConfigurationTests {
    /// The example of docs/recognition.md ("Graphs as data").
    @Test func theDocumentedExampleDecodes() throws {
        let c = try decode("""
        {
          "recognizers": [
            {"name": "singleTap", "kind": "tap", "requiresToFail": ["doubleTap"]},
            {"name": "doubleTap", "kind": "tap", "configuration": {"tapsRequired": 2}},
            {"name": "counter", "kind": "tap", "configuration": {"countPolicy": "serial"},
             "region": {"origin": {"x": 0, "y": 0}, "size": {"width": 200, "height": 100}}},
            {"name": "press", "kind": "longPress", "configuration": {"minimumPressDuration": 400000}},
            {"name": "pan", "kind": "pan"},
            {"name": "pinch", "kind": "pinch"}
          ],
          "simultaneous": [["pan", "pinch"]]
        }
        """)
        #expect(c.recognizers.map(\.kind) == [.tap, .tap, .tap, .longPress, .pan, .pinch])
        #expect(c.recognizers[2].region == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(c.recognizers[2].configuration == .tap(TapConfiguration(tapsRequired: 1, countPolicy: .serial)))
        var press = LongPressConfiguration()
        press.minimumPressDuration = .milliseconds(400)
        #expect(c.recognizers[3].configuration == .longPress(press))
        #expect(c.simultaneous == [["pan", "pinch"]])
    }
}
