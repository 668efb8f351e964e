import GestureInput
import GestureKitTesting
import GestureTestSupport
import PropertyBased
import Testing
@testable import GestureRecognition

/// Properties of the graph over random touch streams (taps in both policies, multi-finger taps,
/// long press, drags held by require-to-fail, simultaneity, regions, device removal).
struct GraphPropertyTests {
    /// A graph exercising every arbitration rule.
    static func makeGraph() throws -> RecognizerGraph {
        let g = RecognizerGraph(explain: true)
        try g.add(TapRecognizer(), name: "single")
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 2)), name: "double")
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 3)), name: "triple")
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 1, countPolicy: .serial)), name: "serial")
        try g.add(
            TapRecognizer(configuration: TapConfiguration(tapsRequired: 1, touchesRequired: 2)), name: "twoFinger")
        try g.add(LongPressRecognizer(), name: "press")
        try g.add(DragRecognizer(threshold: 10), name: "drag")
        try g.add(DragRecognizer(threshold: 25), name: "wideDrag", region: Rect(x: 0, y: 0, width: 150, height: 300))
        try g.require("single", toFail: "double")
        try g.require("single", toFail: "triple")
        try g.require("double", toFail: "triple")
        try g.require("wideDrag", toFail: "press")
        try g.allowSimultaneous(group: ["serial", "single", "double", "triple"])
        try g.allowSimultaneous("drag", "press")
        return g
    }

    /// Decodes random numbers into a well-formed input stream: frames of downs/moves/ups/cancels on
    /// three slots of two devices, idle gaps, and the occasional device removal.
    static func inputs(from codes: [Int]) -> [GraphInput] {
        var scripts = [TouchFrameScript(device: DeviceID(0)), TouchFrameScript(device: DeviceID(1))]
        var time = Timestamp.zero
        var out: [GraphInput] = []
        for code in codes {
            time += .milliseconds(Int64(code % 7 == 0 ? (code / 7) % 700 : (code / 3) % 60 + 1))
            let d = (code / 11) % 13 == 0 ? 1 : 0
            let slot = (code / 5) % 3
            let point = Point.p(Double((code / 17) % 30) * 10, Double((code / 510) % 30) * 10)
            let change: TouchChange
            switch code % 6 {
            case 0, 1: change = .down(slot, point)
            case 2:
                change = .move(
                    slot,
                    (scripts[d].location(of: slot) ?? point)
                        + Vector(dx: Double(code % 9) - 4, dy: Double(code % 13) * 3 - 18))
            case 3: change = .up(slot)
            case 4:
                if code % 97 == 0 {
                    out.append(.deviceRemoved(time, scripts[d].device))
                    scripts[d] = TouchFrameScript(device: scripts[d].device)
                    continue
                }
                change = code % 5 == 0 ? .cancel(slot) : .up(slot)
            default: change = .move(slot, (scripts[d].location(of: slot) ?? point) + Vector(dx: 1, dy: 0))
            }
            out.append(.frame(scripts[d].frame(at: time, change)))
        }
        // Lift every finger at the end.
        time += .milliseconds(10)
        for d in scripts.indices {
            let ups = scripts[d].activeSlots.map { TouchChange.up($0) }
            if !ups.isEmpty { out.append(.frame(scripts[d].frame(at: time, ups))) }
        }
        return out
    }

    static func run(_ inputs: [GraphInput]) throws -> (RecognizerGraph, [GestureEvent]) {
        let g = try makeGraph()
        var events: [GestureEvent] = []
        for input in inputs { g.handle(input, into: &events) }
        g.runUntilIdle(into: &events)
        return (g, events)
    }

    static let streams = Gen.int(in: 0...9_999_999).array(of: 1...120)

    @Test func everyBeganIsClosedByExactlyOneEndedOrCancelled() async {
        await propertyCheck(count: 150, input: Self.streams) { codes in
            let (_, events) = try Self.run(Self.inputs(from: codes))
            var open: [String: Bool] = [:]
            for e in events {
                switch e.state {
                case .began:
                    #expect(open[e.recognizer] != true, "\(e.recognizer) began twice")
                    open[e.recognizer] = true
                case .changed:
                    #expect(open[e.recognizer] == true, "\(e.recognizer) changed without began")
                case .ended, .cancelled:
                    #expect(open[e.recognizer] == true, "\(e.recognizer) \(e.state) without began")
                    open[e.recognizer] = false
                case .recognized, .possible, .failed:
                    continue
                }
            }
            #expect(open.values.allSatisfy { !$0 }, "unclosed: \(open)")
        }
    }

    @Test func noRecognizerBothRecognizesAndFailsInOneAttempt() async {
        await propertyCheck(count: 150, input: Self.streams) { codes in
            let (g, _) = try Self.run(Self.inputs(from: codes))
            var succeeded: Set<String> = []
            var failed: Set<String> = []
            for r in g.explainRecords {
                switch r.event {
                case .published(.recognized), .published(.began): succeeded.insert(r.recognizer)
                case .failed: failed.insert(r.recognizer)
                case .reset: succeeded.remove(r.recognizer); failed.remove(r.recognizer)
                case .published, .held, .released, .cancelled, .illegalTransition: break
                }
                #expect(!(succeeded.contains(r.recognizer) && failed.contains(r.recognizer)),
                        "\(r.recognizer) recognized and failed at \(r.time)")
            }
            #expect(g.illegalTransitionCount == 0)
        }
    }

    @Test func afterAllTouchesLiftAndAllTimersFireEveryRecognizerIsPossible() async {
        await propertyCheck(count: 150, input: Self.streams) { codes in
            let (g, _) = try Self.run(Self.inputs(from: codes))
            for name in g.names {
                #expect(g.state(of: name) == .possible, "\(name) is \(String(describing: g.state(of: name)))")
                #expect(!g.isHeld(name))
            }
            #expect(g.isIdle)
        }
    }

    @Test func sameInputTwiceGivesIdenticalOutput() async {
        await propertyCheck(count: 100, input: Self.streams) { codes in
            let inputs = Self.inputs(from: codes)
            let (g1, e1) = try Self.run(inputs)
            let (g2, e2) = try Self.run(inputs)
            #expect(e1 == e2)
            #expect(g1.explainRecords == g2.explainRecords)
        }
    }
}
