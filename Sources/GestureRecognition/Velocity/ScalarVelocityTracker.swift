import GestureInput

/// Velocity of one number over time (pinch scale per second, rotation radians per second), with
/// the same least-squares rules as `VelocityTracker`.
public struct ScalarVelocityTracker: Sendable {
    private var tracker = VelocityTracker()

    /// Creates an empty tracker.
    public init() {}

    /// Forgets every sample.
    public mutating func reset() { tracker.reset() }

    /// Adds a value at a time (µs).
    ///
    /// - Parameters:
    ///   - value: the value (a pinch's scale, a rotation's angle).
    ///   - time: when it was measured, not before the previous sample.
    public mutating func add(_ value: Double, at time: Timestamp) { tracker.add(Point(x: value, y: 0), at: time) }

    /// Number of samples held.
    public var count: Int { tracker.count }

    /// The rate of change at the newest sample (units per second).
    public var velocity: Double { tracker.velocity.dx }

    /// The rate to hand on at release time `time`: zero when the newest sample is older than 40 ms.
    ///
    /// - Parameter time: the time of the release.
    /// - Returns: the rate per second, or 0.
    public func releaseVelocity(at time: Timestamp) -> Double { tracker.releaseVelocity(at: time).dx }
}
