/// A forgiving cursor over the ASCII bytes of one text line, for the `debug-events` importer:
/// numbers as C's `printf` writes them (`%+6.3f`, `-0.43`, ` 1.02`), words, single characters.
///
/// It reads the line `LineReader.withNextLine` lends (valid only inside that call, so a cursor
/// never outlives the line; see there why a view rather than a copy), only through its subscript,
/// every read behind an `index < bytes.count` test.
struct DebugEventsCursor {
    /// The line's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Index of the next unread byte.
    var index: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) { self.bytes = bytes; self.index = index }

    /// True at the end of the line.
    var atEnd: Bool { index >= bytes.count }
    /// 1-based column of the cursor.
    var column: Int { index + 1 }
    /// The byte at the cursor, or nil at the end.
    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The bytes of `range` (within the line) as a `String`, invalid UTF-8 repaired.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Skips spaces and tabs.
    mutating func skipBlanks() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// Consumes `byte` (after blanks) if present.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The next blank-separated word, or nil at the end.
    mutating func word() -> String? {
        wordRange().map(string)
    }

    /// The range of the next blank-separated word (nil at the end), without making a `String`.
    mutating func wordRange() -> Range<Int>? {
        skipBlanks()
        let start = index
        while index < bytes.count, bytes[index] != 0x20 && bytes[index] != 0x09 { index += 1 }
        return start == index ? nil : start..<index
    }

    /// True when every byte of `range` satisfies `test`.
    func all(_ range: Range<Int>, _ test: (UInt8) -> Bool) -> Bool {
        for i in range where !test(bytes[i]) { return false }
        return true
    }

    /// Consumes `literal` (after blanks) if the bytes spell it; compared in place, no copies.
    mutating func consume(_ literal: StaticString) -> Bool {
        skipBlanks()
        guard bytes(index..<bytes.count, startWith: literal) else { return false }
        index += literal.utf8CodeUnitCount
        return true
    }

    /// True when the bytes of `range` start with `literal`.
    @inline(__always)
    func bytes(_ range: Range<Int>, startWith literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard range.count >= count else { return false }
        return literal.withUTF8Buffer { l in
            for k in 0..<count where bytes[range.lowerBound + k] != l[k] { return false }
            return true
        }
    }

    /// A decimal integer with optional sign.
    mutating func integer() -> Int? {
        skipBlanks()
        var i = index
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-"); i += 1
        }
        var value = 0
        let digitsStart = i
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10, i - digitsStart < 18 {
            value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            i += 1
        }
        guard i > digitsStart else { return nil }
        index = i
        return negative ? -value : value
    }

    /// A decimal number as printf's `%f` writes it (sign, digits, optional fraction); finite only.
    /// One pass: the digits are gathered as they are checked, and a number of at most 15 digits is
    /// `ExactDecimal`'s value, the same Double `Double(String)` gives; longer ones are read by it.
    mutating func number() -> Double? {
        skipBlanks()
        var i = index
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-"); i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0"))
            digits += 1
            i += 1
        }
        var fractionDigits = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0"))
                digits += 1
                fractionDigits += 1
                i += 1
            }
        }
        guard digits > 0 else { return nil }
        if digits <= ExactDecimal.maximumDigits {
            index = i
            return ExactDecimal.value(mantissa: mantissa, fractionDigits: fractionDigits, negative: negative)
        }
        guard let v = Double(string(index..<i)), v.isFinite else { return nil }
        index = i
        return v
    }

    /// A time as debug-events prints it (`+1.234s`): exact microseconds, no floating point.
    mutating func seconds() -> Int64? {
        skipBlanks()
        var i = index
        var negative = false
        guard i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") else { return nil }
        negative = bytes[i] == UInt8(ascii: "-")
        i += 1
        var whole: Int64 = 0
        let wholeStart = i
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10, i - wholeStart < 12 {
            whole = whole * 10 + Int64(bytes[i] - UInt8(ascii: "0")); i += 1
        }
        guard i > wholeStart, i < bytes.count, bytes[i] == UInt8(ascii: ".") else { return nil }
        i += 1
        var micros: Int64 = 0
        var digits = 0
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 {
            if digits < 6 { micros = micros * 10 + Int64(bytes[i] - UInt8(ascii: "0")); digits += 1 }
            i += 1
        }
        guard digits > 0, i < bytes.count, bytes[i] == UInt8(ascii: "s") else { return nil }
        while digits < 6 { micros *= 10; digits += 1 }
        index = i + 1
        let total = whole * 1_000_000 + micros
        return negative ? -total : total
    }

    /// `a/b` with optional blanks around the slash (`0.19/-0.38`, ` 0.00/ 0.00`).
    mutating func pair() -> (Double, Double)? {
        let save = index
        guard let a = number(), consume(UInt8(ascii: "/")), let b = number() else { index = save; return nil }
        return (a, b)
    }

    /// The word of `range` as a `DebugEventsWord` (nil when longer than it holds).
    func word(_ range: Range<Int>) -> DebugEventsWord? {
        DebugEventsWord(bytes, range)
    }
}
