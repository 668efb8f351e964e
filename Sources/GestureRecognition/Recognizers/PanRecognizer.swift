import GestureInput

/// Recognizes pans (UIKit `UIPanGestureRecognizer`): continuous, begins once the centroid of
/// `minimumTouches…maximumTouches` fingers has moved more than `hysteresis` (10 pt).
///
/// - Translation is cumulative from the point where the pan **began**: the hysteresis distance is
///   not included (`translation` is zero in `began`), as UIKit and Flutter's default
///   `DragStartBehavior.start` do. `location` is the current centroid.
/// - Centroid-based (`CentroidMotion`): a finger landing or lifting re-bases the centroid, so the
///   translation never jumps. Fingers beyond `maximumTouches` are ignored (they never count).
/// - While fewer than `minimumTouches` fingers are down the hysteresis is re-armed: movement of
///   too few fingers does not count towards it. Once begun, the pan continues until the last
///   finger lifts, whatever the count.
/// - `velocity` (pt/s) from a `VelocityTracker` over the cumulative translation, event timestamps
///   only; at the last lift it is the release velocity (zero when the fingers had stopped for
///   more than 40 ms).
/// - Ends when the last tracked finger lifts; a cancelled touch cancels it (fails it if it had not
///   begun). Lifting every finger before moving beyond the hysteresis fails it.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct PanRecognizer: Recognizer {
    /// The pan state machine.
    enum State {
        /// No finger down.
        case idle
        /// Fingers down, centroid not yet beyond the hysteresis measured from `anchor` (the
        /// translation when enough fingers were last down).
        case tracking(CentroidMotion, anchor: Vector)
        /// Began; `origin` is the cumulative translation at the moment it began.
        case panning(CentroidMotion, origin: Vector)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: PanConfiguration
    private(set) var state: State = .idle

    /// Creates a pan recognizer.
    public init(configuration: PanConfiguration = PanConfiguration()) { self.configuration = configuration }

    /// Always `.pan`.
    public var kind: GestureKind { .pan }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            handle(frame: frame, context: &context)
        case .reset, .cancel:
            state = .idle
        case .pointer, .touchpadGesture, .timer:
            return
        }
    }

    private mutating func handle(frame: TouchFrame, context: inout RecognizerContext) {
        switch state {
        case .idle:
            var motion = CentroidMotion()
            motion.update(with: frame, maximumTouches: configuration.maximumTouches, context: &context)
            state = .tracking(motion, anchor: .zero)
            decide(motion, anchor: .zero, time: frame.time, context: &context)
        case .tracking(var motion, let anchor):
            motion.update(with: frame, maximumTouches: configuration.maximumTouches, context: &context)
            decide(motion, anchor: anchor, time: frame.time, context: &context)
        case .panning(var motion, let origin):
            motion.update(with: frame, maximumTouches: configuration.maximumTouches, context: &context)
            if motion.cancelled {
                state = .done
                context.cancel(sample(motion, origin: origin, velocity: motion.velocity))
            } else if motion.activeCount == 0 {
                state = .done
                context.end(sample(motion, origin: origin, velocity: motion.releaseVelocity(at: frame.time)))
            } else {
                state = .panning(motion, origin: origin)
                if motion.changed { context.change(sample(motion, origin: origin, velocity: motion.velocity)) }
            }
        case .done:
            return
        }
    }

    /// Before the pan began: fail, begin, re-arm the hysteresis or keep watching.
    private mutating func decide(_ motion: CentroidMotion, anchor: Vector, time: Timestamp, context: inout RecognizerContext) {
        if motion.cancelled {
            state = .done
            context.fail(.touchCancelled)
            return
        }
        if motion.activeCount == 0 {
            state = .done
            context.fail(.liftedBeforeRecognized, value: (motion.translation - anchor).length, limit: configuration.hysteresis)
            return
        }
        if motion.activeCount < configuration.minimumTouches {
            state = .tracking(motion, anchor: motion.translation)
            return
        }
        let moved = (motion.translation - anchor).length
        guard moved > configuration.hysteresis else {
            state = .tracking(motion, anchor: anchor)
            return
        }
        state = .panning(motion, origin: motion.translation)
        context.begin(sample(motion, origin: motion.translation, velocity: motion.velocity))
    }

    private func sample(_ motion: CentroidMotion, origin: Vector, velocity: Vector) -> GestureSample {
        GestureSample(location: motion.centroid, touches: motion.frameCount,
                      device: motion.device, translation: motion.translation - origin, velocity: velocity)
    }
}
