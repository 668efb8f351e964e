import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

/// Taps through the graph, as the viewer preset arranges them: `single` requires `double` (and
/// `triple`, when present) to fail in the exclusive policy.
struct TapRecognizerTests {
    static let here = Point.p(100, 100)

    /// single ← double ← triple (exclusive, UIKit style).
    func exclusiveGraph(triple: Bool = false) throws -> GraphHarness {
        var specs = [
            RecognizerSpec(name: "single", .tap(TapConfiguration(tapsRequired: 1)),
                           requiresToFail: triple ? ["double", "triple"] : ["double"]),
            RecognizerSpec(name: "double", .tap(TapConfiguration(tapsRequired: 2)),
                           requiresToFail: triple ? ["triple"] : []),
        ]
        if triple { specs.append(RecognizerSpec(name: "triple", .tap(TapConfiguration(tapsRequired: 3)))) }
        return try GraphHarness(GraphConfiguration(recognizers: specs))
    }

    func serialGraph() throws -> GraphHarness {
        try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "taps", .tap(TapConfiguration(tapsRequired: 1, countPolicy: .serial))),
        ]))
    }

    /// Taps of 80 ms at the given start times (ms), same place unless `points` says otherwise.
    func taps(_ starts: [Int64], points: [Point]? = nil) -> [TouchFrame] {
        var script = TouchFrameScript()
        return starts.enumerated().flatMap { i, start in
            script.tap(at: points?[i] ?? Self.here, start: .ms(start))
        }
    }

    // MARK: Exclusive counts

    @Test func singleTapFiresExactlyMaximumTapIntervalAfterTheLift() throws {
        let h = try exclusiveGraph()
        h.send(taps([0]))
        #expect(h.events.isEmpty)
        h.advance(to: .ms(379))
        #expect(h.events.isEmpty)
        h.advance(to: .ms(380))
        #expect(h.timeline == ["380 single recognized taps=1"])
        #expect(h.events[0].location == Self.here)
    }

    @Test func doubleTapRecognizesAtTheSecondLiftAndTheSingleTapFails() throws {
        let h = try exclusiveGraph()
        h.send(taps([0, 200]))
        h.finish()
        #expect(h.timeline == ["280 double recognized taps=2"])
        #expect(h.graph.isIdle)
    }

    @Test func tripleTapSuppressesDoubleAndSingle() throws {
        let h = try exclusiveGraph(triple: true)
        h.send(taps([0, 200, 400]))
        h.finish()
        #expect(h.timeline == ["480 triple recognized taps=3"])
    }

    @Test func doubleTapWaitsForTheTripleTapWindow() throws {
        let h = try exclusiveGraph(triple: true)
        h.send(taps([0, 200]))
        h.finish()
        #expect(h.timeline == ["580 double recognized taps=2"])
    }

    @Test func tapsMoreThanTheIntervalApartAreTwoSingles() throws {
        let h = try exclusiveGraph()
        h.send(taps([0, 400]))        // lift at 80, next down at 400: 320 ms gap
        h.finish()
        #expect(h.timeline == ["380 single recognized taps=1", "780 single recognized taps=1"])
    }

    @Test func secondTapFarAwayIsNotADouble() throws {
        let h = try exclusiveGraph()
        h.send(taps([0, 200], points: [Self.here, .p(250, 100)]))
        h.finish()
        // The double fails when the far finger lands, releasing the first single at that moment;
        // the far tap is a single of its own.
        #expect(h.timeline == ["200 single recognized taps=1", "280 single recognized taps=1"])
        #expect(h.events[1].location == .p(250, 100))
    }

    @Test func secondTapWithinTheMinimumIntervalIsABounceNotADouble() throws {
        let h = try exclusiveGraph()
        var script = TouchFrameScript()
        h.send(script.tap(at: Self.here, start: .ms(0)))
        h.send(script.tap(at: Self.here, start: .ms(100)))   // 20 ms after the lift < 40 ms
        h.finish()
        #expect(h.events(of: "double").isEmpty)
    }

    /// A bounce does not fail the double tap for good: it restarts the sequence with itself
    /// (Flutter `DoubleTapGestureRecognizer`), so it and the next tap are a double tap.
    @Test func aBounceRestartsTheSequenceSoItAndTheNextTapMakeADoubleTap() throws {
        let h = try exclusiveGraph()
        var script = TouchFrameScript()
        h.send(script.tap(at: Self.here, start: .ms(0)))     // up at 80
        h.send(script.tap(at: Self.here, start: .ms(100)))   // 20 ms after the lift: a bounce, up at 180
        h.send(script.tap(at: Self.here, start: .ms(300)))   // 120 ms after the bounce's lift, up at 380
        h.finish()
        #expect(h.timeline == ["380 double recognized taps=2"])
    }

    @Test func serialCountRestartsAtABounce() throws {
        let h = try serialGraph()
        var script = TouchFrameScript()
        h.send(script.tap(at: Self.here, start: .ms(0)))
        h.send(script.tap(at: Self.here, start: .ms(100)))   // 20 ms after the lift
        h.send(script.tap(at: Self.here, start: .ms(300)))
        #expect(h.timeline == ["80 taps recognized taps=1", "180 taps recognized taps=1", "380 taps recognized taps=2"])
    }

    @Test func pressLongerThanTheMaximumIsNoTap() throws {
        let h = try exclusiveGraph()
        var script = TouchFrameScript()
        h.send(script.tap(at: Self.here, start: .ms(0), duration: .milliseconds(350)))
        h.finish()
        #expect(h.events.isEmpty)
    }

    @Test(arguments: [(3.0, true), (-3.0, true), (9.5, true), (30.0, false)])
    func fingerJitterWithinSlopIsStillATap(offset: Double, isTap: Bool) throws {
        let h = try GraphHarness(
            GraphConfiguration(recognizers: [RecognizerSpec(name: "tap", .tap(TapConfiguration()))]))
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, Self.here)),
               s.frame(at: .ms(15), .move(0, .p(100 + offset, 100))),
               s.frame(at: .ms(30), .move(0, .p(100 - offset, 100))),
               s.frame(at: .ms(45), .move(0, .p(100, 100 + offset))),
               s.frame(at: .ms(60), .move(0, .p(100, 100 - offset))),
               s.frame(at: .ms(75), .up(0)))
        h.finish()
        #expect(h.events.count == (isTap ? 1 : 0))
    }

    // MARK: Serial counts

    @Test func serialReportsEveryTapAtOnceWithItsRunningCount() throws {
        let h = try serialGraph()
        h.send(taps([0, 200, 400]))
        #expect(h.timeline == ["80 taps recognized taps=1", "280 taps recognized taps=2", "480 taps recognized taps=3"])
        h.finish()
        #expect(h.events.count == 3)
        #expect(h.graph.isIdle)
    }

    @Test func serialCountRestartsAfterTheInterval() throws {
        let h = try serialGraph()
        h.send(taps([0, 400, 600]))
        h.finish()
        #expect(h.timeline == ["80 taps recognized taps=1", "480 taps recognized taps=1", "680 taps recognized taps=2"])
    }

    @Test func serialCountRestartsWhenTheNextTapIsFarAway() throws {
        let h = try serialGraph()
        h.send(taps([0, 200], points: [Self.here, .p(300, 100)]))
        #expect(h.timeline == ["80 taps recognized taps=1", "280 taps recognized taps=1"])
    }

    // MARK: Multi-finger taps

    func twoFingerGraph(touches: Int = 2) throws -> GraphHarness {
        try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "one", .tap(TapConfiguration())),
            RecognizerSpec(name: "multi", .tap(TapConfiguration(tapsRequired: 1, touchesRequired: touches))),
        ]))
    }

    @Test func twoFingerTapLiftingTogetherReportsTheMidpoint() throws {
        let h = try twoFingerGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100)), .down(1, .p(160, 140))),
               s.frame(at: .ms(90), .up(0), .up(1)))
        h.finish()
        #expect(h.timeline == ["90 multi recognized taps=1"])
        #expect(h.events.first?.location == .p(130, 120))
        #expect(h.events.first?.touches == 2)
    }

    @Test func twoFingerTapLiftingSixtyMillisecondsApartStillReportsTheMidpoint() throws {
        let h = try twoFingerGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100))),
               s.frame(at: .ms(30), .down(1, .p(160, 140))),
               s.frame(at: .ms(80), .up(1)),
               s.frame(at: .ms(140), .up(0)))
        h.finish()
        #expect(h.timeline == ["140 multi recognized taps=1"])
        #expect(h.events.first?.location == .p(130, 120))
    }

    @Test func aThirdFingerFailsTheTwoFingerTap() throws {
        let h = try twoFingerGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100)), .down(1, .p(160, 140))),
               s.frame(at: .ms(40), .down(2, .p(200, 100))),
               s.frame(at: .ms(90), .up(0), .up(1), .up(2)))
        h.finish()
        #expect(h.events.isEmpty)
    }

    @Test func threeFingerTapRecognizesWithTheCentroid() throws {
        let h = try twoFingerGraph(touches: 3)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100)), .down(1, .p(130, 100))),
               s.frame(at: .ms(20), .down(2, .p(160, 130))),
               s.frame(at: .ms(100), .up(0), .up(1), .up(2)))
        h.finish()
        #expect(h.timeline == ["100 multi recognized taps=1"])
        #expect(h.events.first?.location == .p(130, 110))
        #expect(h.events.first?.touches == 3)
    }

    @Test func fingersLandingFurtherApartThanTheArrivalWindowAreNoTwoFingerTap() throws {
        let h = try twoFingerGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100))),
               s.frame(at: .ms(150), .down(1, .p(160, 140))),
               s.frame(at: .ms(200), .up(0), .up(1)))
        h.finish()
        #expect(h.events(of: "multi").isEmpty)
    }

    @Test func oneFingerSlidingThirtyPointsIsNoTap() throws {
        let h = try twoFingerGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100)), .down(1, .p(160, 140))),
               s.frame(at: .ms(40), .move(1, .p(190, 140))),
               s.frame(at: .ms(90), .up(0), .up(1)))
        h.finish()
        #expect(h.events.isEmpty)
    }

    @Test func cancelledTouchIsNoTap() throws {
        let h = try twoFingerGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(100, 100))), s.frame(at: .ms(50), .cancel(0)))
        h.finish()
        #expect(h.events.isEmpty)
    }
}

