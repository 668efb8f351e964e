import GestureInput
import Testing

/// A physical click pins the fingers until they move 1.5 mm (libinput's tp_pin_fingers and
/// tp_unpin_finger). The pad here has 10 units per millimetre; the click is at x = 100.
struct ClickPinningTests {
    static let cases: [(name: String, xs: [Int32], reported: [Int32])] = [
        ("the press wobble (0.6 mm) does not move the finger", [100, 106, 98], [100, 100, 100]),
        ("moving 1.5 mm unpins it and it follows from then on", [100, 110, 115, 130], [100, 100, 115, 130]),
    ]

    @Test(arguments: 0..<cases.count)
    func aClickDoesNotMoveTheFingers(_ index: Int) {
        let c = Self.cases[index]
        var pinning = ClickPinning(slots: 1, unitsPerMillimetre: Vector(dx: 10, dy: 10))
        var seen: [Int32] = []
        for (i, x) in c.xs.enumerated() {
            var contact = TouchpadContact(present: true, x: x, y: 50)
            if i == 0 { pinning.pin(slot: 0, at: contact) }
            pinning.handle(slot: 0, contact: &contact)
            seen.append(contact.x)
        }
        #expect(seen == c.reported, "\(c.name)")
    }

    @Test func aNewContactInAPinnedSlotIsFree() {
        var pinning = ClickPinning(slots: 1, unitsPerMillimetre: Vector(dx: 10, dy: 10))
        pinning.pin(slot: 0, at: TouchpadContact(present: true, x: 100, y: 50))
        var lifted = TouchpadContact(present: false, x: 0, y: 0)
        pinning.handle(slot: 0, contact: &lifted)
        var next = TouchpadContact(present: true, isNew: true, x: 105, y: 50)
        pinning.handle(slot: 0, contact: &next)
        #expect(next.x == 105)
    }
}
