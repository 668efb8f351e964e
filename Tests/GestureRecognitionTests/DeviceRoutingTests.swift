import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

/// Routing of pointer and touchpad inputs (`DeviceInputs`, `RecognizerGraph.deviceRoutes`): an
/// event visits only the recognizers that read its kind, and skipping the others changes nothing.
struct DeviceRoutingTests {
    /// One event of each device input kind, from device 7 at 10 ms.
    static let oneOfEachKind: [(kind: DeviceInputs, input: GraphInput)] = {
        let t = Timestamp.ms(10), d = DeviceID(7)
        func gesture(_ kind: TouchpadGestureKind) -> GraphInput {
            .touchpadGesture(t, d, TouchpadGestureEvent(kind: kind, fingers: kind == .swipe ? 3 : 2, phase: .begin))
        }
        func scroll(_ source: ScrollSource) -> GraphInput {
            .pointer(t, d, .scroll(source: source, delta: Vector(dx: 0, dy: 5), v120: .zero, stopped: []))
        }
        return [
            (.pointerMotion, .pointer(t, d, .motion(delta: Vector(dx: 1, dy: 0)))),
            (.pointerButton, .pointer(t, d, .button(code: 272, pressed: true))),
            (.wheelScroll, scroll(.wheel)), (.fingerScroll, scroll(.finger)), (.continuousScroll, scroll(.continuous)),
            (.touchpadSwipe, gesture(.swipe)), (.touchpadPinch, gesture(.pinch)), (.touchpadHold, gesture(.hold)),
        ]
    }()

    /// Counts the device inputs it is given; reads `reads`.
    struct CountingRecognizer: DeviceInputSelective {
        var reads: DeviceInputs
        var seen: [DeviceInputs] = []
        var kind: GestureKind { .pan }
        var behavior: RecognizerBehavior { .continuous }
        var deviceInputs: DeviceInputs { reads }
        mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
            switch input {
            case .pointer(_, _, let p): seen.append(DeviceInputs(p))
            case .touchpadGesture(_, _, let g): seen.append(DeviceInputs(g.kind))
            case .frame, .timer, .reset, .cancel: return
            }
        }
    }

    @Test func anEventVisitsOnlyTheRecognizersThatReadItsKind() throws {
        let g = RecognizerGraph()
        try g.add(CountingRecognizer(reads: [.touchpadPinch, .fingerScroll]), name: "pinchAndScroll")
        try g.add(CountingRecognizer(reads: []), name: "touchOnly")
        try g.add(CountingRecognizer(reads: .all), name: "everything")
        var out: [GestureEvent] = []
        for (_, input) in Self.oneOfEachKind { g.handle(input, into: &out) }
        func seen(_ name: String) throws -> [DeviceInputs] {
            try #require(g.recognizer(named: name) as? CountingRecognizer).seen
        }
        #expect(try seen("pinchAndScroll") == [.fingerScroll, .touchpadPinch])
        #expect(try seen("touchOnly") == [])
        #expect(try seen("everything") == Self.oneOfEachKind.map(\.kind))
    }

    @Test func aRecognizerThatDoesNotSayWhatItReadsIsGivenEveryDeviceInput() {
        #expect(RecognizerBox(GestureEchoRecognizer()).deviceInputs == .all)
        #expect(RecognizerBox(TouchpadPinchRecognizer()).deviceInputs == .touchpadPinch)
        #expect(RecognizerBox(TapRecognizer()).deviceInputs == [])
    }

    /// The contract of `DeviceInputSelective`: for each built-in recognizer of every preset and
    /// each kind it does not read, handling an event of that kind (at rest, or in the middle of its
    /// own gesture) requests nothing, so not delivering it changes nothing.
    @Test(arguments: GraphConfiguration.presetNames)
    func builtInRecognizersRequestNothingForTheKindsTheyDoNotRead(preset: String) throws {
        let configuration = try #require(GraphConfiguration.preset(named: preset))
        for spec in configuration.recognizers {
            let recognizer = try spec.configuration.makeRecognizer()
            let reads = Self.deviceInputs(of: recognizer)
            // At rest, then after each kind it reads has started its gesture.
            var primed = [recognizer]
            for (kind, input) in Self.oneOfEachKind where reads.contains(kind) {
                primed.append(Self.handled(recognizer, GraphInput.recognizerInput(input)))
            }
            for state in primed {
                for (kind, input) in Self.oneOfEachKind where !reads.contains(kind) {
                    var context = RecognizerContext(time: input.time)
                    var copy = state
                    copy.handle(GraphInput.recognizerInput(input), context: &context)
                    #expect(context.transitions.isEmpty && context.timerRequests.isEmpty
                            && context.ignoredTouches.isEmpty, "\(spec.name) requested something for \(kind)")
                }
            }
        }
    }

    /// What the graph's box delivers to `recognizer`.
    static func deviceInputs(of recognizer: some Recognizer) -> DeviceInputs {
        RecognizerBox(recognizer).deviceInputs
    }

    /// `recognizer` after handling `input`.
    static func handled(_ recognizer: any Recognizer, _ input: RecognizerInput) -> any Recognizer {
        var r = recognizer
        var context = RecognizerContext()
        r.handle(input, context: &context)
        return r
    }
}

extension GraphInput {
    /// What the graph hands a recognizer for a pointer or touchpad input.
    static func recognizerInput(_ input: GraphInput) -> RecognizerInput {
        switch input {
        case .pointer(let t, let d, let p): .pointer(t, d, p)
        case .touchpadGesture(let t, let d, let e): .touchpadGesture(t, d, e)
        case .frame(let f): .frame(f)
        case .deviceRemoved, .time: .reset
        }
    }
}
