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
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct TouchpadSwipeRecognizer: Recognizer {
    /// A swipe in progress.
    struct Swipe {
        /// The touchpad.
        var device: DeviceID
        /// Finger count (fixed for the gesture).
        var fingers: Int
        /// Sum of the deltas (points).
        var translation: Vector = .zero
        /// Translation over time.
        var tracker = VelocityTracker()
    }

    /// The touchpad-swipe state machine.
    enum State {
        /// No swipe.
        case idle
        /// Began on `device`.
        case swiping(Swipe)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: TouchpadSwipeConfiguration
    private(set) var state: State = .idle

    /// Creates a touchpad-swipe recognizer.
    public init(configuration: TouchpadSwipeConfiguration = TouchpadSwipeConfiguration()) { self.configuration = configuration }

    /// Always `.touchpadSwipe`.
    public var kind: GestureKind { .touchpadSwipe }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .touchpadGesture(let time, let device, let event):
            guard event.kind == .swipe else { return }
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
            var swipe = Swipe(device: device, fingers: event.fingers)
            swipe.tracker.add(.zero, at: time)
            state = .swiping(swipe)
            context.begin(sample(swipe, velocity: .zero))
        case .swiping(var swipe):
            guard device == swipe.device else { return }
            switch event.phase {
            case .begin:
                return
            case .update(let delta, _, _):
                guard delta.isFinite else { return }
                swipe.translation += delta
                swipe.tracker.add(.zero + swipe.translation, at: time)
                state = .swiping(swipe)
                context.change(sample(swipe, velocity: swipe.tracker.velocity))
            case .end(let cancelled):
                state = .done
                if cancelled {
                    context.cancel(sample(swipe, velocity: .zero))
                } else {
                    context.end(sample(swipe, velocity: swipe.tracker.releaseVelocity(at: time)))
                }
            }
        case .done:
            return
        }
    }

    private func sample(_ swipe: Swipe, velocity: Vector) -> GestureSample {
        GestureSample(location: .zero + swipe.translation, touches: swipe.fingers, device: swipe.device,
                      translation: swipe.translation, velocity: velocity)
    }
}
