import GestureInput
import GestureKitTesting
import Testing
@testable import GestureRecognition

struct VelocityTrackerTests {
    /// x(t) = x0 + v·t sampled every 8 ms: the fit returns v exactly (closed form).
    @Test(arguments: [(120.0, -40.0), (0.0, 0.0), (-2500.0, 900.0)])
    func constantVelocityIsExact(vx: Double, vy: Double) {
        var tracker = VelocityTracker()
        for i in 0..<15 {
            let t = Double(i) * 0.008
            tracker.add(Point(x: 5 + vx * t, y: -3 + vy * t), at: Timestamp(microseconds: Int64(i) * 8000))
        }
        #expect(abs(tracker.velocity.dx - vx) < 1e-6)
        #expect(abs(tracker.velocity.dy - vy) < 1e-6)
    }

    /// x(t) = x0 + v0·t + a·t²/2: the degree-2 fit is exact, so the velocity at the newest sample
    /// is v0 + a·t_newest.
    @Test(arguments: [(300.0, 2000.0), (-800.0, -5000.0)])
    func constantAccelerationGivesTheVelocityAtTheNewestSample(v0: Double, a: Double) {
        var tracker = VelocityTracker()
        let times = (0..<12).map { Double($0) * 0.008 }   // 0 … 88 ms: all inside the 100 ms window
        for t in times {
            tracker.add(Point(x: v0 * t + a * t * t / 2, y: 0), at: Timestamp(microseconds: Int64((t * 1e6).rounded())))
        }
        let expected = v0 + a * times.last!
        #expect(abs(tracker.velocity.dx - expected) < 1e-6 * max(1, abs(expected)))
    }

    @Test func onlyTheLast100MillisecondsCount() {
        var tracker = VelocityTracker()
        // Slow for 200 ms, then fast for the last 96 ms: the slow part is outside the horizon.
        var x = 0.0
        for i in 0..<25 {
            let fast = i >= 13
            x += fast ? 8 : 0.8        // per 8 ms: 1000 pt/s, then 100 pt/s
            tracker.add(Point(x: x, y: 0), at: .milliseconds(Int64(i) * 8))
        }
        #expect(abs(tracker.velocity.dx - 1000) < 1e-6)
    }

    @Test func aGapOver40MillisecondsStopsTheWindow() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: .ms(0))
        tracker.add(Point(x: 100, y: 0), at: .ms(8))       // a jump before the gap
        tracker.add(Point(x: 100, y: 0), at: .ms(58))      // 50 ms gap
        tracker.add(Point(x: 102, y: 0), at: .ms(66))
        tracker.add(Point(x: 104, y: 0), at: .ms(74))
        #expect(abs(tracker.velocity.dx - 250) < 1e-6)
    }

    @Test func twoSamplesGiveTheSlopeAndOneGivesZero() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: .ms(0))
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 10, y: -5), at: .ms(10))
        #expect(tracker.velocity == Vector(dx: 1000, dy: -500))
    }

    @Test func releaseAfterAPauseLongerThan40MillisecondsHasNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0..<6 { tracker.add(Point(x: Double(i) * 8, y: 0), at: .milliseconds(Int64(i) * 8)) }
        #expect(abs(tracker.releaseVelocity(at: .ms(40 + 40)).dx - 1000) < 1e-6)
        #expect(tracker.releaseVelocity(at: .ms(40 + 41)) == .zero)
    }

    @Test func ringKeepsOnlyTheNewestSamples() {
        var tracker = VelocityTracker()
        for i in 0..<100 { tracker.add(Point(x: Double(i) * 4, y: 0), at: .milliseconds(Int64(i) * 4)) }
        #expect(tracker.count == VelocityTracker.capacity)
        #expect(abs(tracker.velocity.dx - 1000) < 1e-6)
    }

    @Test func scalarTrackerFollowsTheSameRules() {
        var tracker = ScalarVelocityTracker()
        for i in 0..<10 { tracker.add(1 + Double(i) * 0.02, at: .milliseconds(Int64(i) * 10)) }
        #expect(abs(tracker.velocity - 2) < 1e-9)
        #expect(tracker.releaseVelocity(at: .ms(200)) == 0)
    }
}
