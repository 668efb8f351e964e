import GestureInput

/// Recognizes rotations (UIKit `UIRotationGestureRecognizer`): continuous, `touchesRequired` (2)
/// fingers whose connecting line turns by more than `slop` (5°, in radians) while each finger
/// travels at least `minimumFingerTravel` along its arc (0 by default; touchpads set it in
/// millimetres, `DeviceThresholds`) and, with `requiresOpposingMotion`, farther than the focal point.
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
/// The finger lifecycle (waiting, slop, began/changed, end at a lift, cancel) is
/// `TouchSpreadLifecycle`, shared with `PinchRecognizer`; this type keeps only what it measures.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct RotationRecognizer: Recognizer {
    /// A rotation from the moment the required fingers are down.
    struct Turn: TouchSpreadMeasurement {
        /// The latest measurement.
        var spread: TouchSpread
        /// Focal point when the last required finger landed.
        var referenceFocal: Point
        /// Rotation since the reference angle, unwrapped (radians).
        var rotation: Double = 0

        /// Reads the span too: the fingers' arc is the rotation times half the span.
        static let usesSpan = true
        /// Reads the angle (the rotation).
        static let usesAngle = true
        /// No rotation at the reference.
        static let referenceValue = 0.0
        /// The rotation.
        var value: Double { rotation }
        /// |rotation|, compared with `slop`.
        var departure: Double { abs(rotation) }
        /// The arc each finger travelled around the focal point: |rotation| × span / 2 (points).
        var fingerTravel: Double { abs(rotation) * spread.span / 2 }
        /// How far the focal point moved since the fingers landed (points).
        var focalTravel: Double { spread.focal.distance(to: referenceFocal) }

        init?(reference: TouchSpread) { spread = reference; referenceFocal = reference.focal }

        /// Folds in a new measurement; true when the angle or the focal point changed.
        mutating func update(_ next: TouchSpread, began: Bool) -> Bool {
            let change = TouchSpread.angleChange(from: spread.angle, to: next.angle)
            let moved = change != 0 || next.focal != spread.focal
            spread = next
            rotation += change
            return moved
        }

        func sample(device: DeviceID, velocity: Double) -> GestureSample {
            GestureSample(location: spread.focal, touches: spread.count, device: device,
                          rotation: rotation, rotationVelocity: velocity)
        }
    }

    /// Tunables.
    public let configuration: RotationConfiguration
    /// The rotation state machine (`TouchSpreadLifecycle`: idle, waiting, tracking, active, done).
    private(set) var lifecycle = TouchSpreadLifecycle<Turn>()

    /// Creates a rotation recognizer.
    ///
    /// - Parameter configuration: its tunables (`RotationConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: RotationConfiguration = RotationConfiguration()) { self.configuration = configuration }

    /// Always `.rotation`.
    public var kind: GestureKind { .rotation }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        lifecycle.handle(input, touchesRequired: configuration.touchesRequired,
            threshold: .init(
                slop: configuration.slop, minimumFingerTravel: configuration.minimumFingerTravel,
                requiresOpposingMotion: configuration.requiresOpposingMotion,
                minimumTouchAge: configuration.minimumTouchAge),
            context: &context)
    }
}
