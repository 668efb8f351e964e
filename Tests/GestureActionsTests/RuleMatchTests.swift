import Testing
@testable import GestureActions

/// A table of gestures × rules: which field decides, in words `--explain` prints.
@Suite struct RuleMatchTests {
    static let cases: [(RuleMatch, DesktopGesture, String?)] = [
        (RuleMatch(gesture: .swipe), Fixture.gesture(.swipe, fingers: 3, .left), nil),
        (RuleMatch(gesture: .swipe, fingers: 3, direction: .left, device: .touchpad),
         Fixture.gesture(.swipe, fingers: 3, .left), nil),
        (RuleMatch(gesture: .pinch), Fixture.gesture(.swipe, fingers: 3, .left), "gesture swipe, not pinch"),
        (RuleMatch(gesture: .swipe, fingers: 4), Fixture.gesture(.swipe, fingers: 3, .left), "fingers 3, not 4"),
        (RuleMatch(gesture: .swipe, direction: .right), Fixture.gesture(.swipe, fingers: 3, .left),
         "direction left, not right"),
        (RuleMatch(gesture: .swipe, device: .touchscreen), Fixture.gesture(.swipe, fingers: 3, .up),
         "device touchpad, not touchscreen"),
        (RuleMatch(gesture: .tap, fingers: 2), Fixture.gesture(.tap, fingers: 2), nil),
        (RuleMatch(gesture: .tap, fingers: 2), Fixture.gesture(.doubleTap), "gesture double-tap, not tap"),
        (RuleMatch(gesture: .pinch, direction: .in), Fixture.gesture(.pinch, fingers: 2, .out),
         "direction out, not in"),
        (RuleMatch(gesture: .hold, deviceName: "*synaptics*"), Fixture.gesture(.hold, fingers: 3), nil),
        (RuleMatch(gesture: .hold, deviceName: "Synaptics"), Fixture.gesture(.hold, fingers: 3),
         "device name \"SynPS/2 Synaptics TouchPad\" does not match \"Synaptics\""),
        (RuleMatch(gesture: .hold, deviceName: "SynPS/2 ?ynaptics*"), Fixture.gesture(.hold), nil),
    ]

    @Test(arguments: cases)
    func aRuleTakesAGestureOnlyWhenEveryGivenFieldAgrees(match: RuleMatch, gesture: DesktopGesture,
                                                         mismatch: String?) {
        #expect(match.mismatch(gesture) == mismatch)
    }
}

/// The threshold's conditions, each alone and together.
@Suite struct ThresholdTests {
    @Test(arguments: [
        (Threshold(percent: 20), 19.9, nil as Double?, 0 as UInt64, "progress 19.9 % < 20 %"),
        (Threshold(percent: 20), 20, nil, 0, nil),
        (Threshold(distance: 10), 50, 9.5, 0, "distance 9.5 mm < 10 mm"),
        (Threshold(distance: 10), 50, nil, 0, "the device's distance is not known"),
        (Threshold(distance: 10), 50, 10, 0, nil),
        (Threshold(duration: 300), 50, nil, 299, "duration 299 ms < 300 ms"),
        (Threshold(percent: 10, duration: 300), 50, nil, 300, nil),
        (Threshold.none, 0, nil, 0, nil),
    ] as [(Threshold, Double, Double?, UInt64, String?)])
    func aThresholdIsCrossedWhenEveryConditionHolds(threshold: Threshold, progress: Double, distance: Double?,
                                                    ms: UInt64, shortfall: String?) {
        let g = Fixture.gesture(.swipe, fingers: 3, .left, progress: progress, distance: distance, ms: ms)
        #expect(threshold.shortfall(of: g) == shortfall)
        #expect(threshold.isCrossed(by: g) == (shortfall == nil))
    }
}
