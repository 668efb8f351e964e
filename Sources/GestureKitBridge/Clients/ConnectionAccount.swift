/// The two budgets a connection can take a place in (docs/bridge.md, "Limits"): kiosk clients
/// (greeted, receiving lines) and probation (a WebSocket that has not shown the token yet, or a
/// refused connection waiting for its `bye`). Probation never takes a kiosk client's place.
enum ConnectionBudget: Hashable, Sendable, CaseIterable {
    /// A client that receives lines: at most `--max-clients`.
    case kiosk
    /// Unauthenticated or refused: a small budget of its own, each with a deadline.
    case probation
}

/// One connection's place in the service's counts, as an explicit state machine: whatever the
/// order in which its transport reports admission, authentication, errors and closing, the
/// connection is counted once and uncounted once. The hub applies the returned actions to its
/// `ClientLedger`; `handle(_:)` is the only way the state changes.
struct ConnectionAccount: Hashable, Sendable {
    /// Where the connection stands.
    enum State: Hashable, Sendable {
        /// Accepted by the transport, not yet admitted: counted nowhere.
        case new
        /// Holds one place in this budget.
        case counted(ConnectionBudget)
        /// Closed (or failed): counted nowhere, for good.
        case gone
    }

    /// What the transport or the hub reports.
    enum Event: Hashable, Sendable, CaseIterable {
        /// The hub admitted it into a budget.
        case admittedAsKiosk
        case admittedOnProbation
        /// It showed the token and the hub has room for one more kiosk client.
        case authenticated
        /// The channel closed.
        case closed
        /// The channel failed (an error the transport closes it for).
        case failed
    }

    /// What to do to the counts.
    enum Action: Hashable, Sendable {
        /// Nothing changes.
        case none
        /// Take a place in the budget.
        case count(ConnectionBudget)
        /// Give up a place in `from` and take one in `to`.
        case move(from: ConnectionBudget, to: ConnectionBudget)
        /// Give up the place in the budget.
        case uncount(ConnectionBudget)
    }

    /// The current state.
    private(set) var state: State = .new

    /// Advances on `event` and returns what to do to the counts.
    /// - Parameter event: what happened to the connection.
    /// - Returns: the change of counts this event makes (`.none` for an event that changes none,
    ///   such as a second close or an admission after the close).
    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.new, .admittedAsKiosk):
            state = .counted(.kiosk)
            return .count(.kiosk)
        case (.new, .admittedOnProbation):
            state = .counted(.probation)
            return .count(.probation)
        case (.new, .authenticated):
            return .none
        case (.new, .closed), (.new, .failed):
            state = .gone
            return .none
        case (.counted, .admittedAsKiosk), (.counted, .admittedOnProbation):
            return .none
        case (.counted(.probation), .authenticated):
            state = .counted(.kiosk)
            return .move(from: .probation, to: .kiosk)
        case (.counted(.kiosk), .authenticated):
            return .none
        case (.counted(let budget), .closed), (.counted(let budget), .failed):
            state = .gone
            return .uncount(budget)
        case (.gone, _):
            return .none
        }
    }
}
