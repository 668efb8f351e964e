import Foundation
import Testing
@testable import ScrollZoom

@Suite struct BoundedFlingTests {
    @Test func aFlingThatStaysInRangeIsAPlainDeceleration() {
        let fling = BoundedFling(position: 0, velocity: 1000, rate: .normal, lower: 0, upper: 1000)
        #expect(fling.handoffTime == .infinity)
        #expect(fling.destination == Deceleration(position: 0, velocity: 1000).destination)
    }

    @Test func aFlingCrossingTheEdgeHandsItsVelocityToASpringAtTheClosedFormTime() throws {
        let fling = BoundedFling(position: 0, velocity: 2000, rate: .normal, lower: 0, upper: 300)
        let k = 1000 * log(0.998)
        let expected = log(1 + 300 * k / 2000) / k
        #expect(abs(fling.handoffTime - expected) < 1e-12)
        #expect(abs(fling.position(at: fling.handoffTime) - 300) < 1e-9)
        let spring = try #require(fling.spring)
        #expect(abs(spring.initialVelocity - 2000 * exp(k * expected)) < 1e-9)
        #expect(fling.position(at: fling.handoffTime + 0.05) > 300)
        #expect(fling.destination == 300)
        #expect(fling.position(at: fling.duration) == 300)
    }

    @Test func theHandedOverVelocityIsCappedAtFiveThousand() throws {
        let fling = BoundedFling(position: 0, velocity: 20000, rate: .normal, lower: 0, upper: 10)
        let spring = try #require(fling.spring)
        #expect(spring.initialVelocity == 5000)
    }

    @Test func withoutBouncingItStopsDeadAtTheEdge() {
        let fling = BoundedFling(position: 0, velocity: 2000, rate: .normal, lower: 0, upper: 300, bounces: false)
        #expect(fling.spring == nil)
        #expect(fling.duration == fling.handoffTime)
        #expect(fling.position(at: fling.handoffTime + 1) == 300)
    }

    @Test func releasedOutOfBoundsItSpringsStraightBack() {
        let fling = BoundedFling(position: -80, velocity: 0, rate: .normal, lower: 0, upper: 300)
        #expect(fling.handoffTime == 0)
        #expect(fling.deceleration == nil)
        #expect(fling.position(at: 0) == -80)
        #expect(fling.destination == 0)
    }

    @Test func releasedOutOfBoundsWithAStrongInwardVelocityItDeceleratesBackIn() {
        let fling = BoundedFling(position: -50, velocity: 1000, rate: .normal, lower: 0, upper: 1000)
        #expect(fling.deceleration != nil)
        #expect(fling.handoffTime == .infinity)
        #expect(abs(fling.destination - (-50 + 499.4998331664548)) < 1e-9)
    }
}
