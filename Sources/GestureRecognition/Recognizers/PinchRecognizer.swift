import GestureInput

/// Recognizes pinches (UIKit `UIPinchGestureRecognizer`): continuous, `touchesRequired` (2)
/// fingers whose span changes by more than `scaleSlop` (5 %) while each finger moves at least
/// `minimumFingerTravel` towards or away from the other (0 by default; touchpads set it in
/// millimetres, `DeviceThresholds`) and, with `requiresOpposingMotion`, farther than the midpoint.
///
/// - `scale` = span / span when the last required finger landed, so the slop is not lost: the
///   first `changed` after `began` continues from about 1.05, it does not restart at 1 (UIKit,
///   Flutter). Span = distance between the two fingers (`TouchSpread`).
/// - `location` = focal point (midpoint); `translation` = focal movement since the fingers landed
///   (points), the same fields `TouchpadPinchRecognizer` reports.
/// - `scaleVelocity` (1/s) from a `ScalarVelocityTracker` over the scale; at the end it is the
///   release velocity (zero when the fingers had stopped for more than 40 ms).
/// - Ends (does not jump) in the frame where a finger lifts, with the scale and focal point at
///   the lifting finger's last position; the remaining finger is not used again. A cancelled touch
///   cancels it. Before it began, a lift fails it (`.tooFewTouches`, or `.liftedBeforeRecognized`
///   when every finger is up).
/// - A finger beyond `touchesRequired` is ignored (`RecognizerContext.ignore`): it neither
///   changes the scale nor ends the pinch; a pan running simultaneously still sees it.
///
/// The finger lifecycle (waiting, slop, began/changed, end at a lift, cancel) is
/// `TouchSpreadLifecycle`, shared with `RotationRecognizer`; this type keeps only what it measures.
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct PinchRecognizer: Recognizer {
    /// Smallest span that can serve as the reference (points): two fingers reported at the same
    /// point cannot define a scale; the reference is taken again once they are apart.
    static let minimumReferenceSpan = 1.0

    /// A pinch from the moment the required fingers are down: the scale and focal movement.
    struct Pinch: TouchSpreadMeasurement {
        /// Span when the last required finger landed (points).
        var referenceSpan: Double
        /// Focal point when the last required finger landed.
        var referenceFocal: Point
        /// The latest measurement.
        var spread: TouchSpread

        /// Current scale relative to the reference span.
        var scale: Double { spread.span / referenceSpan }
        /// Reads the span (the scale), not the angle.
        static let usesSpan = true
        /// The angle is rotation's business.
        static let usesAngle = false
        /// Scale 1 at the reference.
        static let referenceValue = 1.0
        /// The scale.
        var value: Double { scale }
        /// |scale − 1|, compared with `scaleSlop`.
        var departure: Double { abs(scale - 1) }
        /// How far each finger moved towards or away from the other: half the span change (points).
        var fingerTravel: Double { abs(spread.span - referenceSpan) / 2 }
        /// How far the midpoint moved since the fingers landed (points).
        var focalTravel: Double { spread.focal.distance(to: referenceFocal) }

        init?(reference: TouchSpread) {
            guard reference.span >= PinchRecognizer.minimumReferenceSpan else { return nil }
            referenceSpan = reference.span; referenceFocal = reference.focal; spread = reference
        }

        /// Before it began only a span change moves it; once begun a focal move does too (the
        /// `translation` it reports changes).
        mutating func update(_ next: TouchSpread, began: Bool) -> Bool {
            let previous = spread
            spread = next
            return spread.span != previous.span || (began && spread.focal != previous.focal)
        }

        func sample(device: DeviceID, velocity: Double) -> GestureSample {
            GestureSample(location: spread.focal, touches: spread.count, device: device,
                          translation: spread.focal - referenceFocal, scale: scale, scaleVelocity: velocity)
        }
    }

    /// Tunables.
    public let configuration: PinchConfiguration
    /// The pinch state machine (`TouchSpreadLifecycle`: idle, waiting, tracking, active, done).
    private(set) var lifecycle = TouchSpreadLifecycle<Pinch>()

    /// Creates a pinch recognizer.
    ///
    /// - Parameter configuration: its tunables (`PinchConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: PinchConfiguration = PinchConfiguration()) { self.configuration = configuration }

    /// Always `.pinch`.
    public var kind: GestureKind { .pinch }
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
                slop: configuration.scaleSlop, minimumFingerTravel: configuration.minimumFingerTravel,
                requiresOpposingMotion: configuration.requiresOpposingMotion,
                minimumTouchAge: configuration.minimumTouchAge),
            context: &context)
    }
}
