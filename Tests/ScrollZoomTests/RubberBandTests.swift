import Testing
@testable import ScrollZoom

@Suite struct RubberBandTests {
    @Test(arguments: [
        (10.0, 5.462445685909323), (100, 51.46198830409361), (400, 172.54901960784306), (1000, 325.925925925926)
    ])
    func overshootFollowsUIKitsFormulaOverAnEightHundredPointViewport(finger: Double, shown: Double) {
        let band = RubberBand(dimension: 800)
        #expect(abs(band.shown(forOvershoot: finger) - shown) < 1e-9)
        #expect(abs(band.shown(forOvershoot: -finger) + shown) < 1e-9)
    }

    @Test func nearTheEdgeContentFollowsAtFiftyFivePercent() {
        let band = RubberBand(dimension: 600)
        #expect(abs(band.shown(forOvershoot: 0.01) / 0.01 - 0.55) < 1e-4)
    }

    @Test func overshootNeverReachesTheDimension() {
        #expect(RubberBand(dimension: 600).shown(forOvershoot: 1e9) < 600)
    }

    @Test(arguments: [-300.0, -5, 0, 5, 120, 599])
    func inverseUndoesTheBand(shown: Double) {
        let band = RubberBand(dimension: 600)
        #expect(abs(band.shown(forOvershoot: band.overshoot(forShown: shown)) - shown) < 1e-6)
    }

    @Test func constrainLeavesInRangeValuesAlone() {
        let band = RubberBand(dimension: 800)
        #expect(band.constrain(50, lower: 0, upper: 100) == 50)
        #expect(abs(band.constrain(200, lower: 0, upper: 100) - (100 + 51.46198830409361)) < 1e-9)
        #expect(abs(band.constrain(-100, lower: 0, upper: 100) + 51.46198830409361) < 1e-9)
    }
}
