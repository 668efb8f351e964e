import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// A scene that cannot be built says which view and what was wrong.
@Suite struct ScrollSceneValidationTests {
    func view(_ name: String, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
              hitOutset: EdgeInsets = .zero, children: [ScrollSceneView] = []) throws -> ScrollSceneView {
        ScrollSceneView(
            name: name, frame: frame, controller: try makeController(), hitOutset: hitOutset, children: children)
    }

    @Test func aRepeatedNameIsRejectedNamingIt() throws {
        let views = [try view("pager", children: [try view("page")]), try view("page")]
        #expect(throws: ScrollSceneError(view: "page", reason:
            "the name is used by another view (expected unique names: they tag every event)")) {
            try ScrollScene(views: views)
        }
    }

    @Test func anEmptyNameIsRejected() throws {
        let views = [try view("")]
        #expect(throws: ScrollSceneError(view: "", reason: "the name is empty (expected a unique, non-empty name)")) {
            try ScrollScene(views: views)
        }
    }

    @Test func aNegativeFrameSizeIsRejectedWithTheControllersRule() throws {
        let views = [try view("photo", frame: Rect(x: 0, y: 0, width: -3, height: 100))]
        #expect(throws: ScrollSceneError(view: "photo", reason:
            "invalid frame.width: -3.0 is negative (allowed: 0…1e12 pt)")) {
            try ScrollScene(views: views)
        }
    }

    @Test func aNegativeHitOutsetIsRejected() throws {
        let views = [try view("pager", hitOutset: EdgeInsets(top: 0, left: -1, bottom: 0, right: 0))]
        #expect(throws: ScrollSceneError(view: "pager", reason:
            "invalid hitOutset.left: -1.0 is negative (allowed: 0…1e12 pt)")) {
            try ScrollScene(views: views)
        }
    }

    @Test func theFrameSizeBecomesTheViewport() throws {
        let scene = try ScrollScene(views: [try view("photo", frame: Rect(x: 10, y: 20, width: 300, height: 200))])
        #expect(scene["photo"].viewportSize == Size(width: 300, height: 200))
        #expect(scene.names == ["photo"])
    }
}
