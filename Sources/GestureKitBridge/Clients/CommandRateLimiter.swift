import GestureInput

/// A token bucket: `burst` commands at once, refilled at `rate` per second. Time is passed in
/// (monotonic µs), so the limiter is a pure value that tests drive without a clock.
public struct CommandRateLimiter: Hashable, Sendable {
    /// Tokens refilled per second.
    public let rate: Double
    /// Bucket depth.
    public let burst: Double
    private var tokens: Double
    private var last: Timestamp?

    /// A full bucket.
    ///
    /// - Parameters:
    ///   - rate: tokens refilled per second; a negative rate counts as 0 (no refill).
    ///   - burst: the bucket's depth, and the tokens it starts with; below 1 counts as 1.
    public init(rate: Double, burst: Double) {
        self.rate = max(rate, 0); self.burst = max(burst, 1); tokens = max(burst, 1)
    }

    /// Takes one token at `time`; false when the bucket is empty (the client floods).
    ///
    /// - Parameter time: the command's arrival (monotonic); a time earlier than the last one
    ///   refills nothing.
    /// - Returns: true when the command may run (a token was taken), false when it must be refused.
    public mutating func admit(at time: Timestamp) -> Bool {
        if let last, time > last {
            tokens = min(burst, tokens + Double((time - last).microseconds) / 1_000_000 * rate)
        }
        last = max(time, last ?? time)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
