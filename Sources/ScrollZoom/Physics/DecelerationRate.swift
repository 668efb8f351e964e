/// How fast a fling slows down: the fraction of velocity kept per millisecond (UIKit's
/// `UIScrollView.DecelerationRate`).
///
/// UIKit publishes `.normal` as 0.998 and `.fast` as 0.99; any value in (0, 1) is allowed, the
/// controller validates it (`ScrollZoomController.setDecelerationRate(_:)`).
public struct DecelerationRate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Fraction of velocity kept after one millisecond (dimensionless, 0 < r < 1).
    public var perMillisecond: Double

    /// Creates a rate from the fraction of velocity kept per millisecond; not validated here.
    ///
    /// - Parameter perMillisecond: the fraction of velocity kept after one millisecond; valid in 0 < r < 1.
    public init(perMillisecond: Double) { self.perMillisecond = perMillisecond }

    /// UIKit's `UIScrollView.DecelerationRate.normal` (0.998 per ms): long, lazy flings.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's `UIScrollView.DecelerationRate.fast` (0.99 per ms): short flings, used with paging.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// The decay constant k = 1000·ln r in 1/s (negative): v(t) = v0·e^(k t).
    public var decayPerSecond: Double { 1000 * Double.log(perMillisecond) }

    /// True when the rate is a finite number strictly between 0 and 1.
    public var isValid: Bool { perMillisecond.isFinite && perMillisecond > 0 && perMillisecond < 1 }

    /// The rate per millisecond, for messages.
    public var description: String { "\(perMillisecond)/ms" }
}
