import Foundation
import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

/// The `gesturekit` executable built beside the probe, if any.
let gesturekitTool: String? = LibinputReplay.defaultProbe().map {
    URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("gesturekit").path
}.flatMap { access($0, X_OK) == 0 ? $0 : nil }

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
        #expect(run.result.standardOutput.contains("\(run.node)\t\"\(device.name)\"\ttouchscreen"), "\(run.result.standardOutput)")
        #expect(run.result.standardOutput.contains("readable"))
    }

    @Test func listenRawPrintsTheTouchAsJSONLines() throws {
        let tool = try #require(Self.gesturekit)
        let run = try UmockdevHarness().run(device: device, rows: tap()) { node, _ in
            [tool, "listen", "--device", node, "--raw", "--duration", "2.5"]
        }
        #expect(run.result.status == 0, "\(run.result.standardError)")
        let events = run.result.standardOutput.split(separator: "\n").compactMap { try? InputEventLine.decode(String($0)) }
        #expect(events.contains { if case .touch(.down) = $0.kind { return true }; return false }, "\(run.result.standardOutput)")
        #expect(events.contains { if case .touch(.up) = $0.kind { return true }; return false })
        #expect(run.result.standardOutput.contains("\"event\":\"deviceAdded\""))
    }

    @Test func recordWritesAGktraceWhoseHeaderDescribesTheDevice() throws {
        let tool = try #require(Self.gesturekit)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-record-\(UUID().uuidString).gktrace")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try UmockdevHarness().run(device: device, rows: tap()) { node, _ in
            [tool, "record", "-o", file.path, "--device", node, "--duration", "2.5"]
        }
        #expect(run.result.status == 0, "\(run.result.standardError)")
        var trace = try TraceFile.open(path: file.path)
        #expect(trace.header.devices.first?.name == device.name)
        #expect(trace.header.devices.first?.evdev?.absinfo == device.evdev?.absinfo, "the raw description is recorded")
        var events: [InputEvent] = []
        while let item = try trace.next() { if case .event(let e) = item { events.append(e) } }
        #expect(events.contains { if case .touch(.down) = $0.kind { return true }; return false }, "\(events)")
        #expect(events.contains { if case .touch(.up) = $0.kind { return true }; return false })
    }
}
