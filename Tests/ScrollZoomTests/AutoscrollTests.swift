import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Autoscroll's speed curve (zone 30 pt, 360 pt/s at the edge), its motion over
/// event time, and the state machine's began/ended.
@Suite struct AutoscrollTests {
    let configuration = AutoscrollConfiguration.standard

    @Test(arguments: [(40.0, 0.0), (30, 0), (29, 12), (20, 120), (15, 180), (10, 240), (0, 360), (-25, 360)])
    func speedGrowsLinearlyAsTheFingerNearsTheEdge(distance: Double, speed: Double) {
        #expect(configuration.speed(distanceFromEdge: distance) == speed)
    }

    @Test func aZoneOrSpeedThatIsNotPositiveMeansNoAutoscroll() {
        #expect(AutoscrollConfiguration(zone: 0).speed(distanceFromEdge: -5) == 0)
        #expect(AutoscrollConfiguration(maximumSpeed: -360).speed(distanceFromEdge: 0) == 0)
        #expect(configuration.speed(distanceFromEdge: .nan) == 0)
    }

    @Test func velocityPointsTowardsTheNearerEdge() {
        let viewport = Size(width: 400, height: 300)
        #expect(configuration.velocity(finger: Point(x: 385, y: 150), viewportSize: viewport) == Vector(dx: 180, dy: 0))
        #expect(configuration.velocity(finger: Point(x: 200, y: 10), viewportSize: viewport) == Vector(dx: 0, dy: -240))
        #expect(
            configuration.velocity(finger: Point(x: 0, y: 300), viewportSize: viewport) == Vector(dx: -360, dy: 360))
    }

    @Test func theMotionIsLinearAndStopsAtTheContentEdge() {
        let motion = AutoscrollMotion(start: Point(x: 100, y: 0), startTime: ms(0), velocity: Vector(dx: 180, dy: 0),
                                      lower: .zero, upper: Point(x: 1200, y: 0))
        #expect(motion.offset(at: ms(1_000)) == Point(x: 280, y: 0))
        #expect(motion.offset(at: ms(60_000)) == Point(x: 1200, y: 0))
        // (1200 − 100) / 180 s = 6.111 111 s.
        #expect(motion.endTime == Timestamp(microseconds: 6_111_111))
    }

    @Test func anAxisAlreadyAtItsEdgeDoesNotMove() {
        let motion = AutoscrollMotion(start: Point(x: 1200, y: 0), startTime: ms(0), velocity: Vector(dx: 180, dy: 0),
                                      lower: .zero, upper: Point(x: 1200, y: 0))
        #expect(!motion.isMoving)
        #expect(motion.endTime == nil)
    }

    /// A 400×300 view scrolled to x = 1000 of 0…1200.
    func view(x: Double = 1000) -> Autoscroll.View {
        Autoscroll.View(viewportSize: Size(width: 400, height: 300), contentOffset: Point(x: x, y: 0),
                        lower: .zero, upper: Point(x: 1200, y: 0))
    }

    @Test func holdingAnItemInTheZoneScrollsUntilTheContentEdge() {
        var a = Autoscroll()
        #expect(a.handle(.fingerMoved(to: Point(x: 200, y: 150), view: view(), at: ms(0))).isEmpty)
        #expect(a.handle(.fingerMoved(to: Point(x: 385, y: 150), view: view(), at: ms(100)))
            == [.began(velocity: Vector(dx: 180, dy: 0), at: ms(100))])
        #expect(a.handle(.advance(to: ms(600))) == [.scroll(to: Point(x: 1090, y: 0), at: ms(600))])
        // Nearer the edge: faster (360 pt/s), from where it is.
        #expect(a.handle(.fingerMoved(to: Point(x: 400, y: 150), view: view(x: 1090), at: ms(600))).isEmpty)
        #expect(a.handle(.advance(to: ms(800))) == [.scroll(to: Point(x: 1162, y: 0), at: ms(800))])
        // 1200 is reached 110/360 s after 600 ms: at 905.556 ms.
        let edge = Timestamp(microseconds: 905_556)
        #expect(a.handle(.advance(to: ms(1_000))) == [.scroll(to: Point(x: 1200, y: 0), at: edge),
                                                      .ended(.reachedContentEdge, at: edge)])
        #expect(a.handle(.advance(to: ms(1_100))).isEmpty)
        #expect(a.handle(.fingerLifted(at: ms(1_200))).isEmpty)
        #expect(a.state == .idle)
    }

    @Test func leavingTheZoneStopsAutoscroll() {
        var a = Autoscroll()
        _ = a.handle(.fingerMoved(to: Point(x: 385, y: 150), view: view(x: 0), at: ms(0)))
        #expect(a.handle(.fingerMoved(to: Point(x: 300, y: 150), view: view(x: 0), at: ms(500)))
            == [.scroll(to: Point(x: 90, y: 0), at: ms(500)), .ended(.leftZone, at: ms(500))])
        #expect(!a.isScrolling)
    }

    @Test func liftingTheFingerStopsAutoscroll() {
        var a = Autoscroll()
        _ = a.handle(.fingerMoved(to: Point(x: 385, y: 150), view: view(x: 0), at: ms(0)))
        #expect(a.handle(.fingerLifted(at: ms(100))) == [.scroll(to: Point(x: 18, y: 0), at: ms(100)),
                                                         .ended(.lifted, at: ms(100))])
        #expect(a.state == .idle)
    }

    @Test func noAutoscrollTowardsAnEdgeTheContentIsAlreadyAt() {
        var a = Autoscroll()
        #expect(a.handle(.fingerMoved(to: Point(x: 395, y: 150), view: view(x: 1200), at: ms(0))).isEmpty)
        #expect(a.handle(.fingerMoved(to: Point(x: 5, y: 150), view: view(x: 1200), at: ms(10)))
            == [.began(velocity: Vector(dx: -300, dy: 0), at: ms(10))])
    }

    @Test func theDeadlineIsWhenTheEdgeIsReached() {
        var a = Autoscroll()
        _ = a.handle(.fingerMoved(to: Point(x: 400, y: 150), view: view(x: 840), at: ms(0)))
        #expect(a.deadline == ms(1_000))
    }

    @Test func theControllerViewCarriesItsRestingRange() throws {
        let c = try makeController(content: Size(width: 1600, height: 300), viewport: Size(width: 400, height: 300))
        #expect(Autoscroll.View(c) == Autoscroll.View(viewportSize: Size(width: 400, height: 300), contentOffset: .zero,
                                                      lower: .zero, upper: Point(x: 1200, y: 0)))
    }
}
