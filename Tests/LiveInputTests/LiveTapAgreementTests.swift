import Foundation
import GestureInput
import GestureTestSupport
import GestureKit
import GestureRecognition
import GestureTraces
import Testing
@testable import LiveInput

extension LiveEmulation {
    /// GestureKit's raw touchpad taps against libinput's tap-to-click on the same recordings: where
    /// libinput clicks, GestureKit reports taps of the same finger counts and tap counts (1 finger →
    /// left, 2 → right, 3 → middle; a double tap is two left clicks).
    @Suite(.enabled(if: LiveEnvironment.isAvailable, Comment(rawValue: LiveEnvironment.skipReason)),
           LiveEnvironment.judgedOnRealTimeTimers)
    struct LiveTapAgreementTests {
        /// libinput's tap buttons, as finger counts (`tp_tap_notify`: BTN_LEFT, BTN_RIGHT, BTN_MIDDLE).
        static let fingersByButton: [UInt32: Int] = [272: 1, 273: 2, 274: 3]

        /// The finger count of every click libinput 1.22 makes with tapping on.
        static func libinputClicks(_ path: String) throws -> [Int] {
            let file = try RawRecording(path: path)
            let result = try LibinputReplay().run(
                device: file.device, rows: file.rows, arguments: ["--tap", "on"], idle: 0.8)
            #expect(result.status == 0, "\(result.diagnostics)")
            return result.buttons.filter(\.1).compactMap { fingersByButton[$0.0] }
        }

        /// The finger count of every click GestureKit's taps stand for (a tap of n taps is n clicks),
        /// with one-, two- and three-finger tap recognizers (`Traces/configs/three-finger-tap.yaml`).
        static func gestureKitClicks(_ path: String) throws -> [Int] {
            var root = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { root = root.deletingLastPathComponent() }
            let graph = try ConfigurationFile.load(
                path: root.appendingPathComponent("Traces/configs/three-finger-tap.yaml").path)
            var clicks: [Int] = []
            try TraceReplay.run(path: path, configure: { _ in PipelineConfiguration(graph: graph) }, emit: { output in
                if case .gesture(let g) = output, g.kind == .tap, g.state == .recognized {
                    clicks += Array(repeating: g.touches, count: g.taps ?? 1)
                }
            })
            return clicks
        }

        @Test(arguments: ["touchpads--CyPS2_Cypress_Trackpad.two_finger_tap.evemu",
                          "touchpads--CyPS2_Cypress_Trackpad.three_finger_tap.evemu"])
        func gestureKitTapsAreLibinputsTapClicks(_ name: String) throws {
            let path = SharedRecordings.path("evemu-devices/" + name)
            let libinput = try Self.libinputClicks(path)
            #expect(!libinput.isEmpty, "libinput clicks on this recording")
            #expect(try Self.gestureKitClicks(path) == libinput)
        }

        @Test(arguments: ["touchpad--synaptics-tm3276--hold_2.evemu", "touchpad--synaptics-tm3276--hold_3.evemu"])
        func heldFingersAreNeitherAClickNorATap(_ name: String) throws {
            let path = SharedRecordings.path("inputactions/" + name)
            #expect(try Self.libinputClicks(path).isEmpty)
            #expect(try Self.gestureKitClicks(path).isEmpty)
        }

        /// Where the two differ on purpose: the ALPS finger's centre wanders 2–4.4 mm while it lands
        /// and lifts, beyond libinput's 1.3 mm tap threshold but within GestureKit's touch slop
        /// (`DeviceThresholds`), so libinput moves the pointer or scrolls where GestureKit taps.
        @Test(arguments: [("touchpads--AlpsPS2_ALPS_GlidePoint.single-tap.evemu", [1]),
                          ("touchpads--AlpsPS2_ALPS_GlidePoint.double-tap.evemu", [1, 1]),
                          ("touchpads--AlpsPS2_ALPS_GlidePoint.2-finger-tap.evemu", [2])])
        func alpsTapsAreTapsToGestureKitButNotToLibinput(_ name: String, taps: [Int]) throws {
            let path = SharedRecordings.path("evemu-devices/" + name)
            #expect(try Self.libinputClicks(path).isEmpty)
            #expect(try Self.gestureKitClicks(path) == taps)
        }
    }
}
