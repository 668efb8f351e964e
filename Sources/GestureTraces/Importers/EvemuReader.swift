/// Reads evemu-record text (`evemu-record`, `evemu-describe`): one device description, then raw
/// evdev rows, decoded into touch `InputEvent`s through `MultitouchDecoder`.
///
/// Format (evemu 1.x): `# EVEMU 1.3` and other `#` comments; `N: name`; `I: bus vendor product
/// version` (hex); `P:` property bytes (hex, repeated lines continue the bitmap); `B: type bytes…`
/// per event type (hex; repeated lines for one type continue its bitmap; type 00 lists the event
/// types); `A: code min max fuzz flat [resolution]` (code hex, the rest decimal; resolution absent
/// in old files); `L:`/`S:` LED and switch states (ignored); then `E: sec.usec type code value`
/// with hex type and code, a decimal value and an optional `# comment`.
///
/// The first item is `.deviceAdded` (at the first row's time), then decoded touch events and any
/// decoder diagnostics in order. Timestamps are kept as recorded (absolute or relative), in µs.
/// Streaming: the file is read line by line in bounded memory. Malformed lines throw a `TraceError`
/// with the line and column (`x.evemu:12:18: bad hex 'ZZ' in type`).
public final class EvemuReader: TraceSource {
    /// The device, as the one entry of `devices`.
    public private(set) var header: TraceHeader
    /// The id events are stamped with.
    public let device: DeviceID
    /// The device description read from the file.
    public let deviceInfo: DeviceInfo

    /// The rows after the description, read and decoded as `next()` asks (`EvemuReader+Rows.swift`).
    private let rows: Rows

    /// Opens `path` and reads the device description (up to the first `E:` row).
    ///
    /// `surface` (points) maps a touchscreen's full range onto that size (with `calibration` and
    /// `rotation`); without it, and for touchpads, coordinates are millimetres at
    /// `pointsPerMillimetre` (96 dpi by default), except that a touchscreen without resolution maps
    /// onto `CoordinateMapping.fallbackSurface`. `deviceSize` (mm) overrides the device's reported
    /// or assumed size. `quirks` is libinput's quirks database (nil: the installed one,
    /// `QuirksDirectory`); evemu carries no DMI, so sections that need it do not apply.
    /// `description` names a description file for an events-only recording. Throws
    /// `TraceError` for unreadable files, malformed description lines or an invalid mapping.
    ///
    /// - Parameters:
    ///   - path: the evemu recording.
    ///   - device: the device id its events carry.
    ///   - surface: the surface a touchscreen's full range maps onto (points); nil converts millimetres.
    ///   - calibration: applied to touchscreen coordinates first, as libinput does.
    ///   - rotation: applied after calibration.
    ///   - pointsPerMillimetre: the density millimetres are converted at.
    ///   - deviceSize: the device's physical size (mm), overriding the reported or assumed one.
    ///   - quirks: libinput's quirks database; nil reads the installed one.
    ///   - descriptionPath: a description file for a recording of events only.
    /// - Throws: `TraceError` for an unreadable file, a malformed description line or an invalid
    ///   mapping.
    public init(path: String, device: DeviceID = DeviceID(0), surface: Size? = nil,
                calibration: CalibrationMatrix = .identity, rotation: SurfaceRotation = .none,
                pointsPerMillimetre: Double = CoordinateMapping.defaultPointsPerMillimetre,
                deviceSize: Size? = nil, quirks: QuirksDatabase? = nil, description descriptionPath: String? = nil)
        throws
    {
        self.device = device
        var lines = try LineReader(path: path)
        var description = EvemuDescription()
        var first: EvdevRow?
        while let line = try lines.nextLine() {
            let lineNumber = lines.lineNumber
            if line.hasPrefix("E:") {
                first = try Self.parseEvent(Array(line.utf8)[...], path: path, line: lineNumber)
                break
            }
            try description.parse(line, path: path, line: lineNumber)
        }
        if let descriptionPath {
            if description.sawName {
                throw TraceError(file: path, line: 1, column: 1, message: """
                    the recording has its own description ('N:' line), and --description \(descriptionPath) gives \
                    another: keep one of them
                    """)
            }
            description = try EvemuDescription.read(path: descriptionPath)
        }
        guard description.sawName else {
            throw TraceError(file: path, line: max(lines.lineNumber, 1), column: 1,
                             message: """
                                 no device description (an 'N:' line with 'I:', 'B:', 'A:' lines) before the first \
                                 event; is this an evemu recording? An events-only file (as evemu-devices and \
                                 ChromiumOS keep them) needs --description FILE.desc
                                 """)
        }
        let evdev = description.evdev()
        var (info, touchpadQuirks) = try RecordedDeviceQuirks.resolve(
            DeviceInfo(name: description.name, evdev: evdev, node: path), database: quirks, path: path)
        if let deviceSize {
            do { info = try info.configuring(size: deviceSize) } catch {
                throw TraceError(file: path, message: "\(error)")
            }
        }
        deviceInfo = info
        header = TraceHeader(devices: [info], surface: info.kind == .touchscreen ? surface : nil,
                             meta: ["format": "evemu", "source": path])
        var decoder: MultitouchDecoder?
        do {
            let mapping = try CoordinateMapping(device: info, surface: surface, calibration: calibration,
                                                rotation: rotation, pointsPerMillimetre: pointsPerMillimetre)
            decoder = try MultitouchDecoder(device: device, info: info, mapping: mapping, quirks: touchpadQuirks)
        } catch let error as CoordinateMappingError where error.argument != "device" {
            throw TraceError(file: path, message: error.description)
        } catch {
            decoder = nil  // not a touch device: only its deviceAdded is reported
        }
        rows = Rows(EvemuRowStream(
            lines: lines, path: path, device: device, deviceInfo: info, decoder: decoder, first: first))
    }

