import GestureInput

/// What `EvemuReader` does after the device description: reads the `E:` rows, decodes them into
/// touch events and hands out items in order — `.deviceAdded` first, then each row's diagnostics
/// and events, then what the end of the input completes.
///
/// A value held by the reader and changed only through `next()`: its per-row state is reached
/// through one stored property of the reader's box (`EvemuReader+Rows.swift`), not one class
/// property each (as such their dynamic exclusivity checks cost a quarter of the reading
/// instructions).
struct EvemuRowStream: ~Copyable {
    /// Where the stream stands.
    private enum Phase {
        /// `.deviceAdded` is still to come, stamped with the first row's time.
        case announcing
        /// Rows are being read.
        case reading
        /// The input ended and the decoder finished.
        case finished
    }

    private var lines: LineReader
    private let path: String
    private let device: DeviceID
    private let deviceInfo: DeviceInfo
    /// nil for a device without touch axes: its rows are read but not decoded.
    private var decoder: MultitouchDecoder?
    /// The first row, read with the description.
    private var pending: EvdevRow?
    private var phase = Phase.announcing
    private var undecodableReported = false
    /// What the last decoded row gave, handed out diagnostics first, from the heads on.
    private var events: [InputEvent] = []
    private var diagnostics: [Diagnostic] = []
    private var eventHead = 0
    private var diagnosticHead = 0

    init(lines: consuming LineReader, path: String, device: DeviceID, deviceInfo: DeviceInfo,
         decoder: MultitouchDecoder?, first: EvdevRow?) {
        self.lines = lines
        self.path = path
        self.device = device
        self.deviceInfo = deviceInfo
        self.decoder = decoder
        self.pending = first
    }

    /// The next item, nil at the end.
    mutating func next() throws -> TraceItem? {
        while true {
            if diagnosticHead < diagnostics.count {
                diagnosticHead += 1
                return .diagnostic(diagnostics[diagnosticHead - 1])
            }
            if eventHead < events.count {
                eventHead += 1
                return .event(events[eventHead - 1])
            }
            if eventHead > 0 || diagnosticHead > 0 {
                events.removeAll(keepingCapacity: true)
                diagnostics.removeAll(keepingCapacity: true)
                eventHead = 0
                diagnosticHead = 0
            }
            switch phase {
            case .announcing:
                phase = .reading
                return .event(InputEvent(time: pending?.time ?? .zero, device: device, kind: .deviceAdded(deviceInfo)))
            case .finished:
                return nil
            case .reading:
                if pending == nil, takeDecodedRows() { continue }
                let row: EvdevRow
                if let first = pending {
                    row = first
                    pending = nil
                } else if let next = try readRow() {
                    row = next
                } else {
                    phase = .finished
                    decoder?.finish(events: &events, diagnostics: &diagnostics)
                    continue
                }
                // Most rows complete no event and leave both lists empty.
                if decoder?.decode(row, events: &events, diagnostics: &diagnostics) == nil, !undecodableReported {
                    undecodableReported = true
                    diagnostics.append(Diagnostic(time: row.time, device: device, code: .other,
                            message: "'\(deviceInfo.name)' has no touch axes; its rows are not decoded"))
                }
            }
        }
    }

    /// Decodes the next rows that `EvemuFastPath` reads as the line reader lends them
    /// (`LineReader.takeLines`), without a return per row, until a row gives an event or a
    /// diagnostic (handed out next, in the same order as one row at a time) or a line is not such
    /// a row: that line is left to `readRow`, which reads it as before, errors included. True when
    /// it took a row. Rows through `readRow` cost a call of `withNextLine` and a turn of `next()`'s
    /// loop each: 10 % more instructions in `gesturekit info` (docs/performance.md).
    private mutating func takeDecodedRows() -> Bool {
        guard decoder != nil else { return false }
        var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
        swap(&events, &self.events)
        swap(&diagnostics, &self.diagnostics)
        var took = false
        // The decoder is lent in place (`with:`): copying it out and back around each batch costs
        // more than the batch saves (`memcpy` of the decoder, 6 % more instructions in `info`).
        lines.takeLines(through: Int.max, with: &decoder) { line, _, _, decoder in
            guard events.isEmpty, diagnostics.isEmpty, let row = EvemuFastPath.row(line) else { return false }
            decoder?.decode(row, events: &events, diagnostics: &diagnostics)
            took = true
            return true
        }
        swap(&events, &self.events)
        swap(&diagnostics, &self.diagnostics)
        return took
    }

    /// Reads the next `E:` row, skipping comments and blank lines; rows as evemu writes them take
    /// `EvemuFastPath`, anything else the general parser.
    private mutating func readRow() throws -> EvdevRow? {
        let path = self.path
        while true {
            let lineNumber = lines.lineNumber + 1
            let result: EvdevRow?? = try lines.withNextLine { bytes -> EvdevRow? in
                if let row = EvemuFastPath.row(bytes) { return row }
                var i = 0
                while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
                if i == bytes.count || bytes[i] == UInt8(ascii: "#") { return nil }
                guard bytes.count - i >= 2 && bytes[i] == UInt8(ascii: "E") && bytes[i + 1] == UInt8(ascii: ":") else {
                    let text = String(decoding: bytes, as: UTF8.self)
                    throw TraceError(file: path, line: lineNumber, column: i + 1,
                                     message: """
                                         expected an event line 'E: sec.usec type code value', got \
                                         '\(text.prefix(40))' (device description lines must come before the events)
                                         """)
                }
                return try EvemuReader.parseEvent(bytes[...], path: path, line: lineNumber)
            }
            guard let r = result else { return nil }  // end of file
            if let row = r { return row }
        }
    }
}
