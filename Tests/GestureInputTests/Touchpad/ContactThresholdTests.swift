import GestureInput
import Testing

/// Touch begin and end by pressure or size: a value must reach `begin` to start a touch and fall
/// below `end` to end it (hysteresis), as libinput's tp_init_pressure / tp_init_touch_size.
struct ContactThresholdTests {
    @Test func libinputsDefaultPressureThresholdsAreTwelveAndTenPercentOfTheRange() {
        let t = ContactThreshold.defaultPressure(for: AbsoluteAxis(minimum: 0, maximum: 255))
        #expect(t.begin == 30)  // 0.12 × 255 = 30.6
        #expect(t.end == 25)    // 0.10 × 255 = 25.5
    }

    static let sequences: [(name: String, values: [Int32], touching: [Bool])] = [
        ("a light hover never touches", [5, 20, 29, 10], [false, false, false, false]),
        ("reaching begin touches", [10, 30, 40], [false, true, true]),
        ("between end and begin a touch stays a touch", [40, 27, 26, 25], [true, true, true, true]),
        ("below end the touch ends", [40, 24, 29], [true, false, false]),
        ("a size-0 contact after the lift is no touch (bcm5974)", [160, 140, 0, 0], [true, true, false, false]),
    ]

    @Test(arguments: 0..<sequences.count)
    func touchingFollowsTheValuesWithHysteresis(_ index: Int) {
        let c = Self.sequences[index]
        let threshold =
            c.name.contains("bcm5974") ? ContactThreshold(begin: 150, end: 130) : ContactThreshold(begin: 30, end: 25)
        var state = ContactThreshold.State.lifted
        var seen: [Bool] = []
        for v in c.values {
            state = state.handle(v, threshold: threshold)
            seen.append(state == .touching)
        }
        #expect(seen == c.touching, "\(c.name)")
    }
}
