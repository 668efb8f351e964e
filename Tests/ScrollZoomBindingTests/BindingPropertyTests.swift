import GestureInput
import GestureRecognition
import PropertyBased
import Testing
import ScrollZoom
import ScrollZoomBinding
import ScrollZoomTestSupport

/// Properties of `ScrollZoomBinding` under extreme numbers: random gesture sequences —
/// every kind and state, with ±1e308, subnormals, NaN, ±∞ and raw bit patterns in the location,
/// translation, velocity, scale and rotation — through a binding whose configuration is random
/// too. A configuration is used exactly when `validate()` accepts it (the controller's rules);
/// no event traps, and after each one the controller keeps the invariants of
/// `ControllerProperties.problems` and settles within its zoom limits.
struct BindingPropertyTests {
    typealias Arguments = ControllerProperties.Arguments

    static let kinds: [GestureKind] = [.tap, .longPress, .pan, .swipe, .pinch, .rotation, .edgePan,
                                       .touchpadSwipe, .touchpadPinch, .touchpadHold, .scroll]
    static let states: [GestureState] = [.possible, .recognized, .began, .changed, .ended, .cancelled, .failed]
    static let policies = DoubleTapZoomPolicy.allCases

    /// A binding configuration from `a`: mostly ordinary numbers, sometimes extreme ones.
    static func configuration(_ a: inout Arguments) -> ScrollZoomBinding.Configuration {
        ScrollZoomBinding.Configuration(
            doubleTapPolicy: policies[a.int(below: policies.count)], zoomStep: a.mostly(1.5),
            animatesTapZoom: a.bool(), wheelLineStep: a.mostly(40), invertsFingerScroll: a.bool(),
            touchpadZoomFocus: a.bool() ? nil : a.point())
    }

    /// One gesture output at `time` with fields drawn from `a` (nil or extreme).
    static func event(_ a: inout Arguments, time: Timestamp) -> GestureEvent {
        let kind = kinds[a.int(below: kinds.count)]
        let directions: [SwipeDirection] = [.left, .right, .up, .down]
        return GestureEvent(
            time: time, recognizer: "\(kind)", kind: kind, state: states[a.int(below: states.count)],
            location: a.point(), touches: 1 + a.int(below: 3), taps: a.bool() ? 1 + a.int(below: 3) : nil,
            translation: a.bool() ? Vector(dx: a.double(), dy: a.double()) : nil,
            velocity: a.bool() ? Vector(dx: a.double(), dy: a.double()) : nil,
            scale: a.bool() ? a.double() : nil, scaleVelocity: a.bool() ? a.double() : nil,
            rotation: a.bool() ? a.double() : nil, rotationVelocity: nil,
            direction: a.bool() ? directions[a.int(below: directions.count)] : nil)
    }

    static func run(_ codes: [Int]) throws {
        guard let first = codes.first else { return }
        var setup = Arguments(first)
        let made = try ControllerProperties.makeController(&setup)
        #expect(made.complaint == nil, "\(made.complaint ?? "")")
        var controller = made.controller
        controller.isPagingEnabled = setup.bool()
        let configuration = configuration(&setup)
        do {
            try configuration.validate()
        } catch let error as ScrollZoomError {
            // Rejected exactly for a number outside the controller's ranges.
            let valid = ControllerProperties.isZoomLimit(configuration.zoomStep)
                && ControllerProperties.isLength(configuration.wheelLineStep)
                && (configuration.touchpadZoomFocus.map(ControllerProperties.isPoint) ?? true)
            #expect(!valid, "validate rejected \(configuration): \(error)")
            return
        }
        var binding = ScrollZoomBinding(configuration: configuration)
        var time = controller.now
        var pinching = false
        for (index, code) in codes.dropFirst().enumerated() {
            var a = Arguments(code)
            time = a.time(after: time)
            let e = event(&a, time: time)
            if binding.action(for: e) == .zoom { pinching = true }
            binding.handle(e, controller: &controller)
            let found = ControllerProperties.problems(&controller, pinching: pinching)
            #expect(found.isEmpty, "step \(index) \(e.kind) \(e.state): \(found)")
            if !found.isEmpty { return }
        }
        let found = ControllerProperties.settle(&controller)
        #expect(found.isEmpty, "after settling: \(found)")
    }

    @Test func gestureSequencesWithExtremeNumbersKeepTheControllerFiniteAndSettleWithinItsLimits() async {
        await propertyCheck(count: 400, input: ControllerProperties.sequences) { codes in
            try Self.run(codes)
        }
    }

    /// Found by `PipelinePropertyTests`: a touchpad pinch whose translation became −∞ ended with a
    /// non-finite location; the binding ignored that end and the controller stayed zooming.
    @Test(arguments: [GestureKind.touchpadPinch, .pinch, .pan])
    func anEndAtANonFiniteLocationStillEndsTheDragOrZoom(_ kind: GestureKind) throws {
        var controller = try ScrollZoomController(
            viewportSize: Size(width: 800, height: 600), contentSize: Size(width: 1600, height: 1200))
        var binding = ScrollZoomBinding()
        let at = Point(x: 400, y: 300)
        binding.handle(
            GestureEvent(
                time: .milliseconds(10), recognizer: "g", kind: kind, state: .began, location: at, touches: 2,
                                    translation: .zero, scale: 1), controller: &controller)
        binding.handle(
            GestureEvent(
                time: .milliseconds(20), recognizer: "g", kind: kind, state: .changed, location: at, touches: 2,
                                    translation: Vector(dx: 30, dy: 0), scale: 1.5), controller: &controller)
        #expect(controller.isZooming || controller.isDragging)
        binding.handle(GestureEvent(time: .milliseconds(30), recognizer: "g", kind: kind, state: .ended,
                                    location: Point(x: -.infinity, y: 0), touches: 2, velocity: Vector(dx: .nan, dy: 0),
                                    scaleVelocity: .nan), controller: &controller)
        #expect(!controller.isZooming && !controller.isDragging)
        #expect(binding.ignoredEvents == 1)
        #expect(ControllerProperties.settle(&controller).isEmpty)
    }
}
