import GestureInput

/// The event lines of a `.gktrace` (every line after the header): parsed from the bytes
/// `LineReader.withNextLine` lends, by `GktraceFastPath` for the lines as the writer writes them
/// and by `JSONLineScanner` for any other line and every error message.
extension GktraceReader {
    /// Every field an event line may carry; unset fields are nil.
    private struct Fields {
        var t: Int64?
        var dev: Int64?
        var type: GktraceEventType?
        var typeColumn = 1
        var slot: Int64?
        var x: Double?
        var y: Double?
        var dx: Double?
        var dy: Double?
        var button: Int64?
        var pressed: Bool?
        var source: ScrollSource?
        var v120x: Double?
        var v120y: Double?
        var stop: ScrollAxes?
        var fingers: Int64?
        var scale: Double?
        var angle: Double?
        var cancelled: Bool?
        var device: Range<Int>?
        var deviceColumn = 1

    }

    /// The type names as bytes, most frequent first.
    private static let typeTable: [(GktraceEventType, [UInt8])] = GktraceEventType.byFrequency.map {
        ($0, Array($0.rawValue.utf8))
    }

    /// Parses one event line (lent by `LineReader.withNextLine`, see there why a view); nil for a
    /// blank line.
    static func parseEvent(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONScanError) -> InputEvent? {
        // Touch lines as the writer writes them (nearly every line); anything else, or anything
        // the fast path doubts, is parsed (and reported) by the general scanner below.
        if let event = GktraceFastPath.parse(bytes) { return event }
        return try parseEventGenerally(bytes)
    }

    /// Parses one event line with the general scanner (any valid line; every error message).
    static func parseEventGenerally(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONScanError) -> InputEvent? {
        var s = JSONLineScanner(bytes)
        if s.atEndAfterWhitespace() { return nil }
        var f = Fields()
        if try s.beginObject() {
            repeat {
                let key = try s.memberKey()
                try readField(key, into: &f, &s)
            } while try s.nextMember()
        }
        guard s.atEndAfterWhitespace() else { throw s.fail("unexpected \(s.found()) after the event object") }
        return try makeEvent(f, &s)
    }

