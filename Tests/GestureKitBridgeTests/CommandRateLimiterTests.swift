import GestureInput
import Testing
@testable import GestureKitBridge

/// The token bucket behind the flood limit (100 commands/s, bursts of 200).
@Suite struct CommandRateLimiterTests {
    @Test func aBurstUpToTheDepthIsAdmittedAndTheNextIsNot() {
        var l = CommandRateLimiter(rate: 100, burst: 200)
        let t = Timestamp(microseconds: 1_000_000)
        for _ in 0..<200 { do { let r = l.admit(at: t); #expect(r) } }
        do { let r = l.admit(at: t); #expect(!r) }
    }

    @Test func tokensRefillAtTheRate() {
        var l = CommandRateLimiter(rate: 100, burst: 200)
        let t = Timestamp(microseconds: 0)
        for _ in 0..<200 { _ = l.admit(at: t) }
        // 10 ms at 100/s is one token.
        do { let r = l.admit(at: t + .milliseconds(10)); #expect(r) }
        do { let r = l.admit(at: t + .milliseconds(10)); #expect(!r) }
        do { let r = l.admit(at: t + .milliseconds(20)); #expect(r) }
    }

    @Test func aSteadyHundredPerSecondIsNeverRefused() {
        var l = CommandRateLimiter(rate: 100, burst: 200)
        for i in 0..<10_000 { do { let r = l.admit(at: Timestamp(microseconds: Int64(i) * 10_000)); #expect(r) } }
    }

    @Test func theBucketNeverHoldsMoreThanItsDepth() {
        var l = CommandRateLimiter(rate: 100, burst: 5)
        _ = l.admit(at: .zero)
        let later = Timestamp(microseconds: 3_600_000_000)
        var admitted = 0
        while l.admit(at: later) { admitted += 1 }
        #expect(admitted == 5)
    }

    @Test func aClockThatGoesBackDoesNotRefill() {
        var l = CommandRateLimiter(rate: 100, burst: 1)
        do { let r = l.admit(at: Timestamp(microseconds: 1_000_000)); #expect(r) }
        do { let r = l.admit(at: Timestamp(microseconds: 0)); #expect(!r) }
        do { let r = l.admit(at: Timestamp(microseconds: 1_000_000)); #expect(!r) }
    }
}
