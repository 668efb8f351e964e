import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

/// "Did this touch land in this frame?" is one rule (`TouchFrame.landed(_:)`), shared by the
/// graph's routing, the tap and the long-press recognizers: a touch that lands and lifts (or is
/// cancelled) within one report is a landing followed by that lift, for all of them.
struct LandedInFrameTests {
    private static let id = TouchID(device: DeviceID(0), serial: 0)

    private static func frame(at time: Timestamp, _ phase: TouchPhase, startedAt start: Timestamp) -> TouchFrame {
        TouchFrame(time: time, device: DeviceID(0), touches: [
            Touch(id: id, slot: 0, location: .p(20, 30), startLocation: .p(20, 30), startTime: start, phase: phase),
        ])
    }

    @Test(arguments: [
        (TouchPhase.began, true), (.ended, true), (.cancelled, true), (.moved, false), (.stationary, false),
    ])
    func aTouchStartedInThisReportLanded(phase: TouchPhase, landed: Bool) {
        let frame = Self.frame(at: .ms(50), phase, startedAt: .ms(50))
        #expect(frame.landed(frame.touches[0]) == landed)
    }

    @Test(arguments: [TouchPhase.ended, .cancelled, .moved, .stationary])
    func aTouchStartedInAnEarlierReportDidNotLand(phase: TouchPhase) {
        let frame = Self.frame(at: .ms(50), phase, startedAt: .ms(40))
        #expect(!frame.landed(frame.touches[0]))
    }

    @Test func aLongPressSeesALandingAndLiftInOneReportAsAPressTooShort() throws {
        let h = try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "press", .longPress(LongPressConfiguration())),
        ]))
        h.send(Self.frame(at: .ms(50), .ended, startedAt: .ms(50)))
        h.finish()
        #expect(h.failures(of: "press").map(\.code) == [.pressTooShort])
        #expect(h.events.isEmpty)
    }

    @Test func aTapFailsATouchThatLandsAndIsCancelledInOneReport() throws {
        let h = try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "tap", .tap(TapConfiguration())),
        ]))
        h.send(Self.frame(at: .ms(50), .cancelled, startedAt: .ms(50)))
        h.finish()
        #expect(h.failures(of: "tap").map(\.code) == [.touchCancelled])
        #expect(h.events.isEmpty)
    }
}
