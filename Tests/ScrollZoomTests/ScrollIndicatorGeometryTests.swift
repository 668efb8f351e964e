import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Indicator rectangles against numbers worked out by hand from the formula in
/// `ScrollIndicatorGeometry` (style: thickness 2.5, inset 2.5, minimum 30).
@Suite struct ScrollIndicatorGeometryTests {
    /// A 400×300 viewport over 1600×300 content: only the horizontal axis scrolls (range 0…1200).
    func strip(offset: Double, content: Double = 1600, inset: EdgeInsets = .zero) -> ScrollIndicatorGeometry {
        ScrollIndicatorGeometry(
            viewportSize: Size(width: 400, height: 300), contentSize: Size(width: content, height: 300),
                                contentOffset: Point(x: offset, y: 0), contentInset: inset)
    }

    @Test func anAxisThatDoesNotScrollHasNoIndicator() {
        #expect(strip(offset: 0).rect(.vertical) == nil)
    }

    @Test func lengthIsTheVisibleFractionOfTheTrack() {
        // track 400 − 2·2.5 = 395; 395 · 400/1600 = 98.75; at the start x = 2.5; y = 300 − 2.5 − 2.5.
        #expect(strip(offset: 0).rect(.horizontal) == Rect(x: 2.5, y: 295, width: 98.75, height: 2.5))
    }

    @Test func positionFollowsTheOffsetAcrossTheRestOfTheTrack() {
        // half way: 2.5 + 0.5 · (395 − 98.75) = 150.625; at the end 2.5 + 296.25 = 298.75 (ends at 397.5).
        #expect(strip(offset: 600).rect(.horizontal)?.minX == 150.625)
        #expect(strip(offset: 1200).rect(.horizontal)?.minX == 298.75)
        #expect(strip(offset: 1200).rect(.horizontal)?.maxX == 397.5)
    }

    @Test func veryLongContentKeepsTheMinimumLength() {
        // 395 · 400/40000 = 3.95 < 30; at the end x = 2.5 + (395 − 30) = 367.5.
        let end = strip(offset: 39_600, content: 40_000).rect(.horizontal)
        #expect(end == Rect(x: 367.5, y: 295, width: 30, height: 2.5))
    }

    @Test func rubberBandingShortensTheBarByTheOvershootPinnedToItsEnd() {
        // 50 pt before the start: 98.75 − 50 = 48.75 at x 2.5; 50 pt past the end: at 397.5 − 48.75.
        #expect(strip(offset: -50).rect(.horizontal) == Rect(x: 2.5, y: 295, width: 48.75, height: 2.5))
        #expect(strip(offset: 1250).rect(.horizontal) == Rect(x: 348.75, y: 295, width: 48.75, height: 2.5))
    }

    @Test func aFarOvershootShrinksTheBarToADotNoSmaller() {
        #expect(strip(offset: -200).rect(.horizontal)?.width == 2.5)
        #expect(strip(offset: 1500).rect(.horizontal) == Rect(x: 395, y: 295, width: 2.5, height: 2.5))
    }

    @Test func contentInsetsLengthenTheScrollableExtent() {
        // insets 200 + 200: range −200…1400, extent 2000, length 395 · 0.2 = 79;
        // offset 600 is half way: 2.5 + 0.5 · (395 − 79) = 160.5.
        let g = strip(offset: 600, inset: EdgeInsets(left: 200, right: 200))
        #expect(g.rect(.horizontal) == Rect(x: 160.5, y: 295, width: 79, height: 2.5))
    }

    @Test func zoomedContentScrollsBothAxesAndTheBarsLeaveTheCornerFree() {
        // 400×300 content at zoom 2 = 800×600 in 400×300, offset half way (200, 150).
        // horizontal: track 400 − 5 − (2.5 + 2.5) = 390, length 390 · 400/800 = 195, x = 2.5 + 0.5 · 195.
        // vertical: track 300 − 5 − 5 = 290, length 290 · 300/600 = 145, y = 2.5 + 0.5 · 145; x = 400 − 5.
        let g = ScrollIndicatorGeometry(
            viewportSize: Size(width: 400, height: 300), contentSize: Size(width: 400, height: 300),
                                        zoomScale: 2, contentOffset: Point(x: 200, y: 150))
        #expect(g.rect(.horizontal) == Rect(x: 100, y: 295, width: 195, height: 2.5))
        #expect(g.rect(.vertical) == Rect(x: 395, y: 75, width: 2.5, height: 145))
    }

    @Test func theControllerStateGivesTheSameRectangle() throws {
        var c = try makeController(content: Size(width: 1600, height: 300), viewport: Size(width: 400, height: 300))
        try c.setContentOffset(Point(x: 600, y: 0), animated: false)
        #expect(ScrollIndicatorGeometry(c).rect(.horizontal)?.minX == 150.625)
    }
}
