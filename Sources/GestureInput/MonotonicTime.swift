/// The one rule for event time that goes backwards (docs/design.md, "Time": clamp, count, report).
///
/// Every public entry point that takes event time (`TouchTracker.process`, `Pipeline.process`,
/// `RecognizerGraph.handle` through its `Scheduler`, `ScrollZoomController.advance`) keeps one
/// of these: a time earlier than the latest one admitted is a clock regression, reported with
/// `regression(_:device:)` and clamped with `admit(_:)`. The first layer that sees an event
/// enforces it; the layers after it are handed admitted times and trust them (a `VelocityTracker`
/// does not check its samples' order).
public struct MonotonicTime: Hashable, Sendable {
    /// The time before any: no event time is earlier, so the first one is always admitted as is.
    public static let beforeAnyTime = Timestamp(microseconds: .min)

    /// The latest time admitted (`beforeAnyTime` until the first).
    @inlinable public var latest: Timestamp { storedLatest }
    /// `latest`, settable only by `admit` (usable from the inlinable per-event methods).
    @usableFromInline var storedLatest: Timestamp

    /// A clock at `start`: `beforeAnyTime` (the default) until the first admitted time.
    ///
    /// - Parameter start: the clock's time before any is admitted.
    public init(startingAt start: Timestamp = MonotonicTime.beforeAnyTime) { storedLatest = start }

    /// True once a time has been admitted (or the clock was started at one).
    public var hasStarted: Bool { latest != Self.beforeAnyTime }

    // The per-event methods are inlinable: called out of line from the other modules once per
    // event, they cost 1.0 % of a replay's instructions.

    /// True when `time` is earlier than the latest time admitted: a clock regression.
    ///
    /// - Parameter time: an event time.
    /// - Returns: whether it is a regression.
    @inlinable public func isBackwards(_ time: Timestamp) -> Bool { time.microseconds < storedLatest.microseconds }

    /// `time`, or the latest time admitted when `time` is earlier; the clock does not move.
    ///
    /// - Parameter time: an event time.
    /// - Returns: the time, never earlier than the latest admitted.
    @inlinable public func clamped(_ time: Timestamp) -> Timestamp { isBackwards(time) ? storedLatest : time }

    /// Moves the clock to `time` when it is later; returns the admitted time (`clamped(time)`).
    ///
    /// - Parameter time: an event time.
    /// - Returns: the time admitted.
    @inlinable @discardableResult
    public mutating func admit(_ time: Timestamp) -> Timestamp {
        if time.microseconds > storedLatest.microseconds { storedLatest = time }
        return storedLatest
    }

    /// The `timeWentBackwards` diagnostic for `time` from `device` when it is earlier than the
    /// latest time admitted, else nil: one wording wherever the regression is caught.
    ///
    /// - Parameters:
    ///   - time: an event time.
    ///   - device: the device it came from, if known.
    /// - Returns: the diagnostic, or nil.
    @inlinable public func regression(_ time: Timestamp, device: DeviceID?) -> Diagnostic? {
        isBackwards(time) ? diagnostic(for: time, device: device) : nil
    }

    /// The `timeWentBackwards` diagnostic itself (out of line: only a regression builds it).
    @usableFromInline func diagnostic(for time: Timestamp, device: DeviceID?) -> Diagnostic {
        Diagnostic(time: time, device: device, code: .timeWentBackwards,
                   message: "time \(time.microseconds)µs is \((latest - time).microseconds)µs "
                       + "before the previous event; clamped")
    }
}
