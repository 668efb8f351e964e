import GestureInput
import Testing

/// BTN_TOUCH and the BTN_TOOL finger count bound the touches (libinput's tp_unhover_fake_touches).
struct ButtonTouchLimitTests {
    static let cases: [(name: String, present: [Bool], buttonTouch: Bool?, tool: Int, touching: [Bool])] = [
        ("before any BTN_TOUCH nothing is limited", [true, true], nil, 0, [true, true]),
        ("BTN_TOUCH released ends every contact (HP Synaptics keeps its ids)", [true, true], false, 0, [false, false]),
        ("BTN_TOUCH down without a tool count limits nothing", [true, true], true, 0, [true, true]),
        ("the tool's count limits the lowest slots first", [true, true, true], true, 2, [true, true, false]),
        ("more fingers than contacts: every contact touches", [true, false], true, 3, [true, false]),
    ]

    @Test(arguments: 0..<cases.count)
    func touchesAreBoundedByTheKeys(_ index: Int) {
        let c = Self.cases[index]
        var contacts = c.present.map { TouchpadContact(present: $0, x: 0, y: 0) }
        ButtonTouchLimit.apply(&contacts, buttonTouch: c.buttonTouch, toolFingers: c.tool)
        #expect(contacts.map(\.isTouching) == c.touching, "\(c.name)")
    }
}
