/// A fling along one axis inside the scrollable range [lower, upper]: exponential deceleration
/// that, if it crosses an edge, hands over to a spring (UIKit's bounce at the end of a flick).
///
///     t < T_edge:  x(t) = Deceleration x(t)            (see Deceleration.swift)
///     t ≥ T_edge:  x(t) = Spring(from: edge, to: edge, v = clamp(v(T_edge), ±5000)).x(t − T_edge)
///
/// T_edge comes from the closed form e^(k T) = 1 + (edge − x0)·k/v0. Without bouncing the
/// motion stops dead at the edge at T_edge. Released already out of bounds it springs back at
/// once — unless the velocity points inwards strongly enough to decelerate back inside, which
/// then runs as an ordinary fling (and may still cross the far edge). Time `t` is in seconds.
public struct BoundedFling: Hashable, Sendable {
    /// The largest speed handed to the spring at an edge (pt/s): keeps a fast flick from
    /// overshooting by more than ≈ 130 pt. Same cap as Flutter's `BouncingScrollSimulation`
    /// hand-over behaviour and UIKit's observed maximum overshoot.
    public static let maximumHandoffVelocity = 5000.0

    /// The deceleration phase (nil when it springs back at once).
    public let deceleration: Deceleration?
    /// Seconds at which the deceleration reaches an edge (∞ if it never does, 0 when it springs at once).
    public let handoffTime: Double
    /// The edge reached at `handoffTime` (pt).
    public let edge: Double
    /// The spring after the hand-over (nil: stop dead at the edge, for `bounces == false`).
    public let spring: Spring?

    /// A fling from `position` with `velocity` (pt/s) in [lower, upper].
    ///
    /// - Parameters:
    ///   - position: where the fling starts (pt).
    ///   - velocity: its velocity at the start (pt/s).
    ///   - rate: how fast it slows down.
    ///   - lower: the lower end of the scrollable range (pt).
    ///   - upper: the upper end (pt).
    ///   - bounces: spring past an edge it reaches and back (else stop dead there).
    ///   - stiffness: the stiffness of that spring (1/s² for mass 1).
    public init(position: Double, velocity: Double, rate: DecelerationRate, lower: Double, upper: Double,
                bounces: Bool = true, stiffness: Double = Spring.defaultStiffness) {
        let cap = BoundedFling.maximumHandoffVelocity
        let upper = Swift.max(lower, upper)
        let outside = position < lower || position > upper
        let nearEdge = position < lower ? lower : upper
        let decel = Deceleration(position: position, velocity: velocity, rate: rate)
        let inward = (position < lower && velocity > 0) || (position > upper && velocity < 0)
        let comesBack = inward && (position < lower ? decel.destination >= lower : decel.destination <= upper)
        if outside && !comesBack {
            // Out of bounds and not carried back inside: spring straight away.
            deceleration = nil
            handoffTime = 0
            edge = nearEdge
            spring = Spring(from: position, to: nearEdge, velocity: velocity.clamped(-cap, cap), stiffness: stiffness)
            return
        }
        deceleration = decel
        let rest = decel.destination
        // The edge the motion leaves the range through, if any (the far one when starting outside).
        let exitEdge: Double? = rest < lower && velocity < 0 ? lower : rest > upper && velocity > 0 ? upper : nil
        guard let exit = exitEdge, let t = decel.time(toReach: exit) else {
            handoffTime = .infinity
            edge = rest
            spring = nil
            return
        }
        handoffTime = t
        edge = exit
        let v = (velocity * Double.exp(decel.decay * t)).clamped(-cap, cap)
        spring = bounces ? Spring(from: exit, to: exit, velocity: v, stiffness: stiffness) : nil
    }

    /// Where the motion ends (pt).
    public var destination: Double {
        handoffTime.isFinite ? edge : deceleration?.destination ?? edge
    }

    /// Seconds until the motion has stopped.
    public var duration: Double {
        if handoffTime.isFinite { return handoffTime + (spring?.duration ?? 0) }
        return deceleration?.duration ?? 0
    }

    /// Position at `t` seconds (pt).
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the position (pt).
    public func position(at t: Double) -> Double {
        if t < handoffTime, let decel = deceleration {
            return handoffTime.isFinite ? decel.unstoppedPosition(at: Swift.max(t, 0)) : decel.position(at: t)
        }
        return spring?.position(at: t - handoffTime) ?? edge
    }

    /// Velocity at `t` seconds (pt/s).
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: the velocity (pt/s).
    public func velocity(at t: Double) -> Double {
        if t < handoffTime, let decel = deceleration {
            guard handoffTime.isFinite else { return decel.velocity(at: t) }
            return decel.initialVelocity * Double.exp(decel.decay * Swift.max(t, 0))
        }
        return spring?.velocity(at: t - handoffTime) ?? 0
    }

    /// True once stopped.
    ///
    /// - Parameter t: seconds since the motion began.
    /// - Returns: whether it has stopped.
    public func isDone(at t: Double) -> Bool { t >= duration }
}
