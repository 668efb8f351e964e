/// One time-ordered stream of a `libinput record` device (its decoded evdev rows, or its kept
/// `libinput` rows), merged by `LibinputRecordReader`.
protocol RecordItemStream: AnyObject {
    /// The next item, nil at the end.
    func next() throws -> TraceItem?
}

/// A stream already decoded into memory (a document given as a string, or events Yams read
/// with the header because their layout was not the one the streaming reader knows).
final class DecodedItemStream: RecordItemStream {
    private let items: [TraceItem]
    private var index = 0
    init(_ items: [TraceItem]) { self.items = items }
    func next() throws -> TraceItem? {
        guard index < items.count else { return nil }
        defer { index += 1 }
        return items[index]
    }
}

/// A device's evdev rows read from the file as needed and decoded into touch events, in the
/// order `RecordParser.events` gives: per row, its diagnostics, then its events; at the end what
/// `MultitouchDecoder.finish` reports. A device without touch axes gives one diagnostic instead.
final class EvdevItemStream: RecordItemStream {
    // Unchecked exclusivity on the per-row state, as in `RecordEventsCursor`: only `next()` touches
    // it, once per row, and the dynamic checks were a quarter of the instructions per row
    // (callgrind, 10⁵ rows: 634 M → 385 M with the cursor's; docs/performance.md, readers).
    @exclusivity(unchecked) private var cursor: RecordEventsCursor
    @exclusivity(unchecked) private var decoder: MultitouchDecoder?
    private let device: DeviceID
    private let name: String
    // What the last row gave, returned diagnostics first; both keep their capacity.
    @exclusivity(unchecked) private var events: [InputEvent] = []
    @exclusivity(unchecked) private var diagnostics: [Diagnostic] = []
    @exclusivity(unchecked) private var eventHead = 0
    @exclusivity(unchecked) private var diagnosticHead = 0
    private var reportedUndecodable = false
    private var finished = false

    init(cursor: RecordEventsCursor, decoder: MultitouchDecoder?, device: DeviceID, name: String) {
        self.cursor = cursor; self.decoder = decoder; self.device = device; self.name = name
    }

    func next() throws -> TraceItem? {
        while true {
            if diagnosticHead < diagnostics.count {
                defer { diagnosticHead += 1 }
                return .diagnostic(diagnostics[diagnosticHead])
            }
            if eventHead < events.count {
                defer { eventHead += 1 }
                return .event(events[eventHead])
            }
            events.removeAll(keepingCapacity: true)
            diagnostics.removeAll(keepingCapacity: true)
            eventHead = 0
            diagnosticHead = 0
            if finished { return nil }
            guard let row = try cursor.next() else {
                decoder?.finish(events: &events, diagnostics: &diagnostics)
                finished = true
                continue
            }
            guard case .evdev(let r) = row else { continue }
            guard decoder != nil else {
                if !reportedUndecodable {
                    reportedUndecodable = true
                    diagnostics.append(Diagnostic(time: r.time, device: device, code: .other, message: RecordParser.undecodableMessage(name)))
                }
                continue
            }
            decoder?.decode(r, events: &events, diagnostics: &diagnostics)
        }
    }
}

/// A device's `libinput` rows read from the file as needed, as the events GestureKit uses.
final class LibinputItemStream: RecordItemStream {
    private let cursor: RecordEventsCursor
    private let parser: RecordParser
    private let device: DeviceID
    private let info: DeviceInfo
    private let skipTouches: Bool
    private let surface: Size?
    private let usesScrollRows: Bool

    init(cursor: RecordEventsCursor, parser: RecordParser, device: DeviceID, info: DeviceInfo, skipTouches: Bool,
         surface: Size?, usesScrollRows: Bool) {
        self.cursor = cursor; self.parser = parser; self.device = device; self.info = info
        self.skipTouches = skipTouches; self.surface = surface; self.usesScrollRows = usesScrollRows
    }

    func next() throws -> TraceItem? {
        while let row = try cursor.next() {
            guard case .libinput(let node, let line) = row else { continue }
            if let event = try parser.piece(startingAt: line).libinputEvent(node, device: device, info: info, skipTouches: skipTouches,
                                                                          surface: surface, usesScrollRows: usesScrollRows) {
                return .event(event)
            }
        }
        return nil
    }
}
