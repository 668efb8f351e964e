import Foundation
import GestureKit
import GestureTestSupport
import Testing

/// `convert` is all or nothing, and `replay -` reads standard input in any format, sniffed as a
/// file is or named with `--format`.
@Suite struct ConvertAndStdinCommandTests {
    /// A fresh folder for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gk-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A `.gktrace` whose header is fine and whose second event line is not JSON: the reader
    /// throws after the writer has already written the header and the first event.
    static func badTrace(in folder: URL) throws -> String {
        let tap = try String(contentsOfFile: SharedRecordings.trace("touchscreen/tap.gktrace"), encoding: .utf8)
        let lines = tap.split(separator: "\n").prefix(2).map(String.init) + ["{\"t\": this is not JSON"]
        let path = folder.appendingPathComponent("bad.gktrace").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func convertOfABadInputLeavesNoOutputFileBehind() throws {
        let dir = try Self.folder()
        let output = dir.appendingPathComponent("out.gktrace").path
        let result = try CommandLineTool.run(["convert", try Self.badTrace(in: dir), output])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("bad.gktrace:3:"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.gktrace"])
    }

    @Test func convertOfABadInputLeavesAnExistingDestinationUntouched() throws {
        let dir = try Self.folder()
        let output = dir.appendingPathComponent("out.gktrace").path
        try "previous contents\n".write(toFile: output, atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["convert", try Self.badTrace(in: dir), output])
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous contents\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.gktrace", "out.gktrace"])
    }

    @Test func convertThatSucceedsReplacesTheDestinationWithAReadableTrace() throws {
        let dir = try Self.folder()
        let output = dir.appendingPathComponent("out.gktrace").path
        try "previous contents\n".write(toFile: output, atomically: true, encoding: .utf8)
        let input = SharedRecordings.trace("fixtures/touchpad-tap.evemu")
        let result = try CommandLineTool.run(["convert", input, output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{\"gktrace\":1"))
        let mode = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o044 } == 0o044, "readable like a file `open` creates, not mkstemp's 0600")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 1)
    }

    @Test func convertKeepsTheUsersPathOutOfTheDevicesNode() throws {
        let dir = try Self.folder()
        let input = SharedRecordings.trace("fixtures/touchpad-tap.evemu")
        let output = dir.appendingPathComponent("out.gktrace").path
        let result = try CommandLineTool.run(["convert", input, output])
        #expect(result.status == 0, "\(result.stderr)")
        let header = try #require(try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").first)
        #expect(!header.contains("\"node\":\"\(input)\""), "the device's node names the user's file: \(header)")
        #expect(header.contains("GestureKit Test Touchpad"))
    }

    @Test func forcedFormatMatchingNoLineFailsTheReplay() throws {
        let result = try CommandLineTool.run(["replay", "--format", "debug-events", "Traces/touchscreen/tap.gktrace"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no line of the file is a debug-events line"), "\(result.stderr)")
    }

    @Test(arguments: [
        "touchscreen/tap.gktrace", "fixtures/touchpad-tap.evemu",
        "fixtures/touchscreen-two-finger.libinput-record.yaml",
    ])
    func replayFromStandardInputWithoutFormatSniffsItAsAFileIsSniffed(_ trace: String) throws {
        let path = SharedRecordings.trace(trace)
        let fromFile = try CommandLineTool.run(["replay", "--output", "jsonl", path])
        let redirected = try CommandLineTool.run(["replay", "--output", "jsonl", "-"], standardInput: path)
        let executable = try #require(CommandLineTool.executable)
        let piped = try CommandLineTool.run(URL(fileURLWithPath: "/bin/sh"), arguments: [
            "-c", "cat \"$1\" | \"$2\" replay --output jsonl -", "sh", path, executable.path,
        ])
        func lines(_ s: String) -> [Substring] { s.split(separator: "\n").filter { !$0.contains("\"source\"") } }
        for (how, result) in [("redirected", redirected), ("piped", piped)] {
            #expect(result.status == 0, "\(how): \(result.stderr)")
            #expect(!result.stdout.isEmpty && lines(result.stdout) == lines(fromFile.stdout), "\(how)")
        }
    }

    @Test func standardInputInNoKnownFormatIsNamedAndTheFormatsListed() throws {
        let executable = try #require(CommandLineTool.executable)
        let result = try CommandLineTool.run(URL(fileURLWithPath: "/bin/sh"), arguments: [
            "-c", "printf 'hello\\nworld\\n' | \"$1\" replay -", "sh", executable.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("<stdin>") && result.stderr.contains("unrecognised trace format"),
                "\(result.stderr)")
    }

    @Test(arguments: [
        ("gktrace", "touchscreen/tap.gktrace"),
        ("evemu", "fixtures/touchpad-tap.evemu"),
        ("libinput-record", "fixtures/touchscreen-two-finger.libinput-record.yaml"),
    ])
    func replayFromStandardInputWithFormatPrintsWhatTheFileGives(_ format: String, _ trace: String) throws {
        let path = SharedRecordings.trace(trace)
        let fromFile = try CommandLineTool.run(["replay", "--output", "jsonl", "--format", format, path])
        let fromStdin = try CommandLineTool.run(
            ["replay", "--output", "jsonl", "--format", format, "-"], standardInput: path)
        #expect(fromStdin.status == 0, "\(fromStdin.stderr)")
        #expect(!fromStdin.stdout.isEmpty)
        // The same output except where the header names its source.
        func lines(_ s: String) -> [Substring] { s.split(separator: "\n").filter { !$0.contains("\"source\"") } }
        #expect(lines(fromStdin.stdout) == lines(fromFile.stdout))
    }
}
