import GestureInput

/// Maps a pipeline's event time onto CLOCK_MONOTONIC and back, so a live loop can arm its one
/// timer at the wall time of the pipeline's next deadline.
///
/// Live input is stamped on CLOCK_MONOTONIC already (the identity map). A recording played in
/// real time keeps its own timestamps, so its output equals `replay`'s, and is mapped with
/// `pipeline = pipelineOrigin + (monotonic − wallOrigin) × speed`.
public struct LiveClock: Hashable, Sendable {
    /// Pipeline time at `wallOrigin`.
    public var pipelineOrigin: Timestamp
    /// CLOCK_MONOTONIC when the pipeline was at `pipelineOrigin`.
    public var wallOrigin: Timestamp
    /// Pipeline microseconds per monotonic microsecond (> 0).
    public var speed: Double

    /// Live input: pipeline time is CLOCK_MONOTONIC.
    public static let monotonic = LiveClock(pipelineOrigin: .zero, wallOrigin: .zero, speed: 1)

    /// A clock; `speed` must be finite and positive (callers validate options with `isValidSpeed`).
    ///
    /// - Parameters:
    ///   - pipelineOrigin: the pipeline time at `wallOrigin` (a recording's first event time).
    ///   - wallOrigin: the CLOCK_MONOTONIC time at which the pipeline is at `pipelineOrigin`.
    ///   - speed: pipeline microseconds per monotonic microsecond; a speed `isValidSpeed` refuses
    ///     is replaced by 1.
    public init(pipelineOrigin: Timestamp, wallOrigin: Timestamp, speed: Double) {
        self.pipelineOrigin = pipelineOrigin; self.wallOrigin = wallOrigin
        self.speed = Self.isValidSpeed(speed) ? speed : 1
    }

    /// Speeds a replay may run at: finite, from 1/1000 to 1000× real time.
    ///
    /// - Parameter speed: a replay speed, as `--speed` gives it.
    /// - Returns: whether a clock runs at that speed.
    public static func isValidSpeed(_ speed: Double) -> Bool { speed.isFinite && speed >= 0.001 && speed <= 1000 }

    /// The pipeline time at monotonic time `wall` (rounded down: never ahead of the wall clock).
    ///
    /// - Parameter wall: a CLOCK_MONOTONIC time.
    /// - Returns: the pipeline time then.
    public func pipelineTime(atMonotonic wall: Timestamp) -> Timestamp {
        if speed == 1 { return pipelineOrigin + (wall - wallOrigin) }
        let elapsed = Double((wall - wallOrigin).microseconds) * speed
        return pipelineOrigin + TimeSpan(microseconds: Int64.saturating(elapsed.rounded(.down)))
    }

    /// The monotonic time at which the pipeline reaches `time` (rounded up: a timer armed there
    /// never fires before its deadline).
    ///
    /// - Parameter time: a pipeline time, typically its next deadline.
    /// - Returns: the CLOCK_MONOTONIC time to arm a timer at.
    public func monotonicTime(atPipeline time: Timestamp) -> Timestamp {
        if speed == 1 { return wallOrigin + (time - pipelineOrigin) }
        let elapsed = Double((time - pipelineOrigin).microseconds) / speed
        return wallOrigin + TimeSpan(microseconds: Int64.saturating(elapsed.rounded(.up)))
    }
}
