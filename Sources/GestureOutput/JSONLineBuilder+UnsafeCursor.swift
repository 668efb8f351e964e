import GestureKit

/// The unsafe part of `JSONLineBuilder`, kept in one place: every byte of a line is written
/// through a raw pointer into the builder's storage (`JSONCursor`), after one capacity check per
/// field or per line, and the finished bytes are handed out as a buffer (`withBytes`).
///
/// Why unsafe: the safe spelling (the cursor holding the `[UInt8]`, swapped in and out of the
/// builder so it is never copied, and writing by index with bounds checks) costs 10.5 % more
/// instructions on the `.gktrace` replay and 19.4 % on the debug-events one, whose input lines
/// give 5.7 output lines each (docs/performance.md). Each write's room is reserved by the caller from
/// the `…Bound`s below before any byte is written, so no write passes the buffer's end.
extension JSONLineBuilder {
    /// Calls `body` with the bytes built so far (valid only during the call).
    ///
    /// - Parameter body: reads the bytes; it must not keep the pointer.
    /// - Returns: what `body` returned.
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<used])) }
    }

    /// Runs `body` on a cursor over at least `capacity` free bytes; `body` must write no more.
    /// One uniqueness check per call, however many bytes `body` writes.
    @inline(__always)
    mutating func write(upTo capacity: Int, _ body: (inout JSONCursor) -> Void) {
        if storage.count - used < capacity { grow(capacity) }
        let start = used
        let comma = needsComma
        let digits = fractionDigits
        let (end, newComma) = storage.withUnsafeMutableBufferPointer { buf -> (Int, Bool) in
            guard let base = buf.baseAddress else { return (start, comma) }
            var c = JSONCursor(position: base + start, needsComma: comma, fractionDigits: digits)
            body(&c)
            return (c.position - base, c.needsComma)
        }
        used = end
        needsComma = newComma
    }
}

/// A write position in a `JSONLineBuilder`'s storage that the builder has already made room for:
/// every write is a plain store, with no bounds, uniqueness or capacity check. Each method's
/// worst-case size is one of the `…Bound`s below, which callers sum to reserve room.
struct JSONCursor {
    /// Next byte to write.
    var position: UnsafeMutablePointer<UInt8>
    /// A member was written since the object opened, so the next key needs a comma.
    var needsComma: Bool
    /// Decimals kept for doubles (0…9).
    let fractionDigits: Int

    /// Most bytes `key(k)` writes: comma, quotes, colon.
    @inline(__always) static func keyBound(_ k: StaticString) -> Int { k.utf8CodeUnitCount + 4 }
    /// Most bytes of an integer: sign and 19 digits.
    static let integerBound = 20
    /// Most bytes of a double: `null`, a fixed-point number (sign, 16 + 9 digits, point) or
    /// Swift's shortest description ("-1.7976931348623157e+308" is 24).
    static let doubleBound = 32
    /// Most bytes of an escaped string: quotes and up to 6 bytes (`\u00XX`) per byte.
    @inline(__always) static func stringBound(_ s: String) -> Int { s.utf8.count * 6 + 2 }

    @inline(__always) mutating func byte(_ b: UInt8) {
        position.pointee = b
        position += 1
    }

    @inline(__always) mutating func raw(_ s: StaticString) {
        let n = s.utf8CodeUnitCount
        position.update(from: s.utf8Start, count: n)
        position += n
    }

    /// `{"t":…,"type":"…"` (`JSONLineBuilder.begin`).
    @inline(__always) mutating func begin(time: Timestamp, type: StaticString) {
        raw("{\"t\":")
        integer(time.microseconds)
        raw(",\"type\":\"")
        raw(type)
        byte(UInt8(ascii: "\""))
        needsComma = true
    }

    /// `}` and a newline.
    @inline(__always) mutating func end() {
        byte(UInt8(ascii: "}"))
        byte(UInt8(ascii: "\n"))
    }

