import GestureInput
@testable import ScrollZoom
import ScrollZoomTestSupport
import Testing

/// Found by the soak (docs/robustness.md): a touch landing during a zoom bounce stopped it past the
/// maximum, and nothing ever brought the scale back within limits.
struct InterruptedZoomBounceTests {
    /// Pinches to raw scale 6 (limit 4), releases at `t` = 0.4 s: the scale bounces back from above 4.
    func overZoomedAndBouncing() throws -> ScrollZoomController {
        var c = try makeController(minimumZoom: 1, maximumZoom: 4, zoom: 2)
        c.beginZoom(focal: Point(x: 400, y: 300), time: ms(0))
        c.zoom(scale: 6, focal: Point(x: 400, y: 300), time: ms(300))
        c.endZoom(velocity: 0, time: ms(400))
        #expect(c.isZoomBouncing && c.zoomScale > 4)
        c.advance(to: ms(416))
        #expect(c.isZoomBouncing && c.zoomScale > 4)
        return c
    }

    @Test func aTapDuringAZoomBounceStillEndsWithinTheZoomLimits() throws {
        var c = try overZoomedAndBouncing()
        c.touchDown(time: ms(420))
        #expect(!c.isZoomBouncing && c.zoomScale > 4)
        c.touchUp(time: ms(500))
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 4) < 1e-9)
        let names = collapsedNames(c.takeEvents(), dropping: [.didScroll, .didZoom])
        #expect(names.suffix(2) == [.willBeginZooming, .didEndZooming])
    }

    @Test func aDragDuringAZoomBounceStillEndsWithinTheZoomLimits() throws {
        var c = try overZoomedAndBouncing()
        c.beginDrag(at: Point(x: 400, y: 300), time: ms(420))
        c.drag(translation: Vector(dx: -30, dy: 0), time: ms(450))
        c.endDrag(velocity: Vector(dx: -300, dy: 0), time: ms(460))
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 4) < 1e-9)
    }

    @Test func aStillDragDuringAZoomBounceStillEndsWithinTheZoomLimits() throws {
        var c = try overZoomedAndBouncing()
        c.beginDrag(at: Point(x: 400, y: 300), time: ms(420))
        c.endDrag(velocity: .zero, time: ms(460))
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 4) < 1e-9)
    }

    // Found by ControllerPropertyTests: a programmatic change or `stopMotion` during a zoom bounce
    // stopped it past the limit, and the controller came to rest there.

    @Test(arguments: [false, true])
    func aProgrammaticScrollDuringAZoomBounceComesToRestWithinTheZoomLimits(animated: Bool) throws {
        var c = try overZoomedAndBouncing()
        try c.setContentOffset(Point(x: 100, y: 50), animated: animated)
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 4) < 1e-9)
        #expect(c.contentOffset == Point(x: 100, y: 50))
    }

    @Test func aScrollToTopDuringAZoomBounceComesToRestWithinTheZoomLimits() throws {
        var c = try overZoomedAndBouncing()
        c.scrollToTop(animated: true)
        runUntilIdle(&c)
        #expect(abs(c.zoomScale - 4) < 1e-9)
    }

    @Test func stoppingAZoomBounceEndsTheZoomAtTheLimit() throws {
        var c = try overZoomedAndBouncing()
        c.stopMotion(time: ms(420))
        #expect(c.isIdle)
        #expect(c.zoomScale == 4)
        let names = collapsedNames(c.takeEvents(), dropping: [.didScroll])
        #expect(names.suffix(2) == [.didEndZooming, .didZoom])
    }
}
