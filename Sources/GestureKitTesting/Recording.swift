import GestureKit

/// A trace held in memory: its header (devices, surface) and every item, read once from a file in
/// any format `gesturekit replay` reads, or built with `TraceBuilder`. Replay it as often as a
/// test likes, whole or a time slice of it (`slice(from:to:)`).
public struct Recording: Sendable {
    /// The header the trace declared: its devices and touch surface.
    public let header: TraceHeader
    /// Every event and reader diagnostic, in file order.
    public let items: [TraceItem]
    /// The file it was read from, or nil for a built trace.
    public let path: String?

    /// A recording from its parts.
    ///
    /// - Parameters:
    ///   - header: the devices and surface.
    ///   - items: events and diagnostics in time order.
    ///   - path: the file they came from, if any (named in failure messages).
    public init(header: TraceHeader, items: [TraceItem], path: String? = nil) {
        self.header = header; self.items = items; self.path = path
    }

    /// Reads a trace file in any format (gktrace, libinput record, evemu, debug-events, evtest),
    /// with the same reader and options as `gesturekit replay`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - format: its format, or nil to detect it from the content (as `replay` does).
    ///   - surface: the surface a touchscreen's axes map onto (points), as `--surface`.
    ///   - deviceSize: a raw device's size when the recording does not say (mm), as `--device-size`.
    /// - Returns: the whole recording.
    /// - Throws: `TraceError` naming the file, line and what was wrong.
    public static func load(_ path: String, format: TraceFormat? = nil, surface: Size? = nil,
                            deviceSize: Size? = nil) throws -> Recording {
        var source = try TraceFile.open(path: path, format: format, surface: surface, deviceSize: deviceSize)
        var items: [TraceItem] = []
        while let item = try source.next() { items.append(item) }
        return Recording(header: source.header, items: items, path: path)
    }

    /// The trace a `TraceBuilder` built.
    ///
    /// - Parameter builder: the synthetic input.
    public init(_ builder: TraceBuilder) {
        self.init(header: builder.header, items: builder.events.map { .event($0) })
    }

    /// The touch surface `gesturekit replay` uses for it (`TraceReplay.defaultSurface(for:)`).
    public var surface: Size { TraceReplay.defaultSurface(for: header) }

    /// The time of the first event, or nil for an empty recording.
    public var startTime: Timestamp? {
        for case .event(let e) in items { return e.time }
        return nil
    }

    /// The events at or after `start` and before `end` (both event times, as outputs report
    /// them), with every reader diagnostic in that span. Devices stay declared by the header, so
    /// a slice replays as the same device would have delivered it; a touch still down at `end`
    /// is closed when the replay finishes, as at the end of any recording.
    ///
    /// - Parameters:
    ///   - start: the earliest event time kept; nil = from the beginning.
    ///   - end: the first event time dropped; nil = to the end.
    /// - Returns: the slice.
    public func slice(from start: Timestamp? = nil, to end: Timestamp? = nil) -> Recording {
        var kept: [TraceItem] = []
        var latest = Timestamp.zero
        var seenEvent = false
        for item in items {
            switch item {
            case .event(let e):
                latest = e.time
                seenEvent = true
                if let start, e.time < start { continue }
                if let end, e.time >= end { continue }
                kept.append(item)
            case .diagnostic(let d):
                let t = d.time ?? latest
                if seenEvent, let start, t < start { continue }
                if let end, t >= end { continue }
                kept.append(item)
            }
        }
        return Recording(header: header, items: kept, path: path)
    }

    /// The first `span` of the recording, measured from its first event.
    ///
    /// - Parameter span: how much to keep.
    /// - Returns: the slice before `startTime + span`.
    public func prefix(_ span: TimeSpan) -> Recording {
        guard let first = startTime else { return self }
        return slice(to: first + span)
    }
}
