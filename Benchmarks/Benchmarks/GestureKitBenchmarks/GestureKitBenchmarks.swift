import Benchmark
import Foundation
import GestureKit
import GestureOutput
import GestureSoak

// GestureKit's per-event costs. Every benchmark's inner loop (`scaledIterations`) is one unit of
// work — one evdev row, one input event, one controller frame — so the scaled (`*`) figures read
// as per-row/per-event/per-frame time and allocations. Inputs are built before measuring.
// Targets and results: docs/performance.md.

/// Inputs shared by the benchmarks, built once, outside measurement.
enum Fixtures {
    static let million = 1_000_000

    /// A two-slot protocol-B touchscreen, 0…4095 on both axes.
    static let touchscreen: DeviceInfo = {
        let axis = AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 16)
        let evdev = EvdevDescription(
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH],
                    EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT,
                    EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID
                ]
            ],
            absinfo: [EvdevCode.ABS_X: axis, EvdevCode.ABS_Y: axis,
                      EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: 1),
                      EvdevCode.ABS_MT_POSITION_X: axis, EvdevCode.ABS_MT_POSITION_Y: axis,
                      EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxis(minimum: 0, maximum: 65535)],
            properties: [EvdevCode.INPUT_PROP_DIRECT])
        return DeviceInfo(name: "bench touchscreen", evdev: evdev)
    }()

    /// One million rows of two-finger drags at 120 Hz: land, 60 reports moving both, lift.
    static let rows: [EvdevRow] = {
        var rows: [EvdevRow] = []
        rows.reserveCapacity(million)
        var t: Int64 = 0, id: Int32 = 0
        func row(_ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevRow {
            EvdevRow(time: Timestamp(microseconds: t), type: type, code: code, value: value)
        }
        let abs = EvdevCode.EV_ABS
        while rows.count < million {
            rows += [row(abs, EvdevCode.ABS_MT_SLOT, 0), row(abs, EvdevCode.ABS_MT_TRACKING_ID, id),
                     row(abs, EvdevCode.ABS_MT_POSITION_X, 1000), row(abs, EvdevCode.ABS_MT_POSITION_Y, 1000),
                     row(abs, EvdevCode.ABS_MT_SLOT, 1), row(abs, EvdevCode.ABS_MT_TRACKING_ID, id + 1),
                     row(abs, EvdevCode.ABS_MT_POSITION_X, 3000), row(abs, EvdevCode.ABS_MT_POSITION_Y, 1000),
                     row(EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH, 1), row(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)]
            id += 2
            for k in Int32(1)...60 {
                t += 8333
                rows += [row(abs, EvdevCode.ABS_MT_SLOT, 0), row(abs, EvdevCode.ABS_MT_POSITION_X, 1000 + k * 20),
                         row(abs, EvdevCode.ABS_MT_POSITION_Y, 1000 + k * 30),
                         row(abs, EvdevCode.ABS_MT_SLOT, 1), row(abs, EvdevCode.ABS_MT_POSITION_X, 3000 - k * 20),
                    row(abs, EvdevCode.ABS_MT_POSITION_Y, 1000 + k * 30), row(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)
                ]
            }
            t += 8333
            rows += [row(abs, EvdevCode.ABS_MT_SLOT, 0), row(abs, EvdevCode.ABS_MT_TRACKING_ID, -1),
                     row(abs, EvdevCode.ABS_MT_SLOT, 1), row(abs, EvdevCode.ABS_MT_TRACKING_ID, -1),
                     row(EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH, 0), row(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)]
            t += 300_000
        }
        return Array(rows.prefix(million))
    }()

    /// One million events of realistic input: taps, multi-taps, long presses, pans, flings,
    /// pinches, rotations, swipes and five-finger drags at 120 Hz, plus touchpad gestures.
    static let events: [InputEvent] = {
        var stream = SyntheticInputStream(seed: 42, configuration: .wellFormed)
        return (0..<million).map { _ in stream.next() }
    }()

    /// The same million events as a `.gktrace` file (written once per process, one fixed temp path).
    static let bigTrace: (path: String, bytes: Int) = {
        let path = NSTemporaryDirectory() + "gesturekit-bench-1M.gktrace"  // overwritten by each run
        do {
            var stream = SyntheticInputStream(seed: 42, configuration: .wellFormed)
            let writer = try GktraceWriter(path: path, header: stream.header)
            for _ in 0..<million { try writer.write(stream.next()) }
            try writer.finish()
        } catch {
            fatalError("cannot write the benchmark trace: \(error)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return (path, size)
    }()

    /// The header and device of the benchmark's `libinput record` documents, up to `events:`:
    /// a two-slot protocol-B touchscreen, 0…4095 on both axes.
    static let yamlHeader = """
        version: 1
        ndevices: 1
        libinput:
          version: "1.22.1"
        system:
          os: "debian:12"
          kernel: "6.1.0"
        devices:
        - node: /dev/input/event7
          evdev:
            name: "GestureKit Bench Touchscreen"
            id: [3, 4660, 22136, 256]
            codes:
              0: [0, 1, 3]
              1: [330]
              3: [0, 1, 47, 53, 54, 57]
            absinfo:
              0: [0, 4095, 0, 0, 16]
              1: [0, 4095, 0, 0, 16]
              47: [0, 1, 0, 0, 0]
              53: [0, 4095, 0, 0, 16]
              54: [0, 4095, 0, 0, 16]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_TOUCHSCREEN=1
          events:

        """

    /// A `libinput record` YAML of one finger panning: the fixture's device, 2 000 reports.
    static let yaml: String = {
        var y = yamlHeader + """
          - evdev:
            - [0, 0, 3, 47, 0]
            - [0, 0, 3, 57, 100]
            - [0, 0, 3, 53, 1000]
            - [0, 0, 3, 54, 1000]
            - [0, 0, 1, 330, 1]
            - [0, 0, 0, 0, 0]

        """
        for k in 1...2000 {
            let us = k * 8333
            y += "  - evdev:\n    - [\(us / 1_000_000), \(us % 1_000_000), 3, 53, \(1000 + k % 2000)]\n"
            y += "    - [\(us / 1_000_000), \(us % 1_000_000), 0, 0, 0]\n"
        }
        return y
    }()
}

/// `gesturekit replay --output jsonl PATH` in process: read → pipeline (viewer, controller) →
/// JSON lines, flushed every 64 KB into a black hole; without `controller`, as `--no-scroll`;
/// `threads` as `--threads`.
@inline(never)
func replayJSONL(_ path: String, controller: Bool = true, threads: TraceReplay.Threads = .one) throws
    -> TraceReplay.Summary
{
    // As `gesturekit replay --output jsonl` runs it (with `.three` the encoding on its own thread).
    var source = try TraceFile.open(path: path)
    return try TraceReplay.run(source: &source, threads: threads, configure: { header in
        PipelineConfiguration(graph: .viewer,
                scrollZoom: controller ? ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: header)) : nil)
    }, encoder: OutputEncoder(format: .jsonl), write: { blackHole($0.count) })
}

