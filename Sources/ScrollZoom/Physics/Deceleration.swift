/// Exponential deceleration of a fling along one axis (UIKit's scroll-view deceleration).
///
/// With rate r per millisecond and k = 1000·ln r (1/s, negative):
///
///     v(t) = v0 · r^(1000 t) = v0 · e^(k t)
///     x(t) = x0 + v0 · (r^(1000 t) − 1) / (1000 · ln r)
///     rest = x0 − v0 / (1000 · ln r)
///
/// The motion stops when it is within `threshold` (0.5 pt, half a point — below what a Retina
/// screen shows moving) of the rest point: |v0/k|·e^(k T) = threshold gives
/// T = ln(threshold·|k| / |v0|) / k. From T on the position is the rest point.
/// Example: 1000 pt/s at 0.998 travels 1000 / (1000·ln(1/0.998)) ≈ 499.5 pt in ≈ 3.45 s.
/// Time `t` is in seconds since the release.
public struct Deceleration: Hashable, Sendable {
    /// Distance from the rest point under which the motion counts as stopped (pt).
    public static let defaultThreshold = 0.5

    /// Position at release (pt).
    public let initialPosition: Double
    /// Velocity at release (pt/s).
    public let initialVelocity: Double
    /// The rate the velocity decays at.
    public let rate: DecelerationRate
    /// Distance from the rest point at which the motion stops (pt).
    public let threshold: Double
    /// k = 1000·ln r (1/s, negative).
    public let decay: Double
    /// Seconds until the motion stops (from the closed form).
    public let duration: Double

    /// A deceleration from `position` with `velocity` (pt/s) at `rate`; `rate` must be valid.
    ///
    /// - Parameters:
    ///   - position: where the motion starts (pt).
    ///   - velocity: its velocity at the start (pt/s).
    ///   - rate: how fast it slows down.
    ///   - threshold: how close to the rest point the motion stops (pt).
    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal,
                threshold: Double = Deceleration.defaultThreshold) {
        initialPosition = position
        initialVelocity = velocity
        self.rate = rate
        self.threshold = threshold
        decay = rate.decayPerSecond
        let travel = abs(velocity / decay)
        duration = travel > threshold ? Double.log(threshold / travel) / decay : 0
    }

    /// The rest point x0 − v0/k where the motion ends (pt).
    public var destination: Double {
        initialVelocity == 0 ? initialPosition : initialPosition - initialVelocity / decay
    }

    /// The closed form x(t) without the stop at `duration` (pt).
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the position (pt).
    public func unstoppedPosition(at t: Double) -> Double {
        initialPosition + initialVelocity * (Double.exp(decay * t) - 1) / decay
    }

    /// Position at `t` seconds (pt); the rest point from `duration` on.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the position (pt).
    public func position(at t: Double) -> Double {
        t >= duration ? destination : unstoppedPosition(at: Swift.max(t, 0))
    }

    /// Velocity at `t` seconds (pt/s); zero from `duration` on.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the velocity (pt/s).
    public func velocity(at t: Double) -> Double {
        t >= duration ? 0 : initialVelocity * Double.exp(decay * Swift.max(t, 0))
    }

    /// True once the motion has stopped.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: whether it has stopped.
    public func isDone(at t: Double) -> Bool { t >= duration }

    /// Seconds until the unstopped motion reaches `x`, or nil if it never does (closed form:
    /// e^(k t) = 1 + (x − x0)·k / v0).
    ///
    /// - Parameter x: a position (pt).
    /// - Returns: the seconds until the motion reaches it, or nil.
    public func time(toReach x: Double) -> Double? {
        if x == initialPosition { return 0 }
        guard initialVelocity != 0 else { return nil }
        let argument = 1 + (x - initialPosition) * decay / initialVelocity
        guard argument > 0, argument <= 1 else { return nil }
        return Double.log(argument) / decay
    }
}