extension TapRecognizerTests {
    /// Serial counting with a threshold: counts below `tapsRequired` are not reported.
    @Test(arguments: [(1, [1, 2, 3]), (2, [2, 3]), (3, [3])])
    func serialReportsEveryCountFromTapsRequiredOn(tapsRequired: Int, reported: [Int]) throws {
        let h = try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "taps", .tap(TapConfiguration(tapsRequired: tapsRequired, countPolicy: .serial))),
        ]))
        h.send(taps([0, 200, 400]))
        h.finish()
        #expect(h.events.compactMap(\.taps) == reported)
        #expect(h.events.map(\.time) == reported.map { .ms(Int64($0) * 200 - 120) })
    }
}

extension TapRecognizerTests {
    @Test func failuresNameTheThresholdThatDecided() throws {
        let h = try exclusiveGraph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, Self.here)), s.frame(at: .ms(30), .move(0, .p(130, 100))))
        #expect(h.failures(of: "single") == [FailureReason(.movedBeyondSlop, value: 30, limit: 10)])
        h.send(s.frame(at: .ms(60), .up(0)))
        h.send(s.tap(at: Self.here, start: .ms(1000)))
        h.finish()
        #expect(h.failures(of: "double").last == FailureReason(.tapIntervalTooLong, value: 300, limit: 300))
    }
}

extension TapRecognizerTests {
    /// `TouchTracker` reports a touch that landed and lifted within one report once, as `.ended`.
    @Test func aTouchThatLandsAndLiftsInOneReportIsATap() throws {
        let h = try GraphHarness(
            GraphConfiguration(recognizers: [RecognizerSpec(name: "tap", .tap(TapConfiguration()))]))
        let id = TouchID(device: DeviceID(0), serial: 0)
        let frame = TouchFrame(time: .ms(50), device: DeviceID(0), touches: [
            Touch(id: id, slot: 0, location: .p(20, 30), startLocation: .p(20, 30), startTime: .ms(50), phase: .ended),
        ])
        h.send(frame)
        #expect(h.timeline == ["50 tap recognized taps=1"])
        #expect(h.events.first?.location == .p(20, 30))
        #expect(h.graph.isIdle)
    }
}
