import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

struct LongPressRecognizerTests {
    func graph(_ configuration: LongPressConfiguration = LongPressConfiguration()) throws -> GraphHarness {
        try GraphHarness(GraphConfiguration(recognizers: [RecognizerSpec(name: "press", .longPress(configuration))]))
    }

    @Test func beginsAtTheDeadlineThenChangesWithMovementAndEndsOnLift() throws {
        let h = try graph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(50, 50))),
               s.frame(at: .ms(200), .move(0, .p(53, 51))))
        h.advance(to: .ms(499))
        #expect(h.events.isEmpty)
        h.advance(to: .ms(500))
        #expect(h.timeline == ["500 press began"])
        #expect(h.events[0].location == .p(53, 51))
        h.send(s.frame(at: .ms(600), .move(0, .p(120, 51))),     // drag far: allowed once begun
               s.frame(at: .ms(650), .move(0, .p(150, 60))),
               s.frame(at: .ms(700), .up(0)))
        h.finish()
        #expect(h.timeline == ["500 press began", "600 press changed", "650 press changed", "700 press ended"])
        #expect(h.events[2].translation == Vector(dx: 97, dy: 9))
        #expect(h.events[3].location == .p(150, 60))
        #expect(h.graph.isIdle)
    }

    @Test func fifteenPointsOfMovementBeforeTheDeadlineCancelsThePress() throws {
        let h = try graph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(50, 50))),
               s.frame(at: .ms(300), .move(0, .p(65, 50))))
        h.advance(to: .ms(800))
        h.send(s.frame(at: .ms(900), .up(0)))
        h.finish()
        #expect(h.events.isEmpty)
    }

    @Test func liftBeforeTheDeadlineIsNoPress() throws {
        let h = try graph()
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(50, 50), start: .ms(0), duration: .milliseconds(499)))
        h.finish()
        #expect(h.events.isEmpty)
    }

    @Test func cancelledTouchAfterBeganReportsCancelled() throws {
        let h = try graph()
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(50, 50))))
        h.advance(to: .ms(600))
        h.send(s.frame(at: .ms(650), .cancel(0)))
        h.finish()
        #expect(h.timeline == ["500 press began", "650 press cancelled"])
    }

    @Test func twoFingerPressWaitsForBothFingers() throws {
        var c = LongPressConfiguration()
        c.touchesRequired = 2
        let h = try graph(c)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(50, 50))),
               s.frame(at: .ms(100), .down(1, .p(150, 50))))
        h.advance(to: .ms(1000))
        h.send(s.frame(at: .ms(1100), .up(0), .up(1)))
        #expect(h.timeline == ["600 press began", "1100 press ended"])
        #expect(h.events[0].location == .p(100, 50))
    }

    @Test func tapAndHoldNeedsTheTapFirst() throws {
        var c = LongPressConfiguration()
        c.tapsRequired = 1
        let h = try graph(c)
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(50, 50), start: .ms(0)))
        h.send(s.frame(at: .ms(200), .down(0, .p(52, 50))))
        h.advance(to: .ms(1000))
        h.send(s.frame(at: .ms(1000), .up(0)))
        #expect(h.timeline == ["700 press began", "1000 press ended"])
    }
}
