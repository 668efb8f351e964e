import GestureInput
import GestureRecognition
import ScrollZoom
import ScrollZoomBinding
import ScrollZoomTestSupport
import Testing

/// The binding routes a long press to autoscroll: began and changed hold an item
/// at the event's location in the scene, ended and cancelled drop it. The list: `autoscrollList()`
/// (320×480 over 320×960; 15 pt from the bottom → 180 pt/s).
@Suite struct BindingAutoscrollTests {
    static let held = Point(x: 160, y: 300)
    static let nearBottom = Point(x: 160, y: 465)

    /// The autoscroll events among `events`.
    func autoscrolls(_ events: [SceneEvent]) -> [AutoscrollEvent] {
        events.compactMap { if case .autoscroll(_, _, let event) = $0 { event } else { nil } }
    }

    /// The list with a finger down at `held` since 0 ms, and a binding with `configuration`.
    func fingerOnList(_ configuration: ScrollZoomBinding.Configuration = .init()) throws -> (
        ScrollScene, ScrollZoomBinding
    ) {
        var scene = try autoscrollList()
        scene.handle(.touchDown(at: Self.held), time: ms(0))
        return (scene, ScrollZoomBinding(configuration: configuration))
    }

    @Test func aLongPressMovedNearTheEdgeAutoscrollsTheViewUntilItEnds() throws {
        var (scene, binding) = try fingerOnList()
        binding.handle(gesture(.longPress, .began, at: ms(500), location: Self.held), scene: &scene)
        binding.handle(gesture(.longPress, .changed, at: ms(600), location: Self.nearBottom), scene: &scene)
        scene.advance(to: ms(1100))
        #expect(abs(scene["list"].contentOffset.y - 90) < 1e-9, "180 pt/s for 0.5 s")
        binding.handle(gesture(.longPress, .ended, at: ms(1100), location: Self.nearBottom), scene: &scene)
        #expect(autoscrolls(scene.takeEvents()) == [.began(velocity: down(180)), .ended(.lifted)])
        scene.advance(to: ms(1500))
        #expect(abs(scene["list"].contentOffset.y - 90) < 1e-9, "dropped: it stays")
    }

    @Test func aCancelledLongPressDropsTheItem() throws {
        var (scene, binding) = try fingerOnList()
        binding.handle(gesture(.longPress, .began, at: ms(500), location: Self.nearBottom), scene: &scene)
        binding.handle(gesture(.longPress, .cancelled, at: ms(600), location: Self.nearBottom), scene: &scene)
        #expect(autoscrolls(scene.takeEvents()) == [.began(velocity: down(180)), .ended(.lifted)])
        #expect(!scene.isAnimating(at: ms(600)))
    }

    @Test func aLongPressMappedToIgnoreHoldsNothing() throws {
        var configuration = ScrollZoomBinding.Configuration()
        configuration.actionsByKind[.longPress] = .ignore
        var (scene, binding) = try fingerOnList(configuration)
        binding.handle(gesture(.longPress, .began, at: ms(500), location: Self.nearBottom), scene: &scene)
        scene.advance(to: ms(1000))
        #expect(scene["list"].contentOffset.y == 0)
        #expect(autoscrolls(scene.takeEvents()).isEmpty)
    }

    @Test func oneControllerHasNoAutoscrollAndHearsNothingOfALongPress() throws {
        var controller = try makeController(
            content: Size(width: 320, height: 960), viewport: Size(width: 320, height: 480))
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.longPress, .began, at: ms(500), location: Self.nearBottom), controller: &controller)
        binding.handle(gesture(.longPress, .changed, at: ms(600), location: Self.nearBottom), controller: &controller)
        controller.advance(to: ms(1000))
        #expect(controller.contentOffset == .zero)
        let events = controller.takeEvents()
        #expect(events.isEmpty)
    }
}
