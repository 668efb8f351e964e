import GestureInput
import Testing

/// Every transition of libinput's touchpad gesture state machine (`TouchpadGestureMachine`,
/// docs/touchpad-gestures.md), one row each: the steps that reach it, the state after the last
/// step and the actions of that last step. Positions are millimetres; times milliseconds.
struct TouchpadGestureMachineTests {
    /// One input: fingers (serial, x, y) in a report at a time, or a deadline.
    enum Step: Sendable {
        case at(Int64, [(UInt64, Double, Double)])
        case deadline(Int64)
    }

    struct Row: CustomStringConvertible, Sendable {
        var description: String
        var steps: [Step]
        var state: String
        var actions: [String]
        var gesturesEnabled = true
    }

    /// Two fingers side by side, 20 mm apart; three in a row, the middle one 2 mm lower.
    static let two: [(UInt64, Double, Double)] = [(1, 30, 20), (2, 50, 20)]
    static let three: [(UInt64, Double, Double)] = [(1, 30, 20), (2, 45, 22), (3, 60, 20)]

    static func moved(_ fingers: [(UInt64, Double, Double)], _ dx: Double, _ dy: Double) -> [(UInt64, Double, Double)] {
        fingers.map { ($0.0, $0.1 + dx, $0.2 + dy) }
    }

    /// The two fingers moved apart by `d` each (west and east).
    static func spread(_ d: Double) -> [(UInt64, Double, Double)] { [(1, 30 - d, 20), (2, 50 + d, 20)] }