    @inline(__always)
    private static func number(_ s: inout JSONLineScanner, _ field: GktraceField) throws(JSONScanError) -> Double {
        guard let b = s.peek(), b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) else {
            throw s.fail(field.expectation(found: s.found()))
        }
        return try s.double(s.scanNumber())
    }

    @inline(__always)
    private static func integer(_ s: inout JSONLineScanner, _ field: GktraceField) throws(JSONScanError) -> Int64 {
        guard let b = s.peek(), b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) else {
            throw s.fail(field.expectation(found: s.found()))
        }
        let column = s.column
        do { return try s.int64(s.scanNumber()) } catch {
            throw JSONScanError(column: column, message: "\(field.quoted): \(error.message)")
        }
    }

    private static func bool(_ s: inout JSONLineScanner, _ field: GktraceField) throws(JSONScanError) -> Bool {
        do { return try s.scanBool() } catch {
            throw s.fail(field.expectation(found: s.found()))
        }
    }

    private static func string(_ s: inout JSONLineScanner,
                               _ field: GktraceField) throws(JSONScanError) -> JSONLineScanner.StringToken {
        guard s.peek() == UInt8(ascii: "\"") else {
            throw s.fail(field.expectation(found: s.found()))
        }
        return try s.scanString()
    }

    /// Reads the value of member `key` into `f`, or validates and skips it when the key is unknown.
    private static func readField(_ key: JSONLineScanner.StringToken, into f: inout Fields,
                                  _ s: inout JSONLineScanner) throws(JSONScanError) {
        // Escaped member names are legal JSON but never written by GestureKit: compare decoded.
        let field = key.hasEscapes
            ? GktraceField.named(s.decode(key))
            : GktraceField.named(s.bytes[key.start..<key.end])
        guard let field else {
            try s.skipValue()  // unknown field: ignored (docs/trace-format.md, versioning)
            return
        }
        switch field {
        case .t: f.t = try integer(&s, field)
        case .dev: f.dev = try integer(&s, field)
        case .type: try readType(into: &f, &s)
        case .slot: f.slot = try integer(&s, field)
        case .x: f.x = try number(&s, field)
        case .y: f.y = try number(&s, field)
        case .dx: f.dx = try number(&s, field)
        case .dy: f.dy = try number(&s, field)
        case .button: f.button = try integer(&s, field)
        case .pressed: f.pressed = try bool(&s, field)
        case .source: try readSource(into: &f, &s)
        case .v120x: f.v120x = try number(&s, field)
        case .v120y: f.v120y = try number(&s, field)
        case .stop: try readStop(into: &f, &s)
        case .fingers: f.fingers = try integer(&s, field)
        case .scale: f.scale = try number(&s, field)
        case .angle: f.angle = try number(&s, field)
        case .cancelled: f.cancelled = try bool(&s, field)
        case .device:
            f.deviceColumn = s.column
            let start = s.index
            try s.skipValue()
            f.device = start..<s.index
        }
    }

    private static func readType(into f: inout Fields, _ s: inout JSONLineScanner) throws(JSONScanError) {
        f.typeColumn = s.column
        let token = try string(&s, .type)
        if !token.hasEscapes {
            let spelled = s.bytes[token.start..<token.end]
            for (type, name) in typeTable where name.count == spelled.count && name.elementsEqual(spelled) {
                f.type = type
                return
            }
        } else if let type = GktraceEventType(rawValue: s.decode(token)) {
            f.type = type
            return
        }
        throw JSONScanError(
            column: f.typeColumn,
            message: "unknown event type \"\(s.decode(token))\": gktrace version \(TraceHeader.currentVersion) has "
                + GktraceEventType.allCases.map(\.rawValue).joined(separator: ", ")
                + "; new types come with a new format version (docs/trace-format.md)")
    }

    private static func readSource(into f: inout Fields, _ s: inout JSONLineScanner) throws(JSONScanError) {
        let column = s.column
        let token = try string(&s, .source)
        if s.equals(token, "finger") { f.source = .finger; return }
        if s.equals(token, "wheel") { f.source = .wheel; return }
        if s.equals(token, "continuous") { f.source = .continuous; return }
        if let source = ScrollSource(rawValue: s.decode(token)) { f.source = source; return }
        throw JSONScanError(
            column: column,
            message: "\"source\" must be \"finger\", \"wheel\" or \"continuous\", found \"\(s.decode(token))\"")
    }

    private static func readStop(into f: inout Fields, _ s: inout JSONLineScanner) throws(JSONScanError) {
        let column = s.column
        let token = try string(&s, .stop)
        var axes: ScrollAxes = []
        for b in s.decode(token).utf8 {
            switch b {
            case UInt8(ascii: "x"): axes.insert(.horizontal)
            case UInt8(ascii: "y"): axes.insert(.vertical)
            default:
                throw JSONScanError(
                    column: column,
                    message: "\"stop\" lists stopped axes as \"x\", \"y\" or \"xy\", found \"\(s.decode(token))\"")
            }
        }
        f.stop = axes
    }

    private static func require<T>(_ value: T?, _ field: GktraceField, _ f: Fields,
                                   _ meaning: StaticString) throws(JSONScanError) -> T {
        guard let value else {
            let type = f.type?.rawValue ?? "?"
            throw JSONScanError(column: f.typeColumn,
                                message: "event type \"\(type)\" needs \(field.quoted) (\(meaning))")
        }
        return value
    }

    private static func slotValue(_ f: Fields) throws(JSONScanError) -> Int {
        let slot = try require(f.slot, .slot, f, "touch slot number")
        guard let v = Int(exactly: slot), v >= -1, v <= Int(Int32.max) else {
            throw JSONScanError(column: f.typeColumn, message: "\(GktraceField.slot.quoted) \(slot) is out of range")
        }
        return v
    }

    private static func point(_ f: Fields) throws(JSONScanError) -> Point {
        Point(x: try require(f.x, .x, f, "points"), y: try require(f.y, .y, f, "points"))
    }

    private static func delta(_ f: Fields) throws(JSONScanError) -> Vector {
        Vector(dx: try require(f.dx, .dx, f, "delta"), dy: try require(f.dy, .dy, f, "delta"))
    }

    private static func fingerCount(_ f: Fields) throws(JSONScanError) -> Int {
        let n = try require(f.fingers, .fingers, f, "finger count")
        guard n >= 0, n <= 64 else {
            throw JSONScanError(column: f.typeColumn,
                                message: "\(GktraceField.fingers.quoted) \(n) is out of range 0…64")
        }
        return Int(n)
    }

    /// Builds the event from the collected fields, checking that each type has what it needs.
    private static func makeEvent(_ f: Fields, _ s: inout JSONLineScanner) throws(JSONScanError) -> InputEvent {
        func needs(_ field: GktraceField, _ meaning: String) -> JSONScanError {
            JSONScanError(column: 1, message: "event needs \(field.quoted)" + meaning)
        }
        guard let t = f.t else { throw needs(.t, " (time in microseconds)") }
        guard let dev = f.dev else { throw needs(.dev, " (device index)") }
        guard dev >= 0, dev <= Int64(Int32.max) else {
            throw JSONScanError(column: 1, message: "\(GktraceField.dev.quoted) \(dev) is not a device index")
        }
        guard let type = f.type else { throw needs(.type, "") }
        let kind: InputEvent.Kind
        switch type {
        case .added:
            guard let range = f.device else {
                throw JSONScanError(column: f.typeColumn,
                                    message: "event type \"added\" needs \(GktraceField.device.quoted) "
                                        + "(the device description)")
            }
            do {
                kind = .deviceAdded(try GktraceDeviceRecord.decode(s.bytes[range]))
            } catch {
                throw JSONScanError(column: f.deviceColumn,
                                    message: "\(GktraceField.device.quoted): \(error.message)")
            }
        case .removed: kind = .deviceRemoved
        case .down: kind = .touch(.down(slot: try slotValue(f), point: try point(f)))
        case .motion: kind = .touch(.motion(slot: try slotValue(f), point: try point(f)))
        case .up: kind = .touch(.up(slot: try slotValue(f)))
        case .cancel: kind = .touch(.cancel(slot: try slotValue(f)))
        case .frame: kind = .touch(.frame)
        case .pointerMotion: kind = .pointer(.motion(delta: try delta(f)))
        case .button:
            let code = try require(f.button, .button, f, "evdev button code")
            guard let c = UInt32(exactly: code) else {
                throw JSONScanError(column: f.typeColumn,
                                    message: "\(GktraceField.button.quoted) \(code) is out of range")
            }
            kind = .pointer(.button(code: c, pressed: try require(f.pressed, .pressed, f, "true or false")))
        case .scroll:
            kind = .pointer(.scroll(
                source: try require(f.source, .source, f, "finger, wheel or continuous"),
                delta: try delta(f),
                v120: Vector(dx: f.v120x ?? 0, dy: f.v120y ?? 0),
                stopped: f.stop ?? []))
        case .swipeBegin, .pinchBegin, .holdBegin, .swipeUpdate, .pinchUpdate, .holdUpdate,
             .swipeEnd, .pinchEnd, .holdEnd:
            let gestureKind = type.gestureKind ?? .swipe
            let phase: TouchpadGestureEvent.Phase
            switch type {
            case .swipeUpdate, .pinchUpdate, .holdUpdate:
                phase = .update(delta: try delta(f), scale: f.scale ?? 1, angleDelta: f.angle ?? 0)
            case .swipeEnd, .pinchEnd, .holdEnd:
                phase = .end(cancelled: f.cancelled ?? false)
            case .swipeBegin, .pinchBegin, .holdBegin, .added, .removed, .down, .motion, .up, .cancel, .frame,
                 .pointerMotion, .button, .scroll:
                phase = .begin
            }
            kind = .gesture(TouchpadGestureEvent(kind: gestureKind, fingers: try fingerCount(f), phase: phase))
        }
        return InputEvent(time: Timestamp(microseconds: t), device: DeviceID(Int(dev)), kind: kind)
    }
}
