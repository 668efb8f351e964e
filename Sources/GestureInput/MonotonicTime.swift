/// The one rule for event time that goes backwards (DESIGN §3: "clamp, count, and say so").
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
    public private(set) var latest: Timestamp

    /// A clock at `start`: `beforeAnyTime` (the default) until the first admitted time.
    public init(startingAt start: Timestamp = MonotonicTime.beforeAnyTime) { latest = start }

    /// True once a time has been admitted (or the clock was started at one).
    public var hasStarted: Bool { latest != Self.beforeAnyTime }

    /// True when `time` is earlier than the latest time admitted: a clock regression.
    public func isBackwards(_ time: Timestamp) -> Bool { time < latest }

    /// `time`, or the latest time admitted when `time` is earlier; the clock does not move.
    public func clamped(_ time: Timestamp) -> Timestamp { time < latest ? latest : time }

    /// Moves the clock to `time` when it is later; returns the admitted time (`clamped(time)`).
    @discardableResult
    public mutating func admit(_ time: Timestamp) -> Timestamp {
        if time > latest { latest = time }
        return latest
    }

    /// The `timeWentBackwards` diagnostic for `time` from `device` when it is earlier than the
    /// latest time admitted, else nil: one wording wherever the regression is caught.
    public func regression(_ time: Timestamp, device: DeviceID?) -> Diagnostic? {
        guard isBackwards(time) else { return nil }
        return Diagnostic(time: time, device: device, code: .timeWentBackwards,
                          message: "time \(time.microseconds)µs is \((latest - time).microseconds)µs "
                              + "before the previous event; clamped")
    }
}
