extension FixedWidthInteger where Self: SignedInteger {
    /// `value` rounded towards zero and limited to `bounds`; NaN gives the lower bound. Total, unlike
    /// `Int(_:)`, which traps on NaN, ±∞ and anything outside the type's range: the one conversion
    /// every `Double` that input can reach goes through on its way to an integer (docs/robustness.md).
    ///
    /// - Parameters:
    ///   - value: any double, finite or not.
    ///   - bounds: the integers the result may take.
    /// - Returns: the integer part of `value`, or the nearer bound when `value` lies outside them.
    @inlinable @inline(__always) public static func saturating(_ value: Double, in bounds: ClosedRange<Self>) -> Self {
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

    /// `value` rounded towards zero, limited to the whole range of the type; NaN gives `min`.
    ///
    /// - Parameter value: any double.
    /// - Returns: `saturating(value, in: .min ... .max)`.
    @inlinable @inline(__always) public static func saturating(_ value: Double) -> Self {
        saturating(value, in: .min ... .max)
    }
}
