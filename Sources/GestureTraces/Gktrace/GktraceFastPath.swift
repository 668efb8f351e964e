import GestureInput

/// A byte-level fast path for the event lines that make up nearly every `.gktrace`: touch
/// `down`, `motion`, `up` and `frame`, `scroll` and touchpad gesture lines written exactly as
/// `GktraceEncoder` writes them, e.g. `{"t":…,"dev":…,"type":"motion","slot":…,"x":…,"y":…}`,
/// with no whitespace, no other fields and plain numbers (no exponent, at most 15 digits).
///
/// It accepts only lines that the general parser (`GktraceReader.parseEvent`) accepts, and
/// builds the same event: the numbers go through the same arithmetic (integers exactly; decimals
/// as an exact integer mantissa divided by an exact power of ten, Clinger's fast path, which is
/// what `JSONLineScanner.double` computes for them). Anything else — other types, other field
/// orders, whitespace, escapes, out-of-range values, malformed bytes — returns nil, and the
/// caller parses the line again with the general parser, which produces the event or the error
/// message. So results and errors are identical; only the common case is faster.
struct GktraceFastPath {
    /// The line (without its newline), lent by `LineReader.withNextLine` (see there why a view);
    /// read only through its subscript, behind `index < count` tests.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private var count: Int { bytes.count }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The event of a common touch line, or nil when the general parser must decide.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> InputEvent? {
        var p = GktraceFastPath(bytes)
        return p.event()
    }

    private mutating func event() -> InputEvent? {
        guard literal("{\"t\":"), let t = integer(),
              literal(",\"dev\":"), let dev = integer(), dev >= 0, dev <= Int64(Int32.max),
              literal(",\"type\":\"") else { return nil }
        let kind: InputEvent.Kind
        if literal("motion\"") {
            guard let (slot, point) = slotAndPoint() else { return nil }
            kind = .touch(.motion(slot: slot, point: point))
        } else if literal("frame\"") {
            kind = .touch(.frame)
        } else if literal("down\"") {
            guard let (slot, point) = slotAndPoint() else { return nil }
            kind = .touch(.down(slot: slot, point: point))
        } else if literal("up\"") {
            guard literal(",\"slot\":"), let slot = slotNumber() else { return nil }
            kind = .touch(.up(slot: slot))
        } else if literal("scroll\"") {
            guard let scroll = scroll() else { return nil }
            kind = .pointer(scroll)
        } else if let gesture = touchpadGesture() {
            kind = .gesture(gesture)
        } else {
            return nil
        }
        // The object must close and the line end right there (no trailing whitespace or fields).
        guard literal("}"), index == count else { return nil }
        return InputEvent(time: Timestamp(microseconds: t), device: DeviceID(Int(dev)), kind: kind)
    }

    /// `,"source":"…","dx":…,"dy":…` and optionally `,"v120x":…,"v120y":…` of a scroll line
    /// (no `"stop"`: such lines take the general path). Absent v120 is zero, as there.
    private mutating func scroll() -> PointerEvent? {
        guard literal(",\"source\":\"") else { return nil }
        let source: ScrollSource
        if literal("finger\"") {
            source = .finger
        } else if literal("wheel\"") {
            source = .wheel
        } else if literal("continuous\"") {
            source = .continuous
        } else {
            return nil
        }
        guard let delta = delta() else { return nil }
        var v120 = Vector(dx: 0, dy: 0)
        if literal(",\"v120x\":") {
            guard let x = decimal(), literal(",\"v120y\":"), let y = decimal() else { return nil }
            v120 = Vector(dx: x, dy: y)
        }
        return .scroll(source: source, delta: delta, v120: v120, stopped: [])
    }

    /// A touchpad gesture line: `swipe-`, `pinch-` or `hold-` with `begin`, `update` or `end`,
    /// then `,"fingers":n` (0…64); updates carry `,"dx":…,"dy":…,"scale":…,"angle":…` (all four:
    /// lines without one take the general path); ends without `"cancelled"` are not cancelled.
    private mutating func touchpadGesture() -> TouchpadGestureEvent? {
        let gestureKind: TouchpadGestureKind
        if literal("pinch-") {
            gestureKind = .pinch
        } else if literal("swipe-") {
            gestureKind = .swipe
        } else if literal("hold-") {
            gestureKind = .hold
        } else {
            return nil
        }
        enum Phase { case begin, update, end }
        let phase: Phase
        if literal("update\"") {
            phase = .update
        } else if literal("begin\"") {
            phase = .begin
        } else if literal("end\"") {
            phase = .end
        } else {
            return nil
        }
        guard literal(",\"fingers\":"), let fingers = integer(), fingers >= 0, fingers <= 64 else { return nil }
        switch phase {
        case .begin:
            return TouchpadGestureEvent(kind: gestureKind, fingers: Int(fingers), phase: .begin)
        case .end:
            return TouchpadGestureEvent(kind: gestureKind, fingers: Int(fingers), phase: .end(cancelled: false))
        case .update:
            guard let delta = delta(), literal(",\"scale\":"), let scale = decimal(),
                  literal(",\"angle\":"), let angle = decimal() else { return nil }
            return TouchpadGestureEvent(kind: gestureKind, fingers: Int(fingers),
                                        phase: .update(delta: delta, scale: scale, angleDelta: angle))
        }
    }

    /// `,"dx":…,"dy":…`.
    @inline(__always)
    private mutating func delta() -> Vector? {
        guard literal(",\"dx\":"), let dx = decimal(), literal(",\"dy\":"), let dy = decimal() else { return nil }
        return Vector(dx: dx, dy: dy)
    }

    /// `,"slot":…,"x":…,"y":…` of a down or motion line.
    @inline(__always)
    private mutating func slotAndPoint() -> (Int, Point)? {
        guard literal(",\"slot\":"), let slot = slotNumber(),
              literal(",\"x\":"), let x = decimal(),
              literal(",\"y\":"), let y = decimal() else { return nil }
        return (slot, Point(x: x, y: y))
    }

    /// A slot number in the general parser's range −1 … Int32.max.
    @inline(__always)
    private mutating func slotNumber() -> Int? {
        guard let v = integer(), v >= -1, v <= Int64(Int32.max) else { return nil }
        return Int(v)
    }

    /// Consumes `text` if the line continues with exactly those bytes.
    @inline(__always)
    private mutating func literal(_ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard count - index >= n else { return false }
        let matches = text.withUTF8Buffer { s in
            for k in 0..<n where bytes[index + k] != s[k] { return false }
            return true
        }
        if matches { index += n }
        return matches
    }

    /// Appends the decimal digits from `start` to `value` (wrapping; callers bound the digit
    /// count) and returns the index after them.
    @inline(__always)
    private func digits(from start: Int, into value: inout UInt64) -> Int {
        var i = start
        while i < count {
            let d = bytes[i] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            value = value &* 10 &+ UInt64(d)
            i += 1
        }
        return i
    }

    /// A JSON integer of at most 18 digits (so it fits an Int64 without overflow checks), with
    /// no leading zero; nil (fall back) for anything else, including a fraction or exponent,
    /// which the next `literal` would reject anyway.
    @inline(__always)
    private mutating func integer() -> Int64? {
        var i = index
        let negative = i < count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let first = i
        var v: UInt64 = 0
        i = digits(from: i, into: &v)
        let digits = i - first
        guard digits >= 1, digits <= 18, digits == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        index = i
        // At most 18 digits: below 10^18 < Int64.max.
        return negative ? -Int64(v) : Int64(v)
    }

    /// A JSON number without exponent and with at most 15 digits in all, as
    /// `JSONLineScanner.double` computes it: mantissa (all digits as one integer, < 10^15, exact)
    /// divided by 10^(fraction digits), then negated for a minus sign.
    @inline(__always)
    private mutating func decimal() -> Double? {
        var i = index
        let negative = i < count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let first = i
        var m: UInt64 = 0
        i = digits(from: i, into: &m)
        let whole = i - first
        guard whole >= 1, whole == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        var fraction = 0
        if i < count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            i = digits(from: i, into: &m)
            fraction = i - start
            guard fraction >= 1 else { return nil }
        }
        guard whole + fraction <= ExactDecimal.maximumDigits else { return nil }
        if i < count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) { return nil }
        index = i
        // m == 0 ("0", "0.00"): the scanner returns ±0.0 directly; 0 / 10^k is the same +0.0.
        return ExactDecimal.value(mantissa: m, fractionDigits: fraction, negative: negative)
    }
}

extension GktraceReader {
    /// For tests and the fuzz target: true when the fast path declines `line` or builds exactly the
    /// event the general parser builds from it (which must then accept it), down to the sign of zero.
    ///
    /// - Parameter line: one line of a `.gktrace`, without its newline.
    /// - Returns: whether the two parsers agree on it.
    @_spi(Fuzzing)
    public static func fastPathAgreesWithGeneralParser(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let fast = GktraceFastPath.parse(line) else { return true }
        guard let general = try? parseEventGenerally(line) else { return false }
        return fast == general && String(describing: fast) == String(describing: general)
    }
}
