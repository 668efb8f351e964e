import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Programmatic changes through the scene.
@Suite struct SceneUpdateTests {
    @Test func anUpdateReachesTheNamedViewAndItsEventsAreTagged() throws {
        // Scrolling the pager to page 2 programmatically: its events carry "pager", and its
        // visible-page window (1…2 of three pages) is reported.
        var scene = try photoPager(zoom: 1)
        scene.update("pager") { $0.scrollToPage(2, animated: false) }
        #expect(scene["pager"].contentOffset.x == 640)
        let events = scene.takeEvents()
        #expect(events.contains(.scroll(view: "pager", event: .didScroll(time: .zero, offset: Point(x: 640, y: 0)))))
        #expect(events.contains(.visiblePages(view: "pager", time: .zero, pages: 1...2)))
        #expect(scene.update("nobody") { $0.zoomScale } == nil)
    }
}
