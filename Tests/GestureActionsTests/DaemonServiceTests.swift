import Foundation
import GestureKit
import GestureTestSupport
import Logging
import Synchronization
import Testing
@testable import GestureActions

/// A recording sink standing in for touchegg's D-Bus server.
final class RecordingSink: ToucheggSignalSink, @unchecked Sendable {
    private let signals = Mutex<[ToucheggSignal]>([])
    func emit(_ signal: ToucheggSignal) { signals.withLock { $0.append(signal) } }
    var recorded: [ToucheggSignal] { signals.withLock { $0 } }
}

/// The service end to end on recordings: what touchegg's clients would receive.
@Suite struct DaemonServiceTests {
    static func forwarded(_ path: String, rules: DaemonConfiguration = DaemonConfiguration(rules: [])) throws
        -> [ToucheggSignal] {
        let header = try TraceFile.open(path: path, format: nil, surface: nil).header
        let surface = TraceReplay.defaultSurface(for: header)
        let sink = RecordingSink()
        let service = try DaemonService(
            source: .replay(path: path, format: nil, surface: nil, speed: 1000, loops: false),
            pipeline: PipelineConfiguration(graph: .desktop, scrollZoom: nil, surface: surface), surface: surface,
            configuration: rules, effects: DaemonService.Effects(commands: nil, keys: nil, touchegg: sink),
            reporting: DaemonService.Reporting(dryRun: true, explains: false, format: .jsonl) { _ in },
            log: Logger(label: "test"))
        try service.start()
        service.wait()
        return sink.recorded
    }

    static let recordings: [(String, ToucheggSignal.GestureType, ToucheggSignal.Direction, Int32,
                             ToucheggSignal.DeviceType)] = [
        ("Traces/touchpad/swipe-3.gktrace", .swipe, .left, 3, .touchpad),
        ("Traces/touchpad/pinch.gktrace", .pinch, .out, 2, .touchpad),
        ("Traces/touchscreen/pinch-in.gktrace", .pinch, .in, 2, .touchscreen),
        ("shared:inputactions/touchpad--synaptics-tm3276--pinch_out_2.evemu", .pinch, .out, 2, .touchpad),
        ("shared:evemu-devices/touchscreens--Atmel_maXTouch_Touchscreen.4-finger-drag-down.evemu", .swipe, .down, 4,
         .touchscreen),
        ("shared:evemu-devices/touchpads--CyPS2_Cypress_Trackpad.two_finger_tap.evemu", .tap, .unknown, 2, .touchpad),
    ]

    @Test(arguments: recordings)
    func toucheggClientsGetOneBeginOneEndAndAGrowingPercentage(
        file: String, type: ToucheggSignal.GestureType, direction: ToucheggSignal.Direction, fingers: Int32,
        device: ToucheggSignal.DeviceType
    ) throws {
        let path: String
        if file.hasPrefix("shared:") {
            path = SharedRecordings.folder("").appendingPathComponent(String(file.dropFirst(7))).path
            guard FileManager.default.fileExists(atPath: path) else { return }
        } else {
            path = SharedRecordings.packageRoot.appendingPathComponent(file).path
        }
        let signals = try Self.forwarded(path)
        #expect(signals.first?.phase == .begin)
        #expect(signals.last?.phase == .end)
        #expect(signals.filter { $0.phase == .begin }.count == 1)
        #expect(signals.filter { $0.phase == .end }.count == 1)
        #expect(signals.allSatisfy { $0.type == type && $0.direction == direction && $0.fingers == fingers
                    && $0.deviceType == device })
        #expect(zip(signals, signals.dropFirst()).allSatisfy { $0.percentage <= $1.percentage })
        #expect(zip(signals, signals.dropFirst()).allSatisfy { $0.elapsedMilliseconds <= $1.elapsedMilliseconds })
        #expect(signals.allSatisfy { (0...100).contains($0.percentage) })
    }

    @Test func aGestureARuleTookIsNotForwarded() throws {
        let rules = DaemonConfiguration(rules: [
            Rule(name: "swipe", match: RuleMatch(gesture: .swipe), trigger: .end,
                 action: .command(CommandSpec(argv: ["true"], timeout: 1))),
        ])
        #expect(try Self.forwarded(SharedRecordings.trace("touchpad/swipe-3.gktrace"), rules: rules).isEmpty)
    }

    @Test func thePrepareHookRunsOnThePipelineBeforeItsFirstInput() throws {
        let path = SharedRecordings.trace("touchpad/swipe-3.gktrace")
        let header = try TraceFile.open(path: path, format: nil, surface: nil).header
        let surface = TraceReplay.defaultSurface(for: header)
        let seen = Mutex<(names: [String], time: Timestamp?)?>(nil)
        let service = try DaemonService(
            source: .replay(path: path, format: nil, surface: nil, speed: 1000, loops: false),
            pipeline: PipelineConfiguration(graph: .desktop, scrollZoom: nil, surface: surface), surface: surface,
            configuration: DaemonConfiguration(rules: []),
            effects: DaemonService.Effects(commands: nil, keys: nil, touchegg: nil),
            reporting: DaemonService.Reporting(dryRun: true, explains: false, format: .jsonl) { _ in },
            log: Logger(label: "test"),
            prepare: { pipeline in seen.withLock { $0 = (pipeline.graph.names, pipeline.time) } })
        try service.start()
        service.wait()

        let prepared = try #require(seen.withLock { $0 })
        #expect(prepared.names.contains("swipe") && prepared.names.contains("pinch"),
                "the desktop graph's recognizers: \(prepared.names)")
        #expect(prepared.time == nil, "prepare ran after input had arrived")
    }
}
