/// The legal state transitions of a recognizer (diagram and table in `docs/recognition.md`).
///
/// - discrete: `possible → recognized | failed`
/// - continuous: `possible → began → changed* → ended | cancelled`, or `possible → failed`
///
/// The graph also resets every terminal state to `possible` (not a recognizer request).
public enum RecognizerStateMachine {
    /// The state after `transition` from `state`, or nil when the transition is illegal.
    ///
    /// - Parameters:
    ///   - state: the recognizer's state as the graph sees it.
    ///   - transition: the kind of transition it asks for.
    ///   - behavior: discrete or continuous, which decides the legal transitions.
    /// - Returns: the next state, or nil for a transition the table does not allow (the graph
    ///   ignores it and counts it in `illegalTransitionCount`).
    public static func next(from state: GestureState, _ transition: RecognizerTransition.Kind,
                            behavior: RecognizerBehavior) -> GestureState? {
        switch (behavior, state, transition) {
        case (.discrete, .possible, .recognize): .recognized
        case (.discrete, .possible, .fail): .failed
        case (.discrete, _, _): nil

        case (.continuous, .possible, .begin): .began
        case (.continuous, .possible, .fail): .failed
        case (.continuous, .began, .change), (.continuous, .changed, .change): .changed
        case (.continuous, .began, .end), (.continuous, .changed, .end): .ended
        case (.continuous, .began, .cancel), (.continuous, .changed, .cancel): .cancelled
        case (.continuous, _, _): nil
        }
    }

    /// True for states that end an attempt (`recognized`, `ended`, `cancelled`, `failed`):
    /// the graph resets them to `possible` once the recognizer tracks no touches.
    ///
    /// - Parameter state: a recognizer's state.
    /// - Returns: whether the attempt is over.
    public static func isTerminal(_ state: GestureState) -> Bool {
        switch state {
        case .possible, .began, .changed: false
        case .recognized, .ended, .cancelled, .failed: true
        }
    }

    /// True for states in which a recognizer receives input (`possible`, `began`, `changed`).
    ///
    /// - Parameter state: a recognizer's state.
    /// - Returns: whether the graph routes input to a recognizer in that state.
    public static func isListening(_ state: GestureState) -> Bool { !isTerminal(state) }
}
