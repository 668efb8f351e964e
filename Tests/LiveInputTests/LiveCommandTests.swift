import Foundation
import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

/// The `gesturekit` executable built beside the probe, if any.
let gesturekitTool: String? = LibinputReplay.defaultProbe().map {
    URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("gesturekit").path
}.flatMap { access($0, X_OK) == 0 ? $0 : nil }

extension LiveEmulation {
    /// The `gesturekit` live subcommands against an emulated touchscreen (real libinput, umockdev).
    @Suite(.enabled(if: LiveEnvironment.isAvailable && gesturekitTool != nil,
                    Comment(rawValue: LiveEnvironment.skipReason + " (and the gesturekit binary next to the tests)")))
    struct LiveCommandTests {
        static var gesturekit: String? { gesturekitTool }

        let device = EmulatedDevice.touchscreen()

        func tap() -> [EvdevRow] {
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (50, 50)])
            g.at(60, [:])
            return g.rows(for: device)
        }

        @Test func devicesListsTheEmulatedNodeAsAReadableTouchscreen() throws {
            let tool = try #require(Self.gesturekit)
            let run = try UmockdevHarness().run(device: device, rows: tap()) { _, _ in [tool, "devices"] }
            #expect(run.result.status == 0, "\(run.result.standardError)")
            #expect(
                run.result.standardOutput.contains("\(run.node)\t\"\(device.name)\"\ttouchscreen"),
                "\(run.result.standardOutput)")
            #expect(run.result.standardOutput.contains("readable"))
        }

        /// Runs a `gesturekit` command on the emulated device until `delivered` says the device's
        /// input reached it. umockdev replays in real time from its own start, so a command that opens
        /// the node late (a loaded CI machine) misses the first rows; like `LibinputReplay`, retry
        /// with a doubled lead-in, three attempts at most, starting at 1.5 s. `arguments` gets the node
        /// and the seconds to run for (lead-in plus `tail`).
        func runUntilDelivered(tail: Double, rows: [EvdevRow]? = nil, _ arguments: (String, Double) -> [String],
                               delivered: (UmockdevHarness.Run) -> Bool) throws -> UmockdevHarness.Run {
            var leadIn = TimeSpan.milliseconds(1500)
            var run: UmockdevHarness.Run
            var attempt = 1
            repeat {
                let duration = leadIn.seconds + tail
                run = try UmockdevHarness(leadIn: leadIn).run(device: device, rows: rows ?? tap()) { node, _ in
                    arguments(node, duration)
                }
                if delivered(run) || attempt == 3 { return run }
                attempt += 1
                leadIn = leadIn + leadIn
            } while true
        }

        /// The JSON objects `listen --output jsonl` printed.
        func jsonLines(_ text: String) -> [[String: Any]] {
            text.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        @Test(arguments: [false, true])
        func listenRecognizesATapOnTheEmulatedTouchscreen(raw: Bool) throws {
            let tool = try #require(Self.gesturekit)
            let run = try runUntilDelivered(tail: 1.5, { node, duration in
                    [tool, "listen", "--device", node, "--output", "jsonl", "--input", "--duration", "\(duration)"]
                        + (raw ? ["--raw"] : [])
            }, delivered: { $0.result.standardOutput.contains("\"event\":\"frame\"") })
            #expect(run.result.status == 0, "\(run.result.standardError)")
            let lines = jsonLines(run.result.standardOutput)
            let frames = lines.filter { $0["type"] as? String == "input" && $0["event"] as? String == "frame" }
            #expect(!frames.isEmpty, "touch frames are printed with --input: \(run.result.standardOutput)")
            // A single tap: the viewer preset's singleTap fires once the double-tap window has closed.
            let taps = lines.filter { $0["type"] as? String == "gesture" && $0["recognizer"] as? String == "singleTap" }
            #expect(taps.count == 1, "\(run.result.standardOutput)")
            if let tap = taps.first {
                #expect(tap["state"] as? String == "recognized")
                #expect(tap["taps"] as? Int == 1)
                // (50, 50) mm at 96 dpi without a surface: 188.98 pt.
                #expect(abs((tap["x"] as? Double ?? 0) - 50 * 96 / 25.4) < 1)
                #expect(abs((tap["y"] as? Double ?? 0) - 50 * 96 / 25.4) < 1)
            }
            #expect(lines.last?["type"] as? String == "state", "the final controller state closes the output")
        }

        /// `listen --raw` fits the graph to the device it opens (`DeviceThresholds`): a tap whose
        /// finger slides 3 mm (11 pt at 96 dpi, beyond the preset's 10 pt) is still a tap, as the
        /// touch slop is 4.76 mm.
        @Test func listenRawTakesATapThatSlidesThreeMillimetresAsATap() throws {
            let tool = try #require(Self.gesturekit)
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (50, 50)])
            g.at(20, [0: (50, 53)])
            g.at(60, [:])
            let run = try runUntilDelivered(tail: 1.5, rows: g.rows(for: device), { node, duration in
                [tool, "listen", "--raw", "--device", node, "--output", "jsonl", "--input", "--duration", "\(duration)"]
            }, delivered: { $0.result.standardOutput.contains("\"event\":\"frame\"") })
            #expect(run.result.status == 0, "\(run.result.standardError)")
            let taps = jsonLines(run.result.standardOutput).filter {
                $0["type"] as? String == "gesture" && $0["recognizer"] as? String == "singleTap"
            }
            #expect(taps.count == 1, "\(run.result.standardOutput)")
        }

        @Test func recordWritesAGktraceWhoseHeaderDescribesTheDevice() throws {
            let tool = try #require(Self.gesturekit)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gk-record-\(UUID().uuidString).gktrace")
            defer { try? FileManager.default.removeItem(at: file) }
            let run = try runUntilDelivered(tail: 1, { node, duration in
                [tool, "record", "-o", file.path, "--device", node, "--duration", "\(duration)"]
            }, delivered: { _ in
                ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("\"type\":\"down\"")
            })
            #expect(run.result.status == 0, "\(run.result.standardError)")
            // Written beside the destination and renamed over it at the end: nothing else is left.
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
                .filter { $0.hasPrefix("." + file.lastPathComponent + ".") }
            #expect(leftovers.isEmpty, "a temporary file was left beside the recording: \(leftovers)")
            var trace = try TraceFile.open(path: file.path)
            #expect(trace.header.devices.first?.name == device.name)
            #expect(
                trace.header.devices.first?.evdev?.absinfo == device.evdev?.absinfo, "the raw description is recorded")
            var events: [InputEvent] = []
            while let item = try trace.next() { if case .event(let e) = item { events.append(e) } }
            #expect(events.contains { if case .touch(.down) = $0.kind { return true }; return false }, "\(events)")
            #expect(events.contains { if case .touch(.up) = $0.kind { return true }; return false })
        }
    }
}
