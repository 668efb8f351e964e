import GestureKit
import Testing

/// The map between a pipeline's event time and CLOCK_MONOTONIC that a live loop arms its timer
/// with: p = p₀ + (w − w₀)·speed and back, rounded so a timer never fires before its deadline.
@Suite struct LiveClockTests {
    @Test func liveInputIsTheIdentity() {
        let t = Timestamp(microseconds: 123_456_789)
        #expect(LiveClock.monotonic.pipelineTime(atMonotonic: t) == t)
        #expect(LiveClock.monotonic.monotonicTime(atPipeline: t) == t)
    }

    @Test func aReplayAtSpeedTwoRunsTwiceAsFast() {
        let clock = LiveClock(
            pipelineOrigin: Timestamp(microseconds: 1_000), wallOrigin: Timestamp(microseconds: 50_000), speed: 2)
        #expect(clock.pipelineTime(atMonotonic: Timestamp(microseconds: 50_000)) == Timestamp(microseconds: 1_000))
        #expect(clock.pipelineTime(atMonotonic: Timestamp(microseconds: 60_000)) == Timestamp(microseconds: 21_000))
        #expect(clock.monotonicTime(atPipeline: Timestamp(microseconds: 21_000)) == Timestamp(microseconds: 60_000))
    }

    @Test func deadlinesRoundUpAndTimesRoundDown() {
        let clock = LiveClock(pipelineOrigin: .zero, wallOrigin: .zero, speed: 3)
        // 10 µs of pipeline time take 3.33 µs of wall time: the timer waits 4.
        #expect(clock.monotonicTime(atPipeline: Timestamp(microseconds: 10)) == Timestamp(microseconds: 4))
        // After 4 µs of wall time the pipeline is at 12, not ahead.
        #expect(clock.pipelineTime(atMonotonic: Timestamp(microseconds: 4)) == Timestamp(microseconds: 12))
        let deadline = Timestamp(microseconds: 1_000_001)
        #expect(clock.pipelineTime(atMonotonic: clock.monotonicTime(atPipeline: deadline)) >= deadline)
    }

    @Test func aClockJumpOfYearsSaturatesInsteadOfTrapping() {
        let clock = LiveClock(pipelineOrigin: .zero, wallOrigin: .zero, speed: 0.001)
        let far = Timestamp(microseconds: .max / 2)
        #expect(clock.monotonicTime(atPipeline: far).microseconds > 0)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 0.0001, 1001])
    func anInvalidSpeedIsRefused(_ speed: Double) {
        #expect(!LiveClock.isValidSpeed(speed))
    }
}
