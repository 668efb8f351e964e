/// Imports the text `libinput debug-events` prints (what fusuma and libinput-gestures parse).
///
/// Line shape (libinput 1.22): `%c%-7s  %-23s %+6.3fs\t<payload>`, e.g.
/// ` event21  GESTURE_PINCH_UPDATE    +0.421s\t2 -0.43/-0.43 (-0.53/-0.53 unaccelerated)  0.97 @ -0.02`;
/// libinput 1.27+ puts a repeat-count column before the time, which is accepted and ignored
/// (one event per line either way). Conversions (docs/trace-format.md, "Importers"):
/// - devices are numbered in order of `DEVICE_ADDED` (`eventN` → `DeviceID`); the devices added
///   before the first other event form the header; `cap:` letters give capabilities and kind
///   (`t` → touchscreen; `g` or a `tap(…)` setting → touchpad; else other), `size WxHmm` the size,
///   `ntouches N` the slot count;
/// - touch positions: with a `surface`, the percentage pair (libinput's `get_x_transformed` with
///   width 100) scaled to the surface; without, the millimetre pair at 96 dpi (1 mm = 96/25.4 pt);
///   devices without a resolution print device units as "mm", which then convert the same way;
///   slots are libinput's seat slots (always ≥ 0);
/// - scroll: `vert V/V120[*] horiz H/H120[*]`: `*` marks an axis present in the event; a present
///   axis with value 0 on a finger or continuous scroll is an axis stop;
/// - gesture angles are degrees clockwise → radians; deltas stay in libinput's units;
/// - times (`+S.SSSs`, relative to the start) become exact microseconds; they are passed through
///   in file order, even when they run backwards (the tracker reports that).
/// Lines that are not events (`libinput error:` → an `.other` diagnostic; blank lines, `See …`
/// continuations, `--verbose` state lines and event types GestureKit does not use, such as
/// `KEYBOARD_KEY` → ignored) never throw; an event line whose payload does not parse is skipped
/// with a `.malformedRecord` diagnostic naming file, line and column.
public final class DebugEventsReader: TraceSource {
    /// Devices added before the first other event, the surface if given, and the source in `meta`.
    public private(set) var header = TraceHeader()
    /// The file being read.
    public let path: String
    /// The surface touch positions are scaled to; nil converts millimetres at 96 dpi.
    public let surface: Size?

    /// Points per millimetre at 96 dpi (CSS and X11 reference density; docs/design.md, "Input
    /// events").
    public static let pointsPerMillimetre = 96.0 / 25.4

    /// The per-line state, its exclusivity unchecked (`DebugEventsReader+Unchecked.swift`).
    private let state: UncheckedState
    private var deviceCount = 0

    /// Opens `path` and reads the leading `DEVICE_ADDED` lines into the header.
    /// - Parameter surface: scale touch positions to this surface (points) instead of mm at 96 dpi.
    ///
    /// - Parameter path: the text file.
    /// - Throws: `TraceError` for a file that cannot be read or a malformed device line.
    public init(path: String, surface: Size? = nil) throws {
        self.path = path
        self.surface = surface
        self.state = UncheckedState(lines: try LineReader(path: path))
        // Pre-read until the first event that is not a device addition (bounded: a log starts
        // with its devices), so the header knows them.
        var added: [DeviceInfo] = []
        var scanned = 0
        prescan: while scanned < Self.headerScanLimit, try readLine() {
            scanned += 1
            for item in state.converted.queue[state.converted.queueHead...] {
                guard case .event(let e) = item else { continue }
                guard case .deviceAdded(let info) = e.kind else { break prescan }
                if e.device.rawValue == added.count { added.append(info) }
            }
        }
        var meta = ["source": "libinput debug-events"]
        if let surface { meta["surface"] = "\(surface.width)x\(surface.height)" }
        header = TraceHeader(devices: added, surface: surface, meta: meta)
    }

    /// At most this many lines are read ahead while looking for the devices of the header.
    static let headerScanLimit = 256

