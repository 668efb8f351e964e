/// Reads the top-level string fields of one JSON object — the output lines the bridge itself
/// encoded — in one pass, skipping every other value without building it. How the bridge learns a
/// scene line's `"type"` and `"view"` (`BridgeEncoder.line(for: SceneOutput)`). Release build,
/// encoding included: 3.4–5.3 µs an `indicator` or `visiblePages` line, against 72–106 µs with a
/// whole parse (`JSONValue.parse`); a scene's `state` line, whose view is known, 1.4–1.7 µs (the
/// commit that introduced this file has the measurement's program).
///
/// Strict only as far as it reads: it returns nil for bytes that are not one JSON object, but it
/// does not validate the values it skips (numbers, literals), which the encoder wrote.
struct TopLevelStrings {
    /// The line, a view of the `ByteBuffer` it was encoded into (valid only inside
    /// `withUnsafeReadableBytes`, as `LineReader.withNextLine` lends a line, see there why a view);
    /// read only through its subscript.
    private let bytes: UnsafeRawBufferPointer
    private var i = 0

    /// The values of `keys` that are strings at the top level of the object in `bytes` (a key
    /// given twice: the last wins, as most parsers); nil when `bytes` is not one JSON object.
    static func read(_ keys: Set<String>, in bytes: UnsafeRawBufferPointer) -> [String: String]? {
        var reader = TopLevelStrings(bytes: bytes)
        return reader.object(keys)
    }

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private mutating func object(_ keys: Set<String>) -> [String: String]? {
        var found: [String: String] = [:]
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpace()
        if take(UInt8(ascii: "}")) { return found }
        while true {
            skipSpace()
            guard let key = span() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            if peek == UInt8(ascii: "\"") {
                guard let value = span() else { return nil }
                // Strings are built only for the keys asked for: every other one is only skipped.
                if let name = decode(key), keys.contains(name) {
                    guard let text = decode(value) else { return nil }
                    found[name] = text
                }
            } else if !skipValue() {
                return nil
            }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            return found
        }
    }

    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        i += 1
        return true
    }

    private mutating func skipSpace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
    }

    /// A string at `i` (its opening quote): where its content lies and whether it has escapes,
    /// without building it; nil if the bytes end first.
    private mutating func span() -> (range: Range<Int>, escaped: Bool)? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = i
        var escaped = false
        while let b = peek {
            if b == UInt8(ascii: "\"") {
                i += 1
                return (start..<(i - 1), escaped)
            }
            if b == UInt8(ascii: "\\") { escaped = true; i += 1 }
            i += 1
        }
        return nil
    }

    /// The text of a string's content, its escapes decoded; nil for a bad escape.
    private func decode(_ span: (range: Range<Int>, escaped: Bool)) -> String? {
        let content = UnsafeRawBufferPointer(rebasing: bytes[span.range])
        guard span.escaped else { return String(decoding: content, as: UTF8.self) }
        var reader = TopLevelStrings(bytes: content)
        var scalars = String.UnicodeScalarView()
        var run = reader.i
        while let b = reader.peek {
            guard b == UInt8(ascii: "\\") else { reader.i += 1; continue }
            scalars.append(contentsOf: String(decoding: UnsafeRawBufferPointer(rebasing: content[run..<reader.i]),
                                              as: UTF8.self).unicodeScalars)
            reader.i += 1
            guard let scalar = reader.escape() else { return nil }
            scalars.append(scalar)
            run = reader.i
        }
        scalars.append(
            contentsOf: String(decoding: UnsafeRawBufferPointer(rebasing: content[run...]), as: UTF8.self)
                .unicodeScalars)
        return String(scalars)
    }

    /// The character of an escape whose backslash was just read.
    private mutating func escape() -> Unicode.Scalar? {
        guard let e = peek else { return nil }
        i += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(e)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(unit) {   // a surrogate pair: \uD83D\uDE00
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(),
                      (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(unit)
        default: return nil
        }
    }

    private mutating func hex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek, let digit = Self.hexValue(b) else { return nil }
            i += 1
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Skips a value that is not a string: an object or array (strings inside them included), or
    /// a number or literal up to the next `,` or `}`. False if the object ends inside it, or
    /// where a value should be there is none.
    private mutating func skipValue() -> Bool {
        let start = i
        var depth = 0
        while let b = peek {
            switch b {
            case UInt8(ascii: "\""):
                guard span() != nil else { return false }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return i > start }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return i > start }
            default:
                break
            }
            i += 1
        }
        return false
    }
}
