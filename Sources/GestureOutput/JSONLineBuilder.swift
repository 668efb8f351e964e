import GestureKit

/// Builds one JSON object per line into a reusable byte buffer, without Foundation's encoder.
///
/// The replay path prints a line per event (≥ 1 M events/s target), so numbers are formatted by
/// hand: integers as integers, doubles rounded to `fractionDigits` decimals with trailing zeros
/// trimmed — deterministic on every platform, so two replays are byte-identical.
public struct JSONLineBuilder: Sendable {
    /// The bytes built so far (one or more complete lines). A copy: hot loops use `byteCount` and
    /// `withBytes(_:)` instead.
    public var bytes: [UInt8] { Array(storage[..<used]) }
    /// Number of bytes built so far.
    public var byteCount: Int { used }
    /// Decimals kept for doubles (3 → 0.001 pt resolution, finer than any touch sensor).
    public var fractionDigits: Int
    var needsComma = false
    /// Zero-filled storage whose first `used` bytes are the output. Writes go through a
    /// `JSONCursor` after one capacity check (`JSONLineBuilder+UnsafeCursor.swift`).
    var storage: [UInt8]
    var used = 0

    /// Creates a builder; `fractionDigits` is clamped to 0…9.
    ///
    /// - Parameter fractionDigits: the decimals numbers are rounded to.
    public init(fractionDigits: Int = 3) {
        self.fractionDigits = min(max(fractionDigits, 0), 9)
        storage = [UInt8](repeating: 0, count: 1 << 12)
    }

    /// Starts a line with the two fields every line has: `"t"` (µs) and `"type"`.
    ///
    /// - Parameters:
    ///   - time: the record's time, written in µs.
    ///   - type: the record's type (`gesture`, `scroll`, …).
    public mutating func begin(time: Timestamp, type: StaticString) {
        write(upTo: 64 + type.utf8CodeUnitCount) { $0.begin(time: time, type: type) }
    }

    /// Ends the current line with `}` and a newline.
    public mutating func end() {
        write(upTo: 2) { $0.end() }
    }

    /// Calls `body` with the bytes built so far (valid only during the call; no copy).
    ///
    /// - Parameter body: reads the bytes.
    /// - Returns: what `body` returned.
    public func withSpan<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
        try body(storage.span.extracting(first: used))
    }

    /// Empties the buffer, keeping its capacity.
    public mutating func removeAll() { used = 0 }

    /// Makes room for `capacity` more bytes than are used: doubles the storage, or more when that
    /// is not enough (`write(upTo:_:)` calls it when the room left is short).
    mutating func grow(_ capacity: Int) {
        let target = max(storage.count * 2, used + capacity)
        storage.append(contentsOf: repeatElement(0, count: target - storage.count))
    }

    /// Appends `"k":n`.
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - n: the value.
    public mutating func field(_ k: StaticString, _ n: Int64) {
        write(upTo: JSONCursor.keyBound(k) + JSONCursor.integerBound) { $0.field(k, n) }
    }

    /// Appends `"k":n`.
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - n: the value.
    public mutating func field(_ k: StaticString, _ n: Int) { field(k, Int64(n)) }

    /// Appends `"k":x` rounded to `fractionDigits`; non-finite values become `null` (JSON has no NaN).
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - x: the value.
    public mutating func field(_ k: StaticString, _ x: Double) {
        write(upTo: JSONCursor.keyBound(k) + JSONCursor.doubleBound) { $0.field(k, x) }
    }

    /// Appends `"k":true|false`.
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - b: the value.
    public mutating func field(_ k: StaticString, _ b: Bool) {
        write(upTo: JSONCursor.keyBound(k) + 5) { $0.field(k, b) }
    }

    /// Appends `"k":"s"` for a static string (no escaping needed: our own identifiers).
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - s: the value, written as is.
    public mutating func field(_ k: StaticString, _ s: StaticString) {
        write(upTo: JSONCursor.keyBound(k) + s.utf8CodeUnitCount + 2) { $0.field(k, s) }
    }

    /// Appends `"k":"s"` with JSON string escaping.
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - s: the value, escaped.
    public mutating func field(_ k: StaticString, _ s: String) {
        write(upTo: JSONCursor.keyBound(k) + JSONCursor.stringBound(s)) { $0.field(k, s) }
    }

    /// Appends a bare number (inside an array written with `array(count:_:)`), formatted as
    /// every other number of the output.
    ///
    /// - Parameter x: the number; a non-finite one becomes `null`.
    public mutating func appendNumberValue(_ x: Double) {
        write(upTo: 32) { $0.double(x) }
    }

    /// Appends `"k":null`.
    ///
    /// - Parameter k: the key.
    public mutating func nullField(_ k: StaticString) {
        write(upTo: JSONCursor.keyBound(k) + 4) { $0.key(k); $0.raw("null") }
    }

    /// Appends a bare JSON string value (inside an array written with `array(count:_:)`).
    ///
    /// - Parameter s: the string, escaped.
    public mutating func appendStringValue(_ s: String) {
        write(upTo: JSONCursor.stringBound(s)) { $0.string(s) }
    }

    /// Appends `"k":` followed by raw JSON produced by `body` (an array or object).
    ///
    /// - Parameters:
    ///   - k: the key, one of the output format's own names.
    ///   - body: writes the value.
    public mutating func rawField(_ k: StaticString, _ body: (inout JSONLineBuilder) -> Void) {
        write(upTo: JSONCursor.keyBound(k)) { $0.key(k) }
        let saved = needsComma
        body(&self)
        needsComma = saved
    }

    /// Appends `[` … `]`, calling `element` for each index with separators handled.
    ///
    /// - Parameters:
    ///   - count: the number of elements.
    ///   - element: writes the element at an index.
    public mutating func array(count: Int, _ element: (inout JSONLineBuilder, Int) -> Void) {
        write(upTo: 1) { $0.byte(UInt8(ascii: "[")) }
        for i in 0..<count {
            if i > 0 { write(upTo: 1) { $0.byte(UInt8(ascii: ",")) } }
            element(&self, i)
        }
        write(upTo: 1) { $0.byte(UInt8(ascii: "]")) }
    }

    /// Appends a nested object `{…}` whose fields `body` writes.
    ///
    /// - Parameter body: writes the fields.
    public mutating func object(_ body: (inout JSONLineBuilder) -> Void) {
        write(upTo: 1) { $0.byte(UInt8(ascii: "{")); $0.needsComma = false }
        body(&self)
        write(upTo: 1) { $0.byte(UInt8(ascii: "}")) }
    }
}
