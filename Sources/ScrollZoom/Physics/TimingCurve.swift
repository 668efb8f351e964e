/// The progress curve of an animated programmatic change (`setContentOffset(_:animated: true)`,
/// `zoom(to:animated: true)`): cubic ease-in-out over a fixed duration.
///
///     u(t) = 4 s³ for s < ½, 1 − (2 − 2 s)³ / 2 otherwise, s = t / duration clamped to [0, 1]
///
/// UIKit does not publish its animation; 0.3 s ease-in-out matches what it is observed to do
/// for `setContentOffset(_:animated:)` and `zoom(to:animated:)`.
public struct TimingCurve: Hashable, Sendable {
    /// UIKit-like duration of an animated programmatic scroll or zoom (s).
    public static let defaultDuration = 0.3

    /// Seconds from start to finish.
    public let duration: Double

    /// A curve lasting `duration` seconds.
    ///
    /// - Parameter duration: how long the change takes, in seconds.
    public init(duration: Double = TimingCurve.defaultDuration) { self.duration = duration }

    /// Progress 0…1 at `t` seconds.
    ///
    /// - Parameter t: seconds since the change began.
    /// - Returns: the progress, 0 at the start and 1 from `duration` on.
    public func progress(at t: Double) -> Double {
        guard duration > 0 else { return 1 }
        let s = (t / duration).clamped(0, 1)
        if s < 0.5 { return 4 * s * s * s }
        let r = 2 - 2 * s
        return 1 - r * r * r / 2
    }

    /// True once finished.
    ///
    /// - Parameter t: seconds since the change began.
    /// - Returns: whether it has finished.
    public func isDone(at t: Double) -> Bool { t >= duration }
}
