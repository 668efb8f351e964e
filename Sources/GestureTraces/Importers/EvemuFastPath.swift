import GestureInput

/// A byte-level fast path for the `E:` rows that make up nearly every evemu recording, written as
/// `evemu-record` writes them: `E: 12.016522 0003 0035 1234` (blanks between the fields, 1–12
/// whole-second digits, 1–6 fraction digits, 1–4 hex digits without `0x` for type and code, a
/// decimal value of 1–9 digits with an optional sign, then the end of the line, a blank or a `#`).
///
/// It accepts only rows the general parser (`EvemuReader.parseEvent`) accepts, and builds the same
/// row with the same integer arithmetic (the time in exact microseconds: no floating point is
/// involved, so no `ExactDecimal`). Anything else — more fraction digits, a `0x` prefix, a value
/// that might not fit 32 bits, a missing field, stray bytes — returns nil, and the caller parses
/// the line again with the general parser, which builds the row or reports the error with its
/// column. So results and errors are identical; only the common case is faster. Rows in the
/// writer's exact layout (`writerRow`) are read at fixed offsets, a word at a time; other spacing
/// and field widths byte by byte (`row()`).
struct EvemuFastPath {
    /// Most whole-second digits taken: 10¹² s (31 000 years) is below the general parser's limit
    /// (9·10¹² s), so every time this path takes is one the general parser takes too.
    static let maximumSecondDigits = 12
    /// Most value digits taken: 10⁹ − 1 fits `Int32` whatever its sign, so no range check is needed.
    static let maximumValueDigits = 9

    /// The line (without its newline), lent by `LineReader.withNextLine` (see there why a view);
    /// read only through its subscript, behind `index < line.count` tests.
    private let line: UnsafeBufferPointer<UInt8>
    /// Index of the next unread byte.
    private var index = 0

    private init(_ line: UnsafeBufferPointer<UInt8>) { self.line = line }

    /// The row of a common `E:` line, or nil when the general parser must decide.
    static func row(_ line: UnsafeBufferPointer<UInt8>) -> EvdevRow? {
        if let row = writerRow(line) { return row }
        var cursor = EvemuFastPath(line)
        return cursor.row()
    }

    /// Bytes of the writer's layout after the whole seconds: `.`, six fraction digits, a blank,
    /// four hex digits, a blank, four hex digits, a blank and at least one byte of the value.
    private static let writerTailLength = 19

    /// `evemu-record`'s own layout, `E: S.UUUUUU TTTT CCCC V` (its `"E: %lu.%06u %04x %04x %04d"`):
    /// after the seconds every field sits at a fixed offset, so each byte is checked once, with no
    /// end-of-line test per byte. It takes a subset of what `row()` below takes (single blanks,
    /// exactly six fraction digits and four hex digits), with the same arithmetic; nil otherwise.
    private static func writerRow(_ line: UnsafeBufferPointer<UInt8>) -> EvdevRow? {
        let count = line.count
        guard count >= 3 + 1 + writerTailLength, line[0] == UInt8(ascii: "E"), line[1] == UInt8(ascii: ":"),
              line[2] == 0x20 else { return nil }
        // Whole seconds: 1–12 digits, leaving room for the fixed tail (so every offset below is
        // inside the line).
        let secondsEnd = min(3 + maximumSecondDigits, count - writerTailLength)
        var i = 3
        var seconds: Int64 = 0
        while i < secondsEnd, line[i] &- 0x30 < 10 {
            seconds = seconds &* 10 &+ Int64(line[i] &- 0x30)
            i += 1
        }
        guard i > 3, line[i] == UInt8(ascii: ".") else { return nil }
        // The six fraction digits as one word: every byte checked to be a digit, then combined
        // in pairs (each byte's arithmetic stays within the byte: no carry reaches its neighbour).
        let word = littleEndianWord(line, at: i + 1, count: 6)
        guard word & 0xF0F0_F0F0_F0F0 == 0x3030_3030_3030,
              (word &+ 0x0606_0606_0606) & 0xF0F0_F0F0_F0F0 == 0x3030_3030_3030 else { return nil }
        let digits = word &- 0x3030_3030_3030
        let pairs = (digits &* 10 &+ digits >> 8) & 0x00FF_00FF_00FF
        let micros = Int64(pairs & 0xFF) &* 10_000 &+ Int64(pairs >> 16 & 0xFF) &* 100 &+ Int64(pairs >> 32 & 0xFF)
        guard line[i + 7] == 0x20, line[i + 12] == 0x20, line[i + 17] == 0x20,
              let type = hex4(line, at: i + 8), let code = hex4(line, at: i + 13) else { return nil }
        // The value: an optional sign, 1–9 digits, then the end of the line, a blank or a `#`.
        var v = i + 18
        let negative = line[v] == UInt8(ascii: "-")
        if negative || line[v] == UInt8(ascii: "+") { v += 1 }
        let valueStart = v
        let valueEnd = min(count, valueStart + maximumValueDigits)
        var value: Int32 = 0
        while v < valueEnd, line[v] &- 0x30 < 10 {
            value = value &* 10 &+ Int32(line[v] &- 0x30)
            v += 1
        }
        guard v > valueStart, v == count || isBlank(line[v]) || line[v] == UInt8(ascii: "#") else { return nil }
        return EvdevRow(time: Timestamp(microseconds: seconds &* 1_000_000 &+ micros), type: type, code: code,
                        value: negative ? -value : value)
    }

