/// A point in time in microseconds of CLOCK_MONOTONIC, as libinput reports it.
///
/// Everything below the CLI takes time from event timestamps; nothing reads the wall clock
/// (docs/design.md, "Time"). Deadlines are absolute `Timestamp`s, never "remaining time".
///
/// Arithmetic saturates at `Int64.min`/`Int64.max` instead of wrapping or trapping: a trace may
/// carry any 64-bit time, and a deadline `t + 300 ms` or a frame `t + 8.3 ms` near `Int64.max`
/// must stay in the future (wrapped, it would print as `"t":-9223372036854675809`).
public struct Timestamp: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Microseconds since an arbitrary origin (CLOCK_MONOTONIC for live input, 0 for synthesized traces).
    public var microseconds: Int64

    /// Creates a timestamp from microseconds.
    ///
    /// - Parameter microseconds: microseconds since the clock's origin.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The origin of synthesized traces.
    public static let zero = Timestamp(microseconds: 0)

    /// Creates a timestamp from milliseconds.
    ///
    /// - Parameter ms: milliseconds since the clock's origin.
    /// - Returns: the timestamp.
    public static func milliseconds(_ ms: Int64) -> Timestamp { Timestamp(microseconds: ms * 1000) }

    /// This time in seconds, for velocity computations and display.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }
    public static func + (t: Timestamp, d: TimeSpan) -> Timestamp {
        Timestamp(microseconds: saturatingSum(t.microseconds, d.microseconds))
    }
    public static func - (t: Timestamp, d: TimeSpan) -> Timestamp {
        Timestamp(microseconds: saturatingDifference(t.microseconds, d.microseconds))
    }
    public static func += (t: inout Timestamp, d: TimeSpan) { t = t + d }
    /// The time elapsed from `b` to `a`.
    public static func - (a: Timestamp, b: Timestamp) -> TimeSpan {
        TimeSpan(microseconds: saturatingDifference(a.microseconds, b.microseconds))
    }

    public var description: String { "\(microseconds)µs" }

    public init(from decoder: any Decoder) throws {
        microseconds = try decoder.singleValueContainer().decode(Int64.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(microseconds)
    }
}

/// A length of time in microseconds: timeouts, intervals, frame periods.
public struct TimeSpan: Hashable, Comparable, Sendable, Codable, AdditiveArithmetic, CustomStringConvertible {
    /// Microseconds; may be negative for "earlier".
    public var microseconds: Int64

    /// Creates a span from microseconds.
    ///
    /// - Parameter microseconds: the length in microseconds; negative for "earlier".
    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static let zero = TimeSpan(microseconds: 0)
    /// A span of `us` microseconds.
    ///
    /// - Parameter us: the length in microseconds; negative for "earlier".
    /// - Returns: the span.
    public static func microseconds(_ us: Int64) -> TimeSpan { TimeSpan(microseconds: us) }
    /// A span of `ms` milliseconds.
    ///
    /// - Parameter ms: the length in milliseconds; negative for "earlier".
    /// - Returns: the span.
    public static func milliseconds(_ ms: Int64) -> TimeSpan { TimeSpan(microseconds: ms * 1000) }
    /// A span of `s` seconds, rounded to the nearest microsecond; saturates at the ends of `Int64`
    /// (NaN gives `Int64.min`).
    ///
    /// - Parameter s: the length in seconds.
    /// - Returns: the span, in whole microseconds.
    public static func seconds(_ s: Double) -> TimeSpan {
        TimeSpan(microseconds: .saturating((s * 1_000_000).rounded()))
    }

    /// This span in seconds.
    public var seconds: Double { Double(microseconds) / 1_000_000 }
    /// This span in milliseconds.
    public var milliseconds: Double { Double(microseconds) / 1000 }

    public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan {
        TimeSpan(microseconds: saturatingSum(a.microseconds, b.microseconds))
    }
    public static func - (a: TimeSpan, b: TimeSpan) -> TimeSpan {
        TimeSpan(microseconds: saturatingDifference(a.microseconds, b.microseconds))
    }
    public static func * (a: TimeSpan, n: Int64) -> TimeSpan {
        let (product, overflow) = a.microseconds.multipliedReportingOverflow(by: n)
        guard overflow else { return TimeSpan(microseconds: product) }
        return TimeSpan(microseconds: (a.microseconds < 0) == (n < 0) ? .max : .min)
    }

    public var description: String { "\(microseconds)µs" }

    public init(from decoder: any Decoder) throws {
        microseconds = try decoder.singleValueContainer().decode(Int64.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(microseconds)
    }
}

/// `a + b`, clamped to `Int64.min…Int64.max` (time arithmetic saturates, see `Timestamp`).
@inline(__always)
func saturatingSum(_ a: Int64, _ b: Int64) -> Int64 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
}

/// `a − b`, clamped to `Int64.min…Int64.max`.
@inline(__always)
func saturatingDifference(_ a: Int64, _ b: Int64) -> Int64 {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b < 0 ? .max : .min) : difference
}
