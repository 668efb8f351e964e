import Foundation
import GestureKit
import GestureTestSupport
import GestureTraces
import Testing

/// A `--config`, `--scene` or `libinput record` file nested thousands of levels deep, or an alias
/// bomb, is refused with its file and line before Yams sees it (Yams would overflow the stack with
/// a SIGSEGV, or run without limit); merge keys work in configurations.
@Suite struct StructuredInputLimitTests {
    func configError(_ text: String, file: String = "c.yaml") -> String? {
        do {
            _ = try ConfigurationFile.parse(Data(text.utf8), file: file)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func sceneError(_ text: String) -> String? {
        do {
            _ = try SceneDescription.parse(Data(text.utf8), file: "s.yaml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aConfigNestedFiveThousandDeepIsRefusedWithItsLine() {
        let deep = "recognizers:\n  - name: t\n    kind: tap\n    configuration: "
            + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        #expect(configError(deep) == "c.yaml:4:1: nested more than 64 levels deep (the limit for YAML and JSON input)")
    }

    @Test func aJSONConfigNestedFiveThousandDeepIsRefusedWithItsLine() {
        let deep = "{\"recognizers\":\n" + String(repeating: "{\"a\":", count: 5_000) + "1"
            + String(repeating: "}", count: 5_001)
        #expect(configError(deep, file: "c.json")
            == "c.json:2:1: nested more than 64 levels deep (the limit for YAML and JSON input)")
    }

    @Test func aSceneNestedThreeHundredDeepInBlockStyleIsRefusedWithItsLine() throws {
        let deep = "views:\n" + (1...300).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n")
        let error = try #require(sceneError(deep))
        #expect(error.hasPrefix("s.yaml:64:1: "), "\(error)")
        #expect(error.hasSuffix("nested more than 64 levels deep (the limit for YAML and JSON input)"), "\(error)")
    }

    /// Nine levels of ten aliases: 10⁹ values once expanded, from 700 bytes.
    static let billionLaughs: String = {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\nrecognizers: *a9\n"
    }()

    @Test func anAliasBombIsRefusedAsSoonAsItsExpansionPassesTheLimit() throws {
        let started = ContinuousClock.now
        let error = try #require(configError(Self.billionLaughs))
        #expect(error.hasPrefix("c.yaml:"), "\(error)")
        #expect(error.contains("the aliases expand to more than 1000000 values"), "\(error)")
        // Not a timing assertion on the code's speed: an unbounded expansion never returns at all.
        #expect(ContinuousClock.now - started < .seconds(60))
    }

    @Test func anAliasBombInASceneIsRefusedToo() throws {
        let error = try #require(sceneError(Self.billionLaughs.replacingOccurrences(of: "recognizers", with: "views")))
        #expect(error.contains("the aliases expand to more than"), "\(error)")
    }

    @Test func aMergeKeyCopiesTheKeysTheMappingDoesNotSet() throws {
        let configuration = try ConfigurationFile.parse(Data("""
        recognizers:
          - &tap
            name: doubleTap
            kind: tap
            configuration: {tapsRequired: 2, slop: 12}
          - <<: *tap
            name: tripleTap
            configuration: {tapsRequired: 3}
          - <<: [*tap]
            name: anotherDoubleTap
        """.utf8), file: "c.yaml")
        #expect(configuration.recognizers.map(\.name) == ["doubleTap", "tripleTap", "anotherDoubleTap"])
        #expect(configuration.recognizers.map(\.kind) == [.tap, .tap, .tap])
        // The mapping's own `configuration` replaces the merged one whole (YAML merges one level).
        let taps = configuration.recognizers.map { spec -> (Int, Double)? in
            guard case .tap(let tap) = spec.configuration else { return nil }
            return (tap.tapsRequired, tap.slop)
        }
        #expect(taps.map { $0?.0 } == [2, 3, 2])
        #expect(taps.map { $0?.1 } == [12, 10, 12])
    }

    @Test func aMergeKeyOfAScalarIsAnErrorAtTheKey() {
        #expect(configError("recognizers:\n  - <<: 3\n    name: t\n    kind: tap\n")
            == "c.yaml:2:5: a merge key `<<` takes a mapping or a list of mappings, such as `<<: *defaults`")
    }
}

/// The same limits through the built `gesturekit`, on every command that reads these files.
@Suite struct StructuredInputLimitCommandTests {
    static let deepRecord = "version: 1\ndevices:\n  - node: /dev/input/event0\n    evdev: "
        + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"

    func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-limits-\(getpid())-\(name)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test(arguments: [["replay"], ["info"], ["render", "-o", "/dev/null"]])
    func aLibinputRecordNestedTenThousandDeepIsRefusedWithItsLine(_ command: [String]) throws {
        let file = try temporaryFile("deep-\(command[0]).yaml", Self.deepRecord)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(command + ["--format", "libinput-record", file.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(file.path):4:1: nested more than 64 levels deep"), "\(result.stderr)")
    }

    @Test func aLibinputRecordNestedTenThousandDeepOnStandardInputIsRefusedWithItsLine() throws {
        let file = try temporaryFile("deep-stdin.yaml", Self.deepRecord)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", "--format", "libinput-record", "-"], standardInput: file.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(":4:1: nested more than 64 levels deep"), "\(result.stderr)")
    }

    @Test(arguments: ["--config", "--scene"])
    func aFileNestedThreeThousandDeepOnTheCommandLineIsRefusedWithItsLine(_ option: String) throws {
        let file = try temporaryFile("deep\(option).json", "{\"a\":\n" + String(repeating: "[", count: 3_000)
            + String(repeating: "]", count: 3_000) + "}")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", option, file.path, "Traces/touchscreen/tap.gktrace"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(file.path):2:1: nested more than 64 levels deep"), "\(result.stderr)")
    }
}
