import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Which views a touch lands on: frames through the parents' offset and zoom, hit outsets
/// (a peeking gallery's container).
@Suite struct SceneHitTestingTests {
    /// A peeking gallery: a 224-pt pager (70 % of a 320-pt screen) at x 48 whose hit outset
    /// reaches 48 pt either side, five 224-pt pages side by side in its content.
    func peekingGallery() throws -> ScrollScene {
        let page = Size(width: 224, height: 480)
        var pager = try makeController(content: Size(width: 1120, height: 480), viewport: page)
        pager.isPagingEnabled = true
        let pages = try (0..<5).map { index in
            ScrollSceneView(name: "page\(index)", frame: Rect(x: 224 * Double(index), y: 0, width: 224, height: 480),
                controller: try makeController(content: page, viewport: page, minimumZoom: 1, maximumZoom: 3))
        }
        return try ScrollScene(views: [ScrollSceneView(
            name: "pager", frame: Rect(x: 48, y: 0, width: 224, height: 480), controller: pager,
            hitOutset: EdgeInsets(top: 0, left: 48, bottom: 0, right: 48), children: pages)])
    }

    @Test func aTouchInTheOutsetHitsThePagerAndDragsIt() throws {
        // x 20 is 28 pt left of the pager's frame (pager point −28: no page there) but inside its
        // outset. Dragging 100 left moves the pager to 100.
        var scene = try peekingGallery()
        #expect(scene.viewsHit(at: Point(x: 20, y: 100)) == ["pager"])
        let t = scene.drag(at: Point(x: 20, y: 100), through: [across(-100)])
        #expect(scene["pager"].contentOffset.x == 100)
        scene.handle(.endDrag(velocity: .zero), time: t)
    }

    @Test func theNeighbourPeekingOnTheRightIsTouchable() throws {
        // Surface x 300 is pager point 252: page 1 (224…448).
        let scene = try peekingGallery()
        #expect(scene.viewsHit(at: Point(x: 300, y: 100)) == ["pager", "page1"])
        #expect(scene.viewsHit(at: Point(x: 100, y: 100)) == ["pager", "page0"])
        #expect(scene.viewsHit(at: Point(x: 330, y: 100)).isEmpty)
    }

    @Test func hitTestingFollowsThePagersOffset() throws {
        // The pager on page 1 (offset 320): surface x 10 is pager content 330, page 1.
        let scene = try photoPager(zoom: 1)
        #expect(scene.viewsHit(at: Point(x: 10, y: 10)) == ["pager", "page1"])
    }

    @Test func aPinchOnThePagerAloneHasNothingToZoom() throws {
        var scene = try peekingGallery()
        scene.handle(.touchDown(at: Point(x: 20, y: 100)), time: ms(0))
        let zooms = scene.handle(.beginZoom(focal: Point(x: 20, y: 100)), time: ms(10))
        #expect(!zooms)
    }
}
