import GestureInput

/// The moment of a libinput touchpad gesture a `TouchpadGestureProgress` reports a sample for.
enum TouchpadGestureMoment {
    /// libinput's begin (the progress was just created).
    case began
    /// An update was folded in.
    case changed
    /// libinput's end.
    case ended
    /// libinput's end with `cancelled` set.
    case cancelled
}

/// What one touchpad recognizer measures during a libinput gesture (`TouchpadSwipeRecognizer`,
/// `TouchpadPinchRecognizer`, `TouchpadHoldRecognizer`); `TouchpadGestureLifecycle` drives it.
protocol TouchpadGestureProgress {
    /// Starts at libinput's begin of a gesture with `fingers` on `device` at `time` (µs).
    init(device: DeviceID, fingers: Int, time: Timestamp)
    /// The touchpad the gesture is on; events from another device are skipped.
    var device: DeviceID { get }
    /// Folds in one update (points, absolute scale, radians) at `time` (µs); false when the update
    /// is skipped (not finite, or a gesture without updates), so no `changed` is reported; a
    /// skipped update changes nothing.
    mutating func update(delta: Vector, scale: Double, angleDelta: Double, time: Timestamp) -> Bool
    /// The sample to report at `moment`, at event time `time` (µs). It changes nothing; it is
    /// `mutating` so that the lifecycle reads its stored progress in place: a non-mutating call
    /// copied the whole progress first (≈ 540 bytes for a pinch with its velocity ring, a `memcpy`
    /// per update).
    mutating func sample(_ moment: TouchpadGestureMoment, at time: Timestamp) -> GestureSample
}

/// The lifecycle shared by the libinput touchpad recognizers: `began` at libinput's begin of
/// `kind` (another finger count than the wanted one fails with `.notAccepted`), `changed` per
/// update the progress accepts, `ended` at the end, `cancelled` when libinput cancels it.
///
/// Other gesture kinds, pointer events, timers and events from another device are skipped; touch
/// frames are ignored (`RecognizerContext.ignore`) so touchscreen touches never tie a touchpad
/// recognizer into exclusivity. Generic over the progress (no existential per event).
///
/// Diagram: `docs/continuous-recognizers.md` (Touchpad swipe, pinch, hold).
struct TouchpadGestureLifecycle<Progress: TouchpadGestureProgress> {
    /// The touchpad-gesture state machine.
    enum State {
        /// No gesture.
        case idle
        /// Began; `progress` measures it.
        case active
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    private(set) var state: State = .idle
    /// What the gesture measures, while `state` is `.active` (nil otherwise). Kept beside the enum
    /// rather than as its payload so that an update mutates it in place: a payload is copied out
    /// and back on every update, ≈ 1 KB for a pinch with its two velocity rings (7 copies per
    /// update, 1.3 % of a touchpad replay's instructions).
    private var progress: Progress?

    /// Consumes one input for a recognizer of libinput gestures of `kind`, accepting `fingers`
    /// fingers (nil = any), and asks for transitions (see `Recognizer`).
    mutating func handle(_ input: RecognizerInput, kind: TouchpadGestureKind, fingers: Int?,
                         context: inout RecognizerContext) {
        switch input {
        case .touchpadGesture(let time, let device, let event):
            guard event.kind == kind else { return }
            handle(event, time: time, device: device, fingers: fingers, context: &context)
        case .frame(let frame):
            for touch in frame.touches { context.ignore(touch.id) }
        case .reset, .cancel:
            state = .idle
            progress = nil
        case .pointer, .timer:
            return
        }
    }

    private mutating func handle(_ event: TouchpadGestureEvent, time: Timestamp, device: DeviceID, fingers wanted: Int?,
                                 context: inout RecognizerContext) {
        switch state {
        case .idle:
            guard case .begin = event.phase else { return }
            if let wanted, wanted != event.fingers {
                state = .done
                context.fail(.notAccepted, value: Double(event.fingers), limit: Double(wanted))
                return
            }
            var began = Progress(device: device, fingers: event.fingers, time: time)
            state = .active
            context.begin(began.sample(.began, at: time))
            progress = began
        case .active:
            guard device == progress?.device else { return }
            switch event.phase {
            case .begin:
                return
            case .update(let delta, let scale, let angleDelta):
                guard progress?.update(delta: delta, scale: scale, angleDelta: angleDelta, time: time) == true,
                      let sample = progress?.sample(.changed, at: time) else { return }
                context.change(sample)
            case .end(let cancelled):
                state = .done
                if let sample = progress?.sample(cancelled ? .cancelled : .ended, at: time) {
                    if cancelled { context.cancel(sample) } else { context.end(sample) }
                }
                progress = nil
            }
        case .done:
            return
        }
    }
}
