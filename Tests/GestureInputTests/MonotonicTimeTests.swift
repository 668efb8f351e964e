import GestureInput
import Testing

/// The one rule for event time that goes backwards (docs/design.md, "Time"): clamp, count, say so.
@Suite struct MonotonicTimeTests {
    static let dev = DeviceID(2)

    @Test func theFirstTimeIsAdmittedAsItIsHoweverEarly() {
        var clock = MonotonicTime()
        #expect(!clock.hasStarted)
        let early = Timestamp(microseconds: .min + 1)
        #expect(clock.regression(early, device: Self.dev) == nil)
        #expect(clock.admit(early) == early)
        #expect(clock.hasStarted)
    }

    @Test func anEarlierTimeIsClampedToTheLatestAndTheClockStays() {
        var clock = MonotonicTime(startingAt: .milliseconds(100))
        #expect(clock.isBackwards(.milliseconds(40)))
        #expect(clock.clamped(.milliseconds(40)) == .milliseconds(100))
        #expect(clock.admit(.milliseconds(40)) == .milliseconds(100))
        #expect(clock.latest == .milliseconds(100))
        #expect(clock.admit(.milliseconds(120)) == .milliseconds(120))
        #expect(clock.latest == .milliseconds(120))
    }

    @Test func anEqualTimeIsNotARegression() {
        let clock = MonotonicTime(startingAt: .milliseconds(100))
        #expect(!clock.isBackwards(.milliseconds(100)))
        #expect(clock.regression(.milliseconds(100), device: Self.dev) == nil)
    }

    @Test func aRegressionIsReportedWithTheTimeTheDeviceAndHowFarBack() throws {
        let clock = MonotonicTime(startingAt: .milliseconds(100))
        let d = try #require(clock.regression(.milliseconds(40), device: Self.dev))
        #expect(d.code == .timeWentBackwards)
        #expect(d.time == .milliseconds(40))
        #expect(d.device == Self.dev)
        #expect(d.message == "time 40000µs is 60000µs before the previous event; clamped")
    }
}
