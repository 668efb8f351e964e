import GestureKit
import Testing
@testable import GestureKitBridge

/// Controller commands under a scene (docs/bridge.md, "Scenes"): `view` picks the view, the
/// command acts on that view's controller exactly as the controller's own API does, and the scene
/// stays consistent (pages follow offsets, off-screen pages reset, drags go on from the change).
@Suite struct SceneCommandTests {
    /// pager (320×480, content 640×480, paging) over page0 and page1 (320×480, zoom 1…4).
    func scene() throws -> ScrollScene { try BridgeSceneEncodingTests.photoPager.makeScene() }

    static let rect = Rect(origin: Point(x: 40, y: 60), size: Size(width: 160, height: 240))

    /// Every controller command, as a client would send it for a zoomable page.
    static let pageCommands: [BridgeCommand] = [
        .setZoomScale(scale: 2, center: nil, animated: false),
        .setZoomScale(scale: 3, center: Point(x: 100, y: 200), animated: false),
        .setZoomScale(scale: 2, center: nil, animated: true),
        .setContentOffset(Point(x: 0, y: 0), animated: false),
        .zoomToRect(rect, animated: false),
        .zoomToRect(rect, animated: true),
        .scrollRectToVisible(Rect(origin: Point(x: 0, y: 400), size: Size(width: 10, height: 10)), animated: false),
        .configure(BridgeCommand.Configure(minimumZoom: 1, maximumZoom: 2)),
    ]

    @Test(arguments: pageCommands)
    func aCommandOnAViewChangesItsControllerExactlyAsTheControllersOwnAPI(_ command: BridgeCommand) throws {
        var scene = try scene()
        var direct = try #require(scene.controller(named: "page0"))
        try command.apply(to: &direct)
        try command.apply(toView: "page0", in: &scene)
        let viaScene = try #require(scene.controller(named: "page0"))
        #expect(viaScene.state == direct.state)
        direct.advance(to: Timestamp(microseconds: 120_000))
        scene.advance(to: Timestamp(microseconds: 120_000))
        #expect(scene.controller(named: "page0")?.state == direct.state, "animations run alike too")
        #expect(scene.controller(named: "pager")?.contentOffset == .zero, "no other view moves")
    }

