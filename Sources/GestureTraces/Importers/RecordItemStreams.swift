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
    /// The per-row state (`EvdevItemStream+UncheckedState.swift`).
    private let state: State
    private let device: DeviceID
    private let name: String
    private var reportedUndecodable = false
    private var finished = false

    init(cursor: RecordEventsCursor, decoder: MultitouchDecoder?, device: DeviceID, name: String) {
        state = State(cursor: cursor, decoder: decoder); self.device = device; self.name = name
    }

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
            state.events.removeAll(keepingCapacity: true)
            state.diagnostics.removeAll(keepingCapacity: true)
            state.eventHead = 0
            state.diagnosticHead = 0
            if finished { return nil }
            guard let row = try state.cursor.next() else {
                state.decoder?.finish(events: &state.events, diagnostics: &state.diagnostics)
                finished = true
                continue
            }
            guard case .evdev(let r) = row else { continue }
            guard state.decoder != nil else {
                if !reportedUndecodable {
                    reportedUndecodable = true
                    state.diagnostics.append(Diagnostic(time: r.time, device: device, code: .other,
                                                        message: RecordParser.undecodableMessage(name)))
                }
                continue
            }
            state.decoder?.decode(r, events: &state.events, diagnostics: &state.diagnostics)
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
