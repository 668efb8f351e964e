import GestureInput
import Testing
@testable import GestureRecognition

/// A graph with no recognizer yet (a pipeline without a configured graph starts with one) takes
/// every kind of input and reports nothing.
@Suite struct EmptyGraphTests {
    @Test(arguments: [TouchpadGestureKind.swipe, .pinch, .hold])
    func anEmptyGraphRoutesATouchpadGestureToNobody(_ kind: TouchpadGestureKind) {
        let graph = RecognizerGraph()
        var output: [GestureEvent] = []

        graph.handle(.touchpadGesture(.milliseconds(5), DeviceID(0),
                                      TouchpadGestureEvent(kind: kind, fingers: 3, phase: .begin)), into: &output)

        #expect(output.isEmpty)
    }
}
