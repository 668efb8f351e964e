import GestureInput

/// Recognizes swipes (UIKit `UISwipeGestureRecognizer`): discrete, `touchesRequired` fingers
/// moving fast along one of the accepted `directions`.
///
/// Like UIKit, it recognizes **while the fingers are still moving**, in the first frame where the
/// centroid has travelled `minimumDistance` (50 pt) along an accepted direction, within
/// `angleTolerance` (30°) of it, with the tracker's velocity along it at least `minimumVelocity`
/// (300 pt/s) — it does not wait for the lift, so a pan waiting for it to fail is released as
/// early as possible. The distance is measured from the centroid when the last required finger
/// landed (`CentroidMotion`, so a finger landing does not count as travel).
///
/// Fails with:
/// - `.durationTooLong` at first down + `maximumDuration` (500 ms; a timer);
/// - `.wrongDirection` as soon as the centroid has moved `directionDecisionDistance` (10 pt; on raw
///   devices the whole `minimumDistance`, so a hook at the start does not decide) more than
///   `angleTolerance` away from every accepted direction;
/// - `.velocityTooLow` when the distance is reached too slowly (a slow drag is a pan, not a swipe);
/// - `.tooManyTouches` when more than `touchesRequired` fingers land, `.tooFewTouches` when the
///   distance is travelled before all of them landed;
/// - `.distanceTooShort` when a finger lifts first, `.touchCancelled` when one is cancelled.
///
/// Reports `location` = the start point (centroid when the required fingers were down),
/// `direction`, `translation` (travel so far) and `velocity` (pt/s) at recognition.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct SwipeRecognizer: Recognizer {
    /// Timer ids.
    enum Timers {
        /// First down + `maximumDuration`.
        static let duration: TimerID = 0
    }

    /// One swipe attempt (the fingers' `CentroidMotion` is kept beside the state, in `motion`).
    struct Attempt {
        /// When the first finger landed (µs).
        var start: Timestamp
        /// Centroid and cumulative translation when the last required finger landed; nil while
        /// fewer fingers are down.
        var origin: (location: Point, translation: Vector)?
    }

    /// The swipe state machine. The attempt's `CentroidMotion` lives beside it in `motion` (valid
    /// in `tracking`), so a frame updates it in place instead of copying it (with its velocity
    /// ring, about 600 bytes) out of the enum and back.
    enum State {
        /// No finger down.
        case idle
        /// Fingers down, thresholds not met yet.
        case tracking(Attempt)
        /// Recognized or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: SwipeConfiguration
    private(set) var state: State = .idle
    /// The fingers' centroid motion in the current attempt (`tracking` only).
    private(set) var motion = CentroidMotion()

    /// Creates a swipe recognizer.
    ///
    /// - Parameter configuration: its tunables (`SwipeConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: SwipeConfiguration = SwipeConfiguration()) { self.configuration = configuration }

    /// Always `.swipe`.
    public var kind: GestureKind { .swipe }
    /// Always discrete.
    public var behavior: RecognizerBehavior { .discrete }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            handle(frame: frame, context: &context)
        case .timer(let id, _):
            guard id == Timers.duration, case .tracking(let attempt) = state else { return }
            fail(.durationTooLong, value: (context.time - attempt.start).milliseconds,
                 limit: configuration.maximumDuration.milliseconds, context: &context)
        case .reset, .cancel:
            state = .idle
        case .pointer, .touchpadGesture:
            return
        }
    }

    private mutating func handle(frame: TouchFrame, context: inout RecognizerContext) {
        switch state {
        case .idle:
            guard let first = frame.touches.first else { return }
            let start = first.startTime
            context.schedule(Timers.duration, at: start + configuration.maximumDuration)
            // One touch more than required is admitted so that it can fail the swipe.
            motion = CentroidMotion()
            motion.update(with: frame, maximumTouches: configuration.touchesRequired + 1, context: &context)
            evaluate(Attempt(start: start, origin: nil), time: frame.time, context: &context)
        case .tracking(let attempt):
            motion.update(with: frame, maximumTouches: configuration.touchesRequired + 1, context: &context)
            evaluate(attempt, time: frame.time, context: &context)
        case .done:
            return
        }
    }

    /// Checks the thresholds after a frame (`motion` has taken it): recognize, fail, or keep tracking.
    private mutating func evaluate(_ attempt: Attempt, time: Timestamp, context: inout RecognizerContext) {
        var attempt = attempt
        let required = configuration.touchesRequired
        if motion.cancelled { return fail(.touchCancelled, context: &context) }
        if motion.frameCount > required {
            return fail(.tooManyTouches, value: Double(motion.frameCount), limit: Double(required), context: &context)
        }
        let elapsed = time - attempt.start
        if elapsed >= configuration.maximumDuration {
            return fail(
                .durationTooLong, value: elapsed.milliseconds, limit: configuration.maximumDuration.milliseconds,
                        context: &context)
        }
        if attempt.origin == nil, motion.frameCount == required {
            attempt.origin = (motion.centroid, motion.translation)
        }
        guard let origin = attempt.origin else {
            if motion.translation.length >= configuration.minimumDistance {
                return fail(
                    .tooFewTouches, value: Double(motion.frameCount), limit: Double(required), context: &context)
            }
            if motion.lifted {
                return fail(.distanceTooShort, value: motion.translation.length, limit: configuration.minimumDistance,
                            context: &context)
            }
            state = .tracking(attempt)
            return
        }
        let travel = motion.translation - origin.translation
        let decides = travel.length >= configuration.directionDecisionDistance
        // The accepted direction nearest to the travel. With a single accepted direction that is
        // the one, and its angle (an acos) only matters once the travel decides.
        var direction = configuration.directions.first ?? .right
        if decides || configuration.directions.count > 1 {
            var angle = Double.infinity
            for d in configuration.directions {
                let a = d.angle(to: travel)
                if a < angle { angle = a; direction = d }
            }
            if decides, angle > configuration.angleTolerance {
                return fail(.wrongDirection, value: angle, limit: configuration.angleTolerance, context: &context)
            }
        }
        let distance = direction.component(of: travel)
        if distance >= configuration.minimumDistance {
            let speed = direction.component(of: motion.velocity)
            guard speed >= configuration.minimumVelocity else {
                return fail(.velocityTooLow, value: speed, limit: configuration.minimumVelocity, context: &context)
            }
            state = .done
            context.cancelTimer(Timers.duration)
            context.recognize(GestureSample(location: origin.location, touches: required, device: motion.device,
                                            translation: travel, velocity: motion.velocity, direction: direction))
            return
        }
        if motion.lifted {
            return fail(.distanceTooShort, value: distance, limit: configuration.minimumDistance, context: &context)
        }
        state = .tracking(attempt)
    }

    private mutating func fail(_ code: FailureReason.Code, value: Double? = nil, limit: Double? = nil,
                               context: inout RecognizerContext) {
        state = .done
        context.cancelTimer(Timers.duration)
        context.fail(code, value: value, limit: limit)
    }
}
