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
    /// The per-row state (`EvdevItemStream+Unchecked.swift`).
    private let state: State
    private let device: DeviceID
    private let name: String
    private var reportedUndecodable = false
    private var finished = false

    init(cursor: RecordEventsCursor, decoder: MultitouchDecoder?, device: DeviceID, name: String) {
        state = State(cursor: cursor, decoder: decoder); self.device = device; self.name = name
    }

    /// Rows read from the file at a time (`RecordEventsCursor.nextEvdevRows`): about 10 KB of them.
    static let rowBatch = 512

    func next() throws -> TraceItem? {
        while true {
            if state.diagnosticHead < state.diagnostics.count {
                defer { state.diagnosticHead += 1 }
                return .diagnostic(state.diagnostics[state.diagnosticHead])
            }
            if state.eventHead < state.events.count {
                defer { state.eventHead += 1 }
                return .event(state.events[state.eventHead])
            }
            if !state.events.isEmpty {
                state.events.removeAll(keepingCapacity: true)
                state.eventHead = 0
            }
            if !state.diagnostics.isEmpty {
                state.diagnostics.removeAll(keepingCapacity: true)
                state.diagnosticHead = 0
            }
            if state.rowHead == state.rows.count {
                if finished { return nil }
                state.rows.removeAll(keepingCapacity: true)
                state.rowHead = 0
                guard try state.cursor.nextEvdevRows(into: &state.rows, limit: Self.rowBatch) else {
                    state.decoder?.finish(events: &state.events, diagnostics: &state.diagnostics)
                    finished = true
                    continue
                }
            }
            guard state.decoder != nil else {
                if !reportedUndecodable {
                    reportedUndecodable = true
                    state.diagnostics.append(Diagnostic(time: state.rows[state.rowHead].time, device: device,
                                                        code: .other, message: RecordParser.undecodableMessage(name)))
                }
                state.rowHead = state.rows.count
                continue
            }
            // Rows until one gives an event or a diagnostic.
            while state.rowHead < state.rows.count && state.events.isEmpty && state.diagnostics.isEmpty {
                state.decoder?.decode(state.rows[state.rowHead], events: &state.events,
                                      diagnostics: &state.diagnostics)
                state.rowHead += 1
            }
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
            if let event = try parser.piece(startingAt: line).libinputEvent(
                node, device: device, info: info, skipTouches: skipTouches,
                surface: surface, usesScrollRows: usesScrollRows)
            {
                return .event(event)
            }
        }
        return nil
    }
}
