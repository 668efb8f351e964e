/// A forgiving cursor over the ASCII bytes of one text line, for the `debug-events` importer:
/// numbers as C's `printf` writes them (`%+6.3f`, `-0.43`, ` 1.02`), words, single characters.
struct DebugEventsCursor {
    /// The line's bytes.
    let bytes: [UInt8]
    /// Index of the next unread byte.
    var index: Int

    init(_ bytes: [UInt8], at index: Int = 0) { self.bytes = bytes; self.index = index }

    /// True at the end of the line.
    var atEnd: Bool { index >= bytes.count }
    /// 1-based column of the cursor.
    var column: Int { index + 1 }
    /// The byte at the cursor, or nil at the end.
    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips spaces and tabs.
    mutating func skipBlanks() {
        while let b = peek(), b == 0x20 || b == 0x09 { index += 1 }
    }

    /// Consumes `byte` (after blanks) if present.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// The next blank-separated word, or nil at the end.
    mutating func word() -> String? {
        skipBlanks()
        let start = index
        while let b = peek(), b != 0x20 && b != 0x09 { index += 1 }
        return start == index ? nil : String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The range of the next blank-separated word (nil at the end), without making a `String`.
    mutating func wordRange() -> Range<Int>? {
        skipBlanks()
        let start = index
        while let b = peek(), b != 0x20 && b != 0x09 { index += 1 }
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

    /// True when the bytes of `range` are `other`'s: a length test, then one pass over raw
    /// buffers (the generic `elementsEqual` cost 450 instructions a line; callgrind, 2·10⁴ lines).
    func bytes(_ range: Range<Int>, equal other: [UInt8]) -> Bool {
        guard range.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                for k in 0..<b.count where a[range.lowerBound + k] != b[k] { return false }
                return true
            }
        }
    }

    /// True when the bytes of `range` start with `literal`.
    func bytes(_ range: Range<Int>, startWith literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard range.count >= count else { return false }
        let l = literal.utf8Start
        for k in 0..<count where bytes[range.lowerBound + k] != l[k] { return false }
        return true
    }

    /// A decimal integer with optional sign.
    mutating func integer() -> Int? {
        skipBlanks()
        var i = index
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { negative = bytes[i] == UInt8(ascii: "-"); i += 1 }
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
    mutating func number() -> Double? {
        skipBlanks()
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let digitsStart = i
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
        }
        guard i > digitsStart, bytes[digitsStart] != UInt8(ascii: ".") || i > digitsStart + 1 else { return nil }
        if let v = exactDecimal(index..<i) {
            index = i
            return v
        }
        guard let v = Double(String(decoding: bytes[index..<i], as: UTF8.self)), v.isFinite else { return nil }
        index = i
        return v
    }

    /// The number `range` spells (sign, digits, optional `.` and digits, as `number()` checked)
    /// when it has at most 15 digits: the same Double `Double(String)` gives (`ExactDecimal`).
    private func exactDecimal(_ range: Range<Int>) -> Double? {
        var i = range.lowerBound
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while i < range.upperBound {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                inFraction = true
            } else {
                mantissa = mantissa &* 10 &+ UInt64(b &- UInt8(ascii: "0"))
                digits += 1
                if inFraction { fractionDigits += 1 }
                if digits > ExactDecimal.maximumDigits { return nil }
            }
            i += 1
        }
        return ExactDecimal.value(mantissa: mantissa, fractionDigits: fractionDigits, negative: negative)
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
}
