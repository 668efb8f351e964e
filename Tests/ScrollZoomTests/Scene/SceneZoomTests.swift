import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Where two fingers and double taps go in a scene, and when they are blocked (docs/design.md,
/// "Scenes").
@Suite struct SceneZoomTests {
    @Test func twoFingersZoomThePageNotThePager() throws {
        // A pinch to ×3 about the centre (160, 240) of page 1 (at ×2, offset 0): the page zooms,
        // keeping the focal content point (80, 120) under the fingers: offset 80·3 − 160 = 80,
        // 120·3 − 240 = 120. The pager does not move.
        var scene = try photoPager(innerOffset: .zero)
        let centre = Point(x: 160, y: 240)
        scene.handle(.touchDown(at: centre), time: ms(0))
        let zooms = scene.handle(.beginZoom(focal: centre), time: ms(10))
        #expect(zooms)
        scene.handle(.zoom(scale: 3, focal: centre), time: ms(20))
        #expect(scene["page1"].zoomScale == 3)
        #expect(scene["page1"].contentOffset == Point(x: 80, y: 120))
        #expect(scene["pager"].contentOffset == Point(x: 320, y: 0))
    }

    @Test func twoFingersGoToTheDeepestViewThatCanZoom() throws {
        // A caption (no zoom) on a zoomable photo: a pinch on the caption zooms the photo.
        let screen = Size(width: 320, height: 480)
        let photo = try makeController(content: screen, viewport: screen, minimumZoom: 1, maximumZoom: 4)
        let caption = try makeController(content: Size(width: 320, height: 80), viewport: Size(width: 320, height: 80))
        var scene = try ScrollScene(views: [ScrollSceneView(
            name: "photo", frame: Rect(origin: .zero, size: screen), controller: photo,
            children: [ScrollSceneView(name: "caption", frame: Rect(x: 0, y: 400, width: 320, height: 80),
                                       controller: caption)])])
        let onCaption = Point(x: 160, y: 440)
        #expect(scene.viewsHit(at: onCaption) == ["photo", "caption"])
        scene.handle(.touchDown(at: onCaption), time: ms(0))
        let zoomsPhoto = scene.handle(.beginZoom(focal: onCaption), time: ms(10))
        #expect(zoomsPhoto)
        scene.handle(.zoom(scale: 2, focal: onCaption), time: ms(20))
        #expect(scene["photo"].zoomScale == 2)
        #expect(scene["caption"].zoomScale == 1)
    }

    @Test func aPinchIsBlockedWhileThePagerIsOffItsPageAndAllowedBackOnIt() throws {
        // The pager was dragged 100 past page 1: the pinch is refused and the page keeps ×2.
        // Dragging back onto the page (pager at 320 again) lets the same pinch zoom to ×3.
        var scene = try photoPager(innerOffset: Point(x: 320, y: 0))
        let centre = Point(x: 160, y: 240)
        scene.drag(through: [across(-100)])
        let zoomsOffPage = scene.handle(.beginZoom(focal: centre), time: ms(12))
        #expect(!zoomsOffPage)
        let scaleTaken = scene.handle(.zoom(scale: 3, focal: centre), time: ms(14))
        #expect(!scaleTaken)
        #expect(scene["page1"].zoomScale == 2)
        scene.handle(.drag(translation: .zero), time: ms(16))
        #expect(scene["pager"].contentOffset.x == 320)
        let zoomsOnPage = scene.handle(.beginZoom(focal: centre), time: ms(18))
        #expect(zoomsOnPage)
        scene.handle(.zoom(scale: 3, focal: centre), time: ms(20))
        #expect(scene["page1"].zoomScale == 3)
    }

    @Test func pinchAndDoubleTapAreBlockedWhileThePagerSettlesBetweenPages() throws {
        // 50 ms after a flick from page 1 the pager is between pages: neither a pinch nor a double
        // tap zooms page 1 or page 2.
        var scene = try photoPager(innerOffset: Point(x: 310, y: 0))
        let t = scene.drag(through: [across(-10)])
        scene.handle(.endDrag(velocity: across(-1000)), time: t)
        scene.advance(to: t + .milliseconds(50))
        let tapped = try scene.zoomByTap(at: Point(x: 160, y: 240), time: t + .milliseconds(50)) { controller, _ in
            try controller.setZoomScale(controller.maximumZoomScale, animated: false)
        }
        #expect(!tapped)
        let zoomsMidTurn = scene.handle(.beginZoom(focal: Point(x: 160, y: 240)), time: t + .milliseconds(51))
        #expect(!zoomsMidTurn)
        #expect(scene["page1"].zoomScale == 2)
        #expect(scene["page2"].zoomScale == 1)
    }

    @Test func aDoubleTapAtRestZoomsThePageUnderIt() throws {
        // The tap at surface (100, 50) is viewport point (100, 50) of page 1.
        var scene = try photoPager(zoom: 1)
        var seen: Point?
        let tapped = try scene.zoomByTap(at: Point(x: 100, y: 50), time: ms(0)) { controller, point in
            seen = point
            try controller.setZoomScale(2, animated: false)
        }
        #expect(tapped)
        #expect(seen == Point(x: 100, y: 50))
        #expect(scene["page1"].zoomScale == 2)
    }
}
