import GestureInput
@testable import GestureRecognition

/// A minimal continuous recognizer for graph tests: begins once a touch moved `threshold` points,
/// changes on movement, ends when its touches have all lifted; fails on a lift before that.
struct DragRecognizer: Recognizer {
    enum State { case idle, tracking(start: Point), dragging(start: Point), done }
    var threshold: Double = 10
    var state = State.idle
    var kind: GestureKind { .pan }
    var behavior: RecognizerBehavior { .continuous }

    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            guard let touch = frame.touches.first else { return }
            let sample = GestureSample(location: touch.location, touches: frame.touches.count, device: frame.device)
            if case .idle = state { state = .tracking(start: touch.startLocation) }
            switch state {
            case .idle, .done:
                return
            case .tracking(let start):
                if frame.activeCount == 0 { state = .done; context.fail(.liftedBeforeRecognized); return }
                if touch.location.distance(to: start) >= threshold {
                    state = .dragging(start: start)
                    context.begin(sample)
                }
            case .dragging:
                if frame.activeCount == 0 { state = .done; context.end(sample) } else { context.change(sample) }
            }
        case .reset, .cancel:
            state = .idle
        case .timer, .pointer, .touchpadGesture:
            return
        }
    }
}

/// Asks for a `change` while still `possible` on its first frame: an illegal transition.
struct BrokenRecognizer: Recognizer {
    var kind: GestureKind { .pan }
    var behavior: RecognizerBehavior { .continuous }
    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        if case .frame(let f) = input { context.change(GestureSample(location: .zero, touches: f.touches.count)) }
    }
}

/// Begins on a touchpad gesture begin, changes on updates, ends on end (cancelled → cancel).
struct GestureEchoRecognizer: Recognizer {
    var kind: GestureKind { .touchpadPinch }
    var behavior: RecognizerBehavior { .continuous }
    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        guard case .touchpadGesture(_, let device, let event) = input else { return }
        let sample = GestureSample(location: .zero, touches: event.fingers, device: device)
        switch event.phase {
        case .begin: context.begin(sample)
        case .update(_, let scale, _):
            var s = sample
            s.scale = scale
            context.change(s)
        case .end(let cancelled): if cancelled { context.cancel(sample) } else { context.end(sample) }
        }
    }
}
