import GestureInput
import GestureTraces

/// What `gesturekit info` reports about a trace: devices, duration, event counts, touches per
/// frame, and anything suspicious (time going backwards, unknown slots, …), read in one pass.
public struct TraceStatistics: Sendable {
    /// The trace's header.
    public var header: TraceHeader
    /// Events by kind name (`down`, `motion`, `frame`, `button`, `scroll`, `pinch`, …).
    public var eventCounts: [String: Int] = [:]
    /// Total input events.
    public var events = 0
    /// First and last event times.
    public var firstTime: Timestamp?
    public var lastTime: Timestamp?
    /// Frames by number of touches in them.
    public var touchesPerFrame: [Int: Int] = [:]
    /// Diagnostics by code (reader's and tracker's).
    public var diagnostics: [Diagnostic.Code: Int] = [:]
    /// The first few diagnostics in full, for the report.
    public var firstDiagnostics: [Diagnostic] = []
    /// Devices added during the trace (beyond the header).
    public var devicesSeen: [DeviceID: DeviceInfo] = [:]
    /// Diagnostics by device and code (diagnostics without a device are not here).
    public var diagnosticsByDevice: [DeviceID: [Diagnostic.Code: Int]] = [:]

    /// The earliest first-event time taken for an absolute clock (60 s): hand-written and
    /// synthesized traces start near 0, recordings on CLOCK_MONOTONIC (time since boot) or the
    /// wall clock (evemu) start far later, where times like `1382570926338.731` ms say nothing.
    /// The text table (`OutputEncoder`) follows the same rule.
    public static let absoluteClockThreshold = TimeSpan.seconds(60)

    /// True when the first event's time says the recording kept an absolute clock
    /// (`absoluteClockThreshold`).
    public var hasAbsoluteClock: Bool {
        guard let first = firstTime else { return false }
        return first.microseconds >= Self.absoluteClockThreshold.microseconds
    }

    /// Reads `source` to its end. Throws what the reader throws, with the counts gathered so far
    /// lost; use `gesturekit replay` to see output up to a bad line.
    ///
    /// - Parameter source: the trace to read; it is at its end afterwards.
    /// - Returns: the devices, duration, event counts, touches per frame and diagnostics.
    /// - Throws: what the reader throws: a `TraceError` naming the file and line it cannot read.
    public static func gather(from source: inout any TraceSource) throws -> TraceStatistics {
        var stats = TraceStatistics(header: source.header)
        var tracker = TouchTracker(declaring: stats.header.devices)
        var diagnostics: [Diagnostic] = []
        // Counted by index while reading and named once at the end: a `String` key hashed per
        // event, and an `Int` key per frame, cost ≈ 150 instructions an evemu row, 12 % of `info`.
        var kindCounts = [Int](repeating: 0, count: kindNames.count)
        var smallFrames = [Int](repeating: 0, count: smallFrameCounts)
        while let item = try source.next() {
            switch item {
            case .diagnostic(let d):
                stats.note(d)
            case .event(let e):
                stats.events += 1
                if stats.firstTime == nil { stats.firstTime = e.time }
                stats.lastTime = max(stats.lastTime ?? e.time, e.time)
                kindCounts[kindIndex(of: e.kind)] += 1
                if case .deviceAdded(let info) = e.kind { stats.devicesSeen[e.device] = info }
                if let frame = tracker.process(e, diagnostics: &diagnostics) {
                    let touches = frame.touches.count
                    if touches < smallFrameCounts {
                        smallFrames[touches] += 1
                    } else {
                        stats.touchesPerFrame[touches, default: 0] += 1
                    }
                }
                for d in diagnostics { stats.note(d) }
                diagnostics.removeAll(keepingCapacity: true)
            }
        }
        for _ in tracker.flush(at: stats.lastTime ?? .zero, diagnostics: &diagnostics) {}
        for d in diagnostics { stats.note(d) }
        for (index, count) in kindCounts.enumerated() where count > 0 { stats.eventCounts[kindNames[index]] = count }
        for (touches, count) in smallFrames.enumerated() where count > 0 { stats.touchesPerFrame[touches] = count }
        return stats
    }

    /// Duration from the first to the last event.
    public var duration: TimeSpan { (lastTime ?? .zero) - (firstTime ?? .zero) }

    private mutating func note(_ d: Diagnostic) {
        diagnostics[d.code, default: 0] += 1
        if let device = d.device { diagnosticsByDevice[device, default: [:]][d.code, default: 0] += 1 }
        if firstDiagnostics.count < 10 { firstDiagnostics.append(d) }
    }

    /// A short stable name for an event kind.
    ///
    /// - Parameter kind: the event's kind.
    /// - Returns: its key in `eventCounts`, as `gesturekit info` prints it: `deviceAdded`, `down`,
    ///   `motion`, `frame`, `scroll`, a touchpad gesture kind, …
    public static func name(of kind: InputEvent.Kind) -> String { kindNames[kindIndex(of: kind)] }

    /// Frames of fewer touches than this are counted in an array, not the dictionary.
    private static let smallFrameCounts = 16

    /// The names of `name(of:)`, at the indices of `kindIndex(of:)`: the touchpad gestures last,
    /// in `TouchpadGestureKind.allCases` order, named by their raw values.
    private static let kindNames: [String] = [
        "deviceAdded", "deviceRemoved", "down", "motion", "up", "cancel", "frame", "pointerMotion", "button",
        "scroll",
    ] + TouchpadGestureKind.allCases.map(\.rawValue)

    /// The index in `kindNames` of `kind`'s name.
    private static func kindIndex(of kind: InputEvent.Kind) -> Int {
        switch kind {
        case .deviceAdded: 0
        case .deviceRemoved: 1
        case .touch(.down): 2
        case .touch(.motion): 3
        case .touch(.up): 4
        case .touch(.cancel): 5
        case .touch(.frame): 6
        case .pointer(.motion): 7
        case .pointer(.button): 8
        case .pointer(.scroll): 9
        case .gesture(let g):
            switch g.kind {
            case .swipe: 10
            case .pinch: 11
            case .hold: 12
            }
        }
    }
}
