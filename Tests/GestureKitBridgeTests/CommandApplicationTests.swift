import GestureInput
import ScrollZoom
import Testing
@testable import GestureKitBridge

/// Commands change the controller exactly as its own API does (docs/bridge.md, "Commands").
@Suite struct CommandApplicationTests {
    func controller() throws -> ScrollZoomController {
        try ScrollZoomController(
            viewportSize: Size(width: 800, height: 600), contentSize: Size(width: 1600, height: 1200),
                                 zoomScale: 1, minimumZoomScale: 0.5, maximumZoomScale: 4, time: .zero)
    }

    func applied(_ command: BridgeCommand) throws -> ScrollZoomController {
        var c = try controller()
        try command.apply(to: &c)
        return c
    }

    @Test func setZoomScaleIsTheControllersSetZoomScale() throws {
        var direct = try controller()
        try direct.setZoomScale(2, animated: false)
        let viaCommand = try applied(.setZoomScale(scale: 2, center: nil, animated: false))
        #expect(viaCommand.state == direct.state)
        #expect(viaCommand.zoomScale == 2)
    }

    @Test func setZoomScaleWithACentreIsCenteredAt() throws {
        var direct = try controller()
        try direct.setZoomScale(3, centeredAt: Point(x: 400, y: 300), animated: false)
        let viaCommand = try applied(.setZoomScale(scale: 3, center: Point(x: 400, y: 300), animated: false))
        #expect(viaCommand.state == direct.state)
    }

    @Test func setContentOffsetZoomToRectAndScrollRectToVisibleMatchTheAPI() throws {
        var a = try controller()
        try a.setContentOffset(Point(x: 100, y: 50), animated: false)
        #expect(try applied(.setContentOffset(Point(x: 100, y: 50), animated: false)).state == a.state)

        let rect = Rect(origin: Point(x: 200, y: 100), size: Size(width: 400, height: 300))
        var b = try controller()
        try b.zoom(to: rect, animated: false)
        #expect(try applied(.zoomToRect(rect, animated: false)).state == b.state)

        var c = try controller()
        try c.scrollRectToVisible(rect, animated: false)
        #expect(try applied(.scrollRectToVisible(rect, animated: false)).state == c.state)
    }

    @Test func anAnimatedCommandStartsAnAnimationLikeTheAPI() throws {
        var direct = try controller()
        try direct.setZoomScale(2, animated: true)
        var viaCommand = try applied(.setZoomScale(scale: 2, center: nil, animated: true))
        #expect(viaCommand.state == direct.state)
        direct.advance(to: Timestamp(microseconds: 100_000))
        viaCommand.advance(to: Timestamp(microseconds: 100_000))
        #expect(viaCommand.state == direct.state)
        #expect(viaCommand.zoomScale > 1 && viaCommand.zoomScale < 2)
    }

    @Test func configureChangesGeometryAndLimits() throws {
        var configure = BridgeCommand.Configure()
        configure.viewport = Size(width: 400, height: 300)
        configure.content = Size(width: 4000, height: 300)
        configure.minimumZoom = 1
        configure.maximumZoom = 2
        configure.paging = true
        configure.pageSize = .some(Size(width: 400, height: 300))
        let c = try applied(.configure(configure))
        #expect(c.viewportSize == Size(width: 400, height: 300))
        #expect(c.contentSize == Size(width: 4000, height: 300))
        #expect(c.minimumZoomScale == 1 && c.maximumZoomScale == 2)
        #expect(c.isPagingEnabled && c.pageCount == 10)
    }

    @Test func aConfigureThatFailsChangesNothing() throws {
        var configure = BridgeCommand.Configure()
        configure.viewport = Size(width: 400, height: 300)
        configure.minimumZoom = 5   // above the current maximum (4): rejected by the controller
        var c = try controller()
        let before = c.state
        #expect(throws: ScrollZoomError.self) { try BridgeCommand.configure(configure).apply(to: &c) }
        #expect(c.state == before)
        #expect(c.viewportSize == Size(width: 800, height: 600))
    }
}
