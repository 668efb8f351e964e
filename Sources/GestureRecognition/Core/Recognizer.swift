import GestureInput

/// A gesture recognizer: a pure state machine that turns inputs into requested transitions.
///
/// A recognizer never emits `GestureEvent`s itself and never reads a clock. The `RecognizerGraph`
/// calls `handle(_:context:)` with one input at a time; the recognizer updates its own `State`
/// enum and asks for transitions (`context.begin(_:)`, `context.recognize(_:)`, `context.fail(_:)`,
/// …) and timers (`context.schedule(_:at:)`). The graph checks each transition against the state
/// table (`RecognizerStateMachine`), applies arbitration (require-to-fail, exclusivity) and emits
/// the events. See `docs/recognizer-api.md`.
public protocol Recognizer {
    /// The kind of gesture this recognizer reports (the `kind` of its `GestureEvent`s).
    var kind: GestureKind { get }
    /// Discrete (`possible → recognized | failed`) or continuous (`possible → began → changed* →
    /// ended | cancelled`); fixes which transitions are legal.
    var behavior: RecognizerBehavior { get }
    /// Consumes one input; requests transitions and timers through `context` (the hot-path
    /// rules it should follow: `docs/recognizer-api.md`, "Rules for the hot path").
    ///
    /// - Parameters:
    ///   - input: the input routed to it: a touch frame, a device's pointer or touchpad gesture
    ///     event, a timer it scheduled, a reset after its gesture finished, or a cancel.
    ///   - context: the time and the state the graph sees it in; it records the transitions and
    ///     timers asked for, which the graph applies after the call.
    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext)
}

/// Whether a recognizer reports one-shot (`recognized`) or ongoing (`began … ended`) gestures.
public enum RecognizerBehavior: String, Hashable, Sendable, Codable, CaseIterable {
    /// `possible → recognized | failed` (tap, swipe).
    case discrete
    /// `possible → began → changed* → ended | cancelled`, or `possible → failed` (pan, pinch, long press).
    case continuous
}
