import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Pages that leave the screen, and the visible-page window for lazy loading (docs/design.md,
/// "Scenes").
@Suite struct SceneOffscreenTests {
    @Test func aPageScrolledOffScreenReturnsToItsMinimumZoom() throws {
        // With the pager on page 2 (viewport 640…960), page 1 (frame 320…640) is off screen: it
        // drops to ×1, its offset brought into the ×1 range (0, 0).
        var scene = try photoPager(innerOffset: Point(x: 310, y: 0))
        scene.flick(dragging: -10, velocity: -1000)  // page 1 reaches its edge; the flick turns to page 2
        #expect(scene["pager"].contentOffset.x == 640)
        #expect(scene["page1"].zoomScale == 1)
        #expect(scene["page1"].contentOffset == .zero)
        #expect(scene.takeEvents().contains { event in
            if case .scroll("page1", .didZoom(_, 1)) = event { return true }
            return false
        })
    }

    @Test func aPageStillPartlyOnScreenKeepsItsZoom() throws {
        // One frame (16 ms) into the page turn the pager is between 320 and 640: page 1 still shows.
        var scene = try photoPager(innerOffset: Point(x: 310, y: 0))
        let t = scene.drag(through: [across(-10)])
        scene.handle(.endDrag(velocity: across(-1000)), time: t)
        scene.advance(to: t + .milliseconds(16))
        #expect(scene["pager"].contentOffset.x < 640)
        #expect(scene["page1"].zoomScale == 2)
    }

    @Test func aPageThatOptsOutKeepsItsZoomOffScreen() throws {
        var scene = try photoPager(innerOffset: Point(x: 310, y: 0), resetsZoomOffscreen: false)
        scene.flick(dragging: -10, velocity: -1000)  // page 1 reaches its edge; the flick turns to page 2
        #expect(scene["page1"].zoomScale == 2)
    }

    @Test func theVisiblePageWindowIsReportedAsPagesComeAndGo() throws {
        // Five pages, on page 1: window 0…2. Turning to page 2 reports 1…3, once.
        var scene = try photoPager(pages: 5, innerOffset: Point(x: 310, y: 0))
        #expect(scene["pager"].visiblePages == 0...2)
        scene.flick(dragging: -10, velocity: -1000)  // page 1 reaches its edge; the flick turns to page 2
        let windows = scene.takeEvents().compactMap { event -> ClosedRange<Int>? in
            if case .visiblePages("pager", _, let pages) = event { return pages }
            return nil
        }
        #expect(windows == [1...3])
    }
}
