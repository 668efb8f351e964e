extension Double {
    /// This value limited to `lo...hi` (`lo` wins when `lo > hi`; NaN gives `lo`): how the
    /// controller keeps offsets and scales in range, and how the binding keeps a wheel step there.
    ///
    /// - Parameters:
    ///   - lo: the lower limit.
    ///   - hi: the upper limit.
    /// - Returns: the value within them.
    @inlinable @inline(__always) public func clamped(_ lo: Double, _ hi: Double) -> Double {
        Swift.max(lo, Swift.min(self, hi))
    }
}
