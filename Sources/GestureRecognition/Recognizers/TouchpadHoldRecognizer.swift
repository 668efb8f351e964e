import GestureInput

/// Recognizes libinput touchpad holds (fingers resting still on the pad, libinput ≥ 1.19):
/// continuous, `began` at the hold begin, `ended` at its end, `cancelled` when libinput reports
/// the hold cancelled (the fingers started moving, i.e. a swipe, pinch or scroll took over).
///
/// `location` is `.zero` (a touchpad has no absolute position); `touches` = finger count.
/// `fingers` filters the finger count (nil = any): another count fails with `.notAccepted`.
/// Swipe/pinch gestures, pointer events and events from another device are skipped; touch frames
/// are ignored (`RecognizerContext.ignore`).
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct TouchpadHoldRecognizer: Recognizer {
    /// The touchpad-hold state machine.
    enum State {
        /// No hold.
        case idle
        /// Holding with `fingers` on `device`.
        case holding(device: DeviceID, fingers: Int)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: TouchpadHoldConfiguration
    private(set) var state: State = .idle

    /// Creates a touchpad-hold recognizer.
    public init(configuration: TouchpadHoldConfiguration = TouchpadHoldConfiguration()) { self.configuration = configuration }

    /// Always `.touchpadHold`.
    public var kind: GestureKind { .touchpadHold }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .touchpadGesture(_, let device, let event):
            guard event.kind == .hold else { return }
            handle(event, device: device, context: &context)
        case .frame(let frame):
            for touch in frame.touches { context.ignore(touch.id) }
        case .reset, .cancel:
            state = .idle
        case .pointer, .timer:
            return
        }
    }

    private mutating func handle(_ event: TouchpadGestureEvent, device: DeviceID, context: inout RecognizerContext) {
        switch state {
        case .idle:
            guard case .begin = event.phase else { return }
            if let wanted = configuration.fingers, wanted != event.fingers {
                state = .done
                context.fail(.notAccepted, value: Double(event.fingers), limit: Double(wanted))
                return
            }
            state = .holding(device: device, fingers: event.fingers)
            context.begin(GestureSample(location: .zero, touches: event.fingers, device: device))
        case .holding(let holdDevice, let fingers):
            guard device == holdDevice else { return }
            switch event.phase {
            case .begin, .update:
                return
            case .end(let cancelled):
                state = .done
                let sample = GestureSample(location: .zero, touches: fingers, device: device)
                if cancelled { context.cancel(sample) } else { context.end(sample) }
            }
        case .done:
            return
        }
    }
}
