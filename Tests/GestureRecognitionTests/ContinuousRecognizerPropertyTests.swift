import GestureInput
import PropertyBased
import Testing
@testable import GestureRecognition

/// Properties of the continuous recognizers over random input streams: touch frames on two
/// devices (downs, moves, lifts, cancels), libinput touchpad gestures, pointer scrolls and device
/// removals, through a graph holding every continuous recognizer with viewer-like arbitration.
struct ContinuousRecognizerPropertyTests {
    static func makeGraph() throws -> RecognizerGraph {
        let g = RecognizerGraph(explain: false)
        let screen = Rect(x: 0, y: 0, width: 300, height: 300)
        try g.add(
            EdgePanRecognizer(configuration: EdgePanConfiguration(edges: [.left, .top], bounds: screen)), name: "edge")
        try g.add(SwipeRecognizer(configuration: SwipeConfiguration(directions: [.left, .right])), name: "swipe")
        try g.add(PanRecognizer(), name: "pan")
        var twoFingers = PanConfiguration()
        twoFingers.minimumTouches = 2
        twoFingers.maximumTouches = 2
        try g.add(PanRecognizer(configuration: twoFingers), name: "pan2")
        try g.add(PinchRecognizer(), name: "pinch")
        try g.add(RotationRecognizer(), name: "rotation")
        try g.add(TouchpadSwipeRecognizer(configuration: TouchpadSwipeConfiguration(fingers: 3)), name: "tpSwipe")
        try g.add(TouchpadPinchRecognizer(), name: "tpPinch")
        try g.add(TouchpadHoldRecognizer(), name: "tpHold")
        try g.add(ScrollRecognizer(), name: "scroll")
        try g.require("pan", toFail: "swipe")
        try g.require("pan", toFail: "edge")
        try g.allowSimultaneous(group: ["pan", "pinch", "rotation"])
        return g
    }

