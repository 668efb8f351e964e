import Foundation
import GestureInput

// The elementary functions the physics needs, spelled like swift-numerics' `Double.exp(_:)` so the
// physics files read like their formulas and the Foundation dependency sits in this one file.
extension Double {
    /// e^x.
    @inline(__always) static func exp(_ x: Double) -> Double { Foundation.exp(x) }
    /// The natural logarithm of `x`.
    @inline(__always) static func log(_ x: Double) -> Double { Foundation.log(x) }
}

extension FixedWidthInteger where Self: SignedInteger {
    /// `value` rounded towards zero and limited to `bounds`; NaN gives the lower bound. Total, unlike
    /// `Int(_:)`, which traps on NaN, ±∞ and anything outside the type's range (DESIGN §9: no
    /// number crashes the model).
    @inline(__always) static func saturating(_ value: Double, in bounds: ClosedRange<Self>) -> Self {
        // `Double(bound)` may round outwards (Int64.max becomes 2⁶³), but every double strictly
        // inside the converted bounds converts without a trap.
        guard value > Double(bounds.lowerBound) else { return bounds.lowerBound }
        guard value < Double(bounds.upperBound) else { return bounds.upperBound }
        // Up to 64 bits through `Int64(_: Double)`, one conversion instruction (exact: the value is
        // strictly inside the bounds); the generic `Self(value)` decomposes the double's bits
        // (`FixedWidthInteger._convert(from:)`, ≈ 60 instructions, four times per scroll state).
        let whole = Self.bitWidth <= 64 ? Self(truncatingIfNeeded: Int64(value)) : Self(value)
        return Swift.min(Swift.max(whole, bounds.lowerBound), bounds.upperBound)
    }
}

extension Timestamp {
    /// This time plus `seconds` rounded to the microsecond, saturating at the latest timestamp; zero,
    /// negative or NaN seconds give this time. The end of a motion of any computed duration (an
    /// almost-1 deceleration rate makes one last for ages) without `TimeSpan.seconds`'s trap, and
    /// for valid durations exactly `self + .seconds(seconds)`.
    func advanced(bySeconds seconds: Double) -> Timestamp {
        let micros = (seconds * 1_000_000).rounded()
        guard micros > 0 else { return self }
        let step = Int64.saturating(micros, in: 0...Int64.max)
        let (sum, overflow) = microseconds.addingReportingOverflow(step)
        return Timestamp(microseconds: overflow ? Int64.max : sum)
    }
}
