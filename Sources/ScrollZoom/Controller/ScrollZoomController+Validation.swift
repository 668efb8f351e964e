import GestureInput

/// The numbers the controller accepts, and the checks its public operations run (docs/design.md,
/// "Errors and bad input").
///
/// Every size, inset, offset, point and zoom limit is bounded, so that nothing the model computes
/// from them overflows: content × zoom stays ≤ 10¹⁸ pt, a ratio of two scales ≤ 10¹², an offset
/// times such a ratio ≤ 10³⁰ — all far below `Double.greatestFiniteMagnitude` (≈ 1.8 × 10³⁰⁸), so no
/// result becomes ∞ or NaN and the state stays finite after any accepted call. The bounds are far
/// beyond any screen: 10¹² pt is a billion pages of 1000 pt, and at a zoom of 10⁶ one point of
/// content is some 350 m wide. A value outside them is a thrown `ScrollZoomError` naming the
/// argument and the allowed range, never a trap.
extension ScrollZoomController {
    /// The largest size, inset or page dimension accepted (pt): 10¹².
    public static let maximumLength = 1e12

    /// The zoom limits accepted (dimensionless): 10⁻⁶ … 10⁶.
    public static let zoomScaleRange: ClosedRange<Double> = 1e-6...1e6

    /// The largest magnitude of an offset or point accepted (pt): 10¹⁸, the largest content
    /// (`maximumLength`) at the largest zoom (`zoomScaleRange.upperBound`).
    public static let maximumCoordinate = 1e18

    static func validate(_ inset: EdgeInsets) throws {
        try ScrollZoomError.requireInset(inset.top, "contentInset.top")
        try ScrollZoomError.requireInset(inset.left, "contentInset.left")
        try ScrollZoomError.requireInset(inset.bottom, "contentInset.bottom")
        try ScrollZoomError.requireInset(inset.right, "contentInset.right")
    }

    static func validateZoomLimits(_ minimum: Double, _ maximum: Double) throws {
        try ScrollZoomError.requireZoomLimit(minimum, "minimumZoomScale")
        try ScrollZoomError.requireZoomLimit(maximum, "maximumZoomScale")
        guard minimum <= maximum else {
            throw ScrollZoomError(argument: "minimumZoomScale",
                                  reason: "\(minimum) is greater than maximumZoomScale \(maximum)")
        }
    }

    static func validate(_ rate: DecelerationRate) throws {
        guard rate.isValid else {
            throw ScrollZoomError(argument: "decelerationRate",
                reason: "\(rate.perMillisecond) per ms is out of range (allowed: 0 < rate < 1 per ms)")
        }
    }
}
