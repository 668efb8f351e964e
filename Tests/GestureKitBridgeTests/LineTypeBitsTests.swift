import Testing
@testable import GestureKitBridge

/// The line-type sets the hub's flush tests subscriptions with: a step's types are a subset of a
/// subscription exactly when the client subscribed to each of them.
@Suite struct LineTypeBitsTests {
    typealias LineType = BridgeCommand.LineType

    /// Every subset of the line types, in a fixed order.
    static let subsets: [Set<LineType>] = (0..<(1 << LineType.allCases.count)).map { mask in
        Set(LineType.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
    }

    @Test func everyLineTypeHasABitOfItsOwn() {
        #expect(LineType.allCases.count <= 32)
        let single = LineType.allCases.map { LineTypeBits([$0]) }
        for (i, a) in single.enumerated() {
            #expect(a != LineTypeBits())
            for b in single[(i + 1)...] { #expect(a != b) }
        }
    }

    @Test func aStepIsASubsetExactlyWhenEachOfItsTypesIsSubscribed() {
        // Every subscription against every step of at most three types.
        let steps = Self.subsets.filter { $0.count <= 3 }.map { ($0, LineTypeBits($0)) }
        for subscription in Self.subsets {
            let bits = LineTypeBits(subscription)
            for (step, stepBits) in steps where stepBits.isSubset(of: bits) != step.isSubset(of: subscription) {
                Issue.record("step \(step) against subscription \(subscription)")
            }
        }
    }

    @Test func theDefaultSubscriptionTakesEveryTypeButExplanations() {
        let defaults = LineTypeBits(LineType.defaults)
        #expect(LineTypeBits(LineType.allCases.filter { $0 != .explain }).isSubset(of: defaults))
        #expect(!LineTypeBits([.explain]).isSubset(of: defaults))
        #expect(LineTypeBits().isSubset(of: LineTypeBits()))
    }
}
