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
        /// A right button press in the probe's JSON Lines.
        static let rightClick = "\"button\":273,\"pressed\":true"
        /// Runs allowed for a replay whose lag cost libinput its tap.
        static let attemptsWithTapping = 3

        @Test(arguments: [("on", true), ("off", false)])
        func aLoneGesturekitReplaysThroughLibinputWithTapToClickAsAsked(tap: String, clicks: Bool) throws {
            let built = try #require(CommandLineTool.executable)
            let lone = FileManager.default.temporaryDirectory.appendingPathComponent("gk-lone-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: lone) }
            let copy = lone.appendingPathComponent("gesturekit")
            try FileManager.default.copyItem(at: built, to: copy)
            // libinput decides a tap on its real-time timers, and a replay that lags on a loaded
            // machine can outlast its 180 ms tap timeout (then the two fingers are a scroll). The
            // harness retries lagging replays for the same reason (`LibinputReplay.lagLimit`): up
            // to three runs must show a click with tapping on; with it off none may, ever.
            var outputs: [String] = []
            for _ in 0..<(clicks ? Self.attemptsWithTapping : 1) {
                let r = try CommandLineTool.run(copy, arguments: [
                    "replay", "--through-libinput", "--tap", tap, "--input-only", "--output", "jsonl",
                    SharedRecordings.path("evemu-devices/touchpads--CyPS2_Cypress_Trackpad.two_finger_tap.evemu"),
                ])
                #expect(r.status == 0, "\(r.stderr)")
                outputs.append(r.stdout)
                // A two-finger tap is libinput's right button (BTN_RIGHT, 273).
                if r.stdout.contains(Self.rightClick) { break }
            }
            #expect(
                outputs.contains { $0.contains(Self.rightClick) } == clicks, "\(outputs.joined(separator: "\n---\n"))")
        }
    }
}
