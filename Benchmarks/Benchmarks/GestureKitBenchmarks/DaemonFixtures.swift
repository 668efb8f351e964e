import Foundation
import GestureActions
import GestureKit

/// The inputs of the daemon benchmarks: the repository's touchpad swipe, pinch
/// and hold and touchscreen pinch recordings (those `Traces/daemon/*.replay` names), one after the
/// other with a second between them and each with its own devices, repeated to a million events,
/// and the rules of `examples/desktop/gestures.yaml`; the surface is the one `gesturekit daemon --replay`
/// takes from the (first) recording's header. Built once per process, outside measurement.
enum DaemonFixtures {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The recordings, relative to the repository's root.
    static let recordings = ["Traces/touchpad/swipe-3.gktrace", "Traces/touchpad/pinch.gktrace",
                             "Traces/touchpad/hold.gktrace", "Traces/touchscreen/pinch-out.gktrace"]

    /// The rules of the desktop example, as `gesturekit daemon --config` loads them.
    static let rules: DaemonConfiguration = {
        let path = root + "/examples/desktop/gestures.yaml"
        do { return try DaemonConfiguration.load(path: path) } catch { fatalError("\(path): \(error)") }
    }()

    /// One recording's header and events.
    static func read(_ relativePath: String) -> (header: TraceHeader, events: [InputEvent]) {
        do {
            var source = try TraceFile.open(path: root + "/" + relativePath)
            var events: [InputEvent] = []
            while let item = try source.next() { if case .event(let e) = item { events.append(e) } }
            return (source.header, events)
        } catch {
            fatalError("\(relativePath): \(error)")
        }
    }

    /// The recordings' devices (each recording's own, in order) and a million events replaying
    /// them in turn, a second apart, with device ids renumbered into that list.
    static let session: (devices: [DeviceInfo], surface: Size, events: [InputEvent]) = {
        let traces = recordings.map(read)
        var devices: [DeviceInfo] = [], offsets: [Int] = []
        for trace in traces { offsets.append(devices.count); devices += trace.header.devices }
        var events: [InputEvent] = []
        events.reserveCapacity(Fixtures.million)
        var start: Int64 = 0
        while events.count < Fixtures.million {
            for (trace, offset) in zip(traces, offsets) {
                guard let first = trace.events.first?.time.microseconds else { continue }
                var last = start
                for e in trace.events where events.count < Fixtures.million {
                    let t = start + e.time.microseconds - first
                    events.append(InputEvent(time: Timestamp(microseconds: t),
                                             device: DeviceID(e.device.rawValue + offset), kind: e.kind))
                    last = t
                }
                start = last + 1_000_000
            }
        }
        return (devices, TraceReplay.defaultSurface(for: traces[0].header), events)
    }()

    /// The pipeline as `gesturekit daemon` builds it: the desktop graph, no controller.
    static func pipeline(devices: [DeviceInfo], surface: Size) throws -> Pipeline {
        try Pipeline(configuration: PipelineConfiguration(graph: .desktop, scrollZoom: nil, surface: surface),
                     devices: devices)
    }

    /// A reader knowing `devices` (by their index), as the daemon's reader learns them.
    static func reader(devices: [DeviceInfo], surface: Size) -> GestureReader {
        var known: [DeviceID: DeviceInfo] = [:]
        for (index, info) in devices.enumerated() { known[DeviceID(index)] = info }
        return GestureReader(devices: known, surface: surface)
    }

    /// The touchpad three-finger swipe left that fires `workspace-next`: its devices and the
    /// pipeline's outputs, grouped by the input event that produced them (the last group holds
    /// what the end of input flushes).
    static let swipe: (devices: [DeviceInfo], surface: Size, outputs: [[PipelineOutput]]) = {
        let trace = read(recordings[0])
        let surface = TraceReplay.defaultSurface(for: trace.header)
        do {
            let pipeline = try Self.pipeline(devices: trace.header.devices, surface: surface)
            var groups: [[PipelineOutput]] = []
            for e in trace.events {
                var group: [PipelineOutput] = []
                try pipeline.process(e) { group.append($0) }
                groups.append(group)
            }
            var tail: [PipelineOutput] = []
            pipeline.finish { tail.append($0) }
            groups.append(tail)
            return (trace.header.devices, surface, groups)
        } catch {
            fatalError("\(recordings[0]): \(error)")
        }
    }()

    /// The reader and engine just before the swipe's deciding report (the one whose outputs make
    /// the engine fire `workspace-next`), and that report's outputs.
    static let deciding: (reader: GestureReader, engine: DaemonEngine, outputs: [PipelineOutput]) = {
        var reader = Self.reader(devices: swipe.devices, surface: swipe.surface)
        var engine = DaemonEngine(configuration: rules)
        for group in swipe.outputs {
            let before = (reader, engine)
            var fires = false
            for output in group {
                for gesture in reader.handle(output) {
                    for case .fire in engine.handle(gesture) { fires = true }
                }
            }
            if fires { return (before.0, before.1, group) }
        }
        fatalError("\(recordings[0]) fires no rule of examples/desktop/gestures.yaml")
    }()
}
