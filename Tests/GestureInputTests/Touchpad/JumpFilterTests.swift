import GestureInput
import Testing

/// libinput's tp_detect_jumps: > 20 mm per 12 ms, or an increase of > 7 mm over the previous
/// report, is a jump that is re-based, not motion. The pad here has 10 units per millimetre.
struct JumpFilterTests {
    /// (x in mm, time in ms) per report, and whether each report is a jump.
    static let cases: [(name: String, reports: [(Double, Int64)], jumps: [Bool])] = [
        ("steady motion is no jump", [(0, 0), (3, 12), (6, 24), (9, 36)], [false, false, false, false]),
        ("21 mm in 12 ms is a jump", [(0, 0), (21, 12)], [false, true]),
        ("an 8 mm increase over a still finger is a jump", [(0, 0), (0, 12), (8, 24)], [false, false, true]),
        ("a fast but steady finger is no jump", [(0, 0), (6, 12), (12, 24), (18, 36)], [false, false, false, false]),
        ("36 mm in 24 ms is no jump for a finger already moving that fast",
         [(0, 0), (6, 12), (18, 24), (36, 36), (72, 60)], [false, false, false, false, false]),
        ("a long gap still caps the speed: 100 mm in 50 ms", [(0, 0), (100, 50)], [false, true]),
    ]

    @Test(arguments: 0..<cases.count)
    func jumpsAreDetectedAsLibinputDoes(_ index: Int) {
        let c = Self.cases[index]
        var filter = JumpFilter(slots: 1, unitsPerMillimetre: Vector(dx: 10, dy: 10))
        var seen: [Bool] = []
        for (i, r) in c.reports.enumerated() {
            var contact = TouchpadContact(present: true, isNew: i == 0, x: Int32(r.0 * 10), y: 0)
            seen.append(filter.handle(slot: 0, contact: &contact, time: .milliseconds(r.1)))
        }
        #expect(seen == c.jumps, "\(c.name)")
    }

    @Test func aJumpIsRebasedSoTheTouchContinuesFromWhereItWas() {
        var filter = JumpFilter(slots: 1, unitsPerMillimetre: Vector(dx: 10, dy: 10))
        var positions: [Int32] = []
        for (x, t) in [(Int32(0), Int64(0)), (10, 12), (500, 24), (510, 36)] {
            var contact = TouchpadContact(present: true, isNew: t == 0, x: x, y: 0)
            _ = filter.handle(slot: 0, contact: &contact, time: .milliseconds(t))
            positions.append(contact.x)
        }
        #expect(positions == [0, 10, 10, 20])
    }
}
