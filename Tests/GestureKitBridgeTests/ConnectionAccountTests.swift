import Testing
@testable import GestureKitBridge

/// The per-connection accounting state machine, transition by transition, and the ledger's
/// placements: a connection is counted once and uncounted once, whatever its transport reports.
@Suite struct ConnectionAccountTests {
    typealias State = ConnectionAccount.State
    typealias Event = ConnectionAccount.Event
    typealias Action = ConnectionAccount.Action

    /// Every state × every event: the next state and the action.
    static let table: [(State, Event, State, Action)] = [
        (.new, .admittedAsKiosk, .counted(.kiosk), .count(.kiosk)),
        (.new, .admittedOnProbation, .counted(.probation), .count(.probation)),
        (.new, .authenticated, .new, .none),
        (.new, .closed, .gone, .none),
        (.new, .failed, .gone, .none),
        (.counted(.kiosk), .admittedAsKiosk, .counted(.kiosk), .none),
        (.counted(.kiosk), .admittedOnProbation, .counted(.kiosk), .none),
        (.counted(.kiosk), .authenticated, .counted(.kiosk), .none),
        (.counted(.kiosk), .closed, .gone, .uncount(.kiosk)),
        (.counted(.kiosk), .failed, .gone, .uncount(.kiosk)),
        (.counted(.probation), .admittedAsKiosk, .counted(.probation), .none),
        (.counted(.probation), .admittedOnProbation, .counted(.probation), .none),
        (.counted(.probation), .authenticated, .counted(.kiosk), .move(from: .probation, to: .kiosk)),
        (.counted(.probation), .closed, .gone, .uncount(.probation)),
        (.counted(.probation), .failed, .gone, .uncount(.probation)),
        (.gone, .admittedAsKiosk, .gone, .none),
        (.gone, .admittedOnProbation, .gone, .none),
        (.gone, .authenticated, .gone, .none),
        (.gone, .closed, .gone, .none),
        (.gone, .failed, .gone, .none),
    ]

    /// The events that bring a fresh account into `state`.
    static func account(in state: State) -> ConnectionAccount {
        var account = ConnectionAccount()
        switch state {
        case .new: break
        case .counted(.kiosk): _ = account.handle(.admittedAsKiosk)
        case .counted(.probation): _ = account.handle(.admittedOnProbation)
        case .gone: _ = account.handle(.closed)
        }
        #expect(account.state == state)
        return account
    }

    @Test func theTableCoversEveryStateAndEvent() {
        let states: [State] = [.new, .counted(.kiosk), .counted(.probation), .gone]
        for state in states {
            for event in Event.allCases {
                #expect(Self.table.contains { $0.0 == state && $0.1 == event }, "missing \(state) + \(event)")
            }
        }
    }

    @Test(arguments: 0..<table.count)
    func eachTransitionGoesWhereTheTableSays(_ row: Int) {
        let (from, event, to, action) = Self.table[row]
        var account = Self.account(in: from)
        #expect(account.handle(event) == action, "\(from) + \(event)")
        #expect(account.state == to, "\(from) + \(event)")
    }

    @Test func aRefusedClientClosedDuringItsAdmissionIsUncountedOnce() {
        var ledger = ClientLedger(kioskLimit: 1)
        var first = ConnectionAccount()
        ledger.apply(first.handle(.admittedAsKiosk))
        #expect(ledger.placement(needsAuth: false, stopping: false) == .refused(.tooManyClients(limit: 1)))
        var refused = ConnectionAccount()
        ledger.apply(refused.handle(.admittedOnProbation))
        ledger.apply(refused.handle(.closed))
        ledger.apply(refused.handle(.closed))
        ledger.apply(refused.handle(.failed))
        #expect(ledger.kiosk == 1 && ledger.probation == 0)
        ledger.apply(first.handle(.failed))
        ledger.apply(first.handle(.closed))
        #expect(ledger.total == 0)
        #expect(ledger.placement(needsAuth: false, stopping: false) == .kiosk)
    }

    @Test func probationNeverTakesAKioskPlace() {
        var ledger = ClientLedger(kioskLimit: 2, probationLimit: 3)
        var waiting: [ConnectionAccount] = []
        for _ in 0..<3 {
            #expect(ledger.placement(needsAuth: true, stopping: false) == .awaitingAuth)
            var account = ConnectionAccount()
            ledger.apply(account.handle(.admittedOnProbation))
            waiting.append(account)
        }
        #expect(ledger.placement(needsAuth: true, stopping: false) == .dropped)
        #expect(ledger.placement(needsAuth: false, stopping: false) == .kiosk)
        #expect(ledger.kiosk == 0)
    }

    @Test func aFullProbationBudgetDropsRefusalsWithoutAWord() {
        var ledger = ClientLedger(kioskLimit: 0, probationLimit: 1)
        #expect(ledger.placement(needsAuth: false, stopping: false) == .refused(.tooManyClients(limit: 0)))
        var account = ConnectionAccount()
        ledger.apply(account.handle(.admittedOnProbation))
        #expect(ledger.placement(needsAuth: false, stopping: false) == .dropped)
    }

    @Test func aStoppingServiceRefusesEveryNewConnection() {
        let ledger = ClientLedger(kioskLimit: 5)
        #expect(ledger.placement(needsAuth: false, stopping: true) == .refused(.shuttingDown))
        #expect(ledger.placement(needsAuth: true, stopping: true) == .refused(.shuttingDown))
    }
}
