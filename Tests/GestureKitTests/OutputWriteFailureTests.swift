import Foundation
import GestureTestSupport
import Testing

/// Every write to standard output is checked (`StandardOutput`). A full disk is an error naming
/// standard output with status 1, never exit 0 with the output lost (`replay`, `info` and
/// `render -o -`); a reader that went away (`| head`) ends the program quietly with status 0.
@Suite struct OutputWriteFailureTests {
    static let commands: [[String]] = [
        ["replay", "Traces/touchscreen/photo-viewer.gktrace"],
        ["replay", "--output", "jsonl", "Traces/touchscreen/photo-viewer.gktrace"],
        ["info", "Traces/touchscreen/photo-viewer.gktrace"],
        ["render", "-o", "-", "Traces/touchscreen/photo-viewer.gktrace"],
        ["replay", "--threads", "2", "Traces/touchscreen/photo-viewer.gktrace"],
        ["convert", "Traces/touchscreen/photo-viewer.gktrace", "-"],
        ["synth", "--events", "100000", "-o", "-"],
    ]

    @Test(arguments: commands)
    func aFullDiskOnStandardOutputIsAnErrorNamingItWithStatusOne(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try CommandLineTool.run(arguments, standardOutput: full)
        #expect(result.status == 1)
        // `convert` and `synth` report through their trace writer: `standard output: write failed: …`.
        #expect(result.stderr.hasPrefix("Error: standard output: "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("No space left on device\n"), "\(result.stderr)")
    }

    @Test(arguments: commands)
    func aReaderThatWentAwayEndsTheProgramQuietlyWithStatusZero(_ arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try CommandLineTool.run(arguments, standardOutput: pipe.fileHandleForWriting)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("Error"), "\(result.stderr)")
    }
}
