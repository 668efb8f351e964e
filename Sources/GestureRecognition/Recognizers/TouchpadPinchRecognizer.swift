import GestureInput

/// Recognizes libinput touchpad pinches and reports them with the same fields as
/// `PinchRecognizer` (docs/design.md, "Recognition": a zoom works from a touchpad or a touchscreen
/// alike), plus the rotation libinput measures.
///
/// - `began` at libinput's pinch begin (scale 1, rotation 0), `changed` per update, `ended` at the
///   end, `cancelled` when libinput cancels it.
/// - `scale` is libinput's absolute scale (1.0 at the begin); `rotation` = sum of the angle deltas
///   (radians, clockwise positive); `translation` = sum of the centre deltas (focal movement,
///   points). A touchpad has no absolute position: `location` is `.zero + translation`.
/// - `scaleVelocity` (1/s) and `rotationVelocity` (rad/s) from one `VelocityTracker` of the pair
///   (scale, rotation) at event times; at the end, the release velocities (zero when the fingers
///   had stopped for 40 ms).
/// - `fingers` filters the finger count (nil = any): another count fails with `.notAccepted`.
///   Non-finite updates are skipped; swipe/hold gestures, pointer events and events from another
///   device are skipped; touch frames are ignored (`RecognizerContext.ignore`).
///
/// The begin/update/end lifecycle is `TouchpadGestureLifecycle`, shared by the three touchpad
/// recognizers; this type keeps only what it measures.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct TouchpadPinchRecognizer: Recognizer {
    /// A pinch in progress.
    struct Pinch: TouchpadGestureProgress {
        /// The touchpad.
        var device: DeviceID
        /// Finger count (fixed for the gesture).
        var fingers: Int
        /// libinput's absolute scale.
        var scale = 1.0
        /// Accumulated angle deltas (radians).
        var rotation = 0.0
        /// Accumulated centre deltas (points).
        var translation = Vector.zero
        /// Scale (x) and rotation (y) over time, in one tracker: the two are sampled at the same
        /// times, and the fit solves each axis alone with the same sums of times, so its two
        /// velocities are exactly those of one tracker per value, for one fit per update instead
        /// of two (the fits are a large share of a touchpad replay).
        var tracker = VelocityTracker()

        init(device: DeviceID, fingers: Int, time: Timestamp) {
            self.device = device; self.fingers = fingers
            tracker.add(Point(x: 1, y: 0), at: time)
        }

        mutating func update(delta: Vector, scale: Double, angleDelta: Double, time: Timestamp) -> Bool {
            guard delta.isFinite, scale.isFinite, angleDelta.isFinite else { return false }
            self.scale = scale
            rotation += angleDelta
            translation += delta
            tracker.add(Point(x: self.scale, y: rotation), at: time)
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
                                 translation: translation, scale: scale, scaleVelocity: velocity.dx,
                                 rotation: rotation, rotationVelocity: velocity.dy)
        }
    }

    /// Tunables.
    public let configuration: TouchpadPinchConfiguration
    /// The pinch state machine (`TouchpadGestureLifecycle`: idle, active, done).
    private(set) var lifecycle = TouchpadGestureLifecycle<Pinch>()

    /// Creates a touchpad-pinch recognizer.
    ///
    /// - Parameter configuration: its tunables (`TouchpadPinchConfiguration`): the finger count it accepts (nil: any).
    public init(configuration: TouchpadPinchConfiguration = TouchpadPinchConfiguration()) {
        self.configuration = configuration
    }

    /// Always `.touchpadPinch`.
    public var kind: GestureKind { .touchpadPinch }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        lifecycle.handle(input, kind: .pinch, fingers: configuration.fingers, context: &context)
    }
}

extension TouchpadPinchRecognizer: DeviceInputSelective {
    /// libinput pinches only: `TouchpadGestureLifecycle` returns at once from every other device input.
    var deviceInputs: DeviceInputs { .touchpadPinch }
}
