import GestureInput

/// Recognizes libinput touchpad pinches and reports them with the same fields as
/// `PinchRecognizer` (DESIGN §5: a zoom works from a touchpad or a touchscreen alike), plus the
/// rotation libinput measures.
///
/// - `began` at libinput's pinch begin (scale 1, rotation 0), `changed` per update, `ended` at the
///   end, `cancelled` when libinput cancels it.
/// - `scale` is libinput's absolute scale (1.0 at the begin); `rotation` = sum of the angle deltas
///   (radians, clockwise positive); `translation` = sum of the centre deltas (focal movement,
///   points). A touchpad has no absolute position: `location` is `.zero + translation`.
/// - `scaleVelocity` (1/s) and `rotationVelocity` (rad/s) from `ScalarVelocityTracker`s at event
///   times; at the end, the release velocities (zero when the fingers had stopped for 40 ms).
/// - `fingers` filters the finger count (nil = any): another count fails with `.notAccepted`.
///   Non-finite updates are skipped; swipe/hold gestures, pointer events and events from another
///   device are skipped; touch frames are ignored (`RecognizerContext.ignore`).
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct TouchpadPinchRecognizer: Recognizer {
    /// A pinch in progress.
    struct Pinch {
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
        /// Scale over time.
        var scaleTracker = ScalarVelocityTracker()
        /// Rotation over time.
        var rotationTracker = ScalarVelocityTracker()
    }

    /// The touchpad-pinch state machine.
    enum State {
        /// No pinch.
        case idle
        /// Began on `device`.
        case pinching(Pinch)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: TouchpadPinchConfiguration
    private(set) var state: State = .idle

    /// Creates a touchpad-pinch recognizer.
    public init(configuration: TouchpadPinchConfiguration = TouchpadPinchConfiguration()) { self.configuration = configuration }

    /// Always `.touchpadPinch`.
    public var kind: GestureKind { .touchpadPinch }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .touchpadGesture(let time, let device, let event):
            guard event.kind == .pinch else { return }
            handle(event, time: time, device: device, context: &context)
        case .frame(let frame):
            for touch in frame.touches { context.ignore(touch.id) }
        case .reset, .cancel:
            state = .idle
        case .pointer, .timer:
            return
        }
    }

    private mutating func handle(_ event: TouchpadGestureEvent, time: Timestamp, device: DeviceID,
                                 context: inout RecognizerContext) {
        switch state {
        case .idle:
            guard case .begin = event.phase else { return }
            if let wanted = configuration.fingers, wanted != event.fingers {
                state = .done
                context.fail(.notAccepted, value: Double(event.fingers), limit: Double(wanted))
                return
            }
            var pinch = Pinch(device: device, fingers: event.fingers)
            pinch.scaleTracker.add(1, at: time)
            pinch.rotationTracker.add(0, at: time)
            state = .pinching(pinch)
            context.begin(sample(pinch, scaleVelocity: 0, rotationVelocity: 0))
        case .pinching(var pinch):
            guard device == pinch.device else { return }
            switch event.phase {
            case .begin:
                return
            case .update(let delta, let scale, let angleDelta):
                guard delta.isFinite, scale.isFinite, angleDelta.isFinite else { return }
                pinch.scale = scale
                pinch.rotation += angleDelta
                pinch.translation += delta
                pinch.scaleTracker.add(pinch.scale, at: time)
                pinch.rotationTracker.add(pinch.rotation, at: time)
                state = .pinching(pinch)
                context.change(sample(pinch, scaleVelocity: pinch.scaleTracker.velocity,
                                      rotationVelocity: pinch.rotationTracker.velocity))
            case .end(let cancelled):
                state = .done
                if cancelled {
                    context.cancel(sample(pinch, scaleVelocity: 0, rotationVelocity: 0))
                } else {
                    context.end(sample(pinch, scaleVelocity: pinch.scaleTracker.releaseVelocity(at: time),
                                       rotationVelocity: pinch.rotationTracker.releaseVelocity(at: time)))
                }
            }
        case .done:
            return
        }
    }

    private func sample(_ pinch: Pinch, scaleVelocity: Double, rotationVelocity: Double) -> GestureSample {
        GestureSample(location: .zero + pinch.translation, touches: pinch.fingers, device: pinch.device,
                      translation: pinch.translation, scale: pinch.scale, scaleVelocity: scaleVelocity,
                      rotation: pinch.rotation, rotationVelocity: rotationVelocity)
    }
}
