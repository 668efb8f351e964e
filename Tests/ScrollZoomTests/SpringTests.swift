import Foundation
import Testing
@testable import ScrollZoom

@Suite struct SpringTests {
    @Test(arguments: [0.1, 0.25, 0.5])
    func criticallyDampedSpringFollowsItsClosedForm(t: Double) {
        let spring = Spring(from: 100, to: 0, velocity: 0, stiffness: 200)
        let w = 200.0.squareRoot()
        #expect(abs(spring.position(at: t) - (100 + w * 100 * t) * exp(-w * t)) < 1e-9)
        #expect(abs(spring.velocity(at: t) - (0 - w * (w * 100) * t) * exp(-w * t)) < 1e-9)
    }

    @Test func aHundredPointOvershootIsBackToWithinHalfAPointInAboutHalfASecond() {
        let spring = Spring(from: 100, to: 0, velocity: 0)
        #expect(abs(spring.position(at: 0.5) - 0.685496535714885) < 1e-9)
        #expect(spring.duration > 0.5 && spring.duration < 0.55)
        // The envelope (here equal to x, as x0 > 0 and v0 + ωx0 > 0) meets the 0.5 pt tolerance at `duration`.
        #expect(abs(spring.position(at: spring.duration - 1e-9) - 0.5) < 1e-6)
        #expect(spring.position(at: spring.duration) == 0)
    }

    @Test func aFiveThousandPointPerSecondKickFromTheTargetOvershootsAHundredThirtyPoints() {
        let spring = Spring(from: 0, to: 0, velocity: 5000)
        let w = 200.0.squareRoot()
        // Peak of v0·t·e^(−ωt) at t = 1/ω: v0 / (ω e) = 130.065 pt.
        #expect(abs(spring.position(at: 1 / w) - 130.06502375572222) < 1e-9)
    }

    @Test func satisfiesTheDampedOscillatorEquationCritically() {
        // x'' + 2ω x' + ω² x = 0, checked with central differences.
        let spring = Spring(from: 30, to: 10, velocity: -900, stiffness: 150)
        let w = 150.0.squareRoot()
        let h = 1e-4
        for t in stride(from: 0.05, to: 0.6, by: 0.05) {
            let x = spring.position(at: t) - 10
            let a = (spring.position(at: t + h) - 2 * spring.position(at: t) + spring.position(at: t - h)) / (h * h)
            let v = spring.velocity(at: t)
            #expect(abs(a + 2 * w * v + w * w * x) < 1e-2)
        }
    }

    @Test func crossesTheTargetAtMostOnce() {
        let spring = Spring(from: -200, to: 0, velocity: 6000)
        var crossings = 0
        var previous = spring.position(at: 0)
        for i in 1...2000 {
            let x = spring.position(at: Double(i) / 1000)
            if (previous < 0) != (x < 0) && x != 0 { crossings += 1 }
            previous = x
        }
        #expect(crossings <= 1)
    }

    @Test func atTheTargetWithoutVelocityItIsAlreadyDone() {
        #expect(Spring(from: 5, to: 5, velocity: 0).duration == 0)
    }
}
