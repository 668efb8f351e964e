import Foundation
import GestureTestSupport
import Testing

/// The examples in `examples/` are documentation that runs: each built executable replays its
/// default trace and must print what a user of that app would see.
@Suite struct ExamplesTests {
    /// Runs the built example `name` (next to the `gesturekit` binary) in the package root.
    static func run(_ name: String) throws -> [String] {
        let tool = try #require(CommandLineTool.executable, "build the package first (swift build)")
        let executable = tool.deletingLastPathComponent().appendingPathComponent(name)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "\(name) is not built")
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = SharedRecordings.packageRoot
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Runs the built example `name` with `arguments` in `directory` (the package root unless
    /// given): exit status, standard output and standard error.
    static func run(_ name: String, arguments: [String], in directory: URL = SharedRecordings.packageRoot) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let tool = try #require(CommandLineTool.executable, "build the package first (swift build)")
        let executable = tool.deletingLastPathComponent().appendingPathComponent(name)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "\(name) is not built")
        let result = try CommandLineTool.run(executable, arguments: arguments, in: directory)
        return (result.status, result.stdout, result.stderr)
    }

    static let examples = ["photo-viewer-example", "paged-gallery-example"]

    /// Issue 14: a missing trace trapped with a register dump (a top-level `try`).
    @Test(arguments: examples)
    func aMissingTraceIsOneLineNamingTheFileAndExitStatus1(_ name: String) throws {
        let result = try Self.run(name, arguments: ["/nonexistent/trace.gktrace"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(name): /nonexistent/trace.gktrace"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("No such file or directory\n"), "\(result.stderr)")
    }

    @Test(arguments: examples)
    func runFromAnotherFolderItNamesTheDefaultTraceAndSaysWhereToRunIt(_ name: String) throws {
        let result = try Self.run(name, arguments: [], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(name): Traces/touchscreen/"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("(run it from the package root, or pass a trace path)\n"), "\(result.stderr)")
    }

    @Test func photoViewerZoomsAroundTheTapPanGlidesToTheEdgeAndSmallPhotosStayCentred() throws {
        let lines = try Self.run("photo-viewer-example")
        try #require(lines.count == 5, "\(lines)")
        // 1024×640 in 1280×800 at zoom 1: centred, margins (1280−1024)/2 and (800−640)/2.
        #expect(lines[0].hasSuffix("zoom 1, the photo centred with margins of 128 pt left/right and 80 pt top/bottom"))
        // Photo point (672, 220) at zoom 1.5 is (1008, 330); the offset clamps to (256, 0), so it
        // lands at (752, 330): as near the centre as the photo's edges allow.
        #expect(lines[1] == "double tap at (800, 300): zoom 1 → 1.5, the tapped point moved to (752, 330), towards the centre as far as the photo allows")
        #expect(lines[2].hasPrefix("pinch ×1.5 at (640, 400): zoom 1.5 → 2.25, the point between the fingers stayed put"))
        #expect(lines[3].hasPrefix("pan released at 1500 pt/s"))
        #expect(lines[3].hasSuffix("(against the right edge)"))
        // 2.25 × ⅓ = 0.75 is below the minimum 1: it bounces back and the photo is centred again.
        #expect(lines[4] == "pinch ×0.33 at (640, 400): zoom 2.25 → 1 (the fingers went to 0.75, it bounced back); the photo centred with margins of 128 pt left/right and 80 pt top/bottom")
    }

    @Test func pagedGalleryTurnsOnePagePerSwipeAndKeepsAThreePageWindowLoaded() throws {
        let lines = try Self.run("paged-gallery-example")
        #expect(lines == [
            "page 0 visible with 160 pt of page 1 peeking in, pages 0, 1 loaded",
            "page 1 visible at offset 1120 pt, pages 0–2 loaded, loaded page 2",
            "page 2 visible at offset 2240 pt, pages 1–3 loaded, loaded page 3, page 0 purged",
            "page 3 visible at offset 3360 pt, pages 2–4 loaded, loaded page 4, page 1 purged",
            "page 2 visible at offset 2240 pt, pages 1–3 loaded, loaded page 1, page 4 purged",
        ])
    }
}
