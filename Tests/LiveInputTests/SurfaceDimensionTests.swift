import GestureTestSupport
import Testing
@testable import LiveInput

/// libinput takes the surface of transformed touch coordinates as a UInt32 of whole points: any
/// `--surface` the command line accepts maps onto one without trapping.
@Suite struct SurfaceDimensionTests {
    @Test(arguments: [
        (1280.4, UInt32(1280)), (1e22, UInt32.max), (.nan, UInt32(1)), (-5, UInt32(1)), (.infinity, UInt32.max)
    ])
    func aSurfaceDimensionIsAWholeNumberOfPointsLibinputTakes(points: Double, expected: UInt32) {
        #expect(LibinputEventConverter.surfaceDimension(points) == expected)
    }
}

extension LiveEmulation {
    /// `replay --through-libinput` with a surface far larger than a UInt32: it must not trap in
    /// the command (`Int(_:)` of the width for the probe's arguments) nor in the probe.
    @Suite(.enabled(if: LiveEnvironment.isAvailable && gesturekitTool != nil,
                    Comment(rawValue: LiveEnvironment.skipReason + " (and the gesturekit binary next to the tests)")))
    struct ThroughLibinputSurfaceTests {
        @Test func aHugeSurfaceReplaysThroughLibinputWithoutTrapping() throws {
            let result = try CommandLineTool.run([
                // The viewport defaults to the surface, which is far above the controller's
                // largest viewport: give one, so that the replay gets through the probe.
                "replay", "--through-libinput", "--surface", "1e22x800", "--viewport", "1280x800",
                "Traces/fixtures/touchscreen-two-finger.libinput-record.yaml",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
            #expect(result.stdout.contains("state      controller"), "\(result.stdout)")
        }
    }
}
