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
/// column. So results and errors are identical; only the common case is faster.
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
        var cursor = EvemuFastPath(base: base, end: base + line.count, p: base)
        return cursor.row()
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
