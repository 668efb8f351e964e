/// How many connections hold a place in each budget, and where a new one goes
/// (docs/bridge.md, "Limits"). Changed only through `apply(_:)` with a `ConnectionAccount`'s
/// actions, so each connection adds and removes exactly one place.
struct ClientLedger: Hashable, Sendable {
    /// Where a new (or newly authenticated) connection goes.
    enum Placement: Hashable, Sendable {
        /// A kiosk client: greeted at once.
        case kiosk
        /// On probation until it shows the token (within the authentication deadline).
        case awaitingAuth
        /// On probation, to be told `bye` with this reason and closed.
        case refused(ByeReason)
        /// Closed at once without a word: even the probation budget is full.
        case dropped
    }

    /// Most kiosk clients (`--max-clients`).
    let kioskLimit: Int
    /// Most connections on probation at once. 32: a kiosk has one page and perhaps a tool or
    /// two authenticating at a time; more than that is a flood, and each refused one only needs
    /// to read its `bye` within the close grace.
    let probationLimit: Int
    /// Places taken in each budget.
    private(set) var kiosk = 0
    private(set) var probation = 0

    /// The default probation budget (see `probationLimit`).
    static let defaultProbationLimit = 32

    init(kioskLimit: Int, probationLimit: Int = ClientLedger.defaultProbationLimit) {
        self.kioskLimit = kioskLimit
        self.probationLimit = probationLimit
    }

    /// Where a new connection goes.
    /// - Parameters:
    ///   - needsAuth: it must show the token first.
    ///   - stopping: the service is shutting down (then every new connection is refused).
    /// - Returns: its placement; a place is only taken once its account's action is applied.
    func placement(needsAuth: Bool, stopping: Bool) -> Placement {
        if stopping { return refusal(.shuttingDown) }
        if kiosk >= kioskLimit { return refusal(.tooManyClients(limit: kioskLimit)) }
        if needsAuth { return probation < probationLimit ? .awaitingAuth : .dropped }
        return .kiosk
    }

    /// Whether one more kiosk client fits (checked again when a client authenticates).
    var hasKioskRoom: Bool { kiosk < kioskLimit }

    /// Places taken in both budgets.
    var total: Int { kiosk + probation }

    private func refusal(_ reason: ByeReason) -> Placement {
        probation < probationLimit ? .refused(reason) : .dropped
    }

    /// Applies one account's action.
    mutating func apply(_ action: ConnectionAccount.Action) {
        switch action {
        case .none: break
        case .count(let budget): add(1, to: budget)
        case .uncount(let budget): add(-1, to: budget)
        case .move(let from, let to):
            add(-1, to: from)
            add(1, to: to)
        }
    }

    private mutating func add(_ n: Int, to budget: ConnectionBudget) {
        switch budget {
        case .kiosk: kiosk += n
        case .probation: probation += n
        }
    }
}
