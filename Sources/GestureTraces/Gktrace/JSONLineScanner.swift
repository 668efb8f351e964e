/// A syntax error found by `JSONLineScanner`: the 1-based byte column and what was expected.
struct JSONScanError: Error {
    /// 1-based byte column in the line.
    var column: Int
    /// What was wrong.
    var message: String
}

/// A strict, allocation-free JSON scanner over the bytes of one line (RFC 8259 grammar).
///
/// `.gktrace` event lines are parsed with this rather than `JSONDecoder` so that reading stays
/// above a million events per second: keys are compared as bytes, numbers are parsed in place
/// (Clinger's exact fast path, `Double(_:)` otherwise), unknown values are validated and skipped.
/// Errors carry the byte column, so a reader can report `file:line:column`.
struct JSONLineScanner {
    /// The line being scanned (without its newline), lent by `LineReader.withNextLine` (see there
    /// why a view); read only through its subscript.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Index of the next unread byte.
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Runs `body` on a scanner over `bytes`, a line held in an array (the header).
    ///
    /// - Parameters:
    ///   - bytes: the line, without its newline.
    ///   - body: scans it.
    /// - Returns: what `body` returned.
    /// - Throws: what `body` throws.
    static func scanning<R>(_ bytes: [UInt8], _ body: (inout JSONLineScanner) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { buf in
            var s = JSONLineScanner(buf)
            return try body(&s)
        }
    }

    /// A scanned string: the byte range between the quotes, and whether it holds escapes.
    struct StringToken {
        var start: Int
        var end: Int
        var hasEscapes: Bool
    }

    // MARK: - Basics

    /// The byte at the cursor, or nil at the end of the line.
    @inline(__always) func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// 1-based column of the cursor.
    var column: Int { index + 1 }

