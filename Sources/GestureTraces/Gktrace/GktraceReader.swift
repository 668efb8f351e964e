import Foundation

/// Reads a `.gktrace` file (docs/trace-format.md) as a stream of `TraceItem`s in bounded memory.
///
/// The header (line 1) is decoded when the reader opens; every later line is parsed by a
/// hand-written byte scanner (`JSONLineScanner`), without building `String`s, so reading keeps
/// up with a million events a second. The rules, as the format document states them:
/// - a malformed line, an unknown `"type"` or a missing field throws `TraceError(file, line, column)`;
/// - unknown fields are ignored (forward compatible within a version);
/// - a last line without a newline that does not parse ends the stream with a `.truncated` diagnostic;
/// - an event naming a device that neither the header nor an earlier `added` event declared is
///   skipped with an `.unknownDevice` diagnostic;
/// - blank lines are skipped.
public final class GktraceReader: TraceSource {
    /// Version, devices, surface and metadata from line 1.
    public let header: TraceHeader
    /// The file being read (`-` is standard input).
    public let path: String

    /// The per-line state, its exclusivity unchecked (`GktraceReader+UncheckedState.swift`).
    private let state: UncheckedState

    /// Opens `path` and reads its header. Throws `TraceError` for a missing or unreadable header,
    /// an empty file or a version newer than `TraceHeader.currentVersion`.
    ///
    /// - Parameters:
    ///   - path: the `.gktrace` file; `-` reads standard input.
    ///   - chunkSize: the read buffer's size in bytes.
    /// - Throws: `TraceError` naming the file and line.
    public init(path: String, chunkSize: Int = 1 << 16) throws {
        self.path = path
        var lines = try LineReader(path: path, chunkSize: chunkSize)
        let headerLine: [UInt8]? = try lines.withNextLine { Array($0) }
        guard let headerLine else {
            throw TraceError(
                file: path, line: 1, column: 1,
                message: "empty file: a .gktrace starts with a header line "
                    + "{\"gktrace\":\(TraceHeader.currentVersion),…}")
        }
        self.header = try Self.parseHeader(headerLine, path: path)
        self.state = UncheckedState(lines: lines)
    }

    /// The line most recently read (1-based).
    public var lineNumber: Int { state.lines.lineNumber }

    /// Bytes of read buffer held: it stays at the chunk size unless a single line is longer,
    /// whatever the length of the trace (the streaming guarantee).
    public var bufferCapacity: Int { state.lines.bufferCapacity }

    /// The next event or diagnostic, nil at the end; throws `TraceError` for a malformed line.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError` naming the file and line for input it cannot recover from.
    public func next() throws -> TraceItem? {
        while !state.finished {
            let parsed: InputEvent?
            do {
                // An untyped-throws closure: converting a `throws(JSONScanError)` one to the
                // parameter's type went through a heap-allocated thunk on every line.
                guard let line = try state.lines.withNextLine({ bytes throws -> InputEvent? in
                    try Self.parseEvent(bytes)
                }) else {
                    state.finished = true
                    return nil
                }
                parsed = line
            } catch let error as JSONScanError {
                if state.lines.lastLineUnterminated {
                    state.finished = true
                    let n = state.lines.lineNumber
                    return .diagnostic(Diagnostic(
                        time: state.lastTime, code: .truncated,
                        message: "\(path):\(n): the trace ends in the middle of line \(n) (no newline, and "
                            + "\(error.message) at column \(error.column)); replayed the \(n - 1) lines before it"))
                }
                throw TraceError(file: path, line: state.lines.lineNumber, column: error.column, message: error.message)
            }
            guard let event = parsed else { continue }  // blank line
            let dev = event.device.rawValue
            if case .deviceAdded = event.kind {
                if dev >= header.devices.count { state.extraDevices.insert(dev) }
            } else if dev >= header.devices.count && !state.extraDevices.contains(dev) {
                return .diagnostic(Diagnostic(
                    time: event.time, device: event.device, code: .unknownDevice,
                    message: "\(path):\(state.lines.lineNumber): event for device \(dev), which neither the header "
                        + "(\(header.devices.count) devices) nor an earlier \"added\" event declares; skipped"))
            }
            state.lastTime = event.time
            return .event(event)
        }
        return nil
    }

