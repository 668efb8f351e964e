import Foundation
import GestureTestSupport
import Testing

/// An error about a flag names the flag the user typed and says what is wrong
/// ("must be positive", not "missing value"; `--max-zoom`, not `maximumZoomScale`).
@Suite struct FlagErrorTests {
    static let trace = "Traces/touchscreen/tap.gktrace"
    static let raw = "Traces/fixtures/touchpad-tap.evemu"

    @Test(arguments: [
        (["serve", "--socket", "/nonexistent/s", "--loop"], "--loop goes with --replay"),
        (["serve", "--socket", "/nonexistent/s", "--speed", "2", "--wait-clients", "3"],
         "--speed and --wait-clients go with --replay"),
        (["daemon", "--format", "evemu", "--loop", "--wait-for-client"],
         "--loop, --format and --wait-for-client go with --replay"),
        (["daemon", "--replay", trace, "--raw"], "--replay plays a recording: it excludes --seat, --device and --raw"),
    ])
    func replayOnlyFlagsWithoutAReplayAreNamedAlikeByEveryService(_ case: ([String], String)) throws {
        let result = try CommandLineTool.run(`case`.0)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error: " + `case`.1), "\(result.stderr)")
    }

    @Test(arguments: ["--surface", "--viewport", "--content", "--page-size"])
    func aNegativeSizeSaysMustBePositiveNotMissingValue(_ flag: String) throws {
        let extra = flag == "--page-size" ? ["--paging"] : []
        let result = try CommandLineTool.run(["replay"] + extra + [flag, "-1x800", Self.trace])
        #expect(result.status == 64)
        #expect(result.stderr.contains("The value '-1x800' is invalid for '\(flag) <WxH>': width and height must be "
            + "positive"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test(arguments: [["replay", "--threads", "-1", trace], ["replay", "--device-size", "-1x5mm", raw],
                      ["listen", "--surface", "-1x800"], ["record", "--duration", "-1", "-o", "/dev/null"]])
    func aNegativeNumberIsRefusedByNameNotAsAMissingValue(_ arguments: [String]) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(arguments[1]), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--max-zoom", "1e20"], "--max-zoom: 1e+20 is too large (allowed: 1e-6…1e6)"),
        (["--surface", "1e308x1e308"], "--surface: 1e+308 is too large"),
        (["--device-size", "1e15x1e15mm"], "--device-size: "),
        (["--content", "1e20x5"], "--content: 1e+20 is too large"),
    ], ["replay", "render"])
    func aValueOutOfTheModelsRangeIsNamedByItsFlag(_ option: ([String], String), _ command: String) throws {
        let output = command == "render" ? ["-o", "/dev/null"] : []
        let result = try CommandLineTool.run([command] + output + option.0 + [Self.raw])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Error: " + option.1), "\(result.stderr)")
        #expect(!result.stderr.contains("ZoomScale") && !result.stderr.contains("Size."), "\(result.stderr)")
    }

    @Test func renderTakesTheDeviceSizeAsReplayDoes() throws {
        let result = try CommandLineTool.run(["render", "--device-size", "100x60mm", Self.raw, "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aMistypedCommandGetsDidYouMean() throws {
        let result = try CommandLineTool.run(["replya", Self.trace])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'replya'; did you mean 'replay'?"), "\(result.stderr)")
    }

    @Test func rawInputOnAFileThatIsNoDeviceTalksAboutEvdevNotLibinput() throws {
        let result = try CommandLineTool.run(["listen", "--raw", "--device", Self.trace, "--duration", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("not an evdev device node"), "\(result.stderr)")
        #expect(!result.stderr.contains("libinput will not use"), "\(result.stderr)")
    }
}
