import Foundation

// Thin wrappers so physics files read like their formulas and the Foundation dependency sits in one place.

/// Natural logarithm.
@inline(__always) func _log(_ x: Double) -> Double { Foundation.log(x) }
/// e^x.
@inline(__always) func _exp(_ x: Double) -> Double { Foundation.exp(x) }

extension Double {
    /// This value limited to `lo...hi` (`lo` wins when `lo > hi`).
    @inline(__always) func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.max(lo, Swift.min(self, hi)) }
}
