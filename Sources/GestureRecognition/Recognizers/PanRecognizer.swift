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
/// The lifecycle (hysteresis, began/changed, end at the last lift, cancel) is
/// `CentroidPanLifecycle`, shared with `EdgePanRecognizer`; the rules that differ are in the
/// `CentroidPanRules` conformance of `PanConfiguration` below.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct PanRecognizer: Recognizer {
    /// Tunables.
    public let configuration: PanConfiguration
    /// The pan state machine (`CentroidPanLifecycle`: idle, tracking, panning, done).
    private(set) var lifecycle = CentroidPanLifecycle<PanConfiguration>()

    /// Creates a pan recognizer.
    ///
    /// - Parameter configuration: its tunables (`PanConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: PanConfiguration = PanConfiguration()) { self.configuration = configuration }

    /// Always `.pan`.
    public var kind: GestureKind { .pan }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        lifecycle.handle(input, rules: configuration, context: &context)
    }
}

/// A plain pan starts with any first frame and begins in any direction.
extension PanConfiguration: CentroidPanRules {
    func start(_ frame: TouchFrame) -> PanOpening<Void> { .track(()) }

    func heading(for moved: Vector, from candidate: Void) -> PanHeading<Void> { .begin(()) }

    func sample(_ motion: CentroidMotion, translation: Vector, heading: Void, velocity: Vector) -> GestureSample {
        GestureSample(location: motion.centroid, touches: motion.frameCount,
                      device: motion.device, translation: translation, velocity: velocity)
    }
}
