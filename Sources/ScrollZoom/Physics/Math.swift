import Foundation
import GestureInput

// Thin wrappers so physics files read like their formulas and the Foundation dependency sits in one place.

/// Natural logarithm.
@inline(__always) func _log(_ x: Double) -> Double { Foundation.log(x) }
/// e^x.
@inline(__always) func _exp(_ x: Double) -> Double { Foundation.exp(x) }

extension Double {
    /// This value limited to `lo...hi` (`lo` wins when `lo > hi`).
    @inline(__always) func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.max(lo, Swift.min(self, hi)) }
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
        return Swift.min(Swift.max(Self(value), bounds.lowerBound), bounds.upperBound)
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
        let (sum, overflow) = microseconds.addingReportingOverflow(Int64.saturating(micros, in: 0...Int64.max))
        return Timestamp(microseconds: overflow ? Int64.max : sum)
    }
}