    static let rows: [Row] = [
        Row(description: "one finger down: unknown, hold timer armed",
            steps: [.at(0, [(1, 30, 20)])], state: "unknown", actions: []),
        Row(description: "unknown, hold timer fires: hold begins",
            steps: [.at(0, two), .deadline(40)], state: "hold", actions: ["hold begin 2"]),
        Row(description: "unknown, one finger moves: pointer motion, no gesture",
            steps: [.at(0, [(1, 30, 20)]), .at(10, [(1, 33, 20)])], state: "pointerMotion", actions: []),
        Row(description: "unknown, two fingers move the same way: scroll",
            steps: [.at(0, two), .at(10, moved(two, 0, 5))], state: "scroll", actions: ["scroll"]),
        Row(description: "unknown, two fingers move apart: pinch (nothing to report yet)",
            steps: [.at(0, two), .at(10, spread(3))], state: "pinch", actions: []),
        Row(description: "unknown, three fingers move the same way: swipe begins and updates",
            steps: [.at(0, three), .at(10, moved(three, 6, 0))], state: "swipe",
            actions: ["swipe begin 3", "swipe update 3"]),
        Row(description: "unknown, three close fingers past the swipe timeout with a little motion: swipe",
            steps: [.at(0, three), .at(160, moved(three, 0, 1.2))], state: "swipe",
            actions: ["swipe begin 3", "swipe update 3"]),
        Row(description: "unknown, a finger lands before anything began: fingers chosen again",
            steps: [.at(0, two), .at(10, three)], state: "unknown", actions: []),
        Row(description: "hold, one finger moves a little: hold and motion, the hold goes on",
            steps: [.at(0, [(1, 30, 20)]), .deadline(40), .at(50, [(1, 30.3, 20)])],
            state: "holdAndMotion", actions: []),
        Row(description: "hold, one finger moves: pointer motion, the hold is cancelled",
            steps: [.at(0, [(1, 30, 20)]), .deadline(40), .at(50, [(1, 33, 20)])],
            state: "pointerMotion", actions: ["hold end 1 cancelled"]),
        Row(description: "hold and motion, the finger moves on: pointer motion, the hold is cancelled",
            steps: [.at(0, [(1, 30, 20)]), .deadline(40), .at(50, [(1, 30.3, 20)]), .at(60, [(1, 33, 20)])],
            state: "pointerMotion", actions: ["hold end 1 cancelled"]),
        Row(description: "pointer motion, hold timer fires on a finger that barely moved: hold and motion",
            steps: [.at(0, [(1, 30, 20)]), .at(10, [(1, 30.2, 20)]), .deadline(40)],
            state: "holdAndMotion", actions: ["hold begin 1"]),
        Row(description: "hold, two fingers scroll: the hold is cancelled, the scroll starts",
            steps: [.at(0, two), .deadline(40), .at(50, moved(two, 0, 5))],
            state: "scroll", actions: ["hold end 2 cancelled", "scroll"]),
        Row(description: "hold, three fingers swipe: the hold is cancelled, the swipe begins",
            steps: [.at(0, three), .deadline(180), .at(200, moved(three, 6, 0))],
            state: "swipe", actions: ["hold end 3 cancelled", "swipe begin 3", "swipe update 3"]),
        Row(description: "hold, two fingers pinch: the hold is cancelled",
            steps: [.at(0, two), .deadline(40), .at(50, spread(3))],
            state: "pinch", actions: ["hold end 2 cancelled"]),
        Row(description: "hold, the fingers tap: the hold ends cancelled",
            steps: [.at(0, two), .deadline(40), .at(100, [])], state: "idle", actions: ["hold end 2 cancelled"]),
        Row(description: "hold, the fingers lift after a long hold: the hold ends",
            steps: [.at(0, two), .deadline(40), .at(500, [])], state: "idle", actions: ["hold end 2"]),
        Row(description: "scroll, the fingers turn apart early: a pinch after all",
            steps: [.at(0, two), .at(10, moved(two, 0, 5)), .at(20, [(1, 25, 25), (2, 55, 25)])],
            state: "pinch", actions: ["scroll stop"]),
        Row(description: "scroll, the fingers lift: the scroll stops",
            steps: [.at(0, two), .at(10, moved(two, 0, 5)), .at(30, [])], state: "idle", actions: ["scroll stop"]),
        Row(description: "pinch, the fingers move apart: the pinch begins and updates",
            steps: [.at(0, two), .at(10, spread(3)), .at(20, spread(6))],
            state: "pinch", actions: ["pinch begin 2", "pinch update 2"]),
        Row(description: "pinch, the fingers lift: the pinch ends",
            steps: [.at(0, two), .at(10, spread(3)), .at(20, spread(6)), .at(30, [])],
            state: "idle", actions: ["pinch end 2"]),
        Row(description: "swipe, the fingers lift: the swipe ends",
            steps: [.at(0, three), .at(10, moved(three, 6, 0)), .at(20, [])], state: "idle",
            actions: ["swipe end 3"]),
        Row(description: "swipe, a finger lifts: nothing while the count is pending",
            steps: [.at(0, three), .at(10, moved(three, 6, 0)), .at(20, Array(moved(three, 7, 0).prefix(2)))],
            state: "swipe", actions: []),
        Row(description: "swipe, the new count lasts the switch timeout: the swipe is cancelled",
            steps: [.at(0, three), .at(10, moved(three, 6, 0)), .at(20, Array(moved(three, 7, 0).prefix(2))),
                    .deadline(120)],
            state: "none", actions: ["swipe end 3 cancelled"]),
        Row(description: "swipe, the finger comes back within the switch timeout: the swipe goes on",
            steps: [.at(0, three), .at(10, moved(three, 6, 0)), .at(20, Array(moved(three, 7, 0).prefix(2))),
                    .at(50, moved(three, 8, 0))],
            state: "swipe", actions: ["swipe update 3"]),
        Row(description: "five fingers: no gesture",
            steps: [.at(0, [(1, 10, 20), (2, 20, 20), (3, 30, 20), (4, 40, 20), (5, 50, 20)]),
                    .at(10, [(1, 16, 20), (2, 26, 20), (3, 36, 20), (4, 46, 20), (5, 56, 20)])],
            state: "none", actions: []),
        Row(description: "gestures off (semi-MT): two fingers are a scroll at once",
            steps: [.at(0, two)], state: "scroll", actions: [], gesturesEnabled: false),
        Row(description: "gestures off (semi-MT): no hold",
            steps: [.at(0, two), .deadline(40), .at(50, moved(two, 0, 2))], state: "scroll", actions: ["scroll"],
            gesturesEnabled: false),
    ]

    static func name(_ state: TouchpadGestureMachine.State) -> String {
        switch state {
        case .idle: "idle"
        case .none: "none"
        case .unknown: "unknown"
        case .hold: "hold"
        case .holdAndMotion: "holdAndMotion"
        case .pointerMotion: "pointerMotion"
        case .scroll: "scroll"
        case .pinch: "pinch"
        case .swipe: "swipe"
        }
    }

    static func describe(_ action: TouchpadGestureMachine.Action) -> String {
        switch action {
        case .scroll: return "scroll"
        case .scrollStop: return "scroll stop"
        case .gesture(let g):
            switch g.phase {
            case .begin: return "\(g.kind) begin \(g.fingers)"
            case .update: return "\(g.kind) update \(g.fingers)"
            case .end(let cancelled): return "\(g.kind) end \(g.fingers)\(cancelled ? " cancelled" : "")"
            }
        }
    }

