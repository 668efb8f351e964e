import Foundation
import GestureInput
import GestureTestSupport
import GestureTraces
import Testing
@testable import LiveInput

extension LiveEmulation {
    /// GestureKit's quirks matching against libinput's own: for every raw device description under
    /// `Traces/` and the shared recordings (`SharedRecordings`), `libinput quirks list NODE`
    /// (libinput-tools) runs on the device emulated under umockdev, and prints the attributes
    /// libinput resolved; GestureKit's
    /// `QuirksDatabase.match` on the same description, with the same installed files, must resolve
    /// the same ones. The machine has no DMI modalias here, so both leave DMI sections out.
    @Suite(.enabled(if: LiveEnvironment.isAvailable && UmockdevHarness.which("libinput") != nil,
                    Comment(rawValue: LiveEnvironment.skipReason)))
    struct LibinputQuirksAgreementTests {
        static func descriptions() -> [String] {
            var paths = ["Traces/fixtures/touchpad-tap.evemu",
                         "Traces/fixtures/touchscreen-two-finger.libinput-record.yaml"]
            for dir in ["evemu-devices", "inputactions"] {
                paths += SharedRecordings.files(in: dir)
            }
            return paths
        }

        /// The package root (this file is Tests/LiveInputTests/…).
        static let packageRoot: URL = {
            var url = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { url = url.deletingLastPathComponent() }
            return url
        }()

        /// The device a recording describes, as recorded (no quirks applied to it): `path` is
        /// absolute (a shared recording) or relative to the package root.
        static func device(_ path: String) throws -> DeviceInfo {
            let path = path.hasPrefix("/") ? path : packageRoot.appendingPathComponent(path).path
            let source = try TraceFile.open(path: path, quirks: .empty)
            guard let device = source.header.devices.first else { throw HarnessError.noEvdevDescription(path) }
            return device
        }

        @Test(arguments: descriptions())
        func libinputAndGestureKitResolveTheSameAttributes(_ path: String) throws {
            let device = try Self.device(path)
            let run = try UmockdevHarness().run(device: device, rows: [], timeout: 20) { node, _ in
                ["libinput", "quirks", "list", node]
            }
            let libinput = run.result.standardOutput.split(separator: "\n").map(String.init)
                .filter { $0.contains("=") }
            let database = try QuirksDirectory.installed.get()
            let ours = Self.resolved(database.match(QuirkDevice(device)))
            if path.contains("Cypress") {
                // Not vacuous: libinput answered, and gave this pad the range that keeps its fingers.
                #expect(libinput.contains("AttrPressureRange=10:8"), "\(run.result.standardOutput)")
            }
            #expect(Set(libinput) == Set(ours),
                    "\(path)\nlibinput: \(libinput)\nGestureKit: \(ours)\nstderr: \(run.result.standardError)")
        }

        /// `Key=value` for every property the matched sections set, the last section winning.
        static func resolved(_ match: QuirkMatch) -> [String] {
            var keys: [String] = []
            for section in match.sections {
                for property in section.properties where !keys.contains(property.key) { keys.append(property.key) }
            }
            return keys.compactMap { key in match.value(of: key).map { "\(key)=\($0.value)" } }
        }
    }
}