    /// Decodes random numbers into a well-formed stream; everything is lifted, ended and stopped
    /// at the end.
    static func inputs(from codes: [Int]) -> [GraphInput] {
        var scripts = [FingerScript(device: DeviceID(0)), FingerScript(device: DeviceID(2))]
        var downs: [[Int]] = [[], []]
        var time = Timestamp.zero
        var out: [GraphInput] = []
        var gesture: (kind: TouchpadGestureKind, fingers: Int)?
        var scrolling = false
        let pad = DeviceID(1)
        for code in codes {
            time += .milliseconds(Int64(code % 7 == 0 ? (code / 7) % 300 : (code / 3) % 20 + 1))
            let d = (code / 11) % 9 == 0 ? 1 : 0
            let slot = (code / 5) % 3
            let point = Point(x: Double((code / 17) % 31) * 10, y: Double((code / 527) % 31) * 10)
            switch code % 10 {
            case 0, 1:
                guard !downs[d].contains(slot) else { continue }
                downs[d].append(slot)
                out.append(.frame(scripts[d].frame(at: time, .down(slot, point))))
            case 2, 3, 4:
                guard let here = scripts[d].location(of: slot) else { continue }
                let step = Vector(dx: Double(code % 41) - 20, dy: Double(code % 23) - 11)
                var changes = [FingerChange.move(slot, here + step)]
                for other in downs[d] where other != slot {
                    if let there = scripts[d].location(of: other) { changes.append(.move(other, there + step * -0.5)) }
                }
                out.append(.frame(scripts[d].frame(at: time, changes)))
            case 5:
                guard downs[d].contains(slot) else { continue }
                downs[d].removeAll { $0 == slot }
                out.append(.frame(scripts[d].frame(at: time, code % 13 == 0 ? .cancel(slot) : .up(slot))))
            case 6:
                if let g = gesture {
                    let phase: TouchpadGestureEvent.Phase = code % 5 == 0
                        ? .end(cancelled: code % 3 == 0)
                        : .update(delta: Vector(dx: Double(code % 9) - 4, dy: Double(code % 7) - 3),
                                  scale: 0.5 + Double(code % 100) / 50, angleDelta: Double(code % 11 - 5) / 50)
                    if case .end = phase { gesture = nil }
                    out.append(
                        .touchpadGesture(
                            time, pad, TouchpadGestureEvent(kind: g.kind, fingers: g.fingers, phase: phase)))
                } else {
                    let kinds: [TouchpadGestureKind] = [.swipe, .pinch, .hold]
                    let g = (kind: kinds[(code / 10) % 3], fingers: 2 + (code / 30) % 3)
                    gesture = g
                    out.append(
                        .touchpadGesture(
                            time, pad, TouchpadGestureEvent(kind: g.kind, fingers: g.fingers, phase: .begin)))
                }
            case 7:
                let sources: [ScrollSource] = [.finger, .finger, .wheel, .continuous]
                let source = sources[(code / 10) % 4]
                let stop = source == .finger && scrolling && code % 4 == 0
                let delta = stop ? Vector.zero : Vector(dx: Double(code % 5) - 2, dy: Double(code % 9) - 4)
                if source == .finger { scrolling = !stop }
                out.append(.pointer(time, pad, .scroll(source: source, delta: delta, v120: .zero,
                                                       stopped: stop ? [.horizontal, .vertical] : [])))
            case 8:
                // Only the touchscreen is removed: removing the touchpad while touchscreen frames
                // also arrive is a known graph limitation (a frame overwrites the node's
                // `lastDevice`, so the pad's removal misses a touchpad gesture in progress).
                guard code % 7 == 0 else { continue }
                out.append(.deviceRemoved(time, scripts[0].device))
                scripts[0] = FingerScript(device: scripts[0].device)
                downs[0] = []
            default:
                // A finger that lands and lifts within one report.
                guard !downs[d].contains(slot) else { continue }
                out.append(.frame(scripts[d].frame(at: time, .down(slot, point), .up(slot))))
            }
        }
        time += .milliseconds(10)
        for d in scripts.indices where !downs[d].isEmpty {
            out.append(.frame(scripts[d].frame(at: time, downs[d].map { FingerChange.up($0) })))
        }
        if let g = gesture {
            out.append(
                .touchpadGesture(
                    time, pad, TouchpadGestureEvent(kind: g.kind, fingers: g.fingers, phase: .end(cancelled: false))))
        }
        if scrolling {
            out.append(
                .pointer(
                    time, pad, .scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal, .vertical])))
        }
        return out
    }

    static let streams = Gen.int(in: 0...9_999_999).array(of: 1...150)

    @Test func everyBeganIsClosedOnceNoTransitionIsIllegalAndTheGraphEndsIdle() async {
        await propertyCheck(count: 200, input: Self.streams) { codes in
            let g = try Self.makeGraph()
            g.assertsOnIllegalTransition = false
            var events: [GestureEvent] = []
            for input in Self.inputs(from: codes) { g.handle(input, into: &events) }
            g.runUntilIdle(into: &events)
            #expect(g.illegalTransitionCount == 0)
            #expect(g.isIdle)
            var open: Set<String> = []
            for e in events {
                switch e.state {
                case .began:
                    #expect(open.insert(e.recognizer).inserted, "\(e.recognizer) began twice")
                case .changed:
                    #expect(open.contains(e.recognizer), "\(e.recognizer) changed without began")
                case .ended, .cancelled:
                    #expect(open.remove(e.recognizer) != nil, "\(e.recognizer) ended without began")
                case .recognized, .possible, .failed:
                    break
                }
            }
            #expect(open.isEmpty, "still open: \(open)")
        }
    }

    @Test func everyReportedNumberIsFinite() async {
        await propertyCheck(count: 100, input: Self.streams) { codes in
            let g = try Self.makeGraph()
            var events: [GestureEvent] = []
            for input in Self.inputs(from: codes) { g.handle(input, into: &events) }
            for e in events {
                #expect(e.location.isFinite)
                #expect(e.translation?.isFinite ?? true)
                #expect(e.velocity?.isFinite ?? true)
                #expect(e.scale?.isFinite ?? true)
                #expect(e.scaleVelocity?.isFinite ?? true)
                #expect(e.rotation?.isFinite ?? true)
                #expect(e.rotationVelocity?.isFinite ?? true)
            }
        }
    }
}
