/// A critically damped spring of mass 1 pulling a value to a target (bounce-back, paging, zoom
/// settle).
///
/// With stiffness k and ω = √k (1/s), about the target (displacement x = position − target):
///
///     x(t) = (x0 + (v0 + ω·x0)·t) · e^(−ω t)
///     v(t) = (v0 − ω·(v0 + ω·x0)·t) · e^(−ω t)
///
/// Critical damping (damping 2ω) is the fastest return without oscillation: at most one
/// crossing of the target. Stiffness 200 (ω ≈ 14.1/s) is chosen from the 100–200 range because it
/// matches Flutter's iOS bounce spring (`BouncingScrollSimulation`: mass 0.5, stiffness 100, so
/// k/m = 200) and so UIKit's feel: a 100 pt overshoot returns in ≈ 0.5 s, a 5000 pt/s hand-over
/// overshoots by at most 5000/(ω·e) ≈ 130 pt.
///
/// `duration` is the time from which the envelope (|x0| + |v0 + ω x0|·t)·e^(−ω t) ≥ |x(t)| stays
/// below `tolerance`; from then on the position is exactly the target. Time `t` is in seconds.
public struct Spring: Hashable, Sendable {
    /// Stiffness used by the controller (1/s² for mass 1); see the file header for the choice.
    public static let defaultStiffness = 200.0
    /// Distance from the target under which a spring in points counts as settled (pt).
    public static let defaultTolerance = 0.5

    /// Where the spring pulls to.
    public let target: Double
    /// Displacement from the target at t = 0 (x0).
    public let initialDisplacement: Double
    /// Velocity at t = 0 (units per second).
    public let initialVelocity: Double
    /// ω = √stiffness (1/s).
    public let omega: Double
    /// Seconds until the motion is within `tolerance` of the target for good.
    public let duration: Double

    /// A spring from `position` with `velocity` (units/s) to `target`.
    ///
    /// - Parameters:
    ///   - position: where the motion starts.
    ///   - target: where it settles.
    ///   - velocity: its velocity at the start (units/s).
    ///   - stiffness: the spring's stiffness (1/s² for mass 1).
    ///   - tolerance: how close to the target the motion counts as settled.
    public init(from position: Double, to target: Double, velocity: Double,
                stiffness: Double = Spring.defaultStiffness, tolerance: Double = Spring.defaultTolerance) {
        self.target = target
        initialDisplacement = position - target
        initialVelocity = velocity
        omega = stiffness.squareRoot()
        duration = Spring.settleTime(a: abs(position - target),
                                     b: abs(velocity + omega * (position - target)),
                                     omega: omega, tolerance: tolerance)
    }

    /// The final position: the target.
    public var destination: Double { target }

    /// Position at `t` seconds; the target from `duration` on.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the position.
    public func position(at t: Double) -> Double {
        guard t < duration else { return target }
        let t = Swift.max(t, 0)
        let b = initialVelocity + omega * initialDisplacement
        return target + (initialDisplacement + b * t) * Double.exp(-omega * t)
    }

    /// Velocity at `t` seconds (units/s); zero from `duration` on.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the velocity (units/s).
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let t = Swift.max(t, 0)
        let b = initialVelocity + omega * initialDisplacement
        return (initialVelocity - omega * b * t) * Double.exp(-omega * t)
    }

    /// True once settled.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: whether it has settled.
    public func isDone(at t: Double) -> Bool { t >= duration }

    /// First time from which g(t) = (a + b t)·e^(−ω t) stays ≤ tolerance (a, b ≥ 0). g rises until
    /// t = 1/ω − a/b and falls after, so bisection on the falling side finds it; 60 halvings
    /// resolve it far below a microsecond.
    static func settleTime(a: Double, b: Double, omega: Double, tolerance: Double) -> Double {
        func g(_ t: Double) -> Double { (a + b * t) * Double.exp(-omega * t) }
        guard omega > 0, a.isFinite, b.isFinite else { return 0 }
        let peak = b > 0 ? Swift.max(0, 1 / omega - a / b) : 0
        if g(peak) <= tolerance { return 0 }
        var lo = peak
        var hi = peak + 1 / omega
        while g(hi) > tolerance { hi += hi - peak }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if g(mid) > tolerance { lo = mid } else { hi = mid }
        }
        return hi
    }
}
