import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

/// New zoom limits hold at once unless a pinch is in progress: a programmatic animation or zoom
/// bounce heading outside them stops, and the zoom is clamped; clamping only an idle controller
/// would let an animation started under the old limits come to rest outside the new ones.
@Suite struct ZoomLimitChangeTests {
    @Test func newZoomLimitsStopAnAnimationHeadingOutsideThemAndClampAtOnce() throws {
        var c = try makeController(maximumZoom: 4)
        try c.setZoomScale(4, animated: true)
        c.advance(to: ms(100))
        try c.setZoomScaleLimits(minimum: 1, maximum: 2)
        #expect(c.zoomScale <= 2)
        #expect(c.isIdle)
        let names = c.takeEvents().map(\.name)
        #expect(names.contains(.didEndZooming))
        #expect(names.contains(.didEndScrollingAnimation))
        runUntilIdle(&c)
        #expect(c.zoomScale <= 2)
    }

    @Test func newZoomLimitsClampTheZoomWhileATouchIsDown() throws {
        var c = try makeController(maximumZoom: 4, zoom: 3)
        c.touchDown(time: ms(0))
        try c.setZoomScaleLimits(minimum: 1, maximum: 2)
        #expect(c.zoomScale == 2)
        #expect(c.isTracking)
    }

    /// A pinch to 6 on limits 1…4, released: it bounces back towards 4.
    func bouncing() throws -> ScrollZoomController {
        var c = try makeController(maximumZoom: 4)
        let centre = Point(x: 400, y: 300)
        c.beginZoom(focal: centre, time: ms(0))
        c.zoom(scale: 6, focal: centre, time: ms(50))
        c.endZoom(velocity: 0, time: ms(60))
        #expect(c.isZoomBouncing)
        return c
    }

    @Test func newZoomLimitsStopABounceHeadingOutsideThemAndClampAtOnce() throws {
        var c = try bouncing()
        c.advance(to: ms(80))
        try c.setZoomScaleLimits(minimum: 1, maximum: 2)
        #expect(c.zoomScale == 2)
        #expect(c.isIdle)
        #expect(c.takeEvents().last { $0.name == .didEndZooming } != nil)
    }

    @Test func aBounceHeadingIntoTheNewLimitsRunsOn() throws {
        var c = try bouncing()
        c.advance(to: ms(80))
        try c.setZoomScaleLimits(minimum: 1, maximum: 5)
        #expect(c.isZoomBouncing)
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 4) < 1e-9)
    }

    @Test func aPinchKeepsItsScaleAndSpringsBackIntoTheNewLimitsOnRelease() throws {
        var c = try makeController(maximumZoom: 4)
        let centre = Point(x: 400, y: 300)
        c.beginZoom(focal: centre, time: ms(0))
        c.zoom(scale: 3, focal: centre, time: ms(50))
        try c.setZoomScaleLimits(minimum: 1, maximum: 2)
        #expect(c.zoomScale == 3)
        #expect(c.isZooming)
        c.endZoom(velocity: 0, time: ms(60))
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 2) < 1e-9)
    }
}
