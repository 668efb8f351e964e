import GestureInput

/// Recognizes rotations (UIKit `UIRotationGestureRecognizer`): continuous, `touchesRequired` (2)
/// fingers whose connecting line turns by more than `slop` (5°, in radians).
///
/// - `rotation` (radians, clockwise positive on screen because y grows downward) is measured from
///   the angle when the last required finger landed, so the slop is not lost. The angle is
///   `atan2(dy, dx)` of the vector from the first finger to the second (landing order); each
///   frame adds the change taken the short way round, so the rotation is unwrapped across ±π and
///   can exceed a full turn. With more than two required fingers the first two define the angle.
/// - `location` = focal point (centroid); `rotationVelocity` (rad/s) from a
///   `ScalarVelocityTracker`, the release velocity at the end.
/// - Ends in the frame where a finger lifts (angle at its last position); a cancelled touch
///   cancels it; before it began, a lift fails it. Extra fingers are ignored, as in `PinchRecognizer`.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct RotationRecognizer: Recognizer {
    /// A rotation from the moment the required fingers are down.
    struct Turn {
        /// The device the fingers are on.
        var device: DeviceID
        /// The latest measurement.
        var spread: TouchSpread
        /// Rotation since the reference angle, unwrapped (radians).
        var rotation: Double = 0
        /// Rotation over time.
        var tracker = ScalarVelocityTracker()

        /// Folds in a new measurement; returns true when the angle changed.
        mutating func update(_ next: TouchSpread, at time: Timestamp) -> Bool {
            let change = TouchSpread.angleChange(from: spread.angle, to: next.angle)
            let moved = change != 0 || next.focal != spread.focal
            spread = next
            rotation += change
            if moved { tracker.add(rotation, at: time) }
            return moved
        }
    }

    /// The rotation state machine.
    enum State {
        /// No finger down.
        case idle
        /// Fewer than the required fingers are down (on `device`).
        case waiting(device: DeviceID)
        /// The fingers are down; rotation within the slop.
        case tracking(Turn)
        /// Began.
        case rotating(Turn)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: RotationConfiguration
    private(set) var state: State = .idle

    /// Creates a rotation recognizer.
    public init(configuration: RotationConfiguration = RotationConfiguration()) { self.configuration = configuration }

    /// Always `.rotation`.
    public var kind: GestureKind { .rotation }
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
        let required = configuration.touchesRequired
        switch state {
        case .idle:
            state = .waiting(device: frame.device)
            handle(frame: frame, context: &context)
        case .waiting(let device):
            guard frame.device == device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let spread = TouchSpread(frame, limit: required)
            if let reason = failure(spread) { return fail(reason, context: &context) }
            guard spread.active == required else { return }
            var turn = Turn(device: device, spread: spread)
            turn.tracker.add(0, at: frame.time)
            state = .tracking(turn)
        case .tracking(var turn):
            guard frame.device == turn.device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let spread = TouchSpread(frame, limit: required)
            if let reason = failure(spread) { return fail(reason, context: &context) }
            _ = turn.update(spread, at: frame.time)
            guard abs(turn.rotation) > configuration.slop else {
                state = .tracking(turn)
                return
            }
            state = .rotating(turn)
            context.begin(sample(turn, velocity: turn.tracker.velocity))
        case .rotating(var turn):
            guard frame.device == turn.device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let moved = turn.update(TouchSpread(frame, limit: required), at: frame.time)
            if turn.spread.cancelled {
                state = .done
                context.cancel(sample(turn, velocity: turn.tracker.velocity))
            } else if turn.spread.lifted {
                state = .done
                context.end(sample(turn, velocity: turn.tracker.releaseVelocity(at: frame.time)))
            } else {
                state = .rotating(turn)
                if moved { context.change(sample(turn, velocity: turn.tracker.velocity)) }
            }
        case .done:
            return
        }
    }

    /// Why a rotation that has not begun fails after this measurement, if it does.
    private func failure(_ spread: TouchSpread) -> FailureReason? {
        if spread.cancelled { return FailureReason(.touchCancelled) }
        if spread.active == 0 { return FailureReason(.liftedBeforeRecognized) }
        if spread.lifted {
            return FailureReason(.tooFewTouches, value: Double(spread.active), limit: Double(configuration.touchesRequired))
        }
        return nil
    }

    private mutating func fail(_ reason: FailureReason, context: inout RecognizerContext) {
        state = .done
        context.fail(reason)
    }

    private func sample(_ turn: Turn, velocity: Double) -> GestureSample {
        GestureSample(location: turn.spread.focal, touches: turn.spread.count, device: turn.device,
                      rotation: turn.rotation, rotationVelocity: velocity)
    }
}
