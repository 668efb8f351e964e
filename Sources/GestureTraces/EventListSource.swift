/// A trace held in memory: events that already exist as values (a `TraceBuilder` result, events a
/// live libinput run returned), served through the same `TraceSource` interface as files.
public struct EventListSource: TraceSource {
    /// The header; devices default to those the events add.
    public let header: TraceHeader
    private let events: [InputEvent]
    private var index = 0

    /// A source over `events`; without a header, one listing the devices the events add.
    ///
    /// - Parameters:
    ///   - events: the events, in time order.
    ///   - header: the trace's header; nil makes one declaring no devices (the events add theirs).
    public init(events: [InputEvent], header: TraceHeader? = nil) {
        self.events = events
        if let header {
            self.header = header
        } else {
            var devices: [DeviceInfo] = []
            for e in events {
                guard case .deviceAdded(let info) = e.kind, e.device.rawValue >= 0 else { continue }
                while devices.count <= e.device.rawValue { devices.append(info) }
                devices[e.device.rawValue] = info
            }
            self.header = TraceHeader(devices: devices)
        }
    }

    /// The next event, or nil at the end.
    ///
    /// - Returns: the next event; nil at the end.
    /// - Throws: nothing: a list in memory cannot fail.
    public mutating func next() throws -> TraceItem? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return .event(events[index])
    }
}