    /// Runs `steps` on a fresh machine; the actions of the last step.
    static func run(_ steps: [Step], gesturesEnabled: Bool = true)
        -> (TouchpadGestureMachine, [TouchpadGestureMachine.Action]) {
        var machine = TouchpadGestureMachine(configuration: .init(gesturesEnabled: gesturesEnabled, slots: 5))
        var last: [TouchpadGestureMachine.Action] = []
        for step in steps {
            switch step {
            case .at(let ms, let fingers):
                let f = fingers.map {
                    TouchpadGestureMachine.Finger(id: TouchID(device: DeviceID(0), serial: $0.0),
                                                  position: Point(x: $0.1, y: $0.2))
                }
                last = machine.handle(.frame(time: .milliseconds(ms), fingers: f))
            case .deadline(let ms):
                last = machine.handle(.deadline(.milliseconds(ms)))
            }
        }
        return (machine, last)
    }

    @Test(arguments: rows)
    func everyTransitionDoesWhatLibinputDoes(_ row: Row) {
        let (machine, actions) = Self.run(row.steps, gesturesEnabled: row.gesturesEnabled)
        #expect(Self.name(machine.state) == row.state, "\(row.description)")
        #expect(actions.map(Self.describe) == row.actions, "\(row.description)")
    }

    @Test func theHoldTimerIsFortyMillisecondsForTwoFingersAndOneEightyForThree() {
        #expect(Self.run([.at(0, Self.two)]).0.nextDeadline == .milliseconds(40))
        #expect(Self.run([.at(0, Self.three)]).0.nextDeadline == .milliseconds(180))
        // A finger landing before anything began chooses the fingers again, with a new timer.
        #expect(Self.run([.at(0, Self.two), .at(10, Self.three)]).0.nextDeadline == .milliseconds(190))
    }

    @Test func aSwipeUpdateIsTheFingersAverageMotionInLibinputUnits() throws {
        let (_, actions) = Self.run([.at(0, Self.three), .at(10, Self.moved(Self.three, 6, -3))])
        guard case .gesture(let g) = try #require(actions.last), case .update(let delta, let scale, let angle) = g.phase
        else { Issue.record("no swipe update: \(actions)"); return }
        let units = TouchpadGestureMachine.libinputUnitsPerMillimetre
        #expect(abs(delta.dx - 6 * units) < 1e-9 && abs(delta.dy + 3 * units) < 1e-9)
        #expect(scale == 1 && angle == 0)
        #expect(g.fingers == 3)
    }

    @Test func aPinchReportsScaleAgainstTheFirstDistanceAndTheTurnInRadians() throws {
        // Apart by 26 mm when recognized, then 32 mm and turned: finger 2 goes down by 32·tan(10°).
        let turned = 32 * 0.17632698070846498
        let (_, actions) = Self.run([.at(0, Self.two), .at(10, Self.spread(3)),
                                     .at(20, [(1, 24, 20), (2, 56, 20 + turned)])])
        guard case .gesture(let g) = try #require(actions.last), case .update(_, let scale, let angle) = g.phase
        else { Issue.record("no pinch update: \(actions)"); return }
        let expectedDistance = (32.0 * 32 + turned * turned).squareRoot()
        #expect(abs(scale - expectedDistance / 26) < 1e-9)
        #expect(abs(angle - 10 * Double.pi / 180) < 1e-9, "clockwise is positive")
    }

    @Test(arguments: [
        ((3.0, 0.0), (3.0, 0.5), true),      // both east
        ((0.0, -3.0), (-3.0, -3.0), true),   // north and north-west are neighbours
        ((-3.0, 0.0), (3.0, 0.0), false),    // west and east
        ((0.0, 3.0), (3.0, 0.0), false),     // south and east are two octants apart
        ((0.5, 0.5), (0.5, 1.5), true),      // short motions: their quadrants
    ])
    func fingersMoveTheSameWayWhenTheirOctantsTouch(_ c: ((Double, Double), (Double, Double), Bool)) {
        let (a, b, same) = c
        #expect(TouchpadDirection(dx: a.0, dy: a.1).isSame(as: TouchpadDirection(dx: b.0, dy: b.1)) == same)
    }
}
