/// Builds one JSON object per line into a reusable byte buffer, without Foundation's encoder.
///
/// The replay path prints a line per event (≥ 1 M events/s target), so numbers are formatted by
/// hand: integers as integers, doubles rounded to `fractionDigits` decimals with trailing zeros
/// trimmed — deterministic on every platform, so two replays are byte-identical.
public struct JSONLineBuilder: Sendable {
    /// The bytes built so far (one or more complete lines).
    public private(set) var bytes: [UInt8] = []
    /// Decimals kept for doubles (3 → 0.001 pt resolution, finer than any touch sensor).
    public var fractionDigits: Int
    private var needsComma = false

    /// Creates a builder; `fractionDigits` is clamped to 0…9.
    public init(fractionDigits: Int = 3) {
        self.fractionDigits = min(max(fractionDigits, 0), 9)
        bytes.reserveCapacity(1 << 12)
    }

    /// Starts a line with the two fields every line has: `"t"` (µs) and `"type"`.
    public mutating func begin(time: Timestamp, type: StaticString) {
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        field("t", time.microseconds)
        field("type", type)
    }

    /// Ends the current line with `}` and a newline.
    public mutating func end() {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Empties the buffer, keeping its capacity.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    private mutating func key(_ k: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        bytes.append(UInt8(ascii: "\""))
        k.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends `"k":n`.
    public mutating func field(_ k: StaticString, _ n: Int64) {
        key(k)
        appendInteger(n)
    }

    /// Appends `"k":n`.
    public mutating func field(_ k: StaticString, _ n: Int) { field(k, Int64(n)) }

    /// Appends `"k":x` rounded to `fractionDigits`; non-finite values become `null` (JSON has no NaN).
    public mutating func field(_ k: StaticString, _ x: Double) {
        key(k)
        appendDouble(x)
    }

    /// Appends `"k":true|false`.
    public mutating func field(_ k: StaticString, _ b: Bool) {
        key(k)
        let word: StaticString = b ? "true" : "false"
        word.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `"k":"s"` for a static string (no escaping needed: our own identifiers).
    public mutating func field(_ k: StaticString, _ s: StaticString) {
        key(k)
        bytes.append(UInt8(ascii: "\""))
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `"k":"s"` with JSON string escaping.
    public mutating func field(_ k: StaticString, _ s: String) {
        key(k)
        appendString(s)
    }

    /// Appends a bare JSON string value (inside an array written with `array(count:_:)`).
    public mutating func appendStringValue(_ s: String) { appendString(s) }

    /// Appends `"k":` followed by raw JSON produced by `body` (an array or object).
    public mutating func rawField(_ k: StaticString, _ body: (inout JSONLineBuilder) -> Void) {
        key(k)
        let saved = needsComma
        body(&self)
        needsComma = saved
    }

    /// Appends `[` … `]`, calling `element` for each index with separators handled.
    public mutating func array(count: Int, _ element: (inout JSONLineBuilder, Int) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for i in 0..<count {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            element(&self, i)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends a nested object `{…}` whose fields `body` writes.
    public mutating func object(_ body: (inout JSONLineBuilder) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
    }

    // MARK: - Number and string formatting

    private mutating func appendInteger(_ n: Int64) {
        if n == 0 { bytes.append(UInt8(ascii: "0")); return }
        var v = n.magnitude
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var tmp: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                  UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &tmp) { buf in
            while v > 0 {
                buf[count] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buf[i]) }
        }
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

    private mutating func appendDouble(_ x: Double) {
        guard x.isFinite else {
            bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
            return
        }
        let scale = Self.powersOfTen[fractionDigits]
        let scaled = (x * scale).rounded()
        // Beyond 2^53 the fraction is meaningless; fall back to Swift's shortest representation.
        guard abs(scaled) < 9.0e15 else {
            bytes.append(contentsOf: Array(x.description.utf8))
            return
        }
        var units = Int64(scaled)
        if units == 0 { bytes.append(UInt8(ascii: "0")); return }
        if units < 0 { bytes.append(UInt8(ascii: "-")); units = -units }
        let divisor = Int64(scale)
        appendInteger(units / divisor)
        var frac = units % divisor
        guard frac != 0 else { return }
        var digits = fractionDigits
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction.
        var width = 1
        var f = frac
        while f >= 10 { f /= 10; width += 1 }
        for _ in 0..<(digits - width) { bytes.append(UInt8(ascii: "0")) }
        appendInteger(frac)
    }

    private mutating func appendString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
