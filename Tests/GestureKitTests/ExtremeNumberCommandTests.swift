import GestureKit
import GestureTestSupport
import Testing

/// No accepted value crashes it: numbers the command line accepts but the scroll/zoom
/// model cannot use are an error naming the argument and its range (exit 1), never a trap (exit
/// 132 with a register dump); the largest numbers it can use replay to the end.
@Suite struct ExtremeNumberCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        var args: [String]
        var message: String
        var description: String { args.joined(separator: " ") }
    }

    static let rejected: [Case] = [
        Case(args: ["replay", "--content", "1e23x800", "Traces/touchscreen/tap.gktrace"],
             message: "--content: 1e+23 is too large (allowed: 0…1e12 pt)"),
        Case(args: ["replay", "--content", "1e22x800", "Traces/touchscreen/double-tap.gktrace"],
             message: "--content: 1e+22 is too large (allowed: 0…1e12 pt)"),
        Case(args: ["render", "--content", "1e23x800", "Traces/touchscreen/tap.gktrace", "-o", "-"],
             message: "--content: 1e+23 is too large (allowed: 0…1e12 pt)"),
        Case(args: ["replay", "--max-zoom", "1e300", "Traces/touchscreen/pinch-out.gktrace"],
             message: "--max-zoom: 1e+300 is too large (allowed: 1e-6…1e6)"),
        Case(
            args: [
                "replay", "--max-zoom", "1e300", "--double-tap", "maximumAtPoint",
                "Traces/touchscreen/double-tap.gktrace"
            ],
             message: "--max-zoom: 1e+300 is too large (allowed: 1e-6…1e6)"),
        Case(args: ["render", "--max-zoom", "1e300", "Traces/touchscreen/pinch-out.gktrace", "-o", "-"],
             message: "--max-zoom: 1e+300 is too large (allowed: 1e-6…1e6)"),
        Case(args: ["replay", "--viewport", "1280x1e300", "Traces/touchscreen/tap.gktrace"],
             message: "--viewport: 1e+300 is too large (allowed: 0…1e12 pt)"),
        Case(args: ["replay", "--min-zoom", "1e-300", "Traces/touchscreen/pinch-in.gktrace"],
             message: "--min-zoom: 1e-300 is too small (allowed: 1e-6…1e6)"),
    ]

    @Test(arguments: rejected)
    func aNumberTheModelCannotUseIsAnErrorNamingItNotATrap(_ c: Case) throws {
        let result = try CommandLineTool.run(c.args)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(c.message), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    static let accepted: [[String]] = [
        // Page counts beyond Int (10¹² pt content in pages of 10⁻³⁰⁰ pt) saturate.
        ["replay", "--content", "1e12x800", "--paging", "--page-size", "1e-300x1e-300", "--max-zoom", "1e6",
         "--double-tap", "maximumAtPoint", "Traces/touchscreen/double-tap.gktrace"],
        // A fit zoom below the smallest zoom limit is raised to it rather than rejected.
        [
            "replay", "--content", "1e12x1e12", "--double-tap", "cycleMinimumOneMaximum",
            "Traces/touchscreen/double-tap.gktrace"
        ],
        ["render", "--content", "1e12x800", "--max-zoom", "1e6", "--double-tap", "maximumAtPoint",
         "Traces/touchscreen/double-tap.gktrace", "-o", "-"],
    ]

    @Test(arguments: accepted)
    func theLargestNumbersTheModelTakesReplayToTheEnd(_ args: [String]) throws {
        let result = try CommandLineTool.run(args)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func theDefaultMinimumZoomOfHugeContentIsTheSmallestZoomLimit() throws {
        let setup = ScrollZoomSetup(viewport: Size(width: 1280, height: 800), content: Size(width: 1e12, height: 1e12))
        #expect(setup.fitZoom == ScrollZoomController.zoomScaleRange.lowerBound)
        let controller = try setup.makeController(at: .zero)
        #expect(controller.minimumZoomScale == ScrollZoomController.zoomScaleRange.lowerBound)
    }

    @Test func aPipelineWithContentTooLargeThrowsTheControllerErrorAtTheFirstEvent() throws {
        var b = TraceBuilder()
        b.tap(at: Point(x: 640, y: 400))
        let setup = ScrollZoomSetup(viewport: Size(width: 1280, height: 800), content: Size(width: 1e22, height: 800))
        let pipeline = try Pipeline(configuration: PipelineConfiguration(scrollZoom: setup))
        let first = try #require(b.events.first)
        #expect(
            throws: ScrollZoomError(argument: "contentSize.width", reason: "1e+22 is too large (allowed: 0…1e12 pt)")
        ) {
            try pipeline.process(first) { _ in }
        }
    }

    @Test func aPipelineWithABindingNumberOutOfRangeIsRejectedWhenBuilt() throws {
        let binding = ScrollZoomBinding.Configuration(zoomStep: 1e300)
        #expect(throws: ScrollZoomError(argument: "zoomStep", reason: "1e+300 is too large (allowed: 1e-6…1e6)")) {
            try Pipeline(configuration: PipelineConfiguration(binding: binding))
        }
    }

    @Test func aDeviceSizeBeyondIntReplaysWithoutATrap() throws {
        let result = try CommandLineTool.run(
            ["replay", "--device-size", "1e20x1e20mm", "Traces/fixtures/touchpad-tap.evemu"])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
    }
}
