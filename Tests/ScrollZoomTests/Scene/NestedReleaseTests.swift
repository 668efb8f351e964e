import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// How a nested drag ends: the pager settles on a page by velocity and distance (docs/design.md,
/// "Scenes").
@Suite struct NestedReleaseTests {
    @Test func aFastFlickOnAZoomedPageAtItsEdgeTurnsThePage() throws {
        // Page 1 at x 310; the finger moves 10 left, bringing the page to its edge (320) with the
        // pager still on its page (320). A 1000 pt/s flick left has nowhere to go in the page, so
        // the pager takes it: 1000 > 300 pt/s (PagingTarget.defaultFlickVelocity), p = 320/320 = 1
        // → page ⌊1⌋ + 1 = 2, offset 640. The page gets no velocity and stays at its edge.
        var scene = try photoPager(innerOffset: Point(x: 310, y: 0))
        let t = scene.drag(through: [across(-10)])
        #expect(scene["page1"].contentOffset.x == 320)
        #expect(scene["pager"].contentOffset.x == 320)
        scene.handle(.endDrag(velocity: across(-1000)), time: t)
        scene.runUntilIdle()
        #expect(scene["pager"].contentOffset.x == 640)
        #expect(scene["pager"].currentPage == 2)
    }

    @Test func aFlickAwayFromThePagesEdgeStaysInThePage() throws {
        // Page 1 at x 100 (room both ways): a 1000 pt/s flick decelerates the page; the pager
        // stays on page 1.
        var scene = try photoPager(innerOffset: Point(x: 100, y: 0))
        scene.flick(dragging: -10, velocity: -1000)
        #expect(scene["pager"].contentOffset.x == 320)
        #expect(scene["page1"].contentOffset.x > 110)
    }

    @Test func aSlowReleaseShortOfHalfAPageSettlesBack() throws {
        // The pager was dragged to 420 (100 past page 1); released at 100 pt/s (< 300, no flick):
        // nearest page round(420/320 = 1.3125) = 1 → back to 320.
        var scene = try photoPager(innerOffset: Point(x: 320, y: 0))
        scene.flick(dragging: -100, velocity: -100)
        #expect(scene["pager"].contentOffset.x == 320)
        #expect(scene["page1"].zoomScale == 2)
    }

    @Test func aSlowReleasePastHalfAPageSettlesOnTheNextPage() throws {
        // Dragged to 520: round(520/320 = 1.625) = 2 → 640.
        var scene = try photoPager(innerOffset: Point(x: 320, y: 0))
        scene.flick(dragging: -200, velocity: 0)
        #expect(scene["pager"].contentOffset.x == 640)
    }

    @Test func aFlickTurnsOnePageAtMost() throws {
        // Five pages; dragged to 420 and flicked at 8000 pt/s: ⌊1.3125⌋ + 1 = 2, and never more
        // than one page from page 1 → 640, not 960.
        var scene = try photoPager(pages: 5, innerOffset: Point(x: 320, y: 0))
        scene.flick(dragging: -100, velocity: -8000)
        #expect(scene["pager"].contentOffset.x == 640)
    }

    @Test func aTouchThatStopsThePagerBetweenPagesLetsItSettleOnAPage() throws {
        // A flick to page 2 is caught 50 ms in, between pages; lifting without a drag settles it
        // on the nearest page, never between two.
        var scene = try photoPager(innerOffset: Point(x: 310, y: 0))
        let t = scene.drag(through: [across(-10)])
        scene.handle(.endDrag(velocity: across(-1000)), time: t)
        scene.handle(.touchDown(at: Point(x: 160, y: 240)), time: t + .milliseconds(50))
        let caught = scene["pager"].contentOffset.x
        #expect(caught > 330 && caught < 630)
        scene.handle(.touchUp, time: t + .milliseconds(60))
        scene.runUntilIdle()
        let settled = scene["pager"].contentOffset.x
        #expect(settled == 320 || settled == 640)
    }
}
