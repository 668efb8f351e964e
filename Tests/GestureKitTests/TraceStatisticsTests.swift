import Testing
import GestureKit

/// What `gesturekit info` counts (`TraceStatistics`): every event under its kind's name, and
/// frames by the number of touches in them.
@Suite struct TraceStatisticsTests {
    static func gather(_ builder: TraceBuilder) throws -> TraceStatistics {
        var source: any TraceSource = EventListSource(events: builder.events)
        return try TraceStatistics.gather(from: &source)
    }

    /// The names `info` prints, written out here as the specification (not taken from the code).
    static func specifiedName(of kind: InputEvent.Kind) -> String {
        switch kind {
        case .deviceAdded: "deviceAdded"
        case .deviceRemoved: "deviceRemoved"
        case .touch(.down): "down"
        case .touch(.motion): "motion"
        case .touch(.up): "up"
        case .touch(.cancel): "cancel"
        case .touch(.frame): "frame"
        case .pointer(.motion): "pointerMotion"
        case .pointer(.button): "button"
        case .pointer(.scroll): "scroll"
        case .gesture(let g):
            switch g.kind {
            case .swipe: "swipe"
            case .pinch: "pinch"
            case .hold: "hold"
            }
        }
    }

    @Test func everyEventIsCountedUnderItsKindsName() throws {
        var b = TraceBuilder()
        b.tap(at: Point(x: 100, y: 100))
        b.pan(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100))
        let slot = b.touchDown(at: Point(x: 50, y: 50))
        b.frame()
        b.touchCancel(slot: slot)
        b.frame()
        let pad = b.addDevice(TraceBuilder.touchpad())
        b.touchpadSwipe(by: Vector(dx: 100, dy: 0))
        b.touchpadPinch(scale: 2)
        b.touchpadHold()
        b.fingerScroll(by: Vector(dx: 0, dy: 30))
        b.removeDevice(pad)
        let stats = try Self.gather(b)

        var expected: [String: Int] = [:]
        for e in b.events { expected[Self.specifiedName(of: e.kind), default: 0] += 1 }
        #expect(stats.eventCounts == expected)
        #expect(stats.events == b.events.count)
        let kinds = ["deviceAdded", "deviceRemoved", "down", "motion", "up", "cancel", "frame", "swipe", "pinch",
                     "hold", "scroll"]
        for kind in kinds { #expect(expected[kind, default: 0] > 0, "the trace has no \(kind) event") }
    }

    @Test func eachTouchpadGestureIsNamedByItsRawValue() {
        for kind in TouchpadGestureKind.allCases {
            let event = InputEvent.Kind.gesture(TouchpadGestureEvent(kind: kind, fingers: 2, phase: .begin))
            #expect(TraceStatistics.name(of: event) == kind.rawValue)
        }
    }

    @Test func framesOfManyTouchesAreCountedLikeFramesOfFew() throws {
        let screen = DeviceInfo(name: "twenty-slot touchscreen", kind: .touchscreen, slotCount: 20,
                                capabilities: [.touch])
        var b = TraceBuilder(device: screen)
        // Frames of 1, 2, …, 18 touches, one finger more each time, then all lifted in one frame.
        var slots: [Int] = []
        for finger in 0..<18 {
            slots.append(b.touchDown(at: Point(x: 40 + 30 * Double(finger), y: 300)))
            b.frame()
            b.wait(.milliseconds(8))
        }
        b.lift(slots: slots)
        let stats = try Self.gather(b)

        var expected: [Int: Int] = [:]
        for touches in 1...18 { expected[touches] = 1 }
        expected[18, default: 0] += 1  // the lift: a frame still reporting the 18 touches, as they end
        #expect(stats.touchesPerFrame == expected)
        #expect(stats.diagnostics.isEmpty)
    }
}
