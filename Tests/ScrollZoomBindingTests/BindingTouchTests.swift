import GestureInput
import ScrollZoom
import ScrollZoomBinding
import ScrollZoomTestSupport
import Testing

/// Touch reports reach the controller only through the binding: a landing stops motion before any
/// recognizer has decided, the last lift releases the touch, and nothing else calls the controller.
@Suite struct BindingTouchTests {
    static let device = DeviceID(0)

    /// A frame at `time` with one touch per phase.
    func frame(at time: Timestamp, _ phases: [TouchPhase]) -> TouchFrame {
        TouchFrame(time: time, device: Self.device, touches: phases.enumerated().map { i, phase in
            let at = Point(x: 100 + Double(i) * 50, y: 300)
            return Touch(id: TouchID(device: Self.device, serial: UInt64(i)), slot: i, location: at, startLocation: at,
                         startTime: .zero, phase: phase)
        })
    }

    /// A controller flinging up from offset 0 since time 0.
    func flinging() throws -> ScrollZoomController {
        var c = try makeController()
        c.beginDrag(at: Point(x: 400, y: 300), time: ms(0))
        c.endDrag(velocity: Vector(dx: 0, dy: -1000), time: ms(0))
        return c
    }

    @Test func aTouchThatLandsStopsAFlingWhereItIs() throws {
        var c = try flinging()
        var binding = ScrollZoomBinding()
        #expect(binding.handle(frame(at: ms(100), [.began]), controller: &c))
        #expect(!c.isDecelerating && c.isTracking)
        #expect(c.now == ms(100))
        #expect(c.events.last?.name == .didEndDecelerating)
    }

    @Test func aTouchThatLandsAndLiftsWithinOneReportStopsAFlingAndReleasesIt() throws {
        var c = try flinging()
        var binding = ScrollZoomBinding()
        let at = Point(x: 100, y: 300)
        let tap = Touch(id: TouchID(device: Self.device, serial: 0), slot: 0, location: at, startLocation: at,
                        startTime: ms(100), phase: .ended)
        #expect(binding.handle(TouchFrame(time: ms(100), device: Self.device, touches: [tap]), controller: &c))
        #expect(!c.isDecelerating && !c.isTracking)
        #expect(c.events.contains { $0.name == .didEndDecelerating })
    }

    @Test func aReportThatOnlyMovesTouchesDoesNotCallTheController() throws {
        var c = try flinging()
        var binding = ScrollZoomBinding()
        #expect(!binding.handle(frame(at: ms(100), [.moved, .moved]), controller: &c))
        #expect(c.isDecelerating)
        #expect(c.now == ms(0), "the controller was not even advanced")
    }

    @Test func aLiftWhileAnotherFingerStaysDownKeepsTheTouch() throws {
        var c = try flinging()
        var binding = ScrollZoomBinding()
        binding.handle(frame(at: ms(100), [.began, .began]), controller: &c)
        #expect(!binding.handle(frame(at: ms(150), [.ended, .moved]), controller: &c))
        #expect(c.isTracking)
    }

    @Test func theLastLiftReleasesATouchThatStoppedAFling() throws {
        var c = try flinging()
        var binding = ScrollZoomBinding()
        binding.handle(frame(at: ms(100), [.began]), controller: &c)
        #expect(binding.handle(frame(at: ms(200), [.ended]), controller: &c))
        #expect(c.isIdle && !c.isTracking)
        #expect(binding.state == .idle, "touches do not change which gestures reach the controller")
    }
}
