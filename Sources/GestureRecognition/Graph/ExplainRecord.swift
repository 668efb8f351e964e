import GestureInput

/// One structured "why" from the graph, for `gesturekit replay --explain`: why a recognizer failed
/// or was held, which dependency or which threshold decided it.
public struct ExplainRecord: Hashable, Sendable, CustomStringConvertible {
    /// When it happened (µs).
    public var time: Timestamp
    /// The recognizer concerned.
    public var recognizer: String
    /// What happened.
    public var event: Event

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - time: when it happened.
    ///   - recognizer: the recognizer concerned.
    ///   - event: what happened: a failure with its reason, a hold, a release, a reset, ….
    public init(time: Timestamp, recognizer: String, event: Event) {
        self.time = time; self.recognizer = recognizer; self.event = event
    }

    /// What the graph decided about a recognizer.
    public enum Event: Hashable, Sendable {
        /// It failed: the reason (threshold, measured value, limit); `by` names the recognizer that
        /// caused it when the graph failed it (exclusivity, dependency).
        case failed(FailureReason, by: String?)
        /// It would have recognized/begun but waits for these dependencies to fail.
        case held(waitingFor: [String])
        /// Its held recognition fired because `after` failed.
        case released(after: String)
        /// The graph cancelled its began gesture: `by` won, or the device was removed (`by` nil).
        case cancelled(FailureReason.Code, by: String?)
        /// It asked for a transition the state table forbids (a bug in the recognizer).
        case illegalTransition(from: GestureState, RecognizerTransition.Kind)
        /// It published a state (an event was emitted): the full decision log reads in order.
        case published(GestureState)
        /// It went back to `possible`.
        case reset
    }

    /// One line, in the words of the `--explain` text table (`ExplainText`):
    /// `<µs> <recognizer> <what>: <details>`, e.g.
    /// `380000µs singleTap released: doubleTap failed, so its held result fires`.
    public var description: String {
        "\(time) \(recognizer) \(ExplainText.summary(event)): \(ExplainText.details(event))"
    }
}
