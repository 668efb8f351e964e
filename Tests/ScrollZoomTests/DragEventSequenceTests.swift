import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

/// Delegate sequences as UIKit sends them (docs/scroll-zoom.md, "Event sequences").
@Suite struct DragEventSequenceTests {
    @Test func aDragReleasedWithoutVelocityEndsWithoutDecelerating() throws {
        var c = try makeController()
        c.beginDrag(at: Point(x: 400, y: 300), time: ms(0))
        c.drag(translation: Vector(dx: -50, dy: -30), time: ms(16))
        c.drag(translation: Vector(dx: -100, dy: -60), time: ms(32))
        #expect(c.isTracking && c.isDragging)
        c.endDrag(velocity: .zero, time: ms(48))
        #expect(c.events.map(\.name) == [.willBeginDragging, .didScroll, .didScroll, .willEndDragging, .didEndDragging])
        #expect(c.events.last == .didEndDragging(time: ms(48), willDecelerate: false))
        #expect(c.contentOffset == Point(x: 100, y: 60))
        #expect(c.isIdle && !c.isDragging && !c.isTracking && !c.isDecelerating)
    }

    @Test func aFlickDeceleratesAndEndsWithDidEndDecelerating() throws {
        var c = try makeController()
        c.beginDrag(at: Point(x: 400, y: 300), time: ms(0))
        c.drag(translation: Vector(dx: -100, dy: 0), time: ms(16))
        c.endDrag(velocity: Vector(dx: -1000, dy: 0), time: ms(32))
        #expect(c.isDecelerating)
        runUntilIdle(&c)
        #expect(collapsedNames(c.events) == [.willBeginDragging, .didScroll, .willEndDragging, .didEndDragging,
                                             .willBeginDecelerating, .didScroll, .didEndDecelerating])
        #expect(c.events.contains(.didEndDragging(time: ms(32), willDecelerate: true)))
        #expect(c.events.contains(.willEndDragging(time: ms(32), velocity: Vector(dx: 1000, dy: 0),
                                                   targetOffset: Point(x: 100 + 499.4998331664548, y: 0))))
    }

    /// Release velocities are clamped (a replay shows releases at 9,181 pt/s).
    @Test func aReleaseFasterThanTheMaximumFlingVelocityFlingsAtTheMaximumInTheSameDirection() throws {
        var c = try makeController(content: Size(width: 20_000, height: 20_000))
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -100, dy: 0), time: ms(16))
        c.endDrag(velocity: Vector(dx: -9000, dy: -12000), time: ms(32))   // 15,000 pt/s
        let v = ScrollZoomController.maximumFlingVelocity
        let released = c.events.compactMap {
            if case .willEndDragging(_, let velocity, _) = $0 { velocity } else { nil }
        }
        #expect(released.count == 1)
        #expect(released.first.map { abs($0.dx - 0.6 * v) < 1e-6 && abs($0.dy - 0.8 * v) < 1e-6 } == true)
    }

    /// A 27 pt/s wobble at lift-off must not glide the content (it would glide 14 pt).
    @Test func aReleaseSlowerThanTheMinimumFlingVelocityDoesNotDecelerate() throws {
        var c = try makeController()
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -100, dy: 0), time: ms(16))
        c.endDrag(velocity: Vector(dx: -27, dy: 0), time: ms(32))
        #expect(c.events.last == .didEndDragging(time: ms(32), willDecelerate: false))
        #expect(c.contentOffset == Point(x: 100, y: 0))
        #expect(c.isIdle)
    }

    @Test func aReleaseAtTheMinimumFlingVelocityStillDecelerates() throws {
        var c = try makeController()
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -100, dy: 0), time: ms(16))
        c.endDrag(velocity: Vector(dx: -ScrollZoomController.minimumFlingVelocity, dy: 0), time: ms(32))
        #expect(c.isDecelerating)
    }

    @Test func aThousandPointFlickRestsFourHundredNinetyNinePointsAwayAtTheClosedFormTime() throws {
        var c = try makeController()
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -100, dy: 0), time: ms(16))
        c.endDrag(velocity: Vector(dx: -1000, dy: 0), time: ms(32))
        runUntilIdle(&c)
        #expect(abs(c.contentOffset.x - 100 - 499) <= 1)
        // Ends at release + ln(0.5·|k|/v0)/k = 3.449923 s (to the microsecond).
        #expect(c.events.last == .didEndDecelerating(time: ms(32) + .microseconds(3_449_923)))
    }

    @Test func aFlickIntoAnEdgeOvershootsAndBouncesBackExactlyToTheEdge() throws {
        var c = try makeController()  // max x offset = 2000 − 800 = 1200
        try c.setContentOffset(Point(x: 1000, y: 0), animated: false)
        _ = c.takeEvents()
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -10, dy: 0), time: ms(16))
        c.endDrag(velocity: Vector(dx: -3000, dy: 0), time: ms(32))
        var furthest = 0.0
        runUntilIdle(&c) { furthest = max(furthest, $0.contentOffset.x) }
        #expect(furthest > 1200 + 20)
        #expect(furthest < 1200 + 131)  // 5000 pt/s cap: at most v/(ωe) ≈ 130 pt
        #expect(c.contentOffset == Point(x: 1200, y: 0))
        #expect(collapsedNames(c.events) == [.willBeginDragging, .didScroll, .willEndDragging, .didEndDragging,
                                             .willBeginDecelerating, .didScroll, .didEndDecelerating])
        #expect(c.events.contains(.willEndDragging(time: ms(32), velocity: Vector(dx: 3000, dy: 0),
                                                   targetOffset: Point(x: 1200, y: 0))))
    }

    @Test func draggingPastTheEdgeRubberBandsAndReleaseSpringsBack() throws {
        var c = try makeController()
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: 100, dy: 0), time: ms(16))
        // Past the left edge by 100 pt of finger: −(1 − 1/(100·0.55/800 + 1))·800 = −51.46 pt.
        #expect(abs(c.contentOffset.x + 51.46198830409361) < 1e-9)
        c.endDrag(velocity: .zero, time: ms(32))
        #expect(c.events.last == .willBeginDecelerating(time: ms(32)))
        runUntilIdle(&c)
        #expect(c.contentOffset == .zero)
        #expect(c.events.last?.name == .didEndDecelerating)
    }

    @Test func aNewTouchStopsTheFlingWhereItIs() throws {
        var c = try makeController()
        c.beginDrag(at: .zero, time: ms(0))
        c.endDrag(velocity: Vector(dx: -1000, dy: 0), time: ms(0))
        c.touchDown(time: ms(500))
        let expected = Deceleration(position: 0, velocity: 1000).position(at: 0.5)
        #expect(abs(c.contentOffset.x - expected) < 1e-9)
        #expect(c.events.last == .didEndDecelerating(time: ms(500)))
        #expect(c.isTracking && !c.isDecelerating)
        c.advance(to: ms(1000))
        #expect(abs(c.contentOffset.x - expected) < 1e-9)
        c.touchUp(time: ms(1100))
        #expect(c.isIdle)
    }

    @Test func theWillEndDraggingHookCanSnapTheTarget() throws {
        var c = try makeController()
        c.willEndDraggingTarget = { _, proposed in Point(x: (proposed.x / 100).rounded() * 100, y: proposed.y) }
        c.beginDrag(at: .zero, time: ms(0))
        c.endDrag(velocity: Vector(dx: -1000, dy: 0), time: ms(0))
        #expect(c.events.contains(.willEndDragging(time: ms(0), velocity: Vector(dx: 1000, dy: 0),
                                                   targetOffset: Point(x: 500, y: 0))))
        runUntilIdle(&c)
        #expect(c.contentOffset == Point(x: 500, y: 0))
    }

    @Test func anAxisThatCannotScrollDoesNotMove() throws {
        var c = try makeController(content: Size(width: 2000, height: 600))
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -40, dy: -70), time: ms(16))
        #expect(c.contentOffset == Point(x: 40, y: 0))
        c.alwaysBounceVertical = true
        c.drag(translation: Vector(dx: -40, dy: -100), time: ms(32))
        #expect(c.contentOffset.y > 0)
    }

    @Test func nonFiniteDragInputIsCountedAndIgnored() throws {
        var c = try makeController()
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: .nan, dy: 0), time: ms(16))
        #expect(c.ignoredInputs == 1)
        #expect(c.contentOffset == .zero)
    }

    @Test func aClockRegressionIsCountedAndIgnored() throws {
        var c = try makeController()
        c.advance(to: ms(100))
        c.advance(to: ms(50))
        #expect(c.clockRegressions == 1)
        #expect(c.now == ms(100))
    }

    /// `drainEvents` hands over its storage when the buffer is empty and appends otherwise:
    /// either way every event arrives once, in order, and the controller starts afresh.
    @Test func drainingMovesEveryEventOnceInOrderIntoAnEmptyOrAFilledBuffer() throws {
        var c = try makeController()
        c.beginDrag(at: Point(x: 400, y: 300), time: ms(0))
        c.drag(translation: Vector(dx: -50, dy: 0), time: ms(16))
        let first = c.events
        var buffer: [ScrollZoomEvent] = []
        c.drainEvents(into: &buffer)
        #expect(buffer == first && c.events.isEmpty)
        c.drag(translation: Vector(dx: -80, dy: 0), time: ms(32))
        let second = c.events
        c.drainEvents(into: &buffer)
        #expect(buffer == first + second && c.events.isEmpty)
        c.drainEvents(into: &buffer)
        #expect(buffer == first + second)
    }
}