    // MARK: - Header

    private struct HeaderRecord: Decodable {
        var devices: [GktraceDeviceRecord]?
        var surface: SurfaceRecord?
        var meta: [String: String]?
    }

    private struct SurfaceRecord: Decodable {
        var width: Double
        var height: Double
    }

    /// Checks line 1 with the strict scanner (so errors have columns), then decodes it.
    static func parseHeader(_ line: [UInt8], path: String) throws -> TraceHeader {
        var bytes = line
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // tolerate a UTF-8 BOM
        let expected = "a .gktrace starts with a header line "
            + "{\"gktrace\":\(TraceHeader.currentVersion),\"devices\":[…],…}"
        func error(_ column: Int, _ message: String) -> TraceError {
            TraceError(file: path, line: 1, column: column, message: message)
        }
        let versionToken: (value: Int64, column: Int)? = try bytes.withUnsafeBufferPointer {
            buf throws -> (Int64, Int)? in
            var s = JSONLineScanner(buf)
            s.skipWhitespace()
            guard s.peek() == UInt8(ascii: "{") else { throw error(s.column, "missing header: \(expected)") }
            var version: (Int64, Int)?
            var sawType = false
            do {
                if try s.beginObject() {
                    repeat {
                        let key = try s.memberKey()
                        if s.equals(key, "gktrace") {
                            let column = s.column
                            guard let b = s.peek(), b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) else {
                                throw JSONScanError(column: column,
                                                    message: "\"gktrace\" must be the format version number")
                            }
                            let t = try s.scanNumber()
                            version = (try s.int64(t), column)
                        } else {
                            if s.equals(key, "type") { sawType = true }
                            try s.skipValue()
                        }
                    } while try s.nextMember()
                }
                guard s.atEndAfterWhitespace() else { throw s.fail("unexpected \(s.found()) after the header object") }
            } catch let e as JSONScanError {
                throw error(e.column, e.message)
            }
            if version == nil {
                throw error(1, sawType
                    ? "missing header: line 1 is an event; \(expected)"
                    : "missing header: line 1 has no \"gktrace\" version; \(expected)")
            }
            return version
        }
        guard let (version, column) = versionToken else { throw error(1, "missing header: \(expected)") }
        guard version >= 1 else { throw error(column, "\"gktrace\" version must be 1 or more, found \(version)") }
        guard version <= TraceHeader.currentVersion else {
            throw error(column, "this trace is gktrace version \(version), but this reader understands versions up to "
                + "\(TraceHeader.currentVersion): a reader accepts any version up to its own, and the version goes up "
                + "only when older readers would misread the file (docs/trace-format.md); use a newer GestureKit")
        }
        let record: HeaderRecord
        do {
            record = try JSONDecoder().decode(HeaderRecord.self, from: Data(bytes))
        } catch let e as DecodingError {
            throw error(1, "header: " + GktraceRecordError(describing: e).message)
        }
        var devices: [DeviceInfo] = []
        for (i, d) in (record.devices ?? []).enumerated() {
            do { devices.append(try d.deviceInfo()) } catch {
                throw TraceError(file: path, line: 1, column: 1, message: "header devices[\(i)]: \(error.message)")
            }
        }
        var surface: Size?
        if let s = record.surface {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                throw error(1, "header: \"surface\" must have a positive width and height, "
                    + "found \(s.width)×\(s.height)")
            }
            surface = Size(width: s.width, height: s.height)
        }
        return TraceHeader(version: Int(version), devices: devices, surface: surface, meta: record.meta ?? [:])
    }

    // MARK: - Event lines

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
            : GktraceField.named(UnsafeBufferPointer(rebasing: s.bytes[key.start..<key.end]))
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
                kind = .deviceAdded(try GktraceDeviceRecord.decode(UnsafeBufferPointer(rebasing: s.bytes[range])))
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
