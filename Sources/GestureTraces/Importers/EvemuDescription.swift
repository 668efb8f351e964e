/// The device description lines of an evemu file (`N:`, `I:`, `P:`, `B:`, `A:`), accumulated.
struct EvemuDescription {
    var name = ""
    var sawName = false
    var id: [UInt16] = [0, 0, 0, 0]
    var propertyBytes: [UInt8] = []
    var bitBytes: [UInt16: [UInt8]] = [:]
    var absinfo: [UInt16: AbsoluteAxis] = [:]

    /// Parses one description or comment line; throws `TraceError` with line and column.
    mutating func parse(_ line: String, path: String, line number: Int) throws {
        let bytes = Array(line.utf8)
        var scanner = TokenScanner(bytes: bytes)
        guard let first = scanner.next() else { return }  // blank or comment
        let tag = String(decoding: bytes[first], as: UTF8.self)
        switch tag {
        case "N:":
            var rest = scanner.position
            while rest < bytes.count && (bytes[rest] == 0x20 || bytes[rest] == 0x09) { rest += 1 }
            name = String(decoding: bytes[rest...], as: UTF8.self)
            sawName = true
        case "I:":
            for k in 0..<4 {
                guard let t = scanner.next() else {
                    throw TraceError(
                        file: path, line: number, column: scanner.position + 1,
                        message: "'I:' needs 4 hex numbers: bus vendor product version")
                }
                id[k] = try EvemuReader.parseHex(bytes, t, what: "I: field \(k + 1)", path: path, line: number)
            }
        case "P:":
            while let t = scanner.next() { propertyBytes.append(try byte(bytes, t, "P:", path, number)) }
        case "B:":
            guard let t = scanner.next() else {
                throw TraceError(
                    file: path, line: number, column: scanner.position + 1,
                    message: "'B:' needs an event type and bitmap bytes")
            }
            let type = try EvemuReader.parseHex(bytes, t, what: "B: type", path: path, line: number)
            while let b = scanner.next() { bitBytes[type, default: []].append(try byte(bytes, b, "B:", path, number)) }
        case "A:":
            guard let c = scanner.next() else {
                throw TraceError(
                    file: path, line: number, column: scanner.position + 1,
                    message: "'A:' needs code min max fuzz flat [resolution]")
            }
            let code = try EvemuReader.parseHex(bytes, c, what: "A: code", path: path, line: number)
            var values: [Int32] = []
            while let t = scanner.next() {
                values.append(try EvemuReader.parseDecimal(bytes, t, what: "A: value", path: path, line: number))
            }
            guard values.count == 4 || values.count == 5 else {
                throw TraceError(file: path, line: number, column: c.lowerBound + 1,
                                 message: """
                                     'A:' needs min max fuzz flat [resolution] after the code, got \(values.count) \
                                     numbers
                                     """)
            }
            absinfo[code] = AbsoluteAxis(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                                         resolution: values.count == 5 ? values[4] : 0)
        case "L:", "S:":
            break  // LED and switch states: not needed for touch input
        default:
            throw TraceError(file: path, line: number, column: first.lowerBound + 1,
                             message: """
                                 unknown evemu line '\(tag.prefix(20))': expected N:, I:, P:, B:, A:, L:, S:, E: or a \
                                 # comment
                                 """)
        }
    }

    private func byte(_ bytes: [UInt8], _ r: Range<Int>, _ what: String, _ path: String, _ line: Int) throws -> UInt8 {
        let v = try EvemuReader.parseHex(bytes, r, what: what + " byte", path: path, line: line)
        guard v <= 0xff else {
            throw TraceError(
                file: path, line: line, column: r.lowerBound + 1,
                message: "\(what) byte '\(String(decoding: bytes[r], as: UTF8.self))' exceeds 0xff")
        }
        return UInt8(v)
    }

    /// Reads a description file (`FILE.desc`, as evemu-devices and ChromiumOS keep a device beside
    /// its events-only recordings): description lines and comments only.
    /// - Throws: `TraceError` at the line of an event line or a malformed one, or when the file has
    ///   no `N:` line.
    static func read(path: String) throws -> EvemuDescription {
        var lines = try LineReader(path: path)
        var description = EvemuDescription()
        while let line = try lines.nextLine() {
            if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("E:") {
                throw TraceError(file: path, line: lines.lineNumber, column: 1, message: """
                    a description file holds no events: expected N:, I:, P:, B:, A: lines (the events go in \
                    the recording)
                    """)
            }
            try description.parse(line, path: path, line: lines.lineNumber)
        }
        guard description.sawName else {
            throw TraceError(file: path, line: max(lines.lineNumber, 1), column: 1,
                             message: "no 'N:' line: expected an evemu device description (N:, I:, B:, A: lines)")
        }
        return description
    }

    /// The bits set in a little-endian kernel bitmap.
    private static func bits(_ bytes: [UInt8]) -> [UInt16] {
        var out: [UInt16] = []
        for (i, b) in bytes.enumerated() where b != 0 {
            for j in 0..<8 where b & (1 << j) != 0 { out.append(UInt16(i * 8 + j)) }
        }
        return out
    }

    /// The accumulated description as an `EvdevDescription`. Type 0's bitmap lists event types, so
    /// each listed type gets a (possibly empty) code list; absolute axes with an `A:` line are
    /// listed under EV_ABS even when their `B: 03` bit is missing.
    func evdev() -> EvdevDescription {
        var codes: [UInt16: [UInt16]] = [:]
        for t in Self.bits(bitBytes[0] ?? []) where t != 0 { codes[t] = [] }
        for (type, bytes) in bitBytes where type != 0 { codes[type] = Self.bits(bytes) }
        var abs = Set(codes[EvdevCode.EV_ABS] ?? [])
        for code in absinfo.keys where !abs.contains(code) { abs.insert(code) }
        if !abs.isEmpty { codes[EvdevCode.EV_ABS] = abs.sorted() }
        return EvdevDescription(bustype: id[0], vendor: id[1], product: id[2], version: id[3], codes: codes,
                                absinfo: absinfo, properties: Self.bits(propertyBytes))
    }
}