    /// Bytes `start ..< start + count` (at most 8, all inside the line) as a little-endian integer,
    /// gathered through the subscript.
    @inline(__always)
    static func littleEndianWord(_ line: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for k in 0..<count { word |= UInt64(line[start + k]) << (8 * UInt64(k)) }
        return word
    }

    /// Four hex digits (either case) at `start` of `line` (all inside it), or nil; read as one
    /// word, each byte's arithmetic staying within the byte.
    @inline(__always) static func hex4(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt16? {
        let w = UInt32(truncatingIfNeeded: littleEndianWord(line, at: start, count: 4))
        // Bytes with bit 0x40 (the letters) folded to lower case; digits and the rest unchanged.
        let y = w | (w & 0x4040_4040) >> 1
        // Each byte's value if it is a hex digit: its low nibble, plus 9 for a letter (≤ 24).
        let n = (y & 0x0F0F_0F0F) &+ (y >> 6 & 0x0101_0101) &* 9
        // A hex digit is exactly a byte below 16 that spells its value back: 0–9 as "0"–"9",
        // 10–15 as "a"–"f".
        let spelled = n &+ 0x3030_3030 &+ ((n &+ 0x0606_0606) >> 4 & 0x0101_0101) &* 0x27
        guard n & 0x1010_1010 == 0, spelled == y else { return nil }
        return UInt16(n & 0xF) << 12 | UInt16(n >> 8 & 0xF) << 8 | UInt16(n >> 16 & 0xF) << 4 | UInt16(n >> 24 & 0xF)
    }

    private mutating func row() -> EvdevRow? {
        let end = line.count
        skipBlanks()
        guard end - index >= 3, line[index] == UInt8(ascii: "E"), line[index + 1] == UInt8(ascii: ":"),
              Self.isBlank(line[index + 2]) else { return nil }
        index += 3
        skipBlanks()
        // sec.usec: whole seconds, then 1–6 fraction digits scaled to microseconds.
        let secondsStart = index
        var seconds: Int64 = 0
        while index < end, line[index] &- 0x30 < 10, index - secondsStart < Self.maximumSecondDigits {
            seconds = seconds &* 10 &+ Int64(line[index] &- 0x30)
            index += 1
        }
        guard index > secondsStart, index < end, line[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        let fractionStart = index
        var micros: Int64 = 0
        while index < end, line[index] &- 0x30 < 10, index - fractionStart < 6 {
            micros = micros &* 10 &+ Int64(line[index] &- 0x30)
            index += 1
        }
        let fractionDigits = index - fractionStart
        guard fractionDigits > 0, atBlank() else { return nil }
        for _ in fractionDigits..<6 { micros &*= 10 }
        guard let type = hex(), let code = hex() else { return nil }
        // The value, which ends the fields: what follows a blank or `#` is ignored, as there.
        skipBlanks()
        var negative = false
        if index < end, line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "+") {
            negative = line[index] == UInt8(ascii: "-")
            index += 1
        }
        let valueStart = index
        var value: Int32 = 0
        while index < end, line[index] &- 0x30 < 10, index - valueStart < Self.maximumValueDigits {
            value = value &* 10 &+ Int32(line[index] &- 0x30)
            index += 1
        }
        guard index > valueStart,
              index == end || Self.isBlank(line[index]) || line[index] == UInt8(ascii: "#") else { return nil }
        return EvdevRow(time: Timestamp(microseconds: seconds &* 1_000_000 &+ micros), type: type, code: code,
                        value: negative ? -value : value)
    }

    @inline(__always) private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    @inline(__always) private mutating func skipBlanks() {
        while index < line.count && Self.isBlank(line[index]) { index += 1 }
    }

    /// True when the field just read ends at a blank (more fields follow).
    @inline(__always) private func atBlank() -> Bool { index < line.count && Self.isBlank(line[index]) }

    /// 1–4 hex digits (either case, no `0x`) followed by a blank.
    @inline(__always) private mutating func hex() -> UInt16? {
        skipBlanks()
        let start = index
        var v: UInt16 = 0
        while index < line.count, index - start < 4 {
            let b = line[index]
            let d: UInt8
            if b &- 0x30 < 10 {
                d = b &- 0x30
            } else if (b | 0x20) &- 0x61 < 6 {
                d = (b | 0x20) &- 0x61 &+ 10
            } else {
                break
            }
            v = v &<< 4 | UInt16(d)
            index += 1
        }
        return index > start && atBlank() ? v : nil
    }
}

extension EvemuReader {
    /// For tests and the fuzz target: true when the fast path declines `line` or builds exactly the
    /// row the general parser builds from it (which must then accept it).
    ///
    /// - Parameter line: one line of an evemu recording.
    /// - Returns: whether the two parsers agree on it.
    @_spi(Fuzzing)
    public static func fastPathAgreesWithGeneralParser(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let fast = EvemuFastPath.row(line) else { return true }
        guard let general = try? parseEvent(line, path: "", line: 0) else { return false }
        return fast == general
    }
}