    /// The next event or diagnostic, nil at the end.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError` naming the file and line for input it cannot recover from.
    public func next() throws -> TraceItem? {
        while true {
            if state.converted.queueHead < state.converted.queue.count {
                let item = state.converted.queue[state.converted.queueHead]
                state.converted.queueHead += 1
                return item
            }
            if !state.converted.queue.isEmpty {
                state.converted.queue.removeAll(keepingCapacity: true)
                state.converted.queueHead = 0
            }
            // A line that gives one event and nothing else (nearly all) skips the queue.
            guard let event = try readLineEvent() else { return nil }
            if let event {
                if state.converted.queue.isEmpty { return .event(event) }
                state.converted.queue.append(.event(event))
            }
        }
    }

    /// Reads and converts one line into `queue`; false at end of file.
    private func readLine() throws -> Bool {
        guard let event = try readLineEvent() else { return false }
        if let event { state.converted.queue.append(.event(event)) }
        return true
    }

    /// Reads and converts one line, in place in the line reader's buffer (no copy): the line's
    /// event, if it has one, after whatever `queue` received (diagnostics, a device it declared);
    /// nil at end of file.
    private func readLineEvent() throws -> InputEvent?? {
        let number = state.lines.lineNumber + 1  // `withNextLine` counts the line it hands over
        return try state.lines.withNextLine { convert(DebugEventsCursor($0), line: number) }
    }

    // MARK: - Line grammar

    private func diagnostic(
        _ code: Diagnostic.Code, _ line: Int, _ column: Int, _ message: String, device: DeviceID? = nil
    ) {
        let time = state.converted.lastTime
        state.converted.queue.append(.diagnostic(Diagnostic(time: time, device: device, code: code,
                                                            message: "\(path):\(line):\(column): \(message)")))
    }

    private func emit(_ device: DeviceID, _ kind: InputEvent.Kind) {
        let time = state.converted.lastTime
        state.converted.queue.append(.event(InputEvent(time: time, device: device, kind: kind)))
    }

    /// Event names GestureKit has no use for: skipped without a diagnostic.
    private static let ignoredTypes: Set<String> = [
        "KEYBOARD_KEY", "POINTER_AXIS", "POINTER_MOTION_ABSOLUTE", "SWITCH_TOGGLE",
        "TABLET_TOOL_AXIS", "TABLET_TOOL_PROXIMITY", "TABLET_TOOL_TIP", "TABLET_TOOL_BUTTON",
        "TABLET_PAD_BUTTON", "TABLET_PAD_RING", "TABLET_PAD_STRIP", "TABLET_PAD_KEY", "TABLET_PAD_DIAL",
        "GESTURE_HOLD_UPDATE",
    ]

