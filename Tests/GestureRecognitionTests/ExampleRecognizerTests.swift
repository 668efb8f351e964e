import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

// The example from docs/recognizer-api.md, verbatim, so the documentation keeps compiling.

/// Begins when one finger has stayed within 10 pt for 200 ms; ends on lift. (Example only.)
public struct HoldStillRecognizer: Recognizer {
    enum State {
        case idle
        case pressed(id: TouchID, start: Point, deadline: Timestamp)
        case holding(id: TouchID, start: Point)
    }
    static let hold: TimeSpan = .milliseconds(200)   // example tunable
    static let slop = 10.0                            // points
    static let timer: TimerID = 0

    var state = State.idle
    public var kind: GestureKind { .longPress }
    public var behavior: RecognizerBehavior { .continuous }
    public init() {}

    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            guard let touch = frame.touches.first else { return }
            switch state {
            case .idle:
                let deadline = touch.startTime + Self.hold
                state = .pressed(id: touch.id, start: touch.startLocation, deadline: deadline)
                context.schedule(Self.timer, at: deadline)
            case .pressed(_, let start, _):
                if touch.phase.isFinished { context.fail(.pressTooShort); return }
                let moved = touch.location.distance(to: start)
                if moved > Self.slop { context.fail(.movedBeyondSlop, value: moved, limit: Self.slop) }
            case .holding(_, let start):
                let sample = GestureSample(location: touch.location, touches: 1, device: frame.device,
                                           translation: touch.location - start)
                if touch.phase == .ended { context.end(sample) }
                else if touch.phase == .cancelled { context.cancel(sample) }
                else { context.change(sample) }
            }
        case .timer(_, let deadline):
            guard case .pressed(let id, let start, let due) = state, due == deadline else { return }
            state = .holding(id: id, start: start)
            context.begin(GestureSample(location: start, touches: 1, translation: .zero))
        case .reset, .cancel:
            state = .idle
        case .pointer, .touchpadGesture:
            return
        }
    }
}

struct ExampleRecognizerTests {
    @Test func holdStillExampleBeginsAfterTwoHundredMillisecondsAndEndsOnLift() throws {
        let graph = RecognizerGraph()
        try graph.add(HoldStillRecognizer(), name: "hold")
        let h = GraphHarness(graph)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(5, 5))))
        h.advance(to: .ms(250))
        h.send(s.frame(at: .ms(300), .move(0, .p(25, 5))), s.frame(at: .ms(320), .up(0)))
        #expect(h.timeline == ["200 hold began", "300 hold changed", "320 hold ended"])
    }

    @Test func drivingTheExampleDirectlyShowsItsTimerRequest() {
        var s = TouchFrameScript()
        let frame = s.frame(at: .ms(0), .down(0, .p(5, 5)))
        var r = HoldStillRecognizer()
        var ctx = RecognizerContext()
        ctx.prepare(time: frame.time, state: .possible)
        r.handle(.frame(frame), context: &ctx)
        #expect(ctx.timerRequests.first?.deadline == .milliseconds(200))
        #expect(ctx.transitions.isEmpty)
    }
}
