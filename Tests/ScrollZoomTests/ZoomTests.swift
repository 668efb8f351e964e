import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

@Suite struct ZoomTests {
    @Test func setZoomScaleWithoutAnimationKeepsTheViewportCentreFixed() throws {
        var c = try makeController(maximumZoom: 4)
        try c.setContentOffset(Point(x: 400, y: 300), animated: false)
        let centre = c.contentPoint(atViewportPoint: Point(x: 400, y: 300))
        _ = c.takeEvents()
        try c.setZoomScale(2, animated: false)
        #expect(c.zoomScale == 2)
        #expect(c.contentOffset == Point(x: 1200, y: 900))
        #expect(c.contentPoint(atViewportPoint: Point(x: 400, y: 300)) == centre)
        #expect(c.events.map(\.name) == [.didScroll, .didZoom])
    }

    @Test func zoomToARectFillsTheViewport() throws {
        var c = try makeController(maximumZoom: 4)
        try c.zoom(to: Rect(x: 100, y: 100, width: 400, height: 300), animated: false)
        #expect(c.zoomScale == 2)
        #expect(c.contentOffset == Point(x: 200, y: 200))
    }

    @Test func zoomToASmallRectClampsToTheMaximum() throws {
        var c = try makeController(maximumZoom: 4)
        try c.zoom(to: Rect(x: 100, y: 100, width: 100, height: 75), animated: false)
        #expect(c.zoomScale == 4)
        #expect(c.contentOffset == Point(x: 150 * 4 - 400, y: 137.5 * 4 - 300))
    }

    @Test func setZoomScaleCenteredAtPutsThePointAtTheCentre() throws {
        var c = try makeController(maximumZoom: 4)
        try c.setZoomScale(2, centeredAt: Point(x: 1000, y: 750), animated: false)
        #expect(c.contentOffset == Point(x: 1600, y: 1200))
        #expect(c.contentPoint(atViewportPoint: Point(x: 400, y: 300)) == Point(x: 1000, y: 750))
    }

    @Test func setZoomScaleCenteredAtStopsAtTheContentEdge() throws {
        var c = try makeController(maximumZoom: 4)
        try c.setZoomScale(2, centeredAt: Point(x: 50, y: 50), animated: false)
        #expect(c.contentOffset == .zero)
    }

    @Test func zoomRectForScaleTwoAroundAPoint() throws {
        let c = try makeController(maximumZoom: 4)
        #expect(c.zoomRect(forScale: 2, center: Point(x: 300, y: 200)) == Rect(x: 100, y: 50, width: 400, height: 300))
    }

    @Test func animatedZoomRunsOnEventTimeAndReportsItsEnd() throws {
        var c = try makeController(maximumZoom: 4)
        try c.setZoomScale(2, animated: true)
        #expect(c.zoomScale == 1)
        c.advance(to: ms(150))
        #expect(c.zoomScale == 1.5)  // ease-in-out is at half way at half time
        runUntilIdle(&c)
        #expect(c.zoomScale == 2)
        #expect(
            Array(c.events.suffix(2)) == [
                .didEndZooming(time: ms(300), atScale: 2), .didEndScrollingAnimation(time: ms(300))
            ])
    }

    @Test func aPinchPastTheMaximumBouncesBackAndOnlyThenEndsZooming() throws {
        var c = try makeController(content: Size(width: 800, height: 600), maximumZoom: 3)
        let focal = Point(x: 400, y: 300)
        c.beginZoom(focal: focal, time: ms(0))
        c.zoom(scale: 2, focal: focal, time: ms(16))
        c.zoom(scale: 4, focal: focal, time: ms(32))
        // 3 + (1 − 1/(1·0.55/3 + 1))·3: the scale rubber-bands past the maximum.
        #expect(abs(c.zoomScale - (3 + (1 - 1 / (0.55 / 3 + 1)) * 3)) < 1e-12)
        #expect(c.isZooming)
        c.endZoom(velocity: 0, time: ms(48))
        #expect(c.isZoomBouncing && !c.isZooming)
        var bouncingUntilIdle = true
        runUntilIdle(&c) { controller in
            if !controller.isIdle && !controller.isZoomBouncing { bouncingUntilIdle = false }
            #expect(controller.contentPoint(atViewportPoint: focal).isClose(to: Point(x: 400, y: 300)))
        }
        #expect(bouncingUntilIdle)
        #expect(c.zoomScale == 3)
        #expect(collapsedNames(c.events, dropping: [.didScroll]) == [.willBeginZooming, .didZoom, .didEndZooming])
        guard case .didEndZooming(let end, let scale)? = c.events.last else {
            Issue.record("last event is not didEndZooming")
            return
        }
        #expect(scale == 3)
        #expect(end > ms(48 + 300))  // after the bounce, not at release
        let lastZoom = try #require(c.events.last { $0.name == .didZoom })
        #expect(lastZoom.time <= end)
    }

    @Test func aPinchInsideTheLimitsEndsZoomingAtOnce() throws {
        var c = try makeController(maximumZoom: 3)
        c.beginZoom(focal: Point(x: 400, y: 300), time: ms(0))
        c.zoom(scale: 2, focal: Point(x: 400, y: 300), time: ms(16))
        c.endZoom(velocity: 0, time: ms(32))
        #expect(c.isIdle)
        #expect(c.events.last == .didEndZooming(time: ms(32), atScale: 2))
    }

    @Test func aPinchKeepsTheContentUnderTheFingersWhileTheyMove() throws {
        var c = try makeController(maximumZoom: 3)
        try c.setContentOffset(Point(x: 500, y: 400), animated: false)
        let point = c.contentPoint(atViewportPoint: Point(x: 300, y: 200))
        c.beginZoom(focal: Point(x: 300, y: 200), time: ms(0))
        c.zoom(scale: 1.7, focal: Point(x: 350, y: 260), time: ms(16))
        #expect(c.contentPoint(atViewportPoint: Point(x: 350, y: 260)).isClose(to: point))
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() throws {
        var c = try makeController(maximumZoom: 3)
        c.bouncesZoom = false
        c.beginZoom(focal: Point(x: 400, y: 300), time: ms(0))
        c.zoom(scale: 5, focal: Point(x: 400, y: 300), time: ms(16))
        #expect(c.zoomScale == 3)
    }
}
