import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// A drag split frame by frame between a zoomed page and its pager (docs/design.md, "Scenes").
@Suite struct NestedDragTests {
    @Test func atTheRightEdgeThePageTakesWhatItCanAndThePagerTheRest() throws {
        // Page 1 zoomed ×2 at x 300 of 0…320; the finger moves 50 left (offsets +50):
        // the page takes 20 to its edge (320), the pager the other 30 (320 → 350).
        var scene = try photoPager(innerOffset: Point(x: 300, y: 0))
        scene.drag(through: [across(-50)])
        #expect(scene["page1"].contentOffset == Point(x: 320, y: 0))
        #expect(scene["pager"].contentOffset == Point(x: 350, y: 0))
    }

    @Test func atTheLeftEdgeThePageTakesWhatItCanAndThePagerTheRest() throws {
        // Page 1 at x 20; the finger moves 50 right (offsets −50): the page takes 20 (→ 0),
        // the pager 30 (320 → 290).
        var scene = try photoPager(innerOffset: Point(x: 20, y: 0))
        scene.drag(through: [across(50)])
        #expect(scene["page1"].contentOffset == Point(x: 0, y: 0))
        #expect(scene["pager"].contentOffset == Point(x: 290, y: 0))
    }

    @Test func movingBackReturnsThePagerToItsPageBeforeThePagePansAgain() throws {
        // Page at its right edge (320). Finger −100: the pager goes 320 → 420. Back to −40
        // (offsets −60): the pager returns 420 → 360, the page stays. On to +20 (−60 more): the
        // pager takes 40 back to its page (320), the page the remaining 20 (320 → 300).
        var scene = try photoPager(innerOffset: Point(x: 320, y: 0))
        scene.drag(through: [across(-100)])
        #expect(scene["pager"].contentOffset.x == 420)
        scene.handle(.drag(translation: across(-40)), time: ms(16))
        #expect(scene["pager"].contentOffset.x == 360)
        #expect(scene["page1"].contentOffset.x == 320)
        scene.handle(.drag(translation: across(20)), time: ms(24))
        #expect(scene["pager"].contentOffset.x == 320)
        #expect(scene["page1"].contentOffset.x == 300)
    }

    @Test func verticalTravelOnAZoomedPageIsNeverTakenByAHorizontalPager() throws {
        // Page at its bottom-right corner (320, 480); the finger moves 30 left and 100 up. Across,
        // the page is at its edge, so the pager takes 30 (→ 350). Down, the pager cannot move, so
        // the page rubber-bands: 480 + (1 − 1/(100·0.55/480 + 1))·480 = 480 + 49.3458 = 529.3458.
        var scene = try photoPager(innerOffset: Point(x: 320, y: 480))
        scene.drag(through: [Vector(dx: -30, dy: -100)])
        #expect(scene["pager"].contentOffset == Point(x: 350, y: 0))
        #expect(scene["page1"].contentOffset.x == 320)
        #expect(abs(scene["page1"].contentOffset.y - 529.3458) < 1e-4)
    }

    @Test func aVerticalPagerTakesOnlyVerticalTravel() throws {
        // A 320×480 pager of three pages stacked down; page 1 (frame y 480) zoomed ×2 at its
        // bottom-left (0, 480). Finger 50 up: the page is at its bottom, the pager goes 480 → 530.
        // Finger then 50 left as well: across only the page moves (0 → 50).
        let screen = Size(width: 320, height: 480)
        var pager = try makeController(content: Size(width: 320, height: 1440), viewport: screen)
        pager.isPagingEnabled = true
        try pager.setContentOffset(Point(x: 0, y: 480), animated: false)
        var photo = try makeController(content: screen, viewport: screen, minimumZoom: 1, maximumZoom: 4, zoom: 2)
        try photo.setContentOffset(Point(x: 0, y: 480), animated: false)
        var scene = try ScrollScene(views: [ScrollSceneView(
            name: "pager", frame: Rect(origin: .zero, size: screen), controller: pager,
                children: [
                    ScrollSceneView(
                        name: "photo", frame: Rect(x: 0, y: 480, width: 320, height: 480), controller: photo)
                ])
        ])
        scene.drag(through: [down(-50), Vector(dx: -50, dy: -50)])
        #expect(scene["pager"].contentOffset == Point(x: 0, y: 530))
        #expect(scene["photo"].contentOffset == Point(x: 50, y: 480))
    }