    /// Converts one line: its event, if it has one; diagnostics and declared devices go to `queue`.
    private func convert(_ lineCursor: DebugEventsCursor, line: Int) -> InputEvent? {
        var c = lineCursor
        c.skipBlanks()
        if c.atEnd { return nil }
        if c.peek() == UInt8(ascii: "l"), c.consume("libinput error:") || c.consume("libinput bug:") {
            let text = c.string(c.index..<c.bytes.count).trimmingBlanks
            diagnostic(.other, line, 1, "libinput reported: \(text)")
            return nil
        }
        if c.peek() == UInt8(ascii: "-") { c.index += 1 }  // "device changed" marker
        let deviceColumn = c.column
        guard let keyRange = c.wordRange() else { return nil }
        let typeColumn = c.column + 1
        let typeRange = c.wordRange()
        // The key and type are checked as bytes (printable ASCII, where a byte prefix is a
        // `String` prefix): no `String` is made on the lines of a known device. The last device's
        // key and the types met before passed these checks when first met, so a line that names
        // them is not checked again.
        let key = c.word(keyRange)
        let lastKey = key != nil && key == state.converted.lastDevice?.key
        let known = typeRange.flatMap { c.word($0) }.flatMap(knownEventType)
        guard let typeRange,
            known != nil || c.all(typeRange, { ($0 >= 0x41 && $0 <= 0x5A) || $0 == UInt8(ascii: "_") }),
              lastKey || (c.all(keyRange, { $0 >= 0x21 && $0 < 0x7F }) && !c.bytes(keyRange, startWith: "See")) else {
            // `See https://…` continuations of libinput messages, `--verbose` state lines
            // (`event8  - tap: …`) and other prose are not events.
            let deviceKey = c.string(keyRange)
            if !deviceKey.hasPrefix("event") && !deviceKey.hasPrefix("See") {
                diagnostic(.malformedRecord, line, deviceColumn, "not a debug-events line; skipped")
            }
            return nil
        }
        let eventType = known ?? newEventType(typeRange, of: c)
        let payload: Payload
        switch eventType.action {
        case .deviceAdded:
            deviceAdded(c.string(keyRange), &c)
            return nil
        case .deviceRemoved:
            let deviceKey = c.string(keyRange)
            state.converted.lastDevice = nil
            if let id = state.converted.devices.removeValue(forKey: deviceKey) { emit(id, .deviceRemoved) } else {
                diagnostic(
                    .unknownDevice, line, deviceColumn,
                    "DEVICE_REMOVED for \(deviceKey), which was never added; skipped")
            }
            return nil
        case .ignored:
            return nil
        case .unknown:
            diagnostic(.malformedRecord, line, typeColumn, "unknown event type \(eventType.name); skipped")
            return nil
        case .event(let p):
            payload = p
        }
        // Time, optionally after libinput 1.27's repeat-count column.
        var timeCursor = c
        var micros = timeCursor.seconds()
        if micros == nil, timeCursor.integer() != nil { micros = timeCursor.seconds() }
        guard let micros else {
            diagnostic(.malformedRecord, line, c.column + 1, "\(eventType.name) without a +S.SSSs time; skipped")
            return nil
        }
        c = timeCursor
        let payloadColumn = c.column
        guard let kind = parse(payload, &c) else {
            diagnostic(.malformedRecord, line, payloadColumn, "cannot read the \(eventType.name) payload; skipped")
            return nil
        }
        state.converted.lastTime = Timestamp(microseconds: micros)
        let device: DeviceID
        if lastKey, let last = state.converted.lastDevice {
            device = last.id
        } else {
            device = deviceID(for: c.string(keyRange), firstEvent: kind, line: line, column: deviceColumn)
            // A key longer than a `DebugEventsWord` is looked up by name on each line.
            state.converted.lastDevice = key.map { (device, $0) }
        }
        return InputEvent(time: state.converted.lastTime, device: device, kind: kind)
    }


    /// What the reader does with an event type: its name (for messages) and its action.
    struct EventType {
        var name: String
        var action: Action
    }

    /// What a line of one event type becomes.
    enum Action {
        /// `DEVICE_ADDED`: a device joins the table.
        case deviceAdded
        /// `DEVICE_REMOVED`: a device leaves it.
        case deviceRemoved
        /// A type GestureKit has no use for (`ignoredTypes`): skipped without a diagnostic.
        case ignored
        /// Not a libinput event type: skipped with a diagnostic.
        case unknown
        /// An event whose payload `parse(_:_:)` reads.
        case event(Payload)
    }

    private static let eventTypeCacheSize = 32

    /// The event type spelled by `word` if it was met before (it then moves to the front).
    private func knownEventType(_ word: DebugEventsWord) -> EventType? {
        if let first = state.converted.eventTypeWords.first, first == word {
            return state.converted.eventTypes[0]
        }
        guard let k = state.converted.eventTypeWords.firstIndex(of: word) else { return nil }
        state.converted.eventTypeWords.swapAt(0, k)
        state.converted.eventTypes.swapAt(0, k)
        return state.converted.eventTypes[0]
    }

    /// The event type of the (checked) type word at `range`, met for the first time: kept at the
    /// front of the cache when it has room.
    private func newEventType(_ range: Range<Int>, of c: DebugEventsCursor) -> EventType {
        let name = c.string(range)
        let action: Action
        if name == "DEVICE_ADDED" {
            action = .deviceAdded
        } else if name == "DEVICE_REMOVED" {
            action = .deviceRemoved
        } else if Self.ignoredTypes.contains(name) {
            action = .ignored
        } else {
            action = Self.payload(for: name).map { .event($0) } ?? .unknown
        }
        let type = EventType(name: name, action: action)
        if state.converted.eventTypes.count < Self.eventTypeCacheSize, let word = c.word(range) {
            state.converted.eventTypes.append(type)
            state.converted.eventTypeWords.append(word)
            state.converted.eventTypes.swapAt(0, state.converted.eventTypes.count - 1)
            state.converted.eventTypeWords.swapAt(0, state.converted.eventTypeWords.count - 1)
        }
        return type
    }

