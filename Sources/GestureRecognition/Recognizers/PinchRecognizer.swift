import GestureInput

/// Recognizes pinches (UIKit `UIPinchGestureRecognizer`): continuous, `touchesRequired` (2)
/// fingers whose span changes by more than `scaleSlop` (5 %).
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
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct PinchRecognizer: Recognizer {
    /// Smallest span that can serve as the reference (points): two fingers reported at the same
    /// point cannot define a scale; the reference is taken again once they are apart.
    static let minimumReferenceSpan = 1.0

    /// A pinch from the moment the required fingers are down.
    struct Pinch {
        /// The device the fingers are on.
        var device: DeviceID
        /// Span when the last required finger landed (points).
        var referenceSpan: Double
        /// Focal point when the last required finger landed.
        var referenceFocal: Point
        /// The latest measurement.
        var spread: TouchSpread
        /// Scale over time.
        var tracker = ScalarVelocityTracker()

        /// Current scale relative to the reference span.
        var scale: Double { spread.span / referenceSpan }
    }

    /// The pinch state machine.
    enum State {
        /// No finger down.
        case idle
        /// Fewer than the required fingers are down (on `device`).
        case waiting(device: DeviceID)
        /// The fingers are down; scale within the slop.
        case tracking(Pinch)
        /// Began.
        case pinching(Pinch)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: PinchConfiguration
    private(set) var state: State = .idle

    /// Creates a pinch recognizer.
    public init(configuration: PinchConfiguration = PinchConfiguration()) { self.configuration = configuration }

    /// Always `.pinch`.
    public var kind: GestureKind { .pinch }
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
            guard spread.active == required, spread.span >= Self.minimumReferenceSpan else { return }
            var pinch = Pinch(device: device, referenceSpan: spread.span, referenceFocal: spread.focal, spread: spread)
            pinch.tracker.add(1, at: frame.time)
            state = .tracking(pinch)
        case .tracking(var pinch):
            guard frame.device == pinch.device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let previous = pinch.spread
            pinch.spread = TouchSpread(frame, limit: required)
            if let reason = failure(pinch.spread) { return fail(reason, context: &context) }
            if pinch.spread.span != previous.span { pinch.tracker.add(pinch.scale, at: frame.time) }
            let change = abs(pinch.scale - 1)
            guard change > configuration.scaleSlop else {
                state = .tracking(pinch)
                return
            }
            state = .pinching(pinch)
            context.begin(sample(pinch, velocity: pinch.tracker.velocity))
        case .pinching(var pinch):
            guard frame.device == pinch.device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let previous = pinch.spread
            pinch.spread = TouchSpread(frame, limit: required)
            let moved = pinch.spread.span != previous.span || pinch.spread.focal != previous.focal
            if moved { pinch.tracker.add(pinch.scale, at: frame.time) }
            if pinch.spread.cancelled {
                state = .done
                context.cancel(sample(pinch, velocity: pinch.tracker.velocity))
            } else if pinch.spread.lifted {
                state = .done
                context.end(sample(pinch, velocity: pinch.tracker.releaseVelocity(at: frame.time)))
            } else {
                state = .pinching(pinch)
                if moved { context.change(sample(pinch, velocity: pinch.tracker.velocity)) }
            }
        case .done:
            return
        }
    }

    /// Why a pinch that has not begun fails after this measurement, if it does.
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

    private func sample(_ pinch: Pinch, velocity: Double) -> GestureSample {
        GestureSample(location: pinch.spread.focal, touches: pinch.spread.count, device: pinch.device,
                      translation: pinch.spread.focal - pinch.referenceFocal, scale: pinch.scale, scaleVelocity: velocity)
    }
}
