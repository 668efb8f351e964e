import Foundation
import GestureTestSupport
import Testing

/// Mistakes a new user makes get an error naming them, not a silent
/// default or a misleading message.
@Suite struct SmallInputMistakeTests {
    @Test func aFileThatCannotBeOpenedPrintsNoTableHeader() throws {
        let result = try CommandLineTool.run(["replay", "/nonexistent/trace.gktrace"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test func aDevicesDirectoryTheUserNamedMustExist() throws {
        let result = try CommandLineTool.run(["devices", "--directory", "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent: cannot list it"), "\(result.stderr)")
        #expect(!result.stdout.contains("exposes no input devices"))
    }

    @Test(arguments: ["replay", "render"])
    func aPageSizeWithoutPagingIsRefusedAsInASceneFile(_ command: String) throws {
        let output = command == "render" ? ["-o", "/dev/null"] : []
        let result = try CommandLineTool.run(
            [command] + output + ["--page-size", "400x300", "Traces/touchscreen/tap.gktrace"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--page-size has no effect without --paging"), "\(result.stderr)")
    }

    @Test func renderFromPastTheEndIsAnErrorNotAnEmptyPicture() throws {
        let result = try CommandLineTool.run(
            ["render", "--from", "1000000", "Traces/touchscreen/tap.gktrace", "-o", "/dev/null"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("--from 1000000.0 ms is past the end of the trace: its last event is at "),
                "\(result.stderr)")
    }

    @Test(arguments: [["--max-zoom", "0x10"], ["--max-zoom=0x10"], ["--frame-rate", "nan"], ["--min-zoom", "inf"]])
    func aNumberThatIsNotDecimalIsRefusedByName(_ option: [String]) throws {
        let result = try CommandLineTool.run(["replay"] + option + ["Traces/touchscreen/tap.gktrace"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("expected a decimal number"), "\(result.stderr)")
    }

    @Test func aHugeCoordinatePrintsInExponentFormAndKeepsTheTableColumns() throws {
        let lines = try String(contentsOfFile: SharedRecordings.packageRoot
            .appendingPathComponent("Traces/touchscreen/tap.gktrace").path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var edited = lines.map(String.init)
        edited[2] = edited[2].replacingOccurrences(of: "\"x\":640", with: "\"x\":1e300")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-bigx-\(getpid()).gktrace")
        try edited.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", "--input-only", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let row = try #require(result.stdout.split(separator: "\n").first { $0.contains("#1+") })
        #expect(row.contains("1e+300") && row.count < 120, "\(row)")
    }
}
