import GestureInput

/// Recognizes libinput touchpad holds (fingers resting still on the pad, libinput ≥ 1.19):
/// continuous, `began` at the hold begin, `ended` at its end, `cancelled` when libinput reports
/// the hold cancelled (the fingers started moving, i.e. a swipe, pinch or scroll took over).
///
/// `location` is `.zero` (a touchpad has no absolute position); `touches` = finger count.
/// `fingers` filters the finger count (nil = any): another count fails with `.notAccepted`.
/// Swipe/pinch gestures, pointer events and events from another device are skipped; touch frames
/// are ignored (`RecognizerContext.ignore`).
///
/// The begin/update/end lifecycle is `TouchpadGestureLifecycle`, shared by the three touchpad
/// recognizers; this type keeps only what it measures.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct TouchpadHoldRecognizer: Recognizer {
    /// A hold in progress: the fingers resting on a touchpad; updates are not its business.
    struct Hold: TouchpadGestureProgress {
        /// The touchpad.
        var device: DeviceID
        /// Finger count (fixed for the gesture).
        var fingers: Int

        init(device: DeviceID, fingers: Int, time: Timestamp) { self.device = device; self.fingers = fingers }

        func update(delta: Vector, scale: Double, angleDelta: Double, time: Timestamp) -> Bool { false }

        mutating func sample(_ moment: TouchpadGestureMoment, at time: Timestamp) -> GestureSample {
            GestureSample(location: .zero, touches: fingers, device: device)
        }
    }

    /// Tunables.
    public let configuration: TouchpadHoldConfiguration
    /// The hold state machine (`TouchpadGestureLifecycle`: idle, active, done).
    private(set) var lifecycle = TouchpadGestureLifecycle<Hold>()

    /// Creates a touchpad-hold recognizer.
    ///
    /// - Parameter configuration: its tunables (`TouchpadHoldConfiguration`): the finger count it accepts (nil: any).
    public init(configuration: TouchpadHoldConfiguration = TouchpadHoldConfiguration()) {
        self.configuration = configuration
    }

    /// Always `.touchpadHold`.
    public var kind: GestureKind { .touchpadHold }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        lifecycle.handle(input, kind: .hold, fingers: configuration.fingers, context: &context)
    }
}

extension TouchpadHoldRecognizer: DeviceInputSelective {
    /// libinput holds only: `TouchpadGestureLifecycle` returns at once from every other device input.
    var deviceInputs: DeviceInputs { .touchpadHold }
}
