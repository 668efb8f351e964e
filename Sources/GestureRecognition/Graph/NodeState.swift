import GestureInput

/// Where one recognizer stands in arbitration: a state machine over the attempt, each case
/// carrying its data. Diagram (kept in step): `docs/recognition.md`, "Node states".
///
/// The graph changes it only through `handle(_:)`; what the outside sees is `published`, what the
/// recognizer sees as its own state is `requested` (they differ only while held).
enum NodeState {
    /// Listening, nothing asked yet in this attempt.
    case listening
    /// Its continuous gesture is under way and published (`began` or `changed`).
    case active(GestureState)
    /// It asked to recognize or begin while a require-to-fail dependency was still deciding:
    /// `possible` to the outside until released or failed.
    case held(PendingRecognition)
    /// The attempt is over and published: `recognized`, `ended`, `cancelled` or `failed`.
    case decided(GestureState)

    /// One change the graph makes to a node's state.
    enum Event {
        /// A state is published (emitted): `began`/`changed` keep it active, terminal ones decide it.
        case publish(GestureState)
        /// A dependency is still deciding: hold the recognition.
        case hold(PendingRecognition)
        /// A held recognition waits for a different set of dependencies (bits over `dependencies`).
        case waitingFor(UInt64)
        /// A held continuous gesture moved (its sample is kept in the node's `HeldSamples`).
        case heldChange
        /// A held continuous gesture ended or was cancelled by the recognizer.
        case heldFinish(GestureState)
        /// It failed (on its own, or failed by the graph): no event is emitted for failures.
        case fail
        /// The attempt is over and the recognizer tracks no touch: listen again.
        case reset
    }

    /// The state after `event`, or nil when the event cannot happen in this state (a graph bug).
    func next(on event: Event) -> NodeState? {
        switch (self, event) {
        case (.listening, .publish(let s)):
            return s == .recognized || s == .began ? NodeState(published: s) : nil
        case (.active, .publish(let s)):
            return s == .changed || s == .ended || s == .cancelled ? NodeState(published: s) : nil
        case (.held(let p), .publish(let s)):
            return s == p.firstState ? NodeState(published: s) : nil
        case (.listening, .hold(let p)):
            return .held(p)
        case (.held(var p), .waitingFor(let mask)):
            p.waitingMask = mask
            return .held(p)
        case (.held(var p), .heldChange):
            guard RecognizerStateMachine.isListening(p.requested) else { return nil }
            p.requested = .changed
            return .held(p)
        case (.held(var p), .heldFinish(let state)):
            guard RecognizerStateMachine.isListening(p.requested) else { return nil }
            p.requested = state
            return .held(p)
        case (.listening, .fail), (.held, .fail):
            return .decided(.failed)
        case (.decided, .reset):
            return .listening
        case (.decided, .publish), (.active, .hold), (.held, .hold), (.decided, .hold),
             (.listening, .waitingFor), (.active, .waitingFor), (.decided, .waitingFor),
             (.listening, .heldChange), (.active, .heldChange), (.decided, .heldChange),
             (.listening, .heldFinish), (.active, .heldFinish), (.decided, .heldFinish),
             (.active, .fail), (.decided, .fail),
             (.listening, .reset), (.active, .reset), (.held, .reset):
            return nil
        }
    }

    /// Applies `event`; an event the state cannot take is a bug of the graph: asserted in debug,
    /// ignored in release.
    mutating func handle(_ event: Event) {
        guard let n = next(on: event) else {
            assertionFailure("node state \(self) cannot take \(event)")
            return
        }
        self = n
    }

    /// The node state in which `state` has just been published.
    init(published state: GestureState) {
        switch state {
        case .possible: self = .listening
        case .began, .changed: self = .active(state)
        case .recognized, .ended, .cancelled, .failed: self = .decided(state)
        }
    }

    /// The state as the outside sees it (events emitted); a held recognizer is `possible`.
    var published: GestureState {
        switch self {
        case .listening, .held: .possible
        case .active(let s), .decided(let s): s
        }
    }

    /// The state the recognizer asked for (its own view); equals `published` unless held.
    var requested: GestureState {
        switch self {
        case .listening: .possible
        case .held(let p): p.requested
        case .active(let s), .decided(let s): s
        }
    }

    /// True while it receives input (`possible`, `began`, `changed` as it sees itself).
    var isListening: Bool {
        switch self {
        case .listening, .active: true
        case .held(let p): RecognizerStateMachine.isListening(p.requested)
        case .decided: false
        }
    }

    /// True when held by require-to-fail.
    var isHeld: Bool {
        if case .held = self { return true }
        return false
    }

    /// True while it may still be failed or excluded by the graph: listening with nothing
    /// published, or held.
    var isUndecidedToOthers: Bool {
        switch self {
        case .listening, .held: true
        case .active, .decided: false
        }
    }
}
