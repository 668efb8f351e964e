import GestureInput
import GestureRecognition
import ScrollZoom
import ScrollZoomBinding
import ScrollZoomTestSupport
import Testing

/// The binding driving a scene (docs/design.md, "Scenes"): the same gestures as with one
/// controller, routed by the scene to the views under the finger. The photo pager: `photoPager()`
/// (320×480 pages).
@Suite struct BindingSceneTests {
    static let device = DeviceID(0)
    static let centre = Point(x: 160, y: 240)

    /// A frame at `time` with one touch at the screen centre in `phase`.
    func frame(at time: Timestamp, _ phase: TouchPhase) -> TouchFrame {
        TouchFrame(time: time, device: Self.device, touches: [
            Touch(id: TouchID(device: Self.device, serial: 0), slot: 0, location: Self.centre,
                  startLocation: Self.centre, startTime: .zero, phase: phase),
        ])
    }

    /// A pan from the centre: lands, begins, then moves through `translations` 8 ms apart.
    func pan(_ binding: inout ScrollZoomBinding, _ scene: inout ScrollScene, through translations: [Vector])
        -> Timestamp
    {
        binding.handle(frame(at: ms(0), .began), scene: &scene)
        binding.handle(gesture(.pan, .began, at: ms(0), location: Self.centre, translation: .zero), scene: &scene)
        var t = ms(0)
        for translation in translations {
            t = t + .milliseconds(8)
            binding.handle(
                gesture(.pan, .changed, at: t, location: Self.centre, translation: translation), scene: &scene)
        }
        return t
    }

    @Test func aPanOnAZoomedPageAtItsEdgeHandsTheRestToThePager() throws {
        // Page 1 ×2 at x 300 of 0…320; the finger moves 50 left: the page takes 20 (→ 320), the
        // pager the other 30 (320 → 350), as NestedDragTests' scene call does.
        var scene = try photoPager(innerOffset: Point(x: 300, y: 0))
        var binding = ScrollZoomBinding()
        _ = pan(&binding, &scene, through: [across(-50)])
        #expect(scene["page1"].contentOffset == Point(x: 320, y: 0))
        #expect(scene["pager"].contentOffset == Point(x: 350, y: 0))
        #expect(binding.state == .dragging)
    }

    @Test func aPinchThatThePagerBlocksMidTransitionKeepsThePan() throws {
        // The pager is dragged 100 off its page (320 → 420); a pinch is refused there, so the
        // binding stays dragging and the pan's next frame (−40 more) still moves the pager.
        var scene = try photoPager(innerOffset: Point(x: 320, y: 0))
        var binding = ScrollZoomBinding()
        let t = pan(&binding, &scene, through: [across(-100)])
        binding.handle(gesture(.pinch, .began, at: t, location: Self.centre, touches: 2, scale: 1.2), scene: &scene)
        #expect(binding.state == .dragging)
        #expect(scene.zoomingView == nil)
        #expect(scene["page1"].zoomScale == 2)
        binding.handle(
            gesture(.pan, .changed, at: t + .milliseconds(8), location: Self.centre, translation: across(-140)),
                       scene: &scene)
        #expect(scene["pager"].contentOffset.x == 460)
    }

    @Test func aPinchAtRestZoomsThePageRelativeToItsScale() throws {
        // Page 1 at ×2; a pinch's scale 1.5 is relative to where it began: ×3 on the page.
        var scene = try photoPager()
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.pinch, .began, at: ms(0), location: Self.centre, touches: 2, scale: 1), scene: &scene)
        binding.handle(
            gesture(.pinch, .changed, at: ms(8), location: Self.centre, touches: 2, scale: 1.5), scene: &scene)
        #expect(scene.zoomingView == "page1")
        #expect(abs(scene["page1"].zoomScale - 3) < 1e-9)
        #expect(scene["pager"].zoomScale == 1)
    }

    @Test func aDoubleTapZoomsThePageUnderTheFingerByThePolicy() throws {
        // stepToCenter: ×1 → ×1.5 (the default step), animated; the pager does not zoom.
        var scene = try photoPager(zoom: 1)
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.tap, .recognized, at: ms(0), location: Self.centre, taps: 2), scene: &scene)
        scene.runUntilIdle()
        #expect(abs(scene["page1"].zoomScale - 1.5) < 1e-9)
        #expect(scene["pager"].zoomScale == 1)
    }

    @Test func aSwipeLeftTurnsThePagerToTheNextPage() throws {
        var scene = try photoPager(zoom: 1)
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.swipe, .recognized, at: ms(0), location: Self.centre, direction: .left), scene: &scene)
        scene.runUntilIdle()
        #expect(scene["pager"].contentOffset.x == 640)
    }

    @Test func aWheelDetentScrollsTheDeepestViewUnderThePointer() throws {
        // Page 1 at ×2 (offset 0…480 down); one detent down = 40 pt (wheelLineStep) on the page,
        // none on the pager.
        var scene = try photoPager()
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.scroll, .recognized, at: ms(0), location: Self.centre, translation: down(1),
                               recognizer: "wheel"), scene: &scene)
        #expect(scene["page1"].contentOffset == Point(x: 0, y: 40))
        #expect(scene["pager"].contentOffset == Point(x: 320, y: 0))
    }

    @Test func aLandingTouchStopsTheFlingingPagerAndTheLiftSettlesItOnAPage() throws {
        // A flick leaves the pager settling towards page 2; a finger landing at 50 ms holds it
        // between pages, and its lift snaps it to a page (never at rest between pages).
        var scene = try photoPager(zoom: 1)
        var binding = ScrollZoomBinding()
        let t = pan(&binding, &scene, through: [across(-20)])
        binding.handle(gesture(.pan, .ended, at: t, location: Self.centre, velocity: across(-1500)), scene: &scene)
        scene.advance(to: ms(50))
        #expect(binding.handle(frame(at: ms(50), .began), scene: &scene))
        #expect(!scene["pager"].isDecelerating)
        #expect(binding.handle(frame(at: ms(60), .ended), scene: &scene))
        scene.runUntilIdle()
        #expect(scene["pager"].contentOffset.x.truncatingRemainder(dividingBy: 320) == 0)
    }
}
