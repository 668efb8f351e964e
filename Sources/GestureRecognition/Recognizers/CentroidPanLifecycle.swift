import GestureInput

/// What a pan-like recognizer's first frame decides (`CentroidPanRules.start(_:)`).
enum PanOpening<Candidate> {
    /// Track the pan, knowing `Candidate` (edge pan: the edges whose zone the first finger is in).
    case track(Candidate)
    /// Not its gesture.
    case fail(FailureReason)
    /// Nothing to decide yet (a frame without touches): stay idle.
    case wait
}

/// What a pan-like recognizer decides when its centroid crosses the hysteresis
/// (`CentroidPanRules.heading(for:from:)`).
enum PanHeading<Heading> {
    /// Begin, reporting `Heading` (edge pan: the direction away from the edge).
    case begin(Heading)
    /// Not its gesture (edge pan: the movement is not inward).
    case fail(FailureReason)
}

/// The parts in which the pan-like recognizers differ, as functions of their configuration:
/// `PanConfiguration` (any start, no heading) and `EdgePanConfiguration` (start in an edge zone,
/// heading away from it). `CentroidPanLifecycle` drives the rest.
protocol CentroidPanRules {
    /// What the pan knows before it began.
    associatedtype Candidate
    /// What the pan knows once begun.
    associatedtype Heading
    /// Fewest touches whose movement counts towards the hysteresis.
    var minimumTouches: Int { get }
    /// Most touches tracked (nil = unlimited); more are ignored.
    var maximumTouches: Int? { get }
    /// Centroid movement before the pan begins (points).
    var hysteresis: Double { get }
    /// Movement along the horizontal or vertical axis that begins the pan before `hysteresis`
    /// (points; nil = none).
    var axisHysteresis: Double? { get }
    /// Decides at the first frame, before any touch is tracked.
    func start(_ frame: TouchFrame) -> PanOpening<Candidate>
    /// Decides when the centroid moved `moved` (points) from the anchor, beyond the hysteresis.
    func heading(for moved: Vector, from candidate: Candidate) -> PanHeading<Heading>
    /// The sample to report: `translation` since the pan began (points), `velocity` (pt/s).
    func sample(_ motion: CentroidMotion, translation: Vector, heading: Heading, velocity: Vector) -> GestureSample
}

/// The lifecycle shared by `PanRecognizer` and `EdgePanRecognizer`: track the `CentroidMotion`
/// of the fingers; begin once it moved more than the hysteresis (or, with one finger, the axis
/// hysteresis along x or y) with enough fingers down
/// (translation counted from there); change on movement or a touch-count change; end when the
/// last finger lifts (release velocity); cancel when a touch is cancelled. Before it began, a
/// cancelled touch or every finger lifting fails it, and too few fingers re-arm the hysteresis.
///
/// Generic over the rules (no existential per event).
/// Diagram: `docs/continuous-recognizers.md` (Pan, Edge pan).
struct CentroidPanLifecycle<Rules: CentroidPanRules> {
    /// The pan state machine. The fingers' `CentroidMotion` lives beside it in `motion` (valid in
    /// `tracking` and `panning`), so a frame updates it in place instead of copying it (with its
    /// velocity ring, about 600 bytes) out of the enum and back.
    enum State {
        /// No finger down.
        case idle
        /// Fingers down, centroid not yet beyond the hysteresis measured from `anchor` (the
        /// translation when enough fingers were last down).
        case tracking(anchor: Vector, candidate: Rules.Candidate)
        /// Began; `origin` is the cumulative translation at the moment it began.
        case panning(origin: Vector, heading: Rules.Heading)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    private(set) var state: State = .idle
    /// The fingers' motion since the first frame of the attempt (`tracking` and `panning` only).
    private(set) var motion = CentroidMotion()

    /// Consumes one input for a pan following `rules` and asks for transitions (see `Recognizer`).
    mutating func handle(_ input: RecognizerInput, rules: Rules, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            handle(frame: frame, rules: rules, context: &context)
        case .reset, .cancel:
            state = .idle
        case .pointer, .touchpadGesture, .timer:
            return
        }
    }

    private mutating func handle(frame: TouchFrame, rules: Rules, context: inout RecognizerContext) {
        switch state {
        case .idle:
            switch rules.start(frame) {
            case .track(let candidate):
                motion = CentroidMotion()
                motion.update(with: frame, maximumTouches: rules.maximumTouches, context: &context)
                decide(anchor: .zero, candidate: candidate, rules: rules, context: &context)
            case .fail(let reason):
                state = .done
                context.fail(reason)
            case .wait:
                return
            }
        case .tracking(let anchor, let candidate):
            motion.update(with: frame, maximumTouches: rules.maximumTouches, context: &context)
            decide(anchor: anchor, candidate: candidate, rules: rules, context: &context)
        case .panning(let origin, let heading):
            motion.update(with: frame, maximumTouches: rules.maximumTouches, context: &context)
            if motion.cancelled {
                state = .done
                context.cancel(rules.sample(motion, translation: motion.translation - origin, heading: heading,
                                            velocity: motion.velocity))
            } else if motion.activeCount == 0 {
                state = .done
                context.end(rules.sample(motion, translation: motion.translation - origin, heading: heading,
                                         velocity: motion.releaseVelocity(at: frame.time)))
            } else if motion.changed {
                context.change(rules.sample(motion, translation: motion.translation - origin, heading: heading,
                                            velocity: motion.velocity))
            }
        case .done:
            return
        }
    }

    /// True when the centroid's movement `moved` begins the pan: farther than the hysteresis, or,
    /// with one finger down (`fingers`), farther than the axis hysteresis along x or y.
    static func crossesHysteresis(_ moved: Vector, fingers: Int, _ rules: Rules) -> Bool {
        if fingers == 1, let axis = rules.axisHysteresis, max(abs(moved.dx), abs(moved.dy)) > axis { return true }
        return moved.length > rules.hysteresis
    }

    /// Before the pan began (after `motion` took the frame): fail, begin, re-arm the hysteresis or
    /// keep watching.
    private mutating func decide(anchor: Vector, candidate: Rules.Candidate, rules: Rules,
                                 context: inout RecognizerContext) {
        if motion.cancelled {
            state = .done
            context.fail(.touchCancelled)
            return
        }
        let moved = motion.translation - anchor
        if motion.activeCount == 0 {
            state = .done
            context.fail(.liftedBeforeRecognized, value: moved.length, limit: rules.hysteresis)
            return
        }
        if motion.activeCount < rules.minimumTouches {
            state = .tracking(anchor: motion.translation, candidate: candidate)
            return
        }
        guard Self.crossesHysteresis(moved, fingers: motion.activeCount, rules) else {
            state = .tracking(anchor: anchor, candidate: candidate)
            return
        }
        switch rules.heading(for: moved, from: candidate) {
        case .begin(let heading):
            state = .panning(origin: motion.translation, heading: heading)
            context.begin(rules.sample(motion, translation: motion.translation - motion.translation, heading: heading,
                                       velocity: motion.velocity))
        case .fail(let reason):
            state = .done
            context.fail(reason)
        }
    }
}
