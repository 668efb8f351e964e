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

    static let examples = [
        "photo-viewer-example", "paged-gallery-example", "peeking-gallery-example", "tiled-image-example"
    ]

    /// A missing trace is one line of error, not a trap with a register dump (a top-level `try`).
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
        #expect(result.stderr.hasPrefix("\(name): Traces/"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("(run it from the package root, or pass a trace path)\n"), "\(result.stderr)")
    }

    @Test func photoViewerZoomsAroundTheTapPanGlidesToTheEdgeAndSmallPhotosStayCentred() throws {
        let lines = try Self.run("photo-viewer-example")
        try #require(lines.count == 5, "\(lines)")
        // 1024×640 in 1280×800 at zoom 1: centred, margins (1280−1024)/2 and (800−640)/2.
        #expect(lines[0].hasSuffix("zoom 1, the photo centred with margins of 128 pt left/right and 80 pt top/bottom"))
        // Photo point (672, 220) at zoom 1.5 is (1008, 330); the offset clamps to (256, 0), so it
        // lands at (752, 330): as near the centre as the photo's edges allow.
        #expect(lines[1] == """
            double tap at (800, 300): zoom 1 → 1.5, the tapped point moved to (752, 330), towards the centre as far \
            as the photo allows
            """)
        #expect(
            lines[2].hasPrefix("pinch ×1.5 at (640, 400): zoom 1.5 → 2.25, the point between the fingers stayed put"))
        #expect(lines[3].hasPrefix("pan released at 1500 pt/s"))
        #expect(lines[3].hasSuffix("(against the right edge)"))
        // 2.25 × ⅓ = 0.75 is below the minimum 1: it bounces back and the photo is centred again.
        #expect(lines[4] == """
            pinch ×0.33 at (640, 400): zoom 2.25 → 1 (the fingers went to 0.75, it bounced back); the photo centred \
            with margins of 128 pt left/right and 80 pt top/bottom
            """)
    }

    /// Traces/README.md, `fast-flick-at-edge`: the double tap zooms page 0 to 1.5 at offset
    /// (80, 120); the flick pans it to 160 (its edge, 320 × 1.5 − 320), the pager takes the other
    /// 57.5 pt and the 1500 pt/s release turns one page; page 0 off screen returns to zoom 1.
    @Test func pagedGalleryHandsAZoomedPhotosPanToThePagerTurnsOnePageAndResetsThePhotoLeftBehind() throws {
        let lines = try Self.run("paged-gallery-example")
        #expect(lines == [
            """
                3 photos of 320×480 pt in a pager as wide as the screen, each zoomable 1…4; page 0 shows, pages 0, 1 \
                loaded
                """,
            "double tap: page 0 zoomed 1 → 1.5, showing photo point (53, 80) at its top-left corner",
            "drag: page 0 panned to its right edge (offset 160) and handed the rest of the drag to the pager",
            """
                released at 1500 pt/s with the pager 57.5 pt off its page: it turns one page, to page 1 (the \
                swipeLeft recognized meanwhile turns no second page)
                """,
            "pages 0–2 loaded, loaded page 2",
            "page 1 at rest, pager offset 320",
            "page 0, scrolled off screen at zoom 1.5, is back at zoom 1, offset (0, 0)",
        ])
    }

    /// The slow release of `hand-over-right`: past half a page (188.33 > 160) at rest, so the
    /// pager settles on page 1 without a flick.
    @Test func pagedGalleryReplaysTheSlowHandOverToo() throws {
        let result = try Self.run(
            "paged-gallery-example", arguments: [SharedRecordings.trace("scenes/hand-over-right.gktrace")])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("released at 0 pt/s with the pager 188.33 pt off its page: it turns one page, to page 1"))
        #expect(lines.last == "page 0, scrolled off screen at zoom 1.5, is back at zoom 1, offset (0, 0)")
    }

    /// Traces/README.md, `peeking-outset-drags-pager`: the pager's frame is x 48…272 and its
    /// outset reaches 48 pt further each side; the finger lands at x 290, on page 1's strip.
    @Test func peekingGalleryShowsTheNeighboursAndATouchOnOneDragsThePager() throws {
        let lines = try Self.run("peeking-gallery-example")
        #expect(lines == [
                """
                    page 224 pt wide (70 % of the 320-pt screen) at x 48…272: the screen shows page0 x 48…272, page1 \
                    x 272…320
                    """,
            """
                a finger lands at (290, 240), outside the pager's frame (x 48…272), in its hit outset; under it: \
                pager › page1
                """,
            "the drag moves the pager",
            "pages 0–2 loaded",
            "page 1 at rest at pager offset 224; the screen shows page0 x 0…48, page1 x 48…272, page2 x 272…320",
        ])
    }

    /// Level 1 (bias 1, zoom ≤ 1) tiles cover 256 image pt, level 0 tiles 128. At zoom 1 the view
    /// shows x 0…320, y 0…480: columns 0–1, rows 0–1. The double tap zooms past 1, so level 0
    /// is needed — columns 0–2 (0…384 ⊃ 0…320), rows 0–3 (0…512 ⊃ 0…480) — and level 1 purged.
    /// Zoom 1.5 at (80, 120) shows x 53…267, y 80…400: nothing new. The pan (200 left, 300 up,
    /// 10 pt slop lost) ends at (274.45, 411.67): row 4 (from 512) is needed past offset y 288
    /// (x then 192: columns 1–2), row 0 purged past y 320 (128 + the 85.33-pt margin, × 1.5),
    /// column 3 (from 384) needed past x 256 (y then 384: rows 2–4). Column 0 and row 1 stay.
    @Test func tiledImageLoadsTheTilesOfTheLevelItDrawsAndPurgesThoseThePanLeavesBehind() throws {
        let lines = try Self.run("tiled-image-example")
        #expect(Array(lines.dropFirst()) == [
            "  load  level 1 (tiles of 256 image pt): [0,0] [1,0] [0,1] [1,1]",
            "double tap at (160, 240)",
            """
                  load  level 0 (tiles of 128 image pt): [0,0] [1,0] [2,0] [0,1] [1,1] [2,1] [0,2] [1,2] [2,2] [0,3] \
                [1,3] [2,3]
                """,
            "  purge level 1 (tiles of 256 image pt): [0,0] [1,0] [0,1] [1,1]",
            "zoom 1 → 1.5, offset (80, 120)",
            "pan from (294, 392)",
            "  load  level 0 (tiles of 128 image pt): [1,4] [2,4]",
            "  purge level 0 (tiles of 128 image pt): [0,0] [1,0] [2,0]",
            "  load  level 0 (tiles of 128 image pt): [3,2] [3,3] [3,4]",
            "pan ended at offset (274, 412), zoom 1.5",
            """
                loaded at the end: 14 tiles, level 0 (tiles of 128 image pt): [0,1] [1,1] [2,1] [0,2] [1,2] [2,2] \
                [3,2] [0,3] [1,3] [2,3] [3,3] [1,4] [2,4] [3,4]
                """,
        ])
    }
}
