import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

@Suite struct PagingTests {
    /// Five 400-pt pages side by side.
    func pager() throws -> ScrollZoomController {
        var c = try makeController(content: Size(width: 2000, height: 300), viewport: Size(width: 400, height: 300))
        c.isPagingEnabled = true
        return c
    }

    func release(_ c: inout ScrollZoomController, dragging dx: Double, velocity: Double) {
        let start = c.now
        c.beginDrag(at: .zero, time: start)
        c.drag(translation: Vector(dx: dx, dy: 0), time: start + .milliseconds(50))
        c.endDrag(velocity: Vector(dx: velocity, dy: 0), time: start + .milliseconds(60))
        runUntilIdle(&c)
    }

    @Test func aSlowReleasePastHalfAPageAdvances() throws {
        var c = try pager()
        release(&c, dragging: -220, velocity: 0)
        #expect(c.contentOffset.x == 400)
        #expect(c.currentPage == 1)
    }

    @Test func aSlowReleaseShortOfHalfAPageReturns() throws {
        var c = try pager()
        release(&c, dragging: -150, velocity: 0)
        #expect(c.contentOffset.x == 0)
    }

    @Test func aFastFlickAdvancesOnePageAtMost() throws {
        var c = try pager()
        release(&c, dragging: -300, velocity: -8000)
        #expect(c.contentOffset.x == 400)
        release(&c, dragging: -40, velocity: -4000)
        #expect(c.contentOffset.x == 800)
        release(&c, dragging: 40, velocity: 4000)
        #expect(c.contentOffset.x == 400)
    }

    @Test func theTargetPageIsAnnouncedInWillEndDragging() throws {
        var c = try pager()
        release(&c, dragging: -40, velocity: -4000)
        #expect(c.events.contains { event in
            if case .willEndDragging(_, _, let target) = event { return target == Point(x: 400, y: 0) }
            return false
        })
        #expect(c.events.last?.name == .didEndDecelerating)
    }

    @Test(arguments: [(0, 0...1), (2, 1...3), (4, 3...4)])
    func visiblePagesAreTheCurrentPageAndItsNeighbours(page: Int, visible: ClosedRange<Int>) throws {
        var c = try pager()
        c.scrollToPage(page, animated: false)
        #expect(c.currentPage == page)
        #expect(c.pageCount == 5)
        #expect(c.visiblePages == visible)
    }

    @Test func aCustomPageSizeSetsThePageGrid() throws {
        var c = try pager()
        try c.setPageSize(Size(width: 200, height: 300))
        #expect(c.pageCount == 10)
        release(&c, dragging: -120, velocity: 0)
        #expect(c.contentOffset.x == 200)
    }
}
