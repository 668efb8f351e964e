import GestureInput
import GestureRecognition
import Testing
import ScrollZoom
import ScrollZoomBinding
import ScrollZoomTestSupport

@Suite struct BindingTests {
    /// 800×600 content in an 800×600 viewport, zoom 1…4.
    func photo(minimumZoom: Double = 1, zoom: Double = 1) throws -> ScrollZoomController {
        try makeController(content: Size(width: 800, height: 600), minimumZoom: minimumZoom, maximumZoom: 4, zoom: zoom)
    }

    func doubleTap(at point: Point, time: Timestamp = ms(0), _ binding: inout ScrollZoomBinding,
                   _ c: inout ScrollZoomController) {
        binding.handle(gesture(.tap, .recognized, at: time, location: point, taps: 2), controller: &c)
        runUntilIdle(&c)
    }

    @Test func defaultDoubleTapZoomsByOneAndAHalfAndCentresTheTappedPoint() throws {
        var c = try photo()
        var binding = ScrollZoomBinding()
        doubleTap(at: Point(x: 500, y: 350), &binding, &c)
        #expect(c.zoomScale == 1.5)
        #expect(c.contentOffset.isClose(to: Point(x: 350, y: 225)))
        #expect(c.contentPoint(atViewportPoint: Point(x: 400, y: 300)).isClose(to: Point(x: 500, y: 350)))
        #expect(Array(c.events.map(\.name).suffix(2)) == [.didEndZooming, .didEndScrollingAnimation])
    }

    @Test func defaultDoubleTapNearAnEdgeCentresOnlyAsFarAsTheContentAllows() throws {
        var c = try photo()
        var binding = ScrollZoomBinding()
        doubleTap(at: Point(x: 50, y: 40), &binding, &c)
        #expect(c.zoomScale == 1.5)
        #expect(c.contentOffset == .zero)
    }

    @Test func defaultDoubleTapAtTheMaximumGoesBackToTheMinimum() throws {
        var c = try photo(zoom: 4)
        var binding = ScrollZoomBinding()
        doubleTap(at: Point(x: 400, y: 300), &binding, &c)
        #expect(c.zoomScale == 1)
        #expect(c.contentOffset == .zero)
    }

    @Test func defaultDoubleTapStepsAreCappedAtTheMaximum() throws {
        var c = try photo(zoom: 3)
        var binding = ScrollZoomBinding()
        doubleTap(at: Point(x: 400, y: 300), &binding, &c)
        #expect(c.zoomScale == 4)
    }

    @Test func keepingPolicyLeavesTheTappedPointUnderTheFinger() throws {
        var c = try photo()
        var binding = ScrollZoomBinding(configuration: .init(doubleTapPolicy: .stepKeepingPoint))
        doubleTap(at: Point(x: 500, y: 350), &binding, &c)
        #expect(c.zoomScale == 1.5)
        #expect(c.contentOffset.isClose(to: Point(x: 250, y: 175)))
        #expect(c.contentPoint(atViewportPoint: Point(x: 500, y: 350)).isClose(to: Point(x: 500, y: 350)))
    }

    @Test func maximumPolicyZoomsAllTheWayInAtThePointAndBackOut() throws {
        var c = try photo()
        var binding = ScrollZoomBinding(configuration: .init(doubleTapPolicy: .maximumAtPoint))
        doubleTap(at: Point(x: 500, y: 350), &binding, &c)
        #expect(c.zoomScale == 4)
        #expect(c.contentOffset.isClose(to: Point(x: 1600, y: 1100)))
        doubleTap(at: Point(x: 400, y: 300), time: ms(1000), &binding, &c)
        #expect(c.zoomScale == 1)
    }

    @Test func cyclePolicyGoesMinimumThenOneThenMaximumThenMinimum() throws {
        var c = try photo(minimumZoom: 0.5, zoom: 0.5)
        var binding = ScrollZoomBinding(configuration: .init(doubleTapPolicy: .cycleMinimumOneMaximum))
        var scales: [Double] = []
        for i in 0..<3 {
            doubleTap(at: Point(x: 400, y: 300), time: ms(Int64(i) * 1000), &binding, &c)
            scales.append(c.zoomScale)
        }
        #expect(scales == [1, 4, 0.5])
    }