    @Test func setPageTurnsThePagerAndThePageFollowsWithItsVisiblePagesReported() throws {
        let frame = Rect(origin: .zero, size: Size(width: 320, height: 480))
        let pages = (0..<4).map { i in
            SceneDescription.View(
                name: "page\(i)", frame: Rect(origin: Point(x: 320 * Double(i), y: 0), size: frame.size),
                                  content: frame.size, maxZoom: 4)
        }
        var scene = try SceneDescription(views: [
            .init(name: "pager", frame: frame, content: Size(width: 1280, height: 480), paging: true, children: pages),
        ]).makeScene()
        _ = scene.takeEvents()
        try BridgeCommand.setPage(2, animated: false).apply(toView: "pager", in: &scene)
        let pager = try #require(scene.controller(named: "pager"))
        #expect(pager.contentOffset == Point(x: 640, y: 0))
        #expect(pager.state.page == 2)
        let events = scene.takeEvents()
        #expect(
            events.contains {
                if case .visiblePages(let view, _, let pages) = $0 { view == "pager" && pages == 1...3 } else { false }
            })
        #expect(events.contains { if case .scroll(let view, .didScroll(_, _)) = $0 { view == "pager" } else { false } })
    }

    @Test func setPageBeyondTheLastPageStopsAtTheLastLikeAPageControl() throws {
        var scene = try scene()
        try BridgeCommand.setPage(7, animated: false).apply(toView: "pager", in: &scene)
        #expect(scene.controller(named: "pager")?.contentOffset == Point(x: 320, y: 0))
    }

    @Test func anAnimatedSetPageSlidesToThePageOnTheScenesFrames() throws {
        var scene = try scene()
        try BridgeCommand.setPage(1, animated: true).apply(toView: "pager", in: &scene)
        #expect(scene.isAnimating(at: .zero))
        scene.advance(to: Timestamp(microseconds: 100_000))
        let midway = try #require(scene.controller(named: "pager")).contentOffset.x
        #expect(midway > 0 && midway < 320)
        scene.advance(to: Timestamp(microseconds: 2_000_000))
        #expect(scene.controller(named: "pager")?.contentOffset == Point(x: 320, y: 0))
    }

    @Test func aPageTurnedOffScreenByACommandReturnsToItsMinimumZoom() throws {
        var scene = try scene()
        try BridgeCommand.setZoomScale(scale: 2, center: nil, animated: false).apply(toView: "page0", in: &scene)
        #expect(scene.controller(named: "page0")?.zoomScale == 2)
        try BridgeCommand.setPage(1, animated: false).apply(toView: "pager", in: &scene)
        #expect(scene.controller(named: "page0")?.zoomScale == 1)
    }

    @Test func setContentOffsetOnAPagerGoesExactlyThereAsUIKitAndThePageIsTheNearest() throws {
        var scene = try scene()
        try BridgeCommand.setContentOffset(Point(x: 200, y: 0), animated: false).apply(toView: "pager", in: &scene)
        let pager = try #require(scene.controller(named: "pager"))
        #expect(pager.contentOffset == Point(x: 200, y: 0), "not snapped: the controller's own setContentOffset")
        #expect(pager.state.page == 1)
    }

    @Test func setPageOnAViewThatDoesNotPageIsRefusedAndChangesNothing() throws {
        var scene = try scene()
        let before = scene.controller(named: "page0")?.state
        #expect(throws: ScrollZoomError.self) {
            try BridgeCommand.setPage(1, animated: false).apply(toView: "page0", in: &scene)
        }
        #expect(scene.controller(named: "page0")?.state == before)
    }

    @Test func configureMayNotResizeAViewsFrameNorTheContentItsChildrenAreLaidOutIn() throws {
        var scene = try scene()
        let viewport = BridgeCommand.Configure(viewport: Size(width: 100, height: 100))
        let content = BridgeCommand.Configure(content: Size(width: 960, height: 480))
        #expect(throws: ScrollZoomError.self) {
            try BridgeCommand.configure(viewport).apply(toView: "page0", in: &scene)
        }
        #expect(throws: ScrollZoomError.self) {
            try BridgeCommand.configure(content).apply(toView: "pager", in: &scene)
        }
        try BridgeCommand.configure(content).apply(toView: "page1", in: &scene)
        #expect(scene.controller(named: "page1")?.contentSize == Size(width: 960, height: 480))
        #expect(scene.controller(named: "pager")?.contentSize == Size(width: 640, height: 480))
    }

    @Test func aCommandForAViewTheSceneLacksIsRefused() throws {
        var scene = try scene()
        #expect(throws: ScrollZoomError.self) {
            try BridgeCommand.setPage(1, animated: false).apply(toView: "pagr", in: &scene)
        }
    }

    /// One controller and a one-view scene receive the same drag with a `setContentOffset` in the
    /// middle: the controller's rule (the change applies at once, the drag goes on from there)
    /// holds in the scene.
    @Test func aCommandDuringADragAppliesAtOnceAndTheDragGoesOnFromThereAsWithOneController() throws {
        let list = SceneDescription(views: [
            .init(name: "list", frame: Rect(origin: .zero, size: Size(width: 320, height: 480)),
                  content: Size(width: 320, height: 1920), indicators: false),
        ])
        var scene = try list.makeScene()
        var direct = try #require(scene.controller(named: "list"))
        let t = { (ms: Int64) in Timestamp(microseconds: ms * 1000) }
        let jump = BridgeCommand.setContentOffset(Point(x: 0, y: 600), animated: true)

        direct.touchDown(time: t(0))
        direct.beginDrag(at: Point(x: 100, y: 300), time: t(10))
        direct.drag(translation: Vector(dx: 0, dy: -50), time: t(20))
        try jump.apply(to: &direct)
        direct.drag(translation: Vector(dx: 0, dy: -80), time: t(30))

        _ = scene.handle(.touchDown(at: Point(x: 100, y: 300)), time: t(0))
        _ = scene.handle(.beginDrag(at: Point(x: 100, y: 300)), time: t(10))
        _ = scene.handle(.drag(translation: Vector(dx: 0, dy: -50)), time: t(20))
        try jump.apply(toView: "list", in: &scene)
        #expect(scene.controller(named: "list")?.contentOffset == Point(x: 0, y: 600), "at once, not animated")
        _ = scene.handle(.drag(translation: Vector(dx: 0, dy: -80)), time: t(30))

        #expect(direct.contentOffset == Point(x: 0, y: 630))
        #expect(scene.controller(named: "list")?.contentOffset == direct.contentOffset)
        #expect(scene.controller(named: "list")?.isDragging == true)
    }

    /// In a nested drag the page's share moves with the change, so the hand-over to the pager
    /// comes at the page's real edge.
    @Test func aPageMovedDuringANestedDragHandsOverToThePagerAtItsRealEdge() throws {
        var scene = try scene()
        let t = { (ms: Int64) in Timestamp(microseconds: ms * 1000) }
        try BridgeCommand.setZoomScale(scale: 2, center: nil, animated: false).apply(toView: "page0", in: &scene)
        try BridgeCommand.setContentOffset(Point(x: 0, y: 0), animated: false).apply(toView: "page0", in: &scene)
        _ = scene.handle(.touchDown(at: Point(x: 200, y: 200)), time: t(0))
        _ = scene.handle(.beginDrag(at: Point(x: 200, y: 200)), time: t(10))
        _ = scene.handle(.drag(translation: Vector(dx: -20, dy: 0)), time: t(20))
        #expect(scene.controller(named: "page0")?.contentOffset.x == 20)
        // The page's right edge is 320 (640 − 320): the command puts it 10 short of it.
        try BridgeCommand.setContentOffset(Point(x: 310, y: 0), animated: false).apply(toView: "page0", in: &scene)
        _ = scene.handle(.drag(translation: Vector(dx: -50, dy: 0)), time: t(30))
        #expect(scene.controller(named: "page0")?.contentOffset.x == 320, "the page takes 10 up to its edge")
        #expect(scene.controller(named: "pager")?.contentOffset.x == 20, "the pager the other 20")
    }

    // MARK: - Which view

    @Test func aCommandWithoutAViewUnderASceneOfSeveralViewsIsRefusedNamingThem() {
        let configuration = BridgeSceneEncodingTests.configuration(scene: BridgeSceneEncodingTests.photoPager)
        #expect(throws: SceneViewError.missing(known: ["pager", "page0", "page1"])) {
            try configuration.commandView(nil)
        }
        let reason = SceneViewError.missing(known: ["pager", "page0", "page1"]).description
        #expect(reason.contains("missing \"view\"") && reason.contains("pager, page0, page1"), "\(reason)")
    }

    @Test func aCommandWithoutAViewUnderAOneViewSceneIsForThatView() throws {
        let one = SceneDescription(views: [
            .init(
                name: "list", frame: Rect(origin: .zero, size: Size(width: 320, height: 480)),
                content: Size(width: 320, height: 960))
        ])
        #expect(try BridgeSceneEncodingTests.configuration(scene: one).commandView(nil) == "list")
    }

    @Test func aViewTheSceneLacksNamesTheClosestView() throws {
        let configuration = BridgeSceneEncodingTests.configuration(scene: BridgeSceneEncodingTests.photoPager)
        do {
            _ = try configuration.commandView("pagr")
            Issue.record("accepted a view the scene lacks")
        } catch {
            #expect(error.description.contains("unknown view \"pagr\" in \"view\""), "\(error)")
            #expect(error.description.contains("did you mean \"pager\"?"), "\(error)")
        }
        #expect(try configuration.commandView("page1") == "page1")
    }

    @Test func aViewWithoutASceneSaysToStartOneAndNoViewIsForTheOneController() throws {
        let configuration = BridgeSceneEncodingTests.configuration(scene: nil)
        #expect(throws: SceneViewError.noScene(field: "view")) { try configuration.commandView("pager") }
        #expect(SceneViewError.noScene(field: "view").description.contains("--scene FILE"))
        #expect(try configuration.commandView(nil) == nil)
    }
}
