import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

@Suite struct GeometryTests {
    @Test func smallContentIsCentredWhenCentringIsOn() throws {
        let c = try makeController(content: Size(width: 400, height: 300), centersContent: true)
        #expect(c.contentFrame == Rect(x: 200, y: 150, width: 400, height: 300))
        #expect(c.contentOffset == Point(x: -200, y: -150))
    }

    @Test func smallContentSitsTopLeftWithoutCentring() throws {
        let c = try makeController(content: Size(width: 400, height: 300))
        #expect(c.contentFrame.origin == .zero)
    }

    @Test func turningCentringOnRecentresAtOnce() throws {
        var c = try makeController(content: Size(width: 400, height: 300))
        c.centersContent = true
        #expect(c.contentFrame.origin == Point(x: 200, y: 150))
        #expect(c.events.map(\.name) == [.didScroll])
    }

    @Test func centringAppliesPerAxis() throws {
        let c = try makeController(content: Size(width: 400, height: 1500), centersContent: true)
        #expect(c.contentOffset == Point(x: -200, y: 0))
        #expect(c.maximumContentOffset == Point(x: -200, y: 900))
    }

    @Test func contentInsetExtendsTheScrollableRangeExactlyByTheInset() throws {
        var c = try makeController()
        try c.setContentInset(EdgeInsets(top: 50, left: 10, bottom: 30, right: 20))
        #expect(c.minimumContentOffset == Point(x: -10, y: -50))
        #expect(c.maximumContentOffset == Point(x: 1200 + 20, y: 900 + 30))
        // A flick far up comes to rest exactly at the inset.
        c.beginDrag(at: .zero, time: ms(0))
        c.endDrag(velocity: Vector(dx: 0, dy: 4000), time: ms(0))
        runUntilIdle(&c)
        #expect(c.contentOffset == Point(x: 0, y: -50))
    }

    @Test func scrollRectToVisibleScrollsTheLeastAmount() throws {
        var c = try makeController()
        try c.scrollRectToVisible(Rect(x: 900, y: 100, width: 100, height: 100), animated: false)
        #expect(c.contentOffset == Point(x: 200, y: 0))
        try c.scrollRectToVisible(Rect(x: 250, y: 0, width: 10, height: 10), animated: false)
        #expect(c.contentOffset == Point(x: 200, y: 0))
    }

    @Test func scrollToTopGoesToTheInsetAndSaysSo() throws {
        var c = try makeController()
        try c.setContentInset(EdgeInsets(top: 20))
        try c.setContentOffset(Point(x: 100, y: 500), animated: false)
        _ = c.takeEvents()
        c.scrollToTop(animated: true)
        runUntilIdle(&c)
        #expect(c.contentOffset == Point(x: 100, y: -20))
        #expect(Array(c.events.map(\.name).suffix(2)) == [.didEndScrollingAnimation, .didScrollToTop])
    }

    @Test func animatedSetContentOffsetEndsWithDidEndScrollingAnimation() throws {
        var c = try makeController()
        try c.setContentOffset(Point(x: 300, y: 200), animated: true)
        #expect(c.contentOffset == .zero)
        runUntilIdle(&c)
        #expect(c.contentOffset == Point(x: 300, y: 200))
        #expect(collapsedNames(c.events) == [.didScroll, .didEndScrollingAnimation])
        #expect(c.events.last == .didEndScrollingAnimation(time: ms(300)))
    }

    @Test func changingTheZoomLimitsClampsTheZoom() throws {
        var c = try makeController(maximumZoom: 4, zoom: 3)
        try c.setZoomScaleLimits(minimum: 1, maximum: 2)
        #expect(c.zoomScale == 2)
    }
}
