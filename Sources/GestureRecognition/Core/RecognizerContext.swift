import GestureInput

/// What a recognizer may do while handling one input: ask for transitions and timers.
///
/// The graph owns one context, clears it before each call and applies what was requested after
/// the call returns, in request order. The buffers keep their capacity, so requesting costs no
/// allocation in steady state.
public struct RecognizerContext {
    /// Event time of the input being handled (µs); for `.timer` it is the deadline.
    public internal(set) var time: Timestamp
    /// The graph state this recognizer is in (`possible`, `began`, `changed`, …) as the graph sees it.
    public internal(set) var state: GestureState
    /// Transitions requested during this call, in order.
    public internal(set) var transitions: [RecognizerTransition]
    /// Timer requests made during this call, in order: a deadline, or `nil` to cancel.
    public internal(set) var timerRequests: [(id: TimerID, deadline: Timestamp?)]
    /// Touches the recognizer asked to stop tracking during this call.
    public internal(set) var ignoredTouches: [TouchID]

    /// Creates an empty context (the graph makes one; tests may drive a recognizer directly).
    ///
    /// - Parameters:
    ///   - time: the event time of the first input handled with it.
    ///   - state: the state the recognizer is in, as the graph sees it.
    public init(time: Timestamp = .zero, state: GestureState = .possible) {
        self.time = time
        self.state = state
        transitions = []; transitions.reserveCapacity(4)
        timerRequests = []; timerRequests.reserveCapacity(4)
        ignoredTouches = []; ignoredTouches.reserveCapacity(4)
    }

    /// Clears the requests, keeping capacity, and sets the time and state for the next call.
    ///
    /// - Parameters:
    ///   - time: the event time of the next input (its deadline for a timer).
    ///   - state: the state the recognizer is in, as the graph sees it.
    public mutating func prepare(time: Timestamp, state: GestureState) {
        self.time = time
        self.state = state
        // Most calls request nothing: skip the (non-trivial) removal of nothing.
        if !transitions.isEmpty { transitions.removeAll(keepingCapacity: true) }
        if !timerRequests.isEmpty { timerRequests.removeAll(keepingCapacity: true) }
        if !ignoredTouches.isEmpty { ignoredTouches.removeAll(keepingCapacity: true) }
    }

    /// Discrete gesture happened (`possible → recognized`).
    ///
    /// - Parameter sample: what was measured now: location, touches, translation, velocity, scale,
    ///   rotation; the resulting `GestureEvent` carries it.
    public mutating func recognize(_ sample: GestureSample) { transitions.append(.recognize(sample)) }
    /// Continuous gesture started (`possible → began`).
    ///
    /// - Parameter sample: what was measured now: location, touches, translation, velocity, scale,
    ///   rotation; the resulting `GestureEvent` carries it.
    public mutating func begin(_ sample: GestureSample) { transitions.append(.begin(sample)) }
    /// Continuous gesture changed (`began | changed → changed`).
    ///
    /// - Parameter sample: what was measured now: location, touches, translation, velocity, scale,
    ///   rotation; the resulting `GestureEvent` carries it.
    public mutating func change(_ sample: GestureSample) { transitions.append(.change(sample)) }
    /// Continuous gesture finished (`began | changed → ended`).
    ///
    /// - Parameter sample: what was measured now: location, touches, translation, velocity, scale,
    ///   rotation; the resulting `GestureEvent` carries it.
    public mutating func end(_ sample: GestureSample) { transitions.append(.end(sample)) }
    /// Continuous gesture cancelled by the recognizer itself (`began | changed → cancelled`).
    ///
    /// - Parameter sample: what was measured now: location, touches, translation, velocity, scale,
    ///   rotation; the resulting `GestureEvent` carries it.
    public mutating func cancel(_ sample: GestureSample) { transitions.append(.cancel(sample)) }
    /// Not this recognizer's gesture (`possible → failed`).
    ///
    /// - Parameter reason: why, as `replay --explain` reports it.
    public mutating func fail(_ reason: FailureReason) { transitions.append(.fail(reason)) }
    /// Not this recognizer's gesture, with a code and the measured value against its limit.
    ///
    /// - Parameters:
    ///   - code: the stable reason (`movedBeyondSlop`, `pressTooLong`, …).
    ///   - value: the measured value that crossed the limit, if one did.
    ///   - limit: the limit it crossed, in the same unit.
    public mutating func fail(_ code: FailureReason.Code, value: Double? = nil, limit: Double? = nil) {
        transitions.append(.fail(FailureReason(code, value: value, limit: limit)))
    }

    /// Asks for `.timer(id, deadline:)` when event time reaches `deadline` (absolute µs).
    /// Replaces a pending timer with the same id. A deadline in the past fires before the next input.
    ///
    /// - Parameters:
    ///   - id: which of the recognizer's timers (its own numbering, one per purpose).
    ///   - deadline: the event time it fires at.
    public mutating func schedule(_ id: TimerID, at deadline: Timestamp) { timerRequests.append((id, deadline)) }
    /// Cancels the pending timer `id`, if any.
    ///
    /// - Parameter id: which of the recognizer's timers.
    public mutating func cancelTimer(_ id: TimerID) { timerRequests.append((id, nil)) }
    /// Stops tracking `touch`: it is left out of later frames and no longer counts for exclusivity
    /// or for the reset rule (UIKit's `ignore(_:for:)`).
    ///
    /// - Parameter touch: a touch of the current frame.
    public mutating func ignore(_ touch: TouchID) { ignoredTouches.append(touch) }
}