    /// The next item: `.deviceAdded` first, then decoded events; nil at the end.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError` naming the file and line for input it cannot recover from.
    public func next() throws -> TraceItem? { try rows.stream.next() }

    // MARK: Parsing

    /// Parses `E: sec.usec type code value [# comment]` from the line's bytes.
    static func parseEvent<C: Collection>(_ bytes: C, path: String, line: Int) throws -> EvdevRow
    where C.Element == UInt8, C.Index == Int {
        var scanner = TokenScanner(bytes: bytes)
        _ = scanner.next()  // "E:"
        guard let time = scanner.next() else { throw missing("time", scanner, path, line) }
        guard let type = scanner.next() else { throw missing("type", scanner, path, line) }
        guard let code = scanner.next() else { throw missing("code", scanner, path, line) }
        guard let value = scanner.next() else { throw missing("value", scanner, path, line) }
        let us = try parseTime(bytes, time, path: path, line: line)
        let t = try parseHex(bytes, type, what: "type", path: path, line: line)
        let c = try parseHex(bytes, code, what: "code", path: path, line: line)
        let v = try parseDecimal(bytes, value, what: "value", path: path, line: line)
        return EvdevRow(time: Timestamp(microseconds: us), type: t, code: c, value: v)
    }

    private static func missing<C: Collection>(_ what: String, _ s: TokenScanner<C>, _ path: String, _ line: Int)
        -> TraceError
    where C.Element == UInt8, C.Index == Int {
        TraceError(file: path, line: line, column: s.position + 1,
                   message: "missing \(what): an event line is 'E: sec.usec type code value'")
    }

    private static func text<C: Collection>(_ bytes: C, _ r: Range<Int>) -> String
    where C.Element == UInt8, C.Index == Int {
        String(decoding: bytes[r], as: UTF8.self)
    }

