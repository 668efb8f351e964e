import PropertyBased
import Testing
@testable import GestureKitBridge

/// Random interleavings of what transports report for several connections — opening (placed by
/// the ledger as the hub places them), authenticating, closing and failing, repeated and out of
/// order — never leave a count behind: each budget's count always equals the connections
/// counted in it, never exceeds its limit, and is zero once every connection has closed.
struct ConnectionAccountPropertyTests {
    static let connections = 6
    /// Each step: which connection (code / 5) and what happens to it (code % 5).
    static let steps = Gen.int(in: 0...(connections * 5 - 1)).array(of: 0...80)

    /// Runs `codes` against a ledger (2 kiosk places, 2 probation places) and returns it with
    /// the accounts.
    static func run(_ codes: [Int], check: (ClientLedger, [ConnectionAccount]) -> Void)
        -> (ClientLedger, [ConnectionAccount]) {
        var ledger = ClientLedger(kioskLimit: 2, probationLimit: 2)
        var accounts = Array(repeating: ConnectionAccount(), count: connections)
        for code in codes {
            let i = code / 5
            switch code % 5 {
            case 0, 1:
                switch ledger.placement(needsAuth: code % 5 == 1, stopping: false) {
                case .kiosk: ledger.apply(accounts[i].handle(.admittedAsKiosk))
                case .awaitingAuth, .refused: ledger.apply(accounts[i].handle(.admittedOnProbation))
                case .dropped: ledger.apply(accounts[i].handle(.closed))
                }
            case 2:
                if ledger.hasKioskRoom { ledger.apply(accounts[i].handle(.authenticated)) }
            case 3: ledger.apply(accounts[i].handle(.closed))
            default: ledger.apply(accounts[i].handle(.failed))
            }
            check(ledger, accounts)
        }
        return (ledger, accounts)
    }

    static func counted(_ accounts: [ConnectionAccount], in budget: ConnectionBudget) -> Int {
        accounts.count { $0.state == .counted(budget) }
    }

    @Test func countsAlwaysMatchTheCountedConnectionsAndStayWithinTheirLimits() async {
        await propertyCheck(count: 300, input: Self.steps) { codes in
            _ = Self.run(codes) { ledger, accounts in
                #expect(ledger.kiosk == Self.counted(accounts, in: .kiosk))
                #expect(ledger.probation == Self.counted(accounts, in: .probation))
                #expect((0...ledger.kioskLimit).contains(ledger.kiosk))
                #expect((0...ledger.probationLimit).contains(ledger.probation))
            }
        }
    }

    @Test func everyCountReturnsToZeroOnceEveryConnectionHasClosed() async {
        await propertyCheck(count: 300, input: Self.steps) { codes in
            var (ledger, accounts) = Self.run(codes) { _, _ in }
            for i in accounts.indices { ledger.apply(accounts[i].handle(.closed)) }
            #expect(ledger.total == 0)
            #expect(ledger.placement(needsAuth: false, stopping: false) == .kiosk)
        }
    }
}
