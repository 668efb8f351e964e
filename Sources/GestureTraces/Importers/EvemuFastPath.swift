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

    /// The line (without its newline).
    private let base: UnsafePointer<UInt8>
    private let end: UnsafePointer<UInt8>
    private var p: UnsafePointer<UInt8>

    /// The row of a common `E:` line, or nil when the general parser must decide.
    static func row(_ line: UnsafeBufferPointer<UInt8>) -> EvdevRow? {
        guard let base = line.baseAddress else { return nil }
        if let row = writerRow(base, count: line.count) { return row }
        var cursor = EvemuFastPath(base: base, end: base + line.count, p: base)
        return cursor.row()
    }

    /// Bytes of the writer's layout after the whole seconds: `.`, six fraction digits, a blank,
    /// four hex digits, a blank, four hex digits, a blank and at least one byte of the value.
    private static let writerTailLength = 19

    /// `evemu-record`'s own layout, `E: S.UUUUUU TTTT CCCC V` (its `"E: %lu.%06u %04x %04x %04d"`):
    /// after the seconds every field sits at a fixed offset, so each byte is checked once, with no
    /// end-of-line test per byte. It takes a subset of what `row()` below takes (single blanks,
    /// exactly six fraction digits and four hex digits), with the same arithmetic; nil otherwise.
    private static func writerRow(_ base: UnsafePointer<UInt8>, count: Int) -> EvdevRow? {
        guard count >= 3 + 1 + writerTailLength, base[0] == UInt8(ascii: "E"), base[1] == UInt8(ascii: ":"),
              base[2] == 0x20 else { return nil }
        // Whole seconds: 1–12 digits, leaving room for the fixed tail.
        let secondsEnd = min(3 + maximumSecondDigits, count - writerTailLength)
        var i = 3
        var seconds: Int64 = 0
        while i < secondsEnd, base[i] &- 0x30 < 10 {
            seconds = seconds &* 10 &+ Int64(base[i] &- 0x30)
            i += 1
        }
        guard i > 3, base[i] == UInt8(ascii: ".") else { return nil }
        // The six fraction digits as one word: every byte checked to be a digit, then combined
        // in pairs (each byte's arithmetic stays within the byte: no carry reaches its neighbour).
        let word =
            UInt64(littleEndian: UnsafeRawPointer(base + i + 1).loadUnaligned(as: UInt64.self)) & 0xFFFF_FFFF_FFFF
        guard word & 0xF0F0_F0F0_F0F0 == 0x3030_3030_3030,
              (word &+ 0x0606_0606_0606) & 0xF0F0_F0F0_F0F0 == 0x3030_3030_3030 else { return nil }
        let digits = word &- 0x3030_3030_3030
        let pairs = (digits &* 10 &+ digits >> 8) & 0x00FF_00FF_00FF
        let micros = Int64(pairs & 0xFF) &* 10_000 &+ Int64(pairs >> 16 & 0xFF) &* 100 &+ Int64(pairs >> 32 & 0xFF)
        guard base[i + 7] == 0x20, base[i + 12] == 0x20, base[i + 17] == 0x20,
              let type = hex4(base + i + 8), let code = hex4(base + i + 13) else { return nil }
        // The value: an optional sign, 1–9 digits, then the end of the line, a blank or a `#`.
        var v = i + 18
        let negative = base[v] == UInt8(ascii: "-")
        if negative || base[v] == UInt8(ascii: "+") { v += 1 }
        let valueStart = v
        let valueEnd = min(count, valueStart + maximumValueDigits)
        var value: Int32 = 0
        while v < valueEnd, base[v] &- 0x30 < 10 {
            value = value &* 10 &+ Int32(base[v] &- 0x30)
            v += 1
        }
        guard v > valueStart, v == count || isBlank(base[v]) || base[v] == UInt8(ascii: "#") else { return nil }
        return EvdevRow(time: Timestamp(microseconds: seconds &* 1_000_000 &+ micros), type: type, code: code,
                        value: negative ? -value : value)
    }

    /// Four hex digits (either case) at `p`, or nil; read as one word, each byte's arithmetic
    /// staying within the byte.
    @inline(__always) static func hex4(_ p: UnsafePointer<UInt8>) -> UInt16? {
        let w = UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
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
        skipBlanks()
        guard end - p >= 3, p[0] == UInt8(ascii: "E"), p[1] == UInt8(ascii: ":"), Self.isBlank(p[2]) else { return nil }
        p += 3
        skipBlanks()
        // sec.usec: whole seconds, then 1–6 fraction digits scaled to microseconds.
        let secondsStart = p
        var seconds: Int64 = 0
        while p < end, p.pointee &- 0x30 < 10, p - secondsStart < Self.maximumSecondDigits {
            seconds = seconds &* 10 &+ Int64(p.pointee &- 0x30)
            p += 1
        }
        guard p > secondsStart, p < end, p.pointee == UInt8(ascii: ".") else { return nil }
        p += 1
        let fractionStart = p
        var micros: Int64 = 0
        while p < end, p.pointee &- 0x30 < 10, p - fractionStart < 6 {
            micros = micros &* 10 &+ Int64(p.pointee &- 0x30)
            p += 1
        }
        let fractionDigits = p - fractionStart
        guard fractionDigits > 0, atBlank() else { return nil }
        for _ in fractionDigits..<6 { micros &*= 10 }
        guard let type = hex(), let code = hex() else { return nil }
        // The value, which ends the fields: what follows a blank or `#` is ignored, as there.
        skipBlanks()
        var negative = false
        if p < end, p.pointee == UInt8(ascii: "-") || p.pointee == UInt8(ascii: "+") {
            negative = p.pointee == UInt8(ascii: "-")
            p += 1
        }
        let valueStart = p
        var value: Int32 = 0
        while p < end, p.pointee &- 0x30 < 10, p - valueStart < Self.maximumValueDigits {
            value = value &* 10 &+ Int32(p.pointee &- 0x30)
            p += 1
        }
        guard p > valueStart, p == end || Self.isBlank(p.pointee) || p.pointee == UInt8(ascii: "#") else { return nil }
        return EvdevRow(time: Timestamp(microseconds: seconds &* 1_000_000 &+ micros), type: type, code: code,
                        value: negative ? -value : value)
    }

    @inline(__always) private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    @inline(__always) private mutating func skipBlanks() {
        while p < end && Self.isBlank(p.pointee) { p += 1 }
    }

    /// True when the field just read ends at a blank (more fields follow).
    @inline(__always) private func atBlank() -> Bool { p < end && Self.isBlank(p.pointee) }

    /// 1–4 hex digits (either case, no `0x`) followed by a blank.
    @inline(__always) private mutating func hex() -> UInt16? {
        skipBlanks()
        let start = p
        var v: UInt16 = 0
        while p < end, p - start < 4 {
            let b = p.pointee
            let d: UInt8
            if b &- 0x30 < 10 {
                d = b &- 0x30
            } else if (b | 0x20) &- 0x61 < 6 {
                d = (b | 0x20) &- 0x61 &+ 10
            } else {
                break
            }
            v = v &<< 4 | UInt16(d)
            p += 1
        }
        return p > start && atBlank() ? v : nil
    }
}

extension EvemuReader {
    /// For tests and the fuzz target: true when the fast path declines `line` or builds exactly the
    /// row the general parser builds from it (which must then accept it).
    @_spi(Fuzzing)
    public static func fastPathAgreesWithGeneralParser(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let fast = EvemuFastPath.row(line) else { return true }
        guard let general = try? parseEvent(line, path: "", line: 0) else { return false }
        return fast == general
    }
}