    static func parseHex<C: Collection>(_ bytes: C, _ r: Range<Int>, what: String, path: String, line: Int) throws
        -> UInt16
    where C.Element == UInt8, C.Index == Int {
        var v: UInt32 = 0
        var i = r.lowerBound
        if r.count > 2 && bytes[i] == UInt8(ascii: "0") && (bytes[i + 1] | 0x20) == UInt8(ascii: "x") { i += 2 }
        guard i < r.upperBound else {
            throw TraceError(
                file: path, line: line, column: r.lowerBound + 1, message: "bad hex '\(text(bytes, r))' in \(what)")
        }
        while i < r.upperBound {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default:
                throw TraceError(
                    file: path, line: line, column: r.lowerBound + 1, message: "bad hex '\(text(bytes, r))' in \(what)")
            }
            v = v * 16 + d
            guard v <= UInt32(UInt16.max) else {
                throw TraceError(
                    file: path, line: line, column: r.lowerBound + 1,
                    message: "\(what) '\(text(bytes, r))' exceeds 0xffff")
            }
            i += 1
        }
        return UInt16(v)
    }

    static func parseDecimal<C: Collection>(_ bytes: C, _ r: Range<Int>, what: String, path: String, line: Int) throws
        -> Int32
    where C.Element == UInt8, C.Index == Int {
        var i = r.lowerBound
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-"); i += 1
        }
        guard i < r.upperBound else {
            throw TraceError(
                file: path, line: line, column: r.lowerBound + 1, message: "bad decimal '\(text(bytes, r))' in \(what)")
        }
        var v: Int64 = 0
        while i < r.upperBound {
            let b = bytes[i]
            guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else {
                throw TraceError(
                    file: path, line: line, column: r.lowerBound + 1,
                    message: "bad decimal '\(text(bytes, r))' in \(what)")
            }
            v = v * 10 + Int64(b - UInt8(ascii: "0"))
            guard v <= Int64(Int32.max) + 1 else {
                throw TraceError(
                    file: path, line: line, column: r.lowerBound + 1,
                    message: "\(what) '\(text(bytes, r))' does not fit 32 bits")
            }
            i += 1
        }
        if negative { v = -v }
        guard v >= Int64(Int32.min) && v <= Int64(Int32.max) else {
            throw TraceError(
                file: path, line: line, column: r.lowerBound + 1,
                message: "\(what) '\(text(bytes, r))' does not fit 32 bits")
        }
        return Int32(v)
    }

    /// `sec.usec` → µs; the fraction is read as a decimal fraction (evemu writes six digits).
    static func parseTime<C: Collection>(_ bytes: C, _ r: Range<Int>, path: String, line: Int) throws -> Int64
    where C.Element == UInt8, C.Index == Int {
        var seconds: Int64 = 0, micros: Int64 = 0, fractionDigits = 0
        var inFraction = false, sawDigit = false
        for i in r {
            let b = bytes[i]
            if b == UInt8(ascii: "."), !inFraction { inFraction = true; continue }
            guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else {
                throw TraceError(
                    file: path, line: line, column: r.lowerBound + 1,
                    message: "bad time '\(text(bytes, r))', expected sec.usec")
            }
            sawDigit = true
            let d = Int64(b - UInt8(ascii: "0"))
            if inFraction {
                if fractionDigits < 6 { micros = micros * 10 + d; fractionDigits += 1 }
            } else {
                seconds = seconds * 10 + d
                guard seconds < 9_000_000_000_000 else {
                    throw TraceError(
                        file: path, line: line, column: r.lowerBound + 1,
                        message: "time '\(text(bytes, r))' is too large")
                }
            }
        }
        guard sawDigit else {
            throw TraceError(
                file: path, line: line, column: r.lowerBound + 1,
                message: "bad time '\(text(bytes, r))', expected sec.usec")
        }
        while fractionDigits < 6 { micros *= 10; fractionDigits += 1 }
        return seconds * 1_000_000 + micros
    }
}

/// Splits a line into whitespace-separated tokens up to a `#` comment, reporting byte ranges.
struct TokenScanner<C: Collection> where C.Element == UInt8, C.Index == Int {
    let bytes: C
    /// Offset (from the line start) of the next unread byte.
    private(set) var position: Int

    init(bytes: C) { self.bytes = bytes; position = bytes.startIndex }

    /// The range of the next token, or nil at the end of the line or at a comment.
    mutating func next() -> Range<Int>? {
        let end = bytes.endIndex
        while position < end && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
        guard position < end, bytes[position] != UInt8(ascii: "#") else { return nil }
        let start = position
        while position < end && bytes[position] != 0x20 && bytes[position] != 0x09
            && bytes[position] != UInt8(ascii: "#")
        { position += 1 }
        return start..<position
    }
}
