import GestureInput

/// What one multi-finger recognizer measures from the `TouchSpread` of its fingers
/// (`PinchRecognizer`: scale; `RotationRecognizer`: rotation); `TouchSpreadLifecycle` drives it.
protocol TouchSpreadMeasurement {
    /// Starts from `reference`, the spread when the last required finger landed; nil when it cannot
    /// serve as the reference (the next frame is tried again).
    init?(reference: TouchSpread)
    /// The latest measurement.
    var spread: TouchSpread { get }
    /// True when it reads `TouchSpread.span` (pinch); false lets each frame skip measuring it.
    static var usesSpan: Bool { get }
    /// True when it reads `TouchSpread.angle` (rotation); false lets each frame skip its `atan2`.
    static var usesAngle: Bool { get }
    /// The measured value at the reference (scale 1, rotation 0): the first velocity sample.
    static var referenceValue: Double { get }
    /// The measured value whose velocity is reported (scale, or rotation in radians).
    var value: Double { get }
    /// How far the value is from where it started, compared with the slop (|scale − 1|, |rotation|).
    var departure: Double { get }
    /// How far each finger moved in the measured sense (points): half the span change for a pinch,
    /// the arc around the focal point for a rotation; compared with the minimum finger travel.
    var fingerTravel: Double { get }
    /// How far the focal point moved from the reference (points): the fingers' common motion.
    var focalTravel: Double { get }
    /// Folds in the next measurement, before (`began` false) or after the gesture began; returns true
    /// when it moved: once begun, a `changed` is reported (every frame is a velocity sample).
    mutating func update(_ next: TouchSpread, began: Bool) -> Bool
    /// The sample to report for the fingers on `device`, with `velocity` (value per second).
    func sample(device: DeviceID, velocity: Double) -> GestureSample
}

/// The lifecycle shared by `PinchRecognizer` and `RotationRecognizer`: wait for `touchesRequired`
/// fingers on one device, measure from there, begin beyond the slop, change on movement, end in
/// the frame where a finger lifts (cancel when one is cancelled); before it began, a lift or a
/// cancelled touch fails it. Fingers beyond `touchesRequired`, and touches on another device, are
/// ignored (`RecognizerContext.ignore`).
///
/// The velocity of the measured value comes from a `ScalarVelocityTracker` (the release velocity
/// at the end). Generic over the measurement (no existential per event).
///
/// Diagram: `docs/continuous-recognizers.md` (Pinch and rotation).
struct TouchSpreadLifecycle<Measurement: TouchSpreadMeasurement> {
    /// A gesture from the moment the required fingers are down (the velocity of its value is
    /// tracked beside the state, in `tracker`).
    struct Gesture {
        /// The device the fingers are on.
        var device: DeviceID
        /// What the recognizer measures.
        var measurement: Measurement

        /// The sample to report with `velocity`.
        func sample(velocity: Double) -> GestureSample { measurement.sample(device: device, velocity: velocity) }
    }

    /// The multi-finger state machine. The velocity tracker of the measured value lives beside it
    /// in `tracker` (valid in `tracking` and `active`), so a frame adds to it in place instead of
    /// copying its ring (about 500 bytes) out of the enum and back.
    enum State {
        /// No finger down.
        case idle
        /// Fewer than the required fingers are down (on `device`).
        case waiting(device: DeviceID)
        /// The fingers are down; the value within the slop.
        case tracking(Gesture)
        /// Began.
        case active(Gesture)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    private(set) var state: State = .idle
    /// The measured value over time, in the current gesture (`tracking` and `active` only).
    private(set) var tracker = ScalarVelocityTracker()

    /// When a gesture that has not begun begins: its departure beyond `slop`, each finger's
    /// travel beyond `minimumFingerTravel` (points; 0 = the slop alone), with
    /// `requiresOpposingMotion` beyond the focal point's travel (the fingers moved more against
    /// each other than together), and every finger down for `minimumTouchAge`. A finger too young
    /// does not fail the gesture: it waits, measuring from the same reference, so a real finger
    /// begins the gesture as soon as it is old enough and a firmware ghost lifts before it is.
    struct Threshold {
        /// Compared with the measurement's departure (|scale − 1|, |rotation|).
        var slop: Double
        /// Compared with the measurement's finger travel (points).
        var minimumFingerTravel: Double
        /// The finger travel must also exceed the focal travel.
        var requiresOpposingMotion: Bool
        /// How long the youngest finger must have been down (zero = no wait).
        var minimumTouchAge: TimeSpan = .zero

