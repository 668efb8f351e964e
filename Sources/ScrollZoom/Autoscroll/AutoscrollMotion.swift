import GestureInput

/// The content offset over time while autoscroll runs at a constant velocity (the finger held
/// still; a moved finger starts a new motion): per axis
///
///     offset(t) = start + v · (t − t0)     stopped at the content edge it moves towards
///
/// An axis that starts at (or past) the edge it moves towards does not move. The motion ends when
/// every moving axis has reached its edge (`endTime`; never for an axis with v = 0).
public struct AutoscrollMotion: Hashable, Sendable {
    /// Offset when the motion began (pt).
    public var start: Point
    /// When it began.
    public var startTime: Timestamp
    /// Velocity (pt/s), zero on an axis already at the edge it moves towards.
    public private(set) var velocity: Vector
    /// Smallest resting offset (pt).
    public var lower: Point
    /// Largest resting offset (pt).
    public var upper: Point

    /// A motion from `start` at `startTime` with velocity `velocity` within `lower…upper`.
    ///
    /// - Parameters:
    ///   - start: the offset when it starts (pt).
    ///   - startTime: when it starts.
    ///   - velocity: its constant velocity (pt/s).
    ///   - lower: the smallest resting offset; it stops there.
    ///   - upper: the largest resting offset; it stops there.
    public init(start: Point, startTime: Timestamp, velocity: Vector, lower: Point, upper: Point) {
        self.start = start
        self.startTime = startTime
        self.lower = lower
        self.upper = upper
        func effective(_ v: Double, _ x: Double, _ lo: Double, _ hi: Double) -> Double {
            (v > 0 && x < hi) || (v < 0 && x > lo) ? v : 0
        }
        self.velocity = Vector(dx: effective(velocity.dx, start.x, lower.x, upper.x),
                               dy: effective(velocity.dy, start.y, lower.y, upper.y))
    }

    /// Whether anything moves.
    public var isMoving: Bool { velocity != .zero }

    /// The offset at `time` (pt); the start for a time before `startTime`.
    ///
    /// - Parameter time: an event time.
    /// - Returns: the offset then, within `lower…upper`.
    public func offset(at time: Timestamp) -> Point {
        let dt = Swift.max(0, (time - startTime).seconds)
        func axis(_ x: Double, _ v: Double, _ lo: Double, _ hi: Double) -> Double {
            if v > 0 { return Swift.min(x + v * dt, hi) }
            if v < 0 { return Swift.max(x + v * dt, lo) }
            return x
        }
        return Point(x: axis(start.x, velocity.dx, lower.x, upper.x), y: axis(start.y, velocity.dy, lower.y, upper.y))
    }

    /// When every moving axis has reached its edge; nil when nothing moves.
    public var endTime: Timestamp? {
        func seconds(_ x: Double, _ v: Double, _ lo: Double, _ hi: Double) -> Double? {
            if v > 0 { return (hi - x) / v }
            if v < 0 { return (lo - x) / v }
            return nil
        }
        let times = [seconds(start.x, velocity.dx, lower.x, upper.x), seconds(start.y, velocity.dy, lower.y, upper.y)]
            .compactMap { $0 }
        guard let longest = times.max() else { return nil }
        return startTime.advanced(bySeconds: longest)
    }
}
