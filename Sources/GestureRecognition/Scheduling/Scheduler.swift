import GestureInput
import HeapModule

/// A manual, event-time-driven timer queue (swift-nio's `EmbeddedEventLoop` semantics).
///
/// - Time starts at `now` (default 0) and only moves when the owner says so: `popDue(through:)`,
///   `advance(to:fire:)` or `runUntilIdle(fire:)`. Nothing reads a clock (docs/design.md, "Time").
/// - Due timers fire in deadline order, ties in insertion order; `now` is set to a timer's
///   deadline before it is handed out, and never goes backwards (a deadline already in the past
///   fires at the current `now`).
/// - Cancellation is lazy and allocation-free in steady state.
public struct Scheduler<Payload> {
    /// One timer handed out by the scheduler.
    public struct Fired {
        /// When it was due (µs).
        public var deadline: Timestamp
        /// Its token (as returned by `schedule`).
        public var token: TimerToken
        /// What the owner attached.
        public var payload: Payload
    }

    struct Entry: Comparable {
        var deadline: Timestamp
        var sequence: UInt64
        var payload: Payload
        static func < (a: Entry, b: Entry) -> Bool { (a.deadline, a.sequence) < (b.deadline, b.sequence) }
        static func == (a: Entry, b: Entry) -> Bool { a.deadline == b.deadline && a.sequence == b.sequence }
    }

    /// Current scheduler time (µs): the last deadline fired or the last time advanced to.
    public var now: Timestamp { clock.latest }
    /// The scheduler's clock, which never goes backwards; its owner checks input times against it
    /// (`RecognizerGraph.handle` reports and clamps a regression with it).
    public private(set) var clock: MonotonicTime
    private var heap: Heap<Entry>
    private var live: Set<UInt64>
    private var nextSequence: UInt64 = 0

    /// Creates an idle scheduler whose clock starts at `now`.
    ///
    /// - Parameter now: the clock's time before anything is scheduled.
    public init(now: Timestamp = .zero) {
        clock = MonotonicTime(startingAt: now)
        heap = Heap()
        live = []
        live.reserveCapacity(64)
    }

    /// Schedules `payload` to fire at `deadline` (absolute µs); returns a token to cancel it.
    ///
    /// - Parameters:
    ///   - deadline: when it fires, in event time; a deadline already past fires at the next chance.
    ///   - payload: what the firing hands back.
    /// - Returns: the token that cancels it.
    @discardableResult
    public mutating func schedule(at deadline: Timestamp, _ payload: Payload) -> TimerToken {
        let sequence = nextSequence
        nextSequence &+= 1
        heap.insert(Entry(deadline: deadline, sequence: sequence, payload: payload))
        live.insert(sequence)
        return TimerToken(sequence: sequence)
    }

    /// Cancels a pending timer; cancelling a fired, cancelled or unknown token does nothing.
    ///
    /// - Parameter token: the token `schedule(at:_:)` returned.
    public mutating func cancel(_ token: TimerToken) {
        guard live.remove(token.sequence) != nil else { return }
        purgeCancelledTop()
    }

    /// The earliest pending deadline, or nil when idle (live mode arms its timerfd with it).
    public var nextDeadline: Timestamp? { heap.min?.deadline }

    /// True when no timer is pending.
    public var isIdle: Bool { heap.isEmpty }

    /// Number of pending (not cancelled) timers.
    public var pendingCount: Int { live.count }

    /// Removes and returns the earliest timer due at or before `time`, setting `now` to its deadline
    /// (or keeping `now` if the deadline is earlier); nil when none is due.
    ///
    /// - Parameter time: the time now.
    /// - Returns: the earliest due timer with its deadline and payload, or nil.
    public mutating func popDue(through time: Timestamp) -> Fired? {
        guard let top = heap.min, top.deadline <= time else { return nil }
        let entry = heap.removeMin()
        live.remove(entry.sequence)
        purgeCancelledTop()
        clock.admit(entry.deadline)
        return Fired(deadline: entry.deadline, token: TimerToken(sequence: entry.sequence), payload: entry.payload)
    }

    /// Sets `now` to `time` without firing anything (call after draining `popDue(through:)`);
    /// an earlier `time` is ignored (time never goes backwards).
    ///
    /// - Parameter time: the time now.
    public mutating func setNow(_ time: Timestamp) {
        clock.admit(time)
    }

    /// Fires every timer due at or before `time` in order, then sets `now` to `time`. `fire` may
    /// schedule or cancel timers through the `inout` scheduler; new ones due by `time` fire too.
    ///
    /// - Parameters:
    ///   - time: the time now.
    ///   - fire: called once per due timer, in deadline order, with the scheduler to change.
    public mutating func advance(to time: Timestamp, fire: (inout Scheduler, Fired) -> Void) {
        while let fired = popDue(through: time) { fire(&self, fired) }
        setNow(time)
    }

    /// Fires every pending timer in order, including ones scheduled while firing, until idle or
    /// `limit` timers have fired (a guard against a timer that always reschedules itself).
    /// Returns the number fired.
    ///
    /// - Parameters:
    ///   - limit: the most timers fired before it returns.
    ///   - fire: called once per timer, in deadline order, with the scheduler to change.
    /// - Returns: the number of timers fired.
    @discardableResult
    public mutating func runUntilIdle(limit: Int = 1_000_000, fire: (inout Scheduler, Fired) -> Void) -> Int {
        var count = 0
        while count < limit, let deadline = nextDeadline, let fired = popDue(through: deadline) {
            fire(&self, fired)
            count += 1
        }
        return count
    }

    private mutating func purgeCancelledTop() {
        while let top = heap.min, !live.contains(top.sequence) { _ = heap.removeMin() }
    }
}

/// Identifies one scheduled timer, for cancellation.
public struct TimerToken: Hashable, Sendable {
    /// Insertion sequence number (unique per scheduler).
    public var sequence: UInt64
}
