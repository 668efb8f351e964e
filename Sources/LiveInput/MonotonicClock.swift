import Glibc
import GestureInput

/// CLOCK_MONOTONIC, the clock libinput stamps events with. Only the live source and the harness read
/// it (docs/design.md, "Time"): recognition takes time from event timestamps.
public enum MonotonicClock {
    /// Now, in microseconds of CLOCK_MONOTONIC.
    ///
    /// - Returns: the time.
    public static func now() -> Timestamp {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Timestamp(microseconds: Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000)
    }
}
