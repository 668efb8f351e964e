import GestureInput

/// Recognizes libinput touchpad swipes (three or more fingers moving together): continuous,
/// `began` at libinput's swipe begin, `changed` per update, `ended` at its end (`cancelled` when
/// libinput cancels it, e.g. a finger landed or lifted mid-gesture).
///
/// - `translation` = sum of the update deltas since the begin (points, libinput's unaccelerated
///   logical-centre motion as converted by the input layer); `velocity` (pt/s) from a
///   `VelocityTracker` over it at event times, the release velocity at the end (zero when the
///   fingers had stopped for more than 40 ms).
/// - A touchpad has no absolute position: `location` is `.zero + translation`.
/// - `fingers` filters the finger count (nil = any): a swipe of another count fails with
///   `.notAccepted` (value = fingers, limit = wanted). Pinch/hold gestures, pointer events and
///   updates from another device are not its business and are skipped. Touch frames are ignored
///   (`RecognizerContext.ignore`) so touchscreen touches never tie it into exclusivity.
///
/// The begin/update/end lifecycle is `TouchpadGestureLifecycle`, shared by the three touchpad
/// recognizers; this type keeps only what it measures.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct TouchpadSwipeRecognizer: Recognizer {
    /// A swipe in progress.
    struct Swipe: TouchpadGestureProgress {
        /// The touchpad.
        var device: DeviceID
        /// Finger count (fixed for the gesture).
        var fingers: Int
        /// Sum of the deltas (points).
        var translation: Vector = .zero
        /// Translation over time.
        var tracker = VelocityTracker()

        init(device: DeviceID, fingers: Int, time: Timestamp) {
            self.device = device; self.fingers = fingers
            tracker.add(.zero, at: time)
        }

        mutating func update(delta: Vector, scale: Double, angleDelta: Double, time: Timestamp) -> Bool {
            guard delta.isFinite else { return false }
            translation += delta
            tracker.add(.zero + translation, at: time)
            return true
        }

        mutating func sample(_ moment: TouchpadGestureMoment, at time: Timestamp) -> GestureSample {
            let velocity: Vector
            switch moment {
            case .began, .cancelled: velocity = .zero
            case .changed: velocity = tracker.velocity
            case .ended: velocity = tracker.releaseVelocity(at: time)
            }
            return GestureSample(location: .zero + translation, touches: fingers, device: device,
                                 translation: translation, velocity: velocity)
        }
    }

    /// Tunables.
    public let configuration: TouchpadSwipeConfiguration
    /// The swipe state machine (`TouchpadGestureLifecycle`: idle, active, done).
    private(set) var lifecycle = TouchpadGestureLifecycle<Swipe>()

    /// Creates a touchpad-swipe recognizer.
    ///
    /// - Parameter configuration: its tunables (`TouchpadSwipeConfiguration`): the finger count it accepts (nil: any).
    public init(configuration: TouchpadSwipeConfiguration = TouchpadSwipeConfiguration()) {
        self.configuration = configuration
    }

    /// Always `.touchpadSwipe`.
    public var kind: GestureKind { .touchpadSwipe }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        lifecycle.handle(input, kind: .swipe, fingers: configuration.fingers, context: &context)
    }
}

extension TouchpadSwipeRecognizer: DeviceInputSelective {
    /// libinput swipes only: `TouchpadGestureLifecycle` returns at once from every other device input.
    var deviceInputs: DeviceInputs { .touchpadSwipe }
}