        /// True when `measurement`, taken at `time`, is beyond all four.
        func isCrossed(by measurement: Measurement, at time: Timestamp) -> Bool {
            measurement.departure > slop && measurement.fingerTravel >= minimumFingerTravel
                && (!requiresOpposingMotion || measurement.fingerTravel > measurement.focalTravel)
                && time - measurement.spread.youngestStart >= minimumTouchAge
        }
    }

    /// Consumes one input for a recognizer of `touchesRequired` fingers that begins once the
    /// measurement crosses `threshold`, and asks for transitions (see `Recognizer`).
    mutating func handle(
        _ input: RecognizerInput, touchesRequired: Int, threshold: Threshold, context: inout RecognizerContext
    ) {
        switch input {
        case .frame(let frame):
            handle(frame: frame, required: touchesRequired, threshold: threshold, context: &context)
        case .reset, .cancel:
            state = .idle
        case .pointer, .touchpadGesture, .timer:
            return
        }
    }

    private mutating func handle(
        frame: TouchFrame, required: Int, threshold: Threshold, context: inout RecognizerContext
    ) {
        switch state {
        case .idle:
            state = .waiting(device: frame.device)
            handle(frame: frame, required: required, threshold: threshold, context: &context)
        case .waiting(let device):
            guard frame.device == device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let spread = measure(frame, required)
            if let reason = Self.failure(spread, required: required) { return fail(reason, context: &context) }
            guard spread.active == required, let measurement = Measurement(reference: spread) else { return }
            tracker = ScalarVelocityTracker()
            tracker.add(Measurement.referenceValue, at: frame.time)
            state = .tracking(Gesture(device: device, measurement: measurement))
        case .tracking(var gesture):
            guard frame.device == gesture.device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let spread = measure(frame, required)
            if let reason = Self.failure(spread, required: required) { return fail(reason, context: &context) }
            _ = gesture.measurement.update(spread, began: false)
            tracker.add(gesture.measurement.value, at: frame.time)   // every frame is a sample, moved or not
            guard threshold.isCrossed(by: gesture.measurement, at: frame.time) else {
                state = .tracking(gesture)
                return
            }
            state = .active(gesture)
            context.begin(gesture.sample(velocity: tracker.velocity))
        case .active(var gesture):
            guard frame.device == gesture.device else { return frame.ignoreExcess(limit: 0, context: &context) }
            frame.ignoreExcess(limit: required, context: &context)
            let moved = gesture.measurement.update(measure(frame, required), began: true)
            // Every frame with the fingers down is a sample; a lift only when it moved (CentroidMotion).
            let spread = gesture.measurement.spread
            if moved || !(spread.lifted || spread.cancelled) { tracker.add(gesture.measurement.value, at: frame.time) }
            if gesture.measurement.spread.cancelled {
                state = .done
                context.cancel(gesture.sample(velocity: tracker.velocity))
            } else if gesture.measurement.spread.lifted {
                state = .done
                context.end(gesture.sample(velocity: tracker.releaseVelocity(at: frame.time)))
            } else {
                state = .active(gesture)
                if moved { context.change(gesture.sample(velocity: tracker.velocity)) }
            }
        case .done:
            return
        }
    }

    /// The spread of the first `required` touches of `frame`, measuring only what `Measurement` reads.
    private func measure(_ frame: TouchFrame, _ required: Int) -> TouchSpread {
        TouchSpread(frame, limit: required, span: Measurement.usesSpan, angle: Measurement.usesAngle)
    }

    /// Why a gesture of `required` fingers that has not begun fails after this measurement, if it does.
    private static func failure(_ spread: TouchSpread, required: Int) -> FailureReason? {
        if spread.cancelled { return FailureReason(.touchCancelled) }
        if spread.active == 0 { return FailureReason(.liftedBeforeRecognized) }
        if spread.lifted {
            return FailureReason(.tooFewTouches, value: Double(spread.active), limit: Double(required))
        }
        return nil
    }

    private mutating func fail(_ reason: FailureReason, context: inout RecognizerContext) {
        state = .done
        context.fail(reason)
    }
}
