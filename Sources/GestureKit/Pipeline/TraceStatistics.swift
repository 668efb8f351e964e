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

    /// True when the first event's time says the recording kept an absolute clock (the same rule
    /// as the text table's, `OutputEncoder.absoluteClockThreshold`).
    public var hasAbsoluteClock: Bool {
        guard let first = firstTime else { return false }
        return first.microseconds >= OutputEncoder.absoluteClockThreshold.microseconds
    }

    /// Reads `source` to its end. Throws what the reader throws, with the counts gathered so far
    /// lost; use `gesturekit replay` to see output up to a bad line.
    public static func gather(from source: inout any TraceSource) throws -> TraceStatistics {
        var stats = TraceStatistics(header: source.header)
        var tracker = TouchTracker(declaring: stats.header.devices)
        var diagnostics: [Diagnostic] = []
        while let item = try source.next() {
            switch item {
            case .diagnostic(let d):
                stats.note(d)
            case .event(let e):
                stats.events += 1
                if stats.firstTime == nil { stats.firstTime = e.time }
                stats.lastTime = max(stats.lastTime ?? e.time, e.time)
                stats.eventCounts[Self.name(of: e.kind), default: 0] += 1
                if case .deviceAdded(let info) = e.kind { stats.devicesSeen[e.device] = info }
                if let frame = tracker.process(e, diagnostics: &diagnostics) {
                    stats.touchesPerFrame[frame.touches.count, default: 0] += 1
                }
                for d in diagnostics { stats.note(d) }
                diagnostics.removeAll(keepingCapacity: true)
            }
        }
        for _ in tracker.flush(at: stats.lastTime ?? .zero, diagnostics: &diagnostics) {}
        for d in diagnostics { stats.note(d) }
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
    public static func name(of kind: InputEvent.Kind) -> String {
        switch kind {
        case .deviceAdded: "deviceAdded"
        case .deviceRemoved: "deviceRemoved"
        case .touch(.down): "down"
        case .touch(.motion): "motion"
        case .touch(.up): "up"
        case .touch(.cancel): "cancel"
        case .touch(.frame): "frame"
        case .pointer(.motion): "pointerMotion"
        case .pointer(.button): "button"
        case .pointer(.scroll): "scroll"
        case .gesture(let g): "\(g.kind.rawValue)"
        }
    }
}
