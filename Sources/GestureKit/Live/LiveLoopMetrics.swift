import GestureInput

/// What a live loop did, for `serve`'s `stats` command and the bridge benchmark: how often it woke,
/// and how late its timers fired against their stamped deadlines.
public struct LiveLoopMetrics: Hashable, Sendable {
    /// Every time the loop ran because of the loop's own timer, an input batch or a command.
    public var wakeUps = 0
    /// Pipeline deadlines (recognizer timers, animation frames) the loop's timer ran.
    public var timersFired = 0
    /// Batches of input events delivered by a source.
    public var inputBatches = 0
    /// Times a due timer waited because input stamped before it was still in flight.
    public var timerDeferrals = 0
    /// Largest lateness of a fired deadline (wall time of firing − wall time of the deadline).
    public var maximumLateness = TimeSpan.zero
    /// The most recent latenesses (a ring of `latenessWindow`), for percentiles.
    private var recent: [Int64] = []
    private var next = 0

    /// How many recent latenesses are kept for `latenessPercentile`.
    public static let latenessWindow = 4096

    /// No activity yet.
    public init() {}

    /// Records one fired deadline's lateness.
    ///
    /// - Parameter lateness: how long after its deadline the timer fired; a negative value (early)
    ///   counts as zero.
    public mutating func recordLateness(_ lateness: TimeSpan) {
        let value = max(lateness.microseconds, 0)
        maximumLateness = TimeSpan(microseconds: max(maximumLateness.microseconds, value))
        if recent.count < Self.latenessWindow {
            recent.append(value)
        } else {
            recent[next] = value
            next = (next + 1) % Self.latenessWindow
        }
    }

    /// The `p`-th percentile (0…1) of the recent latenesses (nearest rank); zero when none.
    ///
    /// - Parameter p: the percentile as a fraction (0.99 for the 99th), clamped to 0…1.
    /// - Returns: the lateness at that rank among the last `latenessWindow` deadlines.
    public func latenessPercentile(_ p: Double) -> TimeSpan {
        guard !recent.isEmpty else { return .zero }
        let sorted = recent.sorted()
        let rank = Int((p.clamped(to: 0...1) * Double(sorted.count)).rounded(.up)) - 1
        return TimeSpan(microseconds: sorted[max(0, min(sorted.count - 1, rank))])
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
