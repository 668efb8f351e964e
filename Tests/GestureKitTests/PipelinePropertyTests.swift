import GestureKit
import GestureSoak
import PropertyBased
import Testing

/// Properties of the `Pipeline` API under extreme numbers: random input — touches at
/// ±1e308, NaN, ±∞ and subnormal coordinates, touchpad pinches with such scales and angles, scrolls
/// with such deltas, times that jump to the ends of `Int64` — and random commands through
/// `withController` with such arguments. Nothing traps; an event time beyond
/// `Pipeline.latestEventTime` is an `EventTimeError` and changes nothing; a command's bad argument
/// is a `ScrollZoomError`; every output keeps `SoakInvariants`, and once the devices are removed
/// and time runs out, the pipeline is quiet (nothing open, recognizers back to possible, the zoom
/// within its limits).
struct PipelinePropertyTests {
    /// Doubles that break arithmetic (those of the controller's property tests) and ordinary ones.
    static let extremes: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 640, 400, -800, 1e6, 1e12, -1e12, 1e18, 1e22, -1e22, 1e300, -1e300, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, 1e-300, .nan, .infinity, -.infinity,
    ]

    /// A reproducible stream of choices from one random code.
    struct Choices {
        var random: SplitMix64
        init(_ code: Int) { random = SplitMix64(seed: UInt64(bitPattern: Int64(code))) }
        mutating func next() -> UInt64 { random.next() }
        mutating func int(below n: Int) -> Int { Int(next() % UInt64(n)) }
        /// Half extremes, the rest on-screen numbers.
        mutating func double() -> Double {
            next() % 2 == 0 ? PipelinePropertyTests.extremes[int(below: PipelinePropertyTests.extremes.count)]
                : Double(int(below: 1280))
        }
        mutating func point() -> Point { Point(x: double(), y: double()) }
        /// Mostly a few ms later; sometimes far later, earlier, or beyond the latest event time.
        mutating func time(after now: Int64) -> Int64 {
            switch int(below: 10) {
            case 0:
                return [Int64.max, .min, Pipeline.latestEventTime.microseconds, -Pipeline.latestEventTime.microseconds][
                    int(below: 4)]
            case 1: return now &- Int64(int(below: 100_000))
            case 2: return now &+ 1_000_000_000_000
            default: return now &+ Int64(int(below: 60_000))
            }
        }
    }

    static let touchscreen = DeviceID(0), touchpad = DeviceID(1)

    /// One input event at `time` from `c`.
    static func input(_ c: inout Choices, time: Timestamp) -> InputEvent {
        let kind: InputEvent.Kind
        switch c.int(below: 9) {
        case 0: kind = .touch(.down(slot: c.int(below: 3), point: c.point()))
        case 1, 2: kind = .touch(.motion(slot: c.int(below: 3), point: c.point()))
        case 3: kind = .touch(.up(slot: c.int(below: 3)))
        case 4: kind = .touch(.frame)
        case 5: kind = .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin))
        case 6: kind = .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2,
                    phase: .update(
                        delta: Vector(dx: c.double(), dy: c.double()), scale: c.double(), angleDelta: c.double())))
        case 7:
            kind = .gesture(
                TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .end(cancelled: c.int(below: 2) == 0)))
        default: kind = .pointer(.scroll(source: .finger, delta: Vector(dx: c.double(), dy: c.double()), v120: .zero,
                                         stopped: c.int(below: 3) == 0 ? [.vertical, .horizontal] : []))
        }
        let device = if case .touch = kind { touchscreen } else { touchpad }
        return InputEvent(time: time, device: device, kind: kind)
    }

    /// One command through `withController` from `c`: a programmatic call with extreme arguments.
    static func command(_ c: inout Choices) -> (inout ScrollZoomController) throws -> Void {
        let (a, b, p) = (c.double(), c.double(), c.point())
        switch c.int(below: 5) {
        case 0: return { try $0.setZoomScale(a, animated: true) }
        case 1: return { try $0.setContentOffset(p, animated: a > 0) }
        case 2: return { try $0.setZoomScaleLimits(minimum: a, maximum: b) }
        case 3: return { try $0.setContentSize(Size(width: a, height: b)) }
        default: return { try $0.zoom(to: Rect(origin: p, size: Size(width: a, height: b)), animated: true) }
        }
    }

    static func run(_ codes: [Int]) throws {
        let setup = ScrollZoomSetup(viewport: Size(width: 1280, height: 800))
        let pipeline = try Pipeline(configuration: PipelineConfiguration(graph: .viewer, scrollZoom: setup))
        var invariants = SoakInvariants()
        let emit: (PipelineOutput) -> Void = { invariants.check($0) }
        var now: Int64 = 0
        var steps: [String] = []
        try pipeline.process(
            InputEvent(time: .zero, device: touchscreen, kind: .deviceAdded(TraceBuilder.touchscreen())), emit: emit)
        try pipeline.process(
            InputEvent(time: .zero, device: touchpad, kind: .deviceAdded(TraceBuilder.touchpad())), emit: emit)
        for code in codes {
            var c = Choices(code)
            let t = c.time(after: now)
            let before = (pipeline.eventCount, pipeline.time)
            do {
                if c.int(below: 6) == 0 {
                    steps.append("command at \(t)")
                    _ = try pipeline.withController(at: Timestamp(microseconds: t), emit: emit, command(&c))
                } else {
                    let event = input(&c, time: Timestamp(microseconds: t))
                    steps.append("\(event)")
                    try pipeline.process(event, emit: emit)
                }
            } catch is ScrollZoomError {
                // A command's bad argument: named and rejected, the run goes on.
            } catch is EventTimeError {
                #expect(t.magnitude > Pipeline.latestEventTime.microseconds.magnitude, "rejected time \(t)")
                #expect(
                    pipeline.eventCount == before.0 && pipeline.time == before.1,
                    "a rejected event changed the pipeline")
                continue
            }
            now = max(now, t)
        }
        let end = Timestamp(microseconds: min(now, Pipeline.latestEventTime.microseconds))
        for device in [touchscreen, touchpad] {
            try pipeline.process(InputEvent(time: end, device: device, kind: .deviceRemoved), emit: emit)
        }
        pipeline.finish(emit: emit)
        invariants.checkQuiet(pipeline)
        #expect(invariants.violationCount == 0, "\(invariants.messages) after \(steps)")
    }

    @Test func inputAndCommandsWithExtremeNumbersNeverTrapAndKeepTheSoakInvariants() async {
        await propertyCheck(count: 200, input: Gen.int(in: Int.min...Int.max).array(of: 1...80)) { codes in
            try Self.run(codes)
        }
    }
}
