import Foundation
import GestureKit
import GestureTestSupport
import Testing

/// A `--config` file is checked strictly. Every mistake is an error located as
/// `file:line:column` that names the key and what was expected, never a silent default.
@Suite struct ConfigurationFileTests {
    /// The error a load prints, or nil when it succeeds.
    func message(_ load: () throws -> GraphConfiguration) -> String? {
        do {
            _ = try load()
            return nil
        } catch {
            return "\(error)"
        }
    }

    func load(_ text: String, file: String = "c.yaml") -> String? {
        message { try ConfigurationFile.parse(Data(text.utf8), file: file) }
    }

    func loadFile(_ path: String) -> String? { message { try ConfigurationFile.load(path: path) } }

    func parse(_ data: Data) -> String? { message { try ConfigurationFile.parse(data, file: "c.yaml") } }

    @Test func unknownKeyNamesTheClosestKnownKey() {
        let error = load("""
        recognizers:
          - name: singleTap
            kind: tap
          - name: doubleTap
            kind: tap
            configuration:
              tapsRequird: 2
        """)
        #expect(
            error == "c.yaml:7:7: unknown key `tapsRequird` in recognizer `doubleTap`; did you mean `tapsRequired`?")
    }

    @Test func aMisspeltTopLevelKeySuggestsTheRealOne() {
        let error = load("""
        recognizers:
          - {name: pan, kind: pan}
          - {name: pinch, kind: pinch}
        simultanous: [[pan, pinch]]
        """)
        #expect(error == "c.yaml:4:1: unknown key `simultanous` at the top level; did you mean `simultaneous`?")
    }

    @Test func aMisspeltRequiresToFailIsAnErrorNotIgnored() {
        let error = load("""
        recognizers:
          - name: singleTap
            kind: tap
            requiresToFial: [doubleTap]
          - {name: doubleTap, kind: tap, configuration: {tapsRequired: 2}}
        """)
        #expect(
            error
                == "c.yaml:4:5: unknown key `requiresToFial` in recognizer `singleTap`; did you mean `requiresToFail`?")
    }

    @Test func anUnknownKeyFarFromEveryKnownKeyListsTheKnownKeys() {
        let error = load("recognizers:\n  - {name: p, kind: pinch, configuration: {colour: red}}\n")
        #expect(error == """
            c.yaml:2:44: unknown key `colour` in recognizer `p`; known keys: minimumFingerTravel, \
            minimumTouchAge, requiresOpposingMotion, scaleSlop, touchesRequired
            """)
    }

    @Test func aFractionalCountNamesTheKeyLineAndExpectedType() {
        let error = load(
            "recognizers:\n  - name: doubleTap\n    kind: tap\n    configuration:\n      tapsRequired: 2.5\n")
        #expect(error == "c.yaml:5:21: `tapsRequired` of recognizer `doubleTap`: expected a whole number, got `2.5`")
    }

    @Test func aBadEnumValueListsTheAllowedValues() {
        let error = load("recognizers:\n  - name: edge\n    kind: edgePan\n    configuration: {edges: [middle]}\n")
        #expect(
            error == "c.yaml:4:29: `edges[0]` of recognizer `edge`: "
                + "expected one of top, left, bottom, right, got `middle`"
        )
    }

    @Test func notANumberIsRejectedAsNotFinite() {
        let error = load("recognizers:\n  - name: pan\n    kind: pan\n    configuration:\n      hysteresis: .nan\n")
        #expect(error == "c.yaml:5:19: `hysteresis` of recognizer `pan`: expected a finite number, got `.nan`")
    }

    @Test func aQuotedNumberIsAStringNotANumber() {
        let error = load(
            #"{"recognizers": [{"name": "t", "kind": "tap", "configuration": {"slop": "10"}}]}"#, file: "c.json")
        #expect(error == "c.json:1:73: `slop` of recognizer `t`: expected a number, got `10`")
    }

    @Test func aRegionWithANegativeSizeIsRejected() throws {
        let error = try #require(load("""
        recognizers:
          - name: corner
            kind: tap
            region: {origin: {x: 0, y: 0}, size: {width: -50, height: 100}}
        """))
        #expect(
            error.hasPrefix(
                "c.yaml:4:13: `region` of recognizer `corner`: expected a rectangle of positive width and height"))
        #expect(error.contains("-50"))
    }

    @Test func edgePanBoundsMustHaveAPositiveSize() throws {
        let error = try #require(load("""
        recognizers:
          - name: edge
            kind: edgePan
            configuration:
              bounds: {origin: {x: 0, y: 0}, size: {width: 800, height: 0}}
        """))
        #expect(
            error.hasPrefix(
                "c.yaml:5:15: `bounds` of recognizer `edge`: expected a rectangle of positive width and height"))
    }

    @Test func anUnknownKeyInsideARegionIsCaughtToo() {
        let error = load(
            "recognizers:\n  - name: t\n    kind: tap\n    region: {orign: {x: 0, y: 0}, size: {width: 5, height: 5}}\n"
        )
        #expect(error == "c.yaml:4:14: unknown key `orign` in `region` of recognizer `t`; did you mean `origin`?")
    }

    @Test func aMissingRequiredKeyIsNamedWithItsRecognizer() {
        let error = load("recognizers:\n  - name: t\n")
        #expect(error == "c.yaml:2:5: missing key `kind` in recognizer `t`")
    }

    @Test func aDependencyCycleIsLocatedAtRequiresToFail() throws {
        let error = try #require(load("""
        recognizers:
          - {name: a, kind: tap, requiresToFail: [b]}
          - {name: b, kind: tap, requiresToFail: [a]}
        """))
        #expect(error.hasPrefix("c.yaml:"))
        #expect(error.contains("`requiresToFail` of recognizer"))
        #expect(error.contains("a → b") || error.contains("b → a"))
    }

    @Test func aSyntaxErrorIsLocated() throws {
        let error = try #require(load("{\"recognizers\": [}", file: "c.json"))
        #expect(error.hasPrefix("c.json:1:"), "\(error)")
        #expect(error.contains("not valid YAML or JSON"))
    }

    @Test func anEmptyFileSaysWhatWasExpectedWithoutAPosition() {
        #expect(load("# nothing here\n") == "c.yaml: empty file: expected a mapping with `recognizers`")
    }

    @Test func aUTF16FileIsNamedAsSuch() {
        var data = Data([0xFF, 0xFE])
        data.append("recognizers: []".data(using: .utf16LittleEndian) ?? Data())
        #expect(parse(data) == "c.yaml: not UTF-8 text (it looks like UTF-16); save it as UTF-8")
    }

    @Test func aDirectoryGetsAPlainMessage() {
        let dir = FileManager.default.temporaryDirectory.path
        #expect(loadFile(dir) == "\(dir): is a directory, expected a JSON or YAML configuration file")
    }

    @Test func aMissingFileSaysSo() {
        #expect(loadFile("/nonexistent/c.yaml") == "/nonexistent/c.yaml: no such file")
    }

    /// Strictness rejects nothing that was valid: the shipped configurations and the documented
    /// JSON example load as before.
    @Test(arguments: [
        "Traces/configs/serial-taps.yaml", "Traces/configs/three-finger-tap.yaml", "Traces/configs/touchpad.yaml"
    ])
    func theShippedConfigurationsLoad(_ path: String) throws {
        let c = try ConfigurationFile.load(path: SharedRecordings.packageRoot.appendingPathComponent(path).path)
        #expect(!c.recognizers.isEmpty)
    }

    @Test func nullsAndDefaultsStillDecode() throws {
        let c = try ConfigurationFile.parse(Data("""
        {"recognizers": [{"name": "e", "kind": "edgePan", "configuration": {"maximumTouches": null, "edges": ["left", "top"]}},
                         {"name": "t", "kind": "tap", "configuration": {"maximumTapInterval": 250000, "countPolicy": "serial"}}],
         "simultaneous": []}
        """.utf8), file: "c.json")
        #expect(c.recognizers.map(\.name) == ["e", "t"])
    }

    @Test func aBadConfigFileOnTheCommandLineExitsOneWithTheLocatedMessage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-config-\(getpid()).yaml")
        try "recognizers:\n  - name: doubleTap\n    kind: tap\n    configuration: {tapsRequird: 2}\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", "--config", file.path, "Traces/touchscreen/tap.gktrace"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "\(file.path):4:21: unknown key `tapsRequird` in recognizer `doubleTap`; did you mean `tapsRequired`?"),
            "\(result.stderr)")
    }

    @Test func anErrorWithoutAPositionPrintsNoZeroLineAndColumn() throws {
        let result = try CommandLineTool.run(["replay", "/nonexistent/trace.gktrace"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/trace.gktrace: "), "\(result.stderr)")
        #expect(!result.stderr.contains(":0:0:"), "\(result.stderr)")
    }
}

@Suite struct SpellingTests {
    @Test func aSwapOrAMissingLetterIsOneEdit() {
        #expect(Spelling.editDistance("requiresToFial", "requiresToFail") == 1)
        #expect(Spelling.editDistance("simultanous", "simultaneous") == 1)
        #expect(Spelling.editDistance("", "abc") == 3)
    }

    @Test func theClosestNameIsSuggestedOnlyWhenItIsClose() {
        #expect(
            Spelling.closest(to: "tapsRequird", among: ["touchesRequired", "tapsRequired", "slop"]) == "tapsRequired")
        #expect(Spelling.closest(to: "colour", among: ["scaleSlop", "touchesRequired"]) == nil)
        #expect(Spelling.closest(to: "PINCH", among: ["pan", "pinch"]) == "pinch")
    }
}
