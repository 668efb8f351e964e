import Foundation
import Testing
@testable import ScrollZoom

@Suite struct DecelerationTests {
    @Test func aThousandPointsPerSecondAtNormalRateTravelsAboutFourHundredNinetyNinePointFive() {
        let d = Deceleration(position: 0, velocity: 1000, rate: .normal)
        // rest = −v0 / (1000·ln 0.998) = 499.49983…
        #expect(abs(d.destination - 499.4998331664548) < 1e-9)
        #expect(abs(d.position(at: 100) - d.destination) == 0)
    }

    @Test func durationIsWhenTheRestPointIsHalfAPointAway() {
        let d = Deceleration(position: 0, velocity: 1000, rate: .normal)
        // ln(0.5·|k| / v0) / k with k = 1000·ln 0.998 → 3.4499227 s.
        #expect(abs(d.duration - 3.449922692823049) < 1e-9)
        #expect(abs(d.destination - d.unstoppedPosition(at: d.duration) - 0.5) < 1e-9)
        #expect(!d.isDone(at: d.duration - 1e-6))
        #expect(d.isDone(at: d.duration))
    }

    @Test(arguments: [0.0, 0.1, 0.5, 1.0, 2.0])
    func positionAndVelocityFollowTheClosedForm(t: Double) {
        let d = Deceleration(position: 50, velocity: -800, rate: .normal)
        let k = 1000 * log(0.998)
        #expect(abs(d.position(at: t) - (50 + -800 * (pow(0.998, 1000 * t) - 1) / k)) < 1e-9)
        #expect(abs(d.velocity(at: t) - -800 * pow(0.998, 1000 * t)) < 1e-9)
    }

    @Test func afterOneSecondAThousandPointFlingHasGoneFourHundredThirtyTwoPoints() {
        let d = Deceleration(position: 0, velocity: 1000, rate: .normal)
        #expect(abs(d.position(at: 1) - 432.0351267376295) < 1e-9)
        #expect(abs(d.velocity(at: 1) - 135.06452244668333) < 1e-9)
    }

    @Test func fastRateStopsWithinAHundredPoints() {
        let d = Deceleration(position: 0, velocity: 1000, rate: .fast)
        #expect(abs(d.destination - 99.49916247342207) < 1e-9)
        #expect(abs(d.duration - 0.5266785592535582) < 1e-9)
    }

    @Test func anyRateWorks() {
        let d = Deceleration(position: 0, velocity: 1000, rate: DecelerationRate(perMillisecond: 0.995))
        #expect(abs(d.destination - (-1000 / (1000 * log(0.995)))) < 1e-9)
    }

    @Test func aSlowFlingThatWouldMoveLessThanHalfAPointDoesNotMove() {
        let d = Deceleration(position: 10, velocity: 0.9, rate: .normal)
        #expect(d.duration == 0)
        #expect(d.velocity(at: 0) == 0)
    }

    @Test func timeToReachInvertsThePosition() throws {
        let d = Deceleration(position: 0, velocity: 1000, rate: .normal)
        let t = try #require(d.time(toReach: 300))
        #expect(abs(d.unstoppedPosition(at: t) - 300) < 1e-9)
        #expect(d.time(toReach: 600) == nil)
        #expect(d.time(toReach: -1) == nil)
    }
}
