import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

/// The state at time t depends only on t, not on how many `advance` calls led there.
@Suite struct FrameRateIndependenceTests {
    enum Scenario: String, CaseIterable, Sendable {
        case flickIntoEdge, pagingSnap, zoomBounce, animatedZoom
    }

    func start(_ scenario: Scenario) throws -> ScrollZoomController {
        var c = try makeController(maximumZoom: 3)
        switch scenario {
        case .flickIntoEdge:
            c.beginDrag(at: .zero, time: ms(0))
            c.drag(translation: Vector(dx: -900, dy: -100), time: ms(20))
            c.endDrag(velocity: Vector(dx: -2500, dy: 1800), time: ms(30))
        case .pagingSnap:
            c.isPagingEnabled = true
            c.beginDrag(at: .zero, time: ms(0))
            c.drag(translation: Vector(dx: -300, dy: 0), time: ms(20))
            c.endDrag(velocity: Vector(dx: -2000, dy: 0), time: ms(30))
        case .zoomBounce:
            c.beginZoom(focal: Point(x: 100, y: 100), time: ms(0))
            c.zoom(scale: 4.5, focal: Point(x: 120, y: 90), time: ms(20))
            c.endZoom(velocity: 0, time: ms(30))
        case .animatedZoom:
            c.advance(to: ms(30))
            try c.zoom(to: Rect(x: 500, y: 400, width: 400, height: 300), animated: true)
        }
        return c
    }

    @Test(arguments: Scenario.allCases)
    func sixtyAndTwoHundredFortyHertzAgreeAtTheSameTimes(_ scenario: Scenario) throws {
        var slow = try start(scenario)
        var fast = try start(scenario)
        var slowStates: [Timestamp: ScrollZoomState] = [:]
        var fastStates: [Timestamp: ScrollZoomState] = [:]
        runUntilIdle(&slow, hz: 60) { slowStates[$0.now] = $0.state }
        runUntilIdle(&fast, hz: 240) { fastStates[$0.now] = $0.state }
        var compared = 0
        for (time, state) in slowStates {
            guard let other = fastStates[time] else { continue }
            #expect(state == other)
            compared += 1
        }
        #expect(compared > 5)
        #expect(slow.contentOffset == fast.contentOffset && slow.zoomScale == fast.zoomScale)
        #expect(slow.events.last == fast.events.last)
    }

    @Test func oneBigStepLandsWhereManySmallStepsDo() throws {
        var stepped = try start(.flickIntoEdge)
        var jumped = try start(.flickIntoEdge)
        for i in 1...120 { stepped.advance(to: ms(30) + .microseconds(Int64(i) * 8_333)) }
        jumped.advance(to: stepped.now)
        #expect(stepped.state == jumped.state)
    }
}
