import GestureInput

/// Recognizes a press held still (UIKit `UILongPressGestureRecognizer`), continuous: `began` at
/// the deadline (`minimumPressDuration` after the last required finger landed), `changed` on
/// movement, `ended` when a finger lifts. Before it begins, moving a finger more than
/// `allowableMovement`, an extra finger, a cancelled touch or an early lift fails it. With
/// `tapsRequired` > 0 that many quick taps must come first (tap-and-hold), each lifted before the
/// deadline and followed by the next down within `maximumTapInterval`. Diagram: `docs/recognition.md`.
public struct LongPressRecognizer: Recognizer {
    /// Timer ids.
    enum Timers {
        /// All fingers down + `minimumPressDuration`.
        static let press: TimerID = 0
        /// Last tap's lift + `maximumTapInterval` (tap-and-hold only).
        static let interval: TimerID = 1
    }

    /// The long-press state machine.
    enum State: Equatable {
        /// Nothing down.
        case idle
        /// Fingers landing or down, before the deadline; `tapsDone` taps already made.
        case pressing(tapsDone: Int, deadline: Timestamp?, device: DeviceID)
        /// Between the taps of a tap-and-hold.
        case betweenTaps(tapsDone: Int, lastLift: Timestamp, device: DeviceID)
        /// Began: reports movement of the centroid relative to `origin` until a finger lifts.
        case active(origin: Point, device: DeviceID)
        /// Decided; waiting for the graph's `.reset`.
        case done
    }

    /// One required finger.
    struct Finger {
        var id: TouchID
        var start: Point
        var location: Point
    }

    /// Tunables.
    public let configuration: LongPressConfiguration
    private(set) var state: State = .idle
    /// Fingers of the press (buffer reused, at most `touchesRequired`).
    private var fingers: [Finger] = []

    /// Creates a long-press recognizer.
    ///
    /// - Parameter configuration: its tunables (`LongPressConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: LongPressConfiguration = LongPressConfiguration()) {
        self.configuration = configuration
        fingers.reserveCapacity(max(1, configuration.touchesRequired))
    }

    /// Always `.longPress`.
    public var kind: GestureKind { .longPress }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input (frames, its timers, reset, cancel); see the type's summary.
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            handle(frame: frame, context: &context)
        case .timer(let id, _):
            switch state {
            case .pressing(let tapsDone, let deadline, let device):
                guard id == Timers.press, deadline != nil else { return }
                if tapsDone < configuration.tapsRequired {
                    fail(.pressTooLong, value: configuration.minimumPressDuration.milliseconds, context: &context)
                    return
                }
                let origin = centroid
                state = .active(origin: origin, device: device)
                context.begin(sample(at: origin, origin: origin, device: device))
            case .betweenTaps(_, let lastLift, _):
                guard id == Timers.interval else { return }
                fail(.tapIntervalTooLong, value: (context.time - lastLift).milliseconds,
                     limit: configuration.maximumTapInterval.milliseconds, context: &context)
            case .idle, .active, .done:
                return
            }
        case .reset, .cancel:
            state = .idle
            fingers.removeAll(keepingCapacity: true)
        case .pointer, .touchpadGesture:
            return
        }
    }

    private mutating func handle(frame: TouchFrame, context: inout RecognizerContext) {
        switch state {
        case .idle, .betweenTaps:
            var tapsDone = 0
            if case .betweenTaps(let done, let lastLift, let device) = state {
                guard frame.device == device, frame.touches.contains(where: frame.landed) else { return }
                if frame.time - lastLift >= configuration.maximumTapInterval {
                    fail(.tapIntervalTooLong, context: &context)
                    return
                }
                tapsDone = done
            }
            guard frame.touches.contains(where: frame.landed) else { return }
            fingers.removeAll(keepingCapacity: true)
            state = .pressing(tapsDone: tapsDone, deadline: nil, device: frame.device)
            context.cancelTimer(Timers.interval)
            pressing(frame: frame, context: &context)
        case .pressing:
            pressing(frame: frame, context: &context)
        case .active(let origin, let device):
            var moved = false
            for touch in frame.touches {
                guard let k = fingers.firstIndex(where: { $0.id == touch.id }) else {
                    if frame.landed(touch) { context.ignore(touch.id) }  // extra fingers don't matter once begun
                    continue
                }
                if touch.location != fingers[k].location { moved = true }
                fingers[k].location = touch.location
                switch touch.phase {
                case .ended:
                    state = .done
                    context.end(sample(at: centroid, origin: origin, device: device))
                    return
                case .cancelled:
                    state = .done
                    context.cancel(sample(at: centroid, origin: origin, device: device))
                    return
                case .began, .moved, .stationary:
                    continue
                }
            }
            if moved { context.change(sample(at: centroid, origin: origin, device: device)) }
        case .done:
            return
        }
    }

    /// Fingers landing, moving or lifting before the deadline.
    private mutating func pressing(frame: TouchFrame, context: inout RecognizerContext) {
        guard case .pressing(let tapsDone, var deadline, let device) = state else { return }
        let required = configuration.touchesRequired
        for touch in frame.touches {
            // A touch that landed and lifted within one report lands first, then lifts below.
            if frame.landed(touch) {
                guard fingers.count < required, deadline == nil else {
                    fail(.tooManyTouches, value: Double(fingers.count + 1), limit: Double(required), context: &context)
                    return
                }
                fingers.append(Finger(id: touch.id, start: touch.startLocation, location: touch.location))
                if fingers.count == required {
                    let due = frame.time + configuration.minimumPressDuration
                    deadline = due
                    context.schedule(Timers.press, at: due)
                }
            }
            switch touch.phase {
            case .began:
                continue
            case .moved, .stationary:
                guard let k = fingers.firstIndex(where: { $0.id == touch.id }) else { continue }
                fingers[k].location = touch.location
                let moved = touch.location.distance(to: fingers[k].start)
                if moved > configuration.allowableMovement {
                    fail(.movedBeyondSlop, value: moved, limit: configuration.allowableMovement, context: &context)
                    return
                }
            case .ended:
                // A lift before the deadline: a tap of a tap-and-hold, or too short.
                if tapsDone < configuration.tapsRequired, fingers.count == required {
                    state = .betweenTaps(tapsDone: tapsDone + 1, lastLift: frame.time, device: device)
                    context.cancelTimer(Timers.press)
                    context.schedule(Timers.interval, at: frame.time + configuration.maximumTapInterval)
                    fingers.removeAll(keepingCapacity: true)
                    return
                }
                fail(.pressTooShort, value: (frame.time - touch.startTime).milliseconds,
                     limit: configuration.minimumPressDuration.milliseconds, context: &context)
                return
            case .cancelled:
                fail(.touchCancelled, context: &context)
                return
            }
        }
        state = .pressing(tapsDone: tapsDone, deadline: deadline, device: device)
    }

    /// Centroid of the fingers' current positions.
    private var centroid: Point {
        guard !fingers.isEmpty else { return .zero }
        var sum = Vector.zero
        for f in fingers { sum += f.location - .zero }
        return .zero + sum / Double(fingers.count)
    }

    private func sample(at location: Point, origin: Point, device: DeviceID) -> GestureSample {
        GestureSample(location: location, touches: fingers.count, device: device, translation: location - origin)
    }

    private mutating func fail(_ code: FailureReason.Code, value: Double? = nil, limit: Double? = nil,
                               context: inout RecognizerContext) {
        state = .done
        context.fail(code, value: value, limit: limit)
    }
}