    /// Skips JSON whitespace (space, tab, CR, LF).
    @inline(__always) mutating func skipWhitespace() {
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A { index += 1 } else { return }
        }
    }

    /// Describes the byte at the cursor for error messages.
    func found() -> String {
        guard let b = peek() else { return "end of line" }
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    /// Fails at the cursor.
    func fail(_ message: String) -> JSONScanError { JSONScanError(column: column, message: message) }

    /// Consumes `byte` or fails saying `expected`.
    @inline(__always) mutating func expect(_ byte: UInt8, _ expected: String) throws(JSONScanError) {
        guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(expected), found \(found())") }
        index += 1
    }

    /// True when the rest of the line is whitespace.
    mutating func atEndAfterWhitespace() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    // MARK: - Objects

    /// Starts an object: consumes `{`; returns false if the object is empty (`{}` consumed).
    mutating func beginObject() throws(JSONScanError) -> Bool {
        skipWhitespace()
        try expect(UInt8(ascii: "{"), "'{' (a JSON object)")
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return false }
        return true
    }

    /// Reads a member key and its `:`; the cursor is left at the value.
    mutating func memberKey() throws(JSONScanError) -> StringToken {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            throw fail("expected a member name in double quotes, found \(found())")
        }
        let key = try scanString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "':' after the member name")
        skipWhitespace()
        return key
    }

    /// After a member value: consumes `,` (returns true, more members) or `}` (returns false).
    mutating func nextMember() throws(JSONScanError) -> Bool {
        skipWhitespace()
        guard let b = peek() else { throw fail("unterminated object: expected ',' or '}', found end of line") }
        if b == UInt8(ascii: ",") { index += 1; return true }
        if b == UInt8(ascii: "}") { index += 1; return false }
        throw fail("expected ',' or '}' after a member value, found \(found())")
    }

    // MARK: - Strings

    /// Scans a string starting at `"`; validates escapes, control characters and UTF-8.
    mutating func scanString() throws(JSONScanError) -> StringToken {
        try expect(UInt8(ascii: "\""), "'\"'")
        let start = index
        var escaped = false
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let token = StringToken(start: start, end: index, hasEscapes: escaped)
                index += 1
                return token
            }
            if b == UInt8(ascii: "\\") {
                escaped = true
                index += 1
                guard let e = peek() else { break }
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    index += 1
                    for _ in 0..<4 {
                        guard let h = peek(), Self.hexValue(h) != nil else {
                            throw fail("expected 4 hex digits after \\u, found \(found())")
                        }
                        index += 1
                    }
                default:
                    throw fail("invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
                continue
            }
            if b < 0x20 { throw fail("control character 0x\(String(b, radix: 16)) must be escaped in a string") }
            if b < 0x80 { index += 1; continue }
            try skipUTF8Sequence()
        }
        throw JSONScanError(column: start, message: "unterminated string")
    }

    /// Validates one multi-byte UTF-8 sequence at the cursor (lead byte C2–F4, continuation bytes).
    private mutating func skipUTF8Sequence() throws(JSONScanError) {
        let b = bytes[index]
        let count: Int
        switch b {
        case 0xC2...0xDF: count = 1
        case 0xE0...0xEF: count = 2
        case 0xF0...0xF4: count = 3
        default: throw fail("invalid UTF-8 byte 0x\(String(b, radix: 16))")
        }
        guard index + count < bytes.count else { throw fail("truncated UTF-8 sequence") }
        for k in 1...count where bytes[index + k] & 0xC0 != 0x80 {
            throw JSONScanError(column: index + k + 1, message: "invalid UTF-8 continuation byte")
        }
        index += count + 1
    }

    /// True when the raw bytes of `token` (no escapes) equal `literal`.
    @inline(__always) func equals(_ token: StringToken, _ literal: StaticString) -> Bool {
        let n = token.end - token.start
        guard n == literal.utf8CodeUnitCount else { return false }
        return startsWith(literal, at: token.start)
    }

    /// The decoded text of a string token (escapes resolved, surrogate pairs joined).
    func decode(_ token: StringToken) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        var pendingHigh: UInt32?
        func appendScalar(_ v: UInt32) {
            let scalar = Unicode.Scalar(v) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        while i < raw.count {
            let b = raw[i]
            guard b == UInt8(ascii: "\\"), i + 1 < raw.count else {
                if let h = pendingHigh { appendScalar(h); pendingHigh = nil }
                out.append(b); i += 1; continue
            }
            let e = raw[i + 1]
            i += 2
            if e == UInt8(ascii: "u"), i + 4 <= raw.count {
                var v: UInt32 = 0
                for k in 0..<4 { v = v << 4 | UInt32(Self.hexValue(raw[i + k]) ?? 0) }
                i += 4
                if let h = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(v) {
                        appendScalar(0x10000 + ((h - 0xD800) << 10) + (v - 0xDC00)); continue
                    }
                    appendScalar(0xFFFD)
                }
                if (0xD800...0xDBFF).contains(v) { pendingHigh = v } else { appendScalar(v) }
                continue
            }
            if let h = pendingHigh { appendScalar(h); pendingHigh = nil }
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            default: out.append(e)
            }
        }
        if let h = pendingHigh { appendScalar(h) }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: - Literals and skipping

    /// Consumes `true` or `false`.
    mutating func scanBool() throws(JSONScanError) -> Bool {
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw fail("expected true or false, found \(found())")
    }

    /// Consumes `literal` if the bytes at the cursor spell it.
    mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard index + n <= bytes.count, startsWith(literal, at: index) else { return false }
        index += n
        return true
    }

    /// True when the bytes from `start` (at least as many as `literal` has) spell `literal`.
    @inline(__always) private func startsWith(_ literal: StaticString, at start: Int) -> Bool {
        literal.withUTF8Buffer { l in
            for k in 0..<l.count where bytes[start + k] != l[k] { return false }
            return true
        }
    }

    /// Nesting deeper than this is rejected rather than risking the stack.
    static let maximumDepth = 64

    /// Validates and skips any JSON value (objects and arrays included).
    mutating func skipValue(depth: Int = 0) throws(JSONScanError) {
        guard depth < Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
        skipWhitespace()
        guard let b = peek() else { throw fail("expected a value, found end of line") }
        switch b {
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "{"):
            guard try beginObject() else { return }
            repeat {
                _ = try memberKey()
                try skipValue(depth: depth + 1)
            } while try nextMember()
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if peek() == UInt8(ascii: "]") { index += 1; return }
            while true {
                try skipValue(depth: depth + 1)
                skipWhitespace()
                guard let c = peek() else { throw fail("unterminated array: expected ',' or ']', found end of line") }
                index += 1
                if c == UInt8(ascii: "]") { return }
                guard c == UInt8(ascii: ",") else {
                    index -= 1
                    throw fail("expected ',' or ']' in an array, found \(found())")
                }
            }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try scanBool()
        case UInt8(ascii: "n"):
            guard matchLiteral("null") else { throw fail("expected null, found \(found())") }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let t = try scanNumber()
            if !t.isInteger || t.mantissaOverflow { _ = try double(t) }
        default:
            throw fail("expected a JSON value, found \(found())")
        }
    }
}