    @inline(__always) mutating func key(_ k: StaticString) {
        if needsComma { byte(UInt8(ascii: ",")) }
        needsComma = true
        byte(UInt8(ascii: "\""))
        raw(k)
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: ":"))
    }

    @inline(__always) mutating func field(_ k: StaticString, _ n: Int64) { key(k); integer(n) }
    @inline(__always) mutating func field(_ k: StaticString, _ n: Int) { key(k); integer(Int64(n)) }
    @inline(__always) mutating func field(_ k: StaticString, _ x: Double) { key(k); double(x) }
    @inline(__always) mutating func field(_ k: StaticString, _ b: Bool) { key(k); raw(b ? "true" : "false") }
    @inline(__always) mutating func field(_ k: StaticString, _ s: StaticString) {
        key(k)
        byte(UInt8(ascii: "\""))
        raw(s)
        byte(UInt8(ascii: "\""))
    }
    @inline(__always) mutating func field(_ k: StaticString, _ s: String) { key(k); string(s) }

    // MARK: - Number and string formatting

    /// The two-digit numbers "00" … "99", two bytes each: digits are written two at a time,
    /// halving the divisions (as the usual `itoa`s do). A static string lives in the binary's
    /// read-only data: no lazy initialisation, no bounds check, no retain.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes `pair` (0 … 99) as two digits.
    @inline(__always) private static func writePair(_ pair: UInt64, to p: UnsafeMutablePointer<UInt8>) {
        p.update(from: digitPairs.utf8Start + 2 * Int(truncatingIfNeeded: pair), count: 2)
    }

    /// Number of decimal digits of `v` (1 … 20).
    @inline(__always) private static func digitCount(_ v: UInt64) -> Int {
        var n = 1
        var rest = v
        // Four at a time first: a timestamp of 7–13 digits takes two or three steps.
        while rest >= 10_000 { rest /= 10_000; n += 4 }
        if rest >= 100 { n += rest >= 1_000 ? 3 : 2 } else if rest >= 10 { n += 1 }
        return n
    }

    /// Writes the decimal digits of `v` (> 0), most significant first, two at a time from the end.
    @inline(__always) private mutating func digits(_ v: UInt64) {
        let width = Self.digitCount(v)
        var rest = v
        var p = position + width
        position = p
        while rest >= 100 {
            p -= 2
            Self.writePair(rest % 100, to: p)
            rest /= 100
        }
        if rest >= 10 {
            p -= 2
            Self.writePair(rest, to: p)
        } else {
            p -= 1
            p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    mutating func integer(_ n: Int64) {
        if n == 0 { byte(UInt8(ascii: "0")); return }
        if n < 0 { byte(UInt8(ascii: "-")) }
        digits(n.magnitude)
    }

    /// 10^`digits` for `digits` in 0…9 (a switch: no global array, no bounds check). An integer
    /// divisor, kept here rather than taken from `ExactDecimal.powerOfTen(_:)` (the readers' one
    /// table of exact Double powers): converting that Double to this UInt64 costs 24 % more
    /// instructions in `JSONCursor.double`, 1.5 % of the `.gktrace` replay.
    @inline(__always) private static func powerOfTen(_ digits: Int) -> UInt64 {
        switch digits {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        default: 1_000_000_000
        }
    }

    /// `x` rounded to `fractionDigits` decimals (half away from zero, as `Double.rounded()`),
    /// trailing zeros trimmed; `null` when not finite.
    mutating func double(_ x: Double) {
        guard x.isFinite else { raw("null"); return }
        // The common 3 decimals get a constant divisor (a multiply instead of a division).
        if fractionDigits == 3 { fixed(x, digits: 3) } else { fixed(x, digits: fractionDigits) }
    }

    @inline(__always) private mutating func fixed(_ x: Double, digits: Int) {
        let divisor = Self.powerOfTen(digits)
        let scaled = x * Double(divisor)
        // Beyond 2^53 the fraction is meaningless; fall back to Swift's shortest representation.
        // (From 2^52 up every double is an integer, so testing before rounding is the same test
        // as rounding first.)
        guard abs(scaled) < 9.0e15 else {
            for b in x.description.utf8 { byte(b) }
            return
        }
        // Round half away from zero like `rounded()`, without a libm call: truncate (exact here),
        // then compare the exact remainder with one half.
        var units = Int64(scaled)
        let rest = scaled - Double(units)
        if rest >= 0.5 { units += 1 } else if rest <= -0.5 { units -= 1 }
        if units == 0 { byte(UInt8(ascii: "0")); return }
        if units < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        let whole = magnitude / divisor
        let fraction = magnitude % divisor
        if whole == 0 { byte(UInt8(ascii: "0")) } else { self.digits(whole) }
        guard fraction != 0 else { return }
        byte(UInt8(ascii: "."))
        writeFraction(fraction, digits: digits)
    }

    /// Writes `value` (1 ..< 10^`digits`) as `digits` fraction digits, zero-padded, without its
    /// trailing zeros (the value is not zero, so a non-zero digit stops the trim).
    @inline(__always) private mutating func writeFraction(_ value: UInt64, digits: Int) {
        if digits == 3 {
            // The common case in two steps: the first digit, then the last two as a pair, and
            // the count to keep from the remainders (no digit-by-digit trim).
            let last2 = value % 100
            position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100)
            Self.writePair(last2, to: position + 1)
            position += last2 == 0 ? 1 : last2 % 10 == 0 ? 2 : 3
            return
        }
        var f = value
        var p = position + digits
        for _ in 0..<digits {
            p -= 1
            p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: f % 10)
            f /= 10
        }
        position += digits
        while (position - 1).pointee == UInt8(ascii: "0") { position -= 1 }
    }

    mutating func string(_ s: String) {
        byte(UInt8(ascii: "\""))
        // Over the string's contiguous UTF-8 (a no-op to get for a native string): iterating
        // `s.utf8` decodes the storage per byte, ≈ 500 instructions for a recognizer's name.
        var s = s
        s.withUTF8 { for b in $0 { escaped(b) } }
        byte(UInt8(ascii: "\""))
    }

    /// Writes one byte of a string's UTF-8, escaped for JSON.
    @inline(__always) private mutating func escaped(_ b: UInt8) {
        switch b {
        case UInt8(ascii: "\""): byte(UInt8(ascii: "\\")); byte(b)
        case UInt8(ascii: "\\"): byte(UInt8(ascii: "\\")); byte(b)
        case UInt8(ascii: "\n"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "t"))
        case 0..<0x20:
            raw("\\u00")
            byte(Self.hexDigit(b >> 4))
            byte(Self.hexDigit(b & 0xF))
        default: byte(b)
        }
    }

    @inline(__always) private static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") &+ v : UInt8(ascii: "a") &+ (v &- 10)
    }
}
