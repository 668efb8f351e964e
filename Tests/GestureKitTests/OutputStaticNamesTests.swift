import GestureKit
@testable import GestureOutput
import Testing

/// The names the output records copy as static strings spell the enums' raw values, case for
/// case, so JSON Lines say what `rawValue` says.
@Suite struct OutputStaticNamesTests {
    @Test func everyStaticNameSpellsTheRawValue() {
        for c in [TouchPhase.began, .moved, .stationary, .ended, .cancelled] {
            #expect("\(c.staticName)" == c.rawValue)
        }
        for c in DeviceKind.allCases { #expect("\(c.staticName)" == c.rawValue) }
        for c in ScrollSource.allCases { #expect("\(c.staticName)" == c.rawValue) }
        for c in TouchpadGestureKind.allCases { #expect("\(c.staticName)" == c.rawValue) }
        for c in GestureKind.allCases { #expect(c.staticName.map { "\($0)" } == c.rawValue) }
        for c in GestureState.allCases { #expect("\(c.staticName)" == c.rawValue) }
        for c in SwipeDirection.allCases { #expect("\(c.staticName)" == c.rawValue) }
        for c in ScrollZoomEvent.Name.allCases { #expect("\(c.staticName)" == c.rawValue) }
    }

    @Test func aCustomKindHasNoStaticName() {
        #expect(GestureKind.custom("threeFingerTap").staticName == nil)
    }
}