    @Test func twoFingerTapZoomsOutByTheStepAtTheMidpoint() throws {
        var c = try photo()
        try c.setZoomScale(3, centeredAt: Point(x: 400, y: 300), animated: false)
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.tap, .recognized, at: ms(0), location: Point(x: 400, y: 300), touches: 2, taps: 1),
                       controller: &c)
        runUntilIdle(&c)
        #expect(c.zoomScale == 2)
        #expect(c.contentOffset.isClose(to: Point(x: 400, y: 300)))
    }

    @Test func pinchReleasedPastTheMaximumBouncesBackWithTheFocalPointFixed() throws {
        var c = try makeController(content: Size(width: 2000, height: 1500), maximumZoom: 4)
        try c.setContentOffset(Point(x: 300, y: 200), animated: false)
        var binding = ScrollZoomBinding()
        let focal = Point(x: 350, y: 280)
        let point = c.contentPoint(atViewportPoint: focal)
        binding.handle(gesture(.pinch, .began, at: ms(0), location: focal, touches: 2, scale: 1), controller: &c)
        for (i, scale) in [1.5, 2.5, 4.0, 5.0].enumerated() {
            binding.handle(
                gesture(.pinch, .changed, at: ms(Int64(i + 1) * 16), location: focal, touches: 2, scale: scale),
                           controller: &c)
        }
        #expect(c.zoomScale > 4)
        binding.handle(gesture(.pinch, .ended, at: ms(80), location: focal, touches: 0, scale: 5), controller: &c)
        #expect(c.isZoomBouncing)
        runUntilIdle(&c) { #expect($0.contentPoint(atViewportPoint: focal).isClose(to: point, tolerance: 1e-9)) }
        #expect(c.zoomScale == 4)
        #expect(c.contentPoint(atViewportPoint: focal).isClose(to: point))
        #expect(c.events.last?.name == .didEndZooming)
    }

    @Test func panDragsAndItsReleaseVelocityDecelerates() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding()
        binding.handle(
            gesture(.pan, .began, at: ms(0), location: Point(x: 400, y: 300), translation: .zero), controller: &c)
        binding.handle(gesture(.pan, .changed, at: ms(16), location: Point(x: 300, y: 300),
                               translation: Vector(dx: -100, dy: 0)), controller: &c)
        #expect(c.contentOffset == Point(x: 100, y: 0))
        binding.handle(gesture(.pan, .ended, at: ms(32), location: Point(x: 300, y: 300),
                translation: Vector(dx: -100, dy: 0), velocity: Vector(dx: -1000, dy: 0)), controller: &c)
        #expect(c.isDecelerating)
        runUntilIdle(&c)
        #expect(abs(c.contentOffset.x - (100 + 499.5)) < 0.01)
    }

    @Test func touchpadScrollDragsThenAxisStopDeceleratesAndANewScrollStopsIt() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding()
        binding.handle(
            gesture(.scroll, .began, at: ms(0), location: .zero, touches: 2, translation: .zero), controller: &c)
        binding.handle(gesture(.scroll, .changed, at: ms(10), location: .zero, touches: 2,
                               translation: Vector(dx: 0, dy: -60)), controller: &c)
        #expect(c.contentOffset == Point(x: 0, y: 60))
        binding.handle(gesture(.scroll, .ended, at: ms(20), location: .zero, touches: 2,
                               translation: Vector(dx: 0, dy: -60), velocity: Vector(dx: 0, dy: -800)), controller: &c)
        #expect(c.isDecelerating)
        let expected = 60 + Deceleration(position: 0, velocity: 800).position(at: 0.2)
        binding.handle(
            gesture(.scroll, .began, at: ms(220), location: .zero, touches: 2, translation: .zero), controller: &c)
        #expect(abs(c.contentOffset.y - expected) < 1e-9)
        #expect(!c.isDecelerating && c.isDragging)
        let names = c.events.map(\.name)
        #expect(Array(names.suffix(2)) == [.didEndDecelerating, .willBeginDragging])
    }

    @Test func touchpadHoldStopsAFling() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding()
        c.beginDrag(at: .zero, time: ms(0))
        c.endDrag(velocity: Vector(dx: 0, dy: -1000), time: ms(0))
        binding.handle(gesture(.touchpadHold, .began, at: ms(100), location: .zero, touches: 2), controller: &c)
        #expect(!c.isDecelerating && c.isTracking)
        binding.handle(gesture(.touchpadHold, .ended, at: ms(300), location: .zero, touches: 2), controller: &c)
        #expect(c.isIdle)
    }

    @Test func touchpadPinchZoomsAboutTheViewportCentreByDefault() throws {
        var c = try makeController(maximumZoom: 4)
        var binding = ScrollZoomBinding()
        let centre = Point(x: c.viewportSize.width / 2, y: c.viewportSize.height / 2)
        let before = c.contentPoint(atViewportPoint: centre)
        // The recognizer's location is its translation: no position on the content.
        binding.handle(
            gesture(.touchpadPinch, .began, at: ms(0), location: .zero, touches: 2, scale: 1), controller: &c)
        binding.handle(
            gesture(.touchpadPinch, .changed, at: ms(16), location: Point(x: 30, y: 5), touches: 2, scale: 2),
            controller: &c)
        binding.handle(
            gesture(.touchpadPinch, .ended, at: ms(32), location: Point(x: 30, y: 5), touches: 2, scale: 2),
            controller: &c)
        #expect(c.zoomScale == 2)
        #expect(c.contentPoint(atViewportPoint: centre).isClose(to: before))
    }

    @Test func touchpadPinchZoomsAroundTheConfiguredPointer() throws {
        var c = try makeController(maximumZoom: 4)
        let focal = Point(x: 200, y: 100)
        var binding = ScrollZoomBinding(configuration: .init(touchpadZoomFocus: focal))
        binding.handle(
            gesture(.touchpadPinch, .began, at: ms(0), location: focal, touches: 2, scale: 1), controller: &c)
        binding.handle(
            gesture(.touchpadPinch, .changed, at: ms(16), location: focal, touches: 2, scale: 2), controller: &c)
        binding.handle(
            gesture(.touchpadPinch, .ended, at: ms(32), location: focal, touches: 2, scale: 2), controller: &c)
        #expect(c.zoomScale == 2)
        #expect(c.contentPoint(atViewportPoint: focal).isClose(to: focal))
        #expect(c.events.last == .didEndZooming(time: ms(32), atScale: 2))
    }

    @Test func wheelRecognizerPairScrollsOneLineStepPerDetentOnce() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding()
        for state in [GestureState.began, .ended] {
            var e = gesture(.scroll, state, at: ms(0), location: .zero, touches: 0, translation: Vector(dx: 0, dy: 2))
            e.recognizer = "wheel"
            binding.handle(e, controller: &c)
        }
        #expect(c.contentOffset == Point(x: 0, y: 80))
        #expect(
            !c.events.contains {
                if case .willBeginDragging = $0 { return true }; return false
            }, "a wheel is not a drag")
    }

    @Test func mouseWheelScrollsByTheLineStepPerDetent() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.scroll, .recognized, at: ms(0), location: .zero, touches: 0,
                               translation: Vector(dx: 0, dy: 3)), controller: &c)
        #expect(c.contentOffset == Point(x: 0, y: 120))
        binding.handle(gesture(.scroll, .recognized, at: ms(10), location: .zero, touches: 0,
                               translation: Vector(dx: 0, dy: -10)), controller: &c)
        #expect(c.contentOffset == .zero)
    }

    @Test func swipeTurnsThePageWhenPaging() throws {
        var c = try makeController(content: Size(width: 2000, height: 300), viewport: Size(width: 400, height: 300))
        c.isPagingEnabled = true
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.swipe, .recognized, at: ms(0), location: .zero, direction: .left), controller: &c)
        runUntilIdle(&c)
        #expect(c.currentPage == 1)
        binding.handle(gesture(.swipe, .recognized, at: ms(1000), location: .zero, direction: .right), controller: &c)
        runUntilIdle(&c)
        #expect(c.currentPage == 0)
    }

    @Test func aPinchTakesOverARunningPan() throws {
        var c = try makeController(maximumZoom: 4)
        var binding = ScrollZoomBinding()
        binding.handle(
            gesture(.pan, .began, at: ms(0), location: Point(x: 400, y: 300), translation: .zero), controller: &c)
        binding.handle(
            gesture(.pinch, .began, at: ms(10), location: Point(x: 400, y: 300), touches: 2, scale: 1), controller: &c)
        binding.handle(gesture(.pan, .changed, at: ms(20), location: Point(x: 400, y: 300),
                               translation: Vector(dx: -500, dy: 0)), controller: &c)
        binding.handle(
            gesture(.pinch, .changed, at: ms(20), location: Point(x: 400, y: 300), touches: 2, scale: 2), controller: &c
        )
        #expect(c.zoomScale == 2)
        #expect(c.contentOffset.isClose(to: Point(x: 400, y: 300)))
        binding.handle(
            gesture(.pinch, .ended, at: ms(30), location: Point(x: 400, y: 300), touches: 1, scale: 2), controller: &c)
        binding.handle(gesture(.pan, .ended, at: ms(40), location: Point(x: 400, y: 300),
                               velocity: Vector(dx: -3000, dy: 0)), controller: &c)
        #expect(c.isIdle)
        #expect(collapsedNames(c.events, dropping: [.didScroll, .didZoom]) ==
                [.willBeginDragging, .willBeginZooming, .willEndDragging, .didEndDragging, .didEndZooming])
    }

    @Test func recognizerNamesOverrideKinds() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding(configuration: .init(actionsByRecognizer: ["twoFingerPan": .ignore]))
        binding.handle(
            gesture(.pan, .began, at: ms(0), location: .zero, translation: .zero, recognizer: "twoFingerPan"),
                       controller: &c)
        #expect(!c.isDragging)
        #expect(binding.action(for: gesture(.pan, .began, at: ms(0), location: .zero)) == .drag)
    }

    @Test func changingTheMappingAppliesToTheNextEventOfTheSameRecognizer() throws {
        var c = try makeController()
        var binding = ScrollZoomBinding()
        binding.handle(gesture(.pan, .began, at: ms(0), location: .zero, translation: .zero), controller: &c)
        binding.handle(gesture(.pan, .ended, at: ms(10), location: .zero), controller: &c)
        #expect(!c.isDragging)
        // The pan was dragging (and its action remembered); now the same recognizer is ignored.
        binding.configuration.actionsByKind[.pan] = .ignore
        binding.handle(gesture(.pan, .began, at: ms(5_000), location: .zero, translation: .zero), controller: &c)
        #expect(!c.isDragging)
        binding.configuration.actionsByKind[.pan] = .drag
        binding.handle(gesture(.pan, .began, at: ms(6_000), location: .zero, translation: .zero), controller: &c)
        #expect(c.isDragging)
    }
}
