import GestureInput
import Testing

/// A resting finger's jitter inside the margin is not motion; beyond it the touch follows, lagging
/// by the margin (libinput's tp_motion_hysteresis). Margin here: 4 units on both axes.
struct MotionHysteresisTests {
    static let cases: [(name: String, xs: [Int32], reported: [Int32])] = [
        ("jitter inside the margin stays put", [100, 103, 98, 102, 100], [100, 100, 100, 100, 100]),
        ("a real move follows, lagging by the margin", [100, 110, 120], [100, 106, 116]),
        ("moving back within the margin does not move", [100, 110, 108], [100, 106, 106]),
    ]

    @Test(arguments: 0..<cases.count)
    func aRestingFingerDoesNotMove(_ index: Int) {
        let c = Self.cases[index]
        var h = MotionHysteresis(slots: 1, margin: Vector(dx: 4, dy: 4))
        var seen: [Int32] = []
        for (i, x) in c.xs.enumerated() {
            var contact = TouchpadContact(present: true, isNew: i == 0, x: x, y: 50)
            h.handle(slot: 0, contact: &contact)
            seen.append(contact.x)
        }
        #expect(seen == c.reported, "\(c.name)")
    }

    @Test func theMarginIsTheFuzzElseAQuarterMillimetre() {
        let fuzzy = AbsoluteAxis(minimum: 0, maximum: 999, fuzz: 8)
        let plain = AbsoluteAxis(minimum: 0, maximum: 999)
        #expect(
            MotionHysteresis.margin(x: fuzzy, y: plain, unitsPerMillimetre: Vector(dx: 20, dy: 20))
                == Vector(dx: 8, dy: 5))
    }
}
