import GestureInput

/// An input event whose time the pipeline cannot schedule after: beyond ±`Pipeline.latestEventTime`.
///
/// The pipeline adds spans to event times (recognizer timeouts, frame periods, the settling
/// horizon of `finish`); near `Int64.max` those sums would saturate and fire every timer at
/// once (a long press 80 ms after the touch), or, unchecked, wrap to a negative time
/// (`"t":-9223372036854675809`). `TraceReplay` reports it as a `TraceError` at the event's line.
public struct EventTimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected time.
    public var time: Timestamp

    /// An error about an event at `time`.
    ///
    /// - Parameter time: the event time that is out of range.
    public init(time: Timestamp) { self.time = time }

    /// "event time … µs is out of range (allowed: ±… µs, …)".
    public var description: String {
        let limit = Pipeline.latestEventTime.microseconds
        return "event time \(time.microseconds) µs is out of range (allowed: −\(limit)…\(limit) µs, "
            + "about 146,000 years either side of the clock's origin)"
    }
}
