import Foundation
import GestureTestSupport
import Testing

/// `replay --tap` configures libinput's tap-to-click, so it means nothing without `--through-libinput`.
@Suite struct ThroughLibinputTapOptionTests {
    @Test func tapWithoutThroughLibinputSaysItConfiguresLibinput() throws {
        let r = try CommandLineTool.run(["replay", "--tap", "on", "Traces/touchscreen/double-tap.gktrace"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--tap configures libinput: it needs --through-libinput"), "\(r.stderr)")
    }
}

extension LiveEmulation {
    /// `replay --through-libinput` runs the probe built into `gesturekit` (`gesturekit probe`), so a
    /// lone copy of the binary (a release build installed without `gesturekit-probe`) replays too,
    /// and `--tap on|off` switches libinput's tap-to-click.
    @Suite(.enabled(if: LiveEnvironment.isAvailable && CommandLineTool.executable != nil,
                    Comment(rawValue: LiveEnvironment.skipReason + " (and the gesturekit binary next to the tests)")),
           LiveEnvironment.judgedOnRealTimeTimers)
    struct ThroughLibinputTapTests {
        @Test(arguments: [("on", true), ("off", false)])
        func aLoneGesturekitReplaysThroughLibinputWithTapToClickAsAsked(tap: String, clicks: Bool) throws {
            let built = try #require(CommandLineTool.executable)
            let lone = FileManager.default.temporaryDirectory.appendingPathComponent("gk-lone-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: lone) }
            let copy = lone.appendingPathComponent("gesturekit")
            try FileManager.default.copyItem(at: built, to: copy)
            let r = try CommandLineTool.run(copy, arguments: [
                "replay", "--through-libinput", "--tap", tap, "--input-only", "--output", "jsonl",
                "../shared/recordings/evemu-devices/touchpads--CyPS2_Cypress_Trackpad.two_finger_tap.evemu",
            ])
            #expect(r.status == 0, "\(r.stderr)")
            // A two-finger tap is libinput's right button (BTN_RIGHT, 273).
            #expect(r.stdout.contains("\"button\":273,\"pressed\":true") == clicks, "\(r.stdout)")
        }
    }
}