/// The recognition stage alone: tracker → `viewer` graph, timers fired as `Pipeline` does.
@inline(never)
func recognize(_ events: [InputEvent]) throws -> Int {
    var tracker = TouchTracker()
    let graph = try RecognizerGraph(configuration: .viewer)
    var gestures: [GestureEvent] = []
    gestures.reserveCapacity(64)
    var diagnostics: [Diagnostic] = []
    diagnostics.reserveCapacity(16)
    var count = 0
    for e in events {
        if let due = graph.nextDeadline, due <= e.time { graph.advance(to: e.time, into: &gestures) }
        if let frame = tracker.process(e, diagnostics: &diagnostics) {
            graph.handle(.frame(frame), into: &gestures)
        }
        if let input = GraphInput(e), tracker.deviceInfo(e.device) != nil || e.kind == .deviceRemoved {
            graph.handle(input, into: &gestures)
        }
        count &+= gestures.count
        gestures.removeAll(keepingCapacity: true)
        diagnostics.removeAll(keepingCapacity: true)
    }
    return count
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput, .peakMemoryResident],
        timeUnits: .nanoseconds, warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 1_000)

    // ≥ 10 M rows/s (≤ 100 ns per row).
    Benchmark("MultitouchDecoder rows", configuration: .init(scalingFactor: .mega, maxIterations: 20)) { benchmark in
        let rows = Fixtures.rows
        let info = Fixtures.touchscreen
        guard let mapping = try? CoordinateMapping(device: info, surface: Size(width: 1280, height: 800)),
              var decoder = try? MultitouchDecoder(device: DeviceID(0), info: info, mapping: mapping) else {
            fatalError("decoder setup")
        }
        var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
        events.reserveCapacity(4096)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            decoder.decode(rows[i], events: &events, diagnostics: &diagnostics)
            if events.count >= 4000 { blackHole(events.count); events.removeAll(keepingCapacity: true) }
        }
        blackHole(events.count + diagnostics.count)
    }

    // Building a graph of N tap recognizers: the time per recognizer should stay flat
    // from 10 to 10,000 (one rebuild per graph; no simultaneity matrix without declared pairs).
    for count in [10, 100, 1_000, 10_000] {
        let configuration = GraphConfiguration(
            recognizers: (0..<count).map { RecognizerSpec(name: "tap\($0)", .tap(TapConfiguration())) })
        Benchmark("graph build \(count) taps", configuration: .init(maxIterations: 20)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? RecognizerGraph(configuration: configuration))
            }
        }
    }

    // Tiles at the smallest side a scene may ask for: the work per frame of a zoom and
    // pan over 960×480 content with four detail levels is bounded by the tiles the viewport shows.
    Benchmark("tiles at the minimum side 120 frames", configuration: .init(maxIterations: 20)) {
        benchmark in
        guard let content = try? TiledContent(
            tileSize: Size(width: TiledContent.minimumTileSide, height: TiledContent.minimumTileSide),
            levelsOfDetail: 4, levelsOfDetailBias: 3) else { return }
        for _ in benchmark.scaledIterations {
            var loader = TileLoader(content: content)
            var changes = 0
            for frame in 0..<120 {
                let zoom = 1 + Double(frame) / 30
                changes += loader.update(contentSize: Size(width: 960, height: 480),
                                         viewportSize: Size(width: 960, height: 480),
                                         contentOffset: Point(x: Double(frame) * 8, y: Double(frame) * 4),
                                         zoomScale: zoom).count
            }
            blackHole(changes)
        }
    }

    // .gktrace reading: events/s (MB/s = events/s × file bytes / 10⁶ events).
    Benchmark("gktrace read events", configuration: .init(scalingFactor: .mega, maxIterations: 10)) { benchmark in
        let path = Fixtures.bigTrace.path
        benchmark.startMeasurement()
        guard let reader = try? GktraceReader(path: path) else { fatalError("open \(path)") }
        var n = 0
        while let item = try reader.next() { if case .event = item { n += 1 } }
        precondition(n == benchmark.scaledIterations.count, "trace has \(n) events")
        blackHole(n)
    }

    // libinput record YAML import: events/s, reopening the 2 000-report file as needed.
    Benchmark("libinput record YAML import events", configuration: .init(scalingFactor: .kilo, maxIterations: 50)) {
        benchmark in
        let yaml = Fixtures.yaml
        benchmark.startMeasurement()
        var n = 0
        while n < benchmark.scaledIterations.count {
            let reader = try LibinputRecordReader(yaml: yaml)
            while n < benchmark.scaledIterations.count, let item = try reader.next() {
                if case .event = item { n += 1 }
            }
        }
        blackHole(n)
    }

    // Target: every reader ≥ 200 MB/s and 0 allocations per row in steady state. One scaled
    // iteration is one row (YAML, evemu) or one line (debug-events) of a 10⁶-row file; MB/s =
    // rows/s × the file's bytes per row (printed in the benchmark's name at setup).
    // The files are written when a benchmark first runs, not when it is registered.
    for (name, format) in [("libinput record read rows", TraceFormat.libinputRecord), ("evemu read rows", .evemu),
                           ("debug-events read lines", .debugEvents)] {
        Benchmark(name, configuration: .init(scalingFactor: .mega, maxIterations: 10)) { benchmark in
            let path = ReaderFixtures.path(of: format)
            benchmark.startMeasurement()
            var source = try TraceFile.open(path: path, format: format)
            blackHole(try drain(&source))
        }
    }

    // The 10⁶-row recordings replayed as `gesturekit replay --output jsonl` does, per
    // row, reading on the caller's thread (1), ahead on a second one (2, `ReadAheadSource`), and
    // also encoding on a third (3, `WriteBehindEncoder`): wall time is what the other threads
    // save; CPU time and mallocs per row are what they cost.
    for (name, format) in [("libinput record", TraceFormat.libinputRecord), ("evemu", .evemu)] {
        for threads in TraceReplay.Threads.allCases {
            Benchmark("\(name) replay jsonl rows (threads \(threads.rawValue))",
                      configuration: .init(scalingFactor: .mega, maxIterations: 10)) { benchmark in
                let path = ReaderFixtures.path(of: format)
                benchmark.startMeasurement()
                blackHole(try replayJSONL(path, threads: threads).events)
            }
        }
    }

    // The touchpad path (pinch, hold, finger scroll, axis stop, the controller's zoom)
    // end to end, per debug-events line, as the touchscreen replay above is per event.
    Benchmark("touchpad replay jsonl lines", configuration: .init(scalingFactor: .mega, maxIterations: 10)) {
        benchmark in
        let path = ReaderFixtures.debugEvents.path
        benchmark.startMeasurement()
        blackHole(try replayJSONL(path).events)
    }

    // The same without the controller (`replay --no-scroll`): gesture lines only, the nearest
    // like-for-like with libinput-gestures, which prints recognized gestures and runs no scroll model.
    Benchmark("touchpad gestures jsonl lines", configuration: .init(scalingFactor: .mega, maxIterations: 10)) {
        benchmark in
        let path = ReaderFixtures.debugEvents.path
        benchmark.startMeasurement()
        blackHole(try replayJSONL(path, controller: false).events)
    }

    // ≥ 2 M events/s and zero allocations per event in steady state.
    Benchmark("viewer recognition events", configuration: .init(scalingFactor: .mega, maxIterations: 20)) { benchmark in
        let events = Fixtures.events
        benchmark.startMeasurement()
        blackHole(try recognize(events))
    }

    // ≤ 200 ns per frame: flings that decelerate into an edge and bounce back, one frame per 1/120 s.
    Benchmark("ScrollZoomController advance frames", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var c = try ScrollZoomController(
            viewportSize: Size(width: 1280, height: 800), contentSize: Size(width: 2560, height: 1600),
                                         zoomScale: 1, minimumZoomScale: 0.5, maximumZoomScale: 4, time: .zero)
        var buffer: [ScrollZoomEvent] = []
        buffer.reserveCapacity(64)
        var t = Timestamp.zero, sign = 1.0
        func fling() {
            c.beginDrag(at: Point(x: 640, y: 400), time: t)
            t += .microseconds(8333); c.drag(translation: Vector(dx: -20 * sign, dy: -15 * sign), time: t)
            t += .microseconds(8333); c.drag(translation: Vector(dx: -40 * sign, dy: -30 * sign), time: t)
            c.endDrag(velocity: Vector(dx: -6000 * sign, dy: -4000 * sign), time: t)
            sign = -sign
        }
        fling()
        c.drainEvents(into: &buffer); buffer.removeAll(keepingCapacity: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += .microseconds(8333)
            c.advance(to: t)
            c.drainEvents(into: &buffer)
            buffer.removeAll(keepingCapacity: true)
            if c.isIdle { fling() }
        }
        blackHole(c.state)
    }

    // ≥ 1 M events/s end to end: read .gktrace → pipeline (viewer, controller) → JSON lines.
    Benchmark("replay jsonl 1M-event trace events", configuration: .init(scalingFactor: .mega, maxIterations: 10)) {
        benchmark in
        let path = Fixtures.bigTrace.path
        benchmark.startMeasurement()
        let summary = try replayJSONL(path)
        precondition(summary.events == benchmark.scaledIterations.count)
        blackHole(summary.events)
    }

    daemonBenchmarks()
}