    /// The device for `key`, declaring one (with a diagnostic) when the log never added it.
    private func deviceID(for key: String, firstEvent: InputEvent.Kind, line: Int, column: Int) -> DeviceID {
        if let id = state.converted.devices[key] { return id }
        let kind: DeviceKind
        var caps: Set<DeviceCapability> = []
        switch firstEvent {
        case .touch: kind = .touchscreen; caps = [.touch]
        case .gesture: kind = .touchpad; caps = [.pointer, .gesture]
        case .pointer: kind = .other; caps = [.pointer]
        case .deviceAdded, .deviceRemoved: kind = .other
        }
        let id = DeviceID(deviceCount)
        deviceCount += 1
        state.converted.devices[key] = id
        diagnostic(
            .unknownDevice, line, column, "\(key) has events but no DEVICE_ADDED line; assumed a \(kind.rawValue)",
            device: id)
        emit(id, .deviceAdded(DeviceInfo(name: key, kind: kind, capabilities: caps, node: "/dev/input/\(key)")))
        return id
    }

    /// `DEVICE_ADDED  <name>  <seat> <logical seat> groupN  cap:… [size WxHmm] [ntouches N] …`.
    private func deviceAdded(_ key: String, _ c: inout DebugEventsCursor) {
        state.converted.lastDevice = nil
        // Words with their start offsets; the name may contain blanks, so find the seat by the
        // `groupN` word two words after it.
        var words: [(String, Int)] = []
        while true {
            c.skipBlanks()
            let start = c.index
            guard let w = c.word() else { break }
            words.append((w, start))
        }
        var name = key
        var rest = words[...]
        if let g = words.indices.first(where: { $0 >= 2 && words[$0].0.hasPrefix("group") }) {
            let seatStart = words[g - 2].1
            let nameStart = words.first?.1 ?? seatStart
            name = String(decoding: c.bytes[nameStart..<seatStart], as: UTF8.self).trimmingBlanks
            if name.isEmpty { name = key }
            rest = words[(g + 1)...]
        }
        var info = DeviceInfo(name: name, kind: .other, node: "/dev/input/\(key)")
        var letters = ""
        var hasTap = false
        var i = rest.startIndex
        while i < rest.endIndex {
            let w = rest[i].0
            if w.hasPrefix("cap:") {
                letters = String(w.dropFirst(4))
            } else if w == "size", i + 1 < rest.endIndex, let size = Self.millimetreSize(rest[i + 1].0) {
                info.sizeMillimetres = size
                i += 1
            } else if w == "ntouches", i + 1 < rest.endIndex, let n = Int(rest[i + 1].0), n >= 0 {
                info.slotCount = n
                i += 1
            } else if w.hasPrefix("tap(") {
                hasTap = true
            }
            i += 1
        }
        for ch in letters {
            switch ch {
            case "k": info.capabilities.insert(.keyboard)
            case "p": info.capabilities.insert(.pointer)
            case "t": info.capabilities.insert(.touch)
            case "T": info.capabilities.insert(.tabletTool)
            case "P": info.capabilities.insert(.tabletPad)
            case "g": info.capabilities.insert(.gesture)
            case "S": info.capabilities.insert(.switch)
            default: break
            }
        }
        if info.capabilities.contains(.touch) {
            info.kind = .touchscreen
        } else if info.capabilities.contains(.gesture) || hasTap {
            info.kind = .touchpad
        }
        let id: DeviceID
        if let existing = state.converted.devices[key] {
            id = existing
        } else {
            id = DeviceID(deviceCount)
            deviceCount += 1
            state.converted.devices[key] = id
        }
        emit(id, .deviceAdded(info))
    }

    /// `97x65mm` → 97 × 65 mm.
    static func millimetreSize(_ word: String) -> Size? {
        guard word.hasSuffix("mm") else { return nil }
        let parts = word.dropLast(2).split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0
        else { return nil }
        return Size(width: w, height: h)
    }
}

fileprivate extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let u = Array(utf8)
        var a = 0, b = u.count
        while a < b, u[a] == 0x20 || u[a] == 0x09 { a += 1 }
        while b > a, u[b - 1] == 0x20 || u[b - 1] == 0x09 { b -= 1 }
        return String(decoding: u[a..<b], as: UTF8.self)
    }
}
