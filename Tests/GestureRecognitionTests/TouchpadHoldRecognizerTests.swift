import GestureInput
import Testing
@testable import GestureRecognition

struct TouchpadHoldRecognizerTests {
    @Test(arguments: [(false, GestureState.ended), (true, .cancelled)])
    func aHoldBeginsAtLibinputsBeginAndEndsOrIsCancelledWithIt(cancelled: Bool, final: GestureState) throws {
        let r = try GestureRun([("hold", TouchpadHoldRecognizer())])
        r.send(touchpad(.hold, fingers: 2, .begin, at: msec(0)))
        r.send(touchpad(.hold, fingers: 2, .end(cancelled: cancelled), at: msec(300)))
        #expect(r.states(of: "hold") == [.began, final])
        #expect(r.events.allSatisfy { $0.touches == 2 && $0.kind == .touchpadHold })
        #expect(r.graph.isIdle)
    }

    @Test func aHoldWithAnotherFingerCountIsNotAcceptedAndSwipesAreNotItsBusiness() throws {
        let r = try GestureRun([("hold1", TouchpadHoldRecognizer(configuration: TouchpadHoldConfiguration(fingers: 1)))]
        )
        r.send(touchpad(.swipe, fingers: 3, .begin, at: msec(0)))
        r.send(touchpad(.hold, fingers: 2, .begin, at: msec(10)))
        r.send(touchpad(.hold, fingers: 2, .end(cancelled: false), at: msec(20)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "hold1") == [.notAccepted])
    }
}