    @Test func thePagerRubberBandsAtItsFirstPageAndThePageDoesNot() throws {
        // Page 0 at its left edge; finger 100 right. The pager is at its first page and takes the
        // overshoot: −(1 − 1/(100·0.55/320 + 1))·320 = −46.9333; the page stays at 0.
        var scene = try photoPager(page: 0, innerOffset: .zero)
        scene.drag(through: [across(100)])
        #expect(abs(scene["pager"].contentOffset.x + 46.9333) < 1e-4)
        #expect(scene["page0"].contentOffset.x == 0)
    }

    @Test func thePagerRubberBandsAtItsLastPage() throws {
        // Page 2 (last) at its right edge; finger 100 left: 640 + 46.9333.
        var scene = try photoPager(page: 2, innerOffset: Point(x: 320, y: 0))
        scene.drag(through: [across(-100)])
        #expect(abs(scene["pager"].contentOffset.x - 686.9333) < 1e-4)
        #expect(scene["page2"].contentOffset.x == 320)
    }

    @Test func betweenFirstAndLastPageThePagerFollowsTheFingerWithoutRubberBand() throws {
        // Page 1 at its left edge; finger 100 right: the pager moves the full 100 (320 → 220).
        var scene = try photoPager(page: 1, innerOffset: .zero)
        scene.drag(through: [across(100)])
        #expect(scene["pager"].contentOffset.x == 220)
    }

    @Test func eventsAreTaggedWithTheViewThatSentThem() throws {
        var scene = try photoPager(innerOffset: Point(x: 300, y: 0))
        scene.drag(through: [across(-50)])
        let events = scene.takeEvents()
        #expect(events.contains(.scroll(view: "page1", event: .didScroll(time: ms(8), offset: Point(x: 320, y: 0)))))
        #expect(events.contains(.scroll(view: "pager", event: .didScroll(time: ms(8), offset: Point(x: 350, y: 0)))))
        #expect(
            events.filter { $0.view == "pager" }.first == .scroll(view: "pager", event: .willBeginDragging(time: ms(8)))
        )
    }

    @Test func aViewThatTakesNoShareDoesNotStartDragging() throws {
        // The page has room for the whole 50: the pager never hears of the drag.
        var scene = try photoPager(innerOffset: Point(x: 100, y: 0))
        scene.drag(through: [across(-50)])
        #expect(scene["page1"].contentOffset.x == 150)
        #expect(!scene.takeEvents().contains { $0.view == "pager" })
    }
}

/// Finger travel converted into each view's own points.
@Suite struct NestedDragScaleTests {
    @Test func fingerTravelIsScaledThroughAZoomedParent() throws {
        // A 160×240 list (content 160×1000) inside a map zoomed ×2: on the surface the list spans
        // 320×480, so a finger moving 100 up scrolls the list 100 / 2 = 50 pt. The list has room,
        // so the map stays at (0, 0).
        let screen = Size(width: 320, height: 480)
        let map = try makeController(content: screen, viewport: screen, minimumZoom: 1, maximumZoom: 4, zoom: 2)
        let list = try makeController(content: Size(width: 160, height: 1000), viewport: Size(width: 160, height: 240))
        var scene = try ScrollScene(views: [ScrollSceneView(
            name: "map", frame: Rect(origin: .zero, size: screen), controller: map,
                children: [
                    ScrollSceneView(name: "list", frame: Rect(x: 0, y: 0, width: 160, height: 240), controller: list)
                ])
        ])
        scene.drag(at: Point(x: 100, y: 100), through: [down(-100)])
        #expect(scene["list"].contentOffset == Point(x: 0, y: 50))
        #expect(scene["map"].contentOffset == .zero)
    }

    @Test func aNonFinitePointIsCountedAndIgnored() throws {
        var scene = try photoPager()
        let taken = scene.handle(.touchDown(at: Point(x: .nan, y: 0)), time: ms(0))
        #expect(!taken)
        #expect(scene.ignoredInputs == 1)
        #expect(scene.isIdle)
    }
}
