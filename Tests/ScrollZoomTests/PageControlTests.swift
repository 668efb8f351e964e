import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// The page control's dots come from the controller's paging rule, and a tap
/// animates one page with the controller's own animated `setContentOffset`.
@Suite struct PageControlTests {
    @Test func aPartialLastPageCountsAsAPage() {
        #expect(PageLayout.count(content: 2000, page: 400) == 5)
        #expect(PageLayout.count(content: 2100, page: 400) == 6)
    }

    @Test(arguments: [(-50.0, 0), (580, 1), (620, 2), (5000, 4)])
    func theLitDotIsTheNearestPage(offset: Double, page: Int) {
        #expect(PageControl(contentLength: 2000, pageLength: 400, offset: offset)
            == PageControl(numberOfPages: 5, currentPage: page))
    }

    /// Five 400-pt pages side by side (content 2000×300 in 400×300).
    func pager(content: Double = 2000, at x: Double = 0) throws -> ScrollZoomController {
        var c = try makeController(content: Size(width: content, height: 300), viewport: Size(width: 400, height: 300))
        c.isPagingEnabled = true
        try c.setContentOffset(Point(x: x, y: 0), animated: false)
        _ = c.takeEvents()
        return c
    }

    @Test func tappingNextAnimatesOnePageForward() throws {
        var c = try pager()
        #expect(c.pageControlTapped(.next) == 1)
        #expect(c.contentOffset.x == 0) // animated: nothing moved yet
        runUntilIdle(&c)
        #expect(c.contentOffset == Point(x: 400, y: 0))
        #expect(PageControl(c) == PageControl(numberOfPages: 5, currentPage: 1))
        #expect(collapsedNames(c.takeEvents()) == [.didScroll, .didEndScrollingAnimation])
    }

    @Test func tappingPastTheFirstOrLastPageStaysWithoutEvents() throws {
        var first = try pager()
        #expect(first.pageControlTapped(.previous) == 0)
        #expect(first.isIdle && first.takeEvents().isEmpty)
        var last = try pager(at: 1600)
        #expect(last.pageControlTapped(.next) == 4)
        #expect(last.isIdle && last.takeEvents().isEmpty)
    }

    @Test func aPartialLastPageIsReachedAtTheEndOfTheContent() throws {
        // 2100 wide: page 5 would start at 2000 but the offset stops at 2100 − 400.
        let c = try pager(content: 2100, at: 1600)
        #expect(c.pageControlTarget(.next) == (page: 5, offset: Point(x: 1700, y: 0)))
    }

    @Test func aVerticalPagerPagesDown() throws {
        var c = try makeController(content: Size(width: 300, height: 2000), viewport: Size(width: 300, height: 400))
        c.isPagingEnabled = true
        #expect(c.pageControlTarget(.next) == (page: 1, offset: Point(x: 0, y: 400)))
    }
}
