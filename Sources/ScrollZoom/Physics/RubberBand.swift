/// The resistance felt when dragging past an edge (UIKit's rubber band).
///
///     shown = (1 − 1 / (x · c / d + 1)) · d        (sign-aware: applied to |x|, sign kept)
///
/// x is how far the finger went past the edge (pt), d the viewport dimension on that axis (pt),
/// c = 0.55 the constant measured from UIKit (reported by Grant Paul's reverse-engineering of
/// `UIScrollView`, and used by many reimplementations). Near the edge the content follows the
/// finger at c = 55 %; however far the finger goes, the overshoot stays below d.
public struct RubberBand: Hashable, Sendable {
    /// UIKit's rubber-band coefficient (dimensionless).
    public static let uikitCoefficient = 0.55

    /// The coefficient c (dimensionless).
    public var coefficient: Double
    /// The dimension d the overshoot saturates at (pt, normally the viewport's width or height).
    public var dimension: Double

    /// A rubber band over `dimension` points with coefficient `coefficient`.
    ///
    /// - Parameters:
    ///   - dimension: the length the overshoot saturates at (pt), normally the viewport's.
    ///   - coefficient: the resistance; UIKit's 0.55 by default.
    public init(dimension: Double, coefficient: Double = RubberBand.uikitCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The overshoot shown for a finger overshoot `x` (pt, sign kept).
    ///
    /// - Parameter x: how far the finger went past the edge (pt), signed.
    /// - Returns: how far the content goes past it (pt), same sign.
    public func shown(forOvershoot x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
        return x < 0 ? -magnitude : magnitude
    }

    /// The finger overshoot that shows as `shown` (the inverse; pt, sign kept): used to pick a
    /// drag up again mid-bounce without a jump. Saturates just below `dimension`.
    ///
    /// - Parameter shown: how far the content is past the edge (pt), signed.
    /// - Returns: the finger overshoot that gives it (pt), same sign.
    public func overshoot(forShown shown: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let fraction = Swift.min(abs(shown) / dimension, 0.999_999)
        let magnitude = (1 / (1 - fraction) - 1) * dimension / coefficient
        return shown < 0 ? -magnitude : magnitude
    }

    /// `raw` with any excess beyond `lower...upper` rubber-banded (pt).
    ///
    /// - Parameters:
    ///   - raw: the value the finger asks for (pt).
    ///   - lower: the lower end of the range.
    ///   - upper: the upper end of the range.
    /// - Returns: the value shown.
    public func constrain(_ raw: Double, lower: Double, upper: Double) -> Double {
        if raw < lower { return lower + shown(forOvershoot: raw - lower) }
        if raw > upper { return upper + shown(forOvershoot: raw - upper) }
        return raw
    }

    /// The inverse of `constrain`: the raw value that shows as `shown` (pt).
    ///
    /// - Parameters:
    ///   - shown: the value shown (pt).
    ///   - lower: the lower end of the range.
    ///   - upper: the upper end of the range.
    /// - Returns: the value the finger asked for.
    public func unconstrain(_ shown: Double, lower: Double, upper: Double) -> Double {
        if shown < lower { return lower + overshoot(forShown: shown - lower) }
        if shown > upper { return upper + overshoot(forShown: shown - upper) }
        return shown
    }
}
