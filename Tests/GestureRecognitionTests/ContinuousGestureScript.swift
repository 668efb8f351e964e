import GestureInput
@testable import GestureRecognition

// Builders for the continuous-recognizer tests: hand-built touch frames, libinput gesture and
// scroll inputs, and a small graph runner that collects events and failure reasons.

/// A timestamp `ms` milliseconds after the origin (fractions allowed).
func msec(_ ms: Double) -> Timestamp { Timestamp(microseconds: Int64((ms * 1000).rounded())) }

/// A point.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// One change in a hand-built frame; fingers are named by slot.
enum FingerChange {
    /// A finger lands in `slot` at a point.
    case down(Int, Point)
    /// The finger in `slot` moves to a point.
    case move(Int, Point)
    /// The finger in `slot` lifts at its last position.
    case up(Int)
    /// The touch in `slot` is cancelled.
    case cancel(Int)
}

/// Builds `TouchFrame`s as `TouchTracker` reports them: every active touch in every frame, touch
/// ids in landing order, finished touches once with their phase.
struct FingerScript {
    var device: DeviceID
    private var active: [Touch] = []
    private var nextSerial: UInt64 = 0

    /// A script for one device.
    init(device: DeviceID = DeviceID(0)) { self.device = device }

    /// The current position of the finger in `slot`.
    func location(of slot: Int) -> Point? { active.first { $0.slot == slot }?.location }

    /// One frame at `time` applying `changes`.
    mutating func frame(at time: Timestamp, _ changes: [FingerChange]) -> TouchFrame {
        for i in active.indices { active[i].phase = .stationary }
        for change in changes {
            switch change {
            case .down(let slot, let p):
                active.append(Touch(id: TouchID(device: device, serial: nextSerial), slot: slot, location: p,
                                    startLocation: p, startTime: time, phase: .began))
                nextSerial += 1
            case .move(let slot, let p):
                guard let i = active.firstIndex(where: { $0.slot == slot }) else { continue }
                active[i].location = p
                if active[i].phase != .began { active[i].phase = .moved }
            case .up(let slot):
                guard let i = active.firstIndex(where: { $0.slot == slot }) else { continue }
                active[i].phase = .ended
            case .cancel(let slot):
                guard let i = active.firstIndex(where: { $0.slot == slot }) else { continue }
                active[i].phase = .cancelled
            }
        }
        let frame = TouchFrame(time: time, device: device, touches: active)
        active.removeAll { $0.phase.isFinished }
        return frame
    }

    /// One frame at `time` applying `changes`.
    mutating func frame(at time: Timestamp, _ changes: FingerChange...) -> TouchFrame { frame(at: time, changes) }

    /// Moves every listed finger in a straight line at constant speed from where it is to its
    /// target: `steps` frames, one every `duration / steps`, the last at `start + duration`.
    mutating func glide(_ targets: [(slot: Int, to: Point)], from start: Timestamp, duration: TimeSpan,
                        steps: Int) -> [TouchFrame] {
        let origins = targets.map { location(of: $0.slot) ?? $0.to }
        var frames: [TouchFrame] = []
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            let time = start + TimeSpan(microseconds: duration.microseconds * Int64(k) / Int64(steps))
            let changes = targets.indices.map { i in
                FingerChange.move(targets[i].slot, origins[i] + (targets[i].to - origins[i]) * f)
            }
            frames.append(frame(at: time, changes))
        }
        return frames
    }
}

/// A graph holding just the recognizers under test; collects every event and explain record.
final class GestureRun {
    let graph: RecognizerGraph
    private(set) var events: [GestureEvent] = []

    /// A graph of the given recognizers (in dispatch order).
    init(_ recognizers: [(String, any Recognizer)], simultaneous: [[String]] = [],
         requires: [(String, String)] = []) throws {
        graph = RecognizerGraph(explain: true)
        for (name, recognizer) in recognizers { try graph.add(recognizer, name: name) }
        for group in simultaneous { try graph.allowSimultaneous(group: group) }
        for (a, b) in requires { try graph.require(a, toFail: b) }
    }

    /// A graph built from a configuration (presets included).
    init(configuration: GraphConfiguration) throws {
        graph = try RecognizerGraph(configuration: configuration, explain: true)
    }

    /// Feeds frames in order.
    func send(_ frames: [TouchFrame]) { for f in frames { graph.handle(.frame(f), into: &events) } }
    /// Feeds frames in order.
    func send(_ frames: TouchFrame...) { send(frames) }
    /// Feeds any graph input.
    func send(_ input: GraphInput) { graph.handle(input, into: &events) }
    /// Fires every pending timer.
    func finish() { graph.runUntilIdle(into: &events) }

    /// Events of one recognizer.
    func events(of name: String) -> [GestureEvent] { events.filter { $0.recognizer == name } }
    /// States reported by one recognizer, in order.
    func states(of name: String) -> [GestureState] { events(of: name).map(\.state) }
    /// Failure codes recorded for one recognizer (its own or the graph's), in order.
    func failures(of name: String) -> [FailureReason.Code] {
        graph.explainRecords.compactMap { record in
            guard record.recognizer == name, case .failed(let reason, _) = record.event else { return nil }
            return reason.code
        }
    }
}

/// A libinput touchpad gesture input.
func touchpad(_ kind: TouchpadGestureKind, fingers: Int, _ phase: TouchpadGestureEvent.Phase, at time: Timestamp,
              device: DeviceID = DeviceID(1)) -> GraphInput {
    .touchpadGesture(time, device, TouchpadGestureEvent(kind: kind, fingers: fingers, phase: phase))
}

/// A pointer scroll input.
func scroll(_ source: ScrollSource, _ delta: Vector, stopped: ScrollAxes = [], at time: Timestamp,
            device: DeviceID = DeviceID(1)) -> GraphInput {
    .pointer(time, device, .scroll(source: source, delta: delta, v120: .zero, stopped: stopped))
}
