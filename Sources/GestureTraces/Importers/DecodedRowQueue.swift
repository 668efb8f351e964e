/// Raw rows in, trace items out, in order: `.deviceAdded` first (at the first row's time), then
/// each row's diagnostics and events from `MultitouchDecoder`, then what the end completes. For
/// readers whose rows come one at a time without a fast path (`EvtestReader`).
struct DecodedRowQueue {
    private let device: DeviceID
    private let deviceInfo: DeviceInfo
    private var decoder: MultitouchDecoder?
    private var announced = false
    private var pendingFirst: EvdevRow?
    private var undecodableReported = false
    private var items: [TraceItem] = []
    private var head = 0
    /// True once `finish()` ran and every item was handed out.
    var isFinished: Bool { finished && head >= items.count }
    private var finished = false

    /// A queue for `deviceInfo` decoded by `decoder` (nil: a device without touch axes, whose rows
    /// give one diagnostic and nothing else); `first` is a row read with the description.
    init(device: DeviceID, deviceInfo: DeviceInfo, decoder: MultitouchDecoder?, first: EvdevRow?) {
        self.device = device; self.deviceInfo = deviceInfo; self.decoder = decoder; pendingFirst = first
    }

    /// The next ready item, or nil when the queue needs a row (or is finished).
    mutating func next() -> TraceItem? {
        announceIfNeeded()
        guard head < items.count else {
            items.removeAll(keepingCapacity: true); head = 0
            return nil
        }
        head += 1
        return items[head - 1]
    }

    /// Decodes `row`, queuing what it completes.
    mutating func decode(_ row: EvdevRow) {
        announceIfNeeded()
        var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
        if decoder?.decode(row, events: &events, diagnostics: &diagnostics) == nil, !undecodableReported {
            undecodableReported = true
            diagnostics.append(Diagnostic(time: row.time, device: device, code: .other,
                                          message: "'\(deviceInfo.name)' has no touch axes; its rows are not decoded"))
        }
        items += diagnostics.map(TraceItem.diagnostic) + events.map(TraceItem.event)
    }

    /// Queues `.deviceAdded` and the row read with the description, once.
    private mutating func announceIfNeeded() {
        guard !announced else { return }
        announced = true
        items.append(.event(InputEvent(time: pendingFirst?.time ?? .zero, device: device,
                                       kind: .deviceAdded(deviceInfo))))
        if let first = pendingFirst { pendingFirst = nil; decode(first) }
    }

    /// Ends the input: queues what the decoder completes at the end.
    mutating func finish() {
        guard !finished else { return }
        finished = true
        announceIfNeeded()
        var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
        decoder?.finish(events: &events, diagnostics: &diagnostics)
        items += diagnostics.map(TraceItem.diagnostic) + events.map(TraceItem.event)
    }
}
