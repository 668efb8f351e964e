import GestureInput
import Testing

/// A contact as wide as two fingers, on a pad that reports two fingers as one contact, is two touches
/// (xf86-input-synaptics' `EmulateTwoFingerMinW` rule).
struct WideContactTwoFingersTests {
    static let xAxis = AbsoluteAxis(minimum: 1472, maximum: 5728)

    /// A pad like the HP 8470p: `BTN_TOOL_DOUBLETAP` and an `ABS_TOOL_WIDTH` axis of `width`.
    static func pad(width: AbsoluteAxis? = AbsoluteAxis(minimum: 0, maximum: 15), doubleTap: Bool = true)
        -> EvdevDescription {
        var keys = [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_FINGER]
        if doubleTap { keys.append(EvdevCode.BTN_TOOL_DOUBLETAP) }
        var absinfo = [EvdevCode.ABS_X: xAxis]
        if let width { absinfo[EvdevCode.ABS_TOOL_WIDTH] = width }
        return EvdevDescription(codes: [EvdevCode.EV_KEY: keys], absinfo: absinfo)
    }

    @Test(arguments: [(0, 15, 7), (0, 255, 112), (4, 19, 11)])
    func theThresholdIsSevenSixteenthsOfTheWidthRange(_ minimum: Int32, _ maximum: Int32, _ threshold: Int32) {
        let rule = WideContactTwoFingers(
            evdev: Self.pad(width: AbsoluteAxis(minimum: minimum, maximum: maximum)), slots: 2,
            xUnitsPerMillimetre: 61)
        #expect(rule?.threshold == threshold)
    }

    static let padsWithoutTheRule: [(name: String, evdev: EvdevDescription, slots: Int)] = [
        ("no BTN_TOOL_DOUBLETAP", pad(doubleTap: false), 2),
        ("no ABS_TOOL_WIDTH", pad(width: nil), 2),
        ("an empty width range", pad(width: AbsoluteAxis(minimum: 0, maximum: 0)), 2),
        ("no slot for the second touch", pad(), 1),
    ]

    @Test(arguments: 0..<padsWithoutTheRule.count)
    func padsThatCannotReportTwoFingersAsOneWideContactHaveNoRule(_ index: Int) {
        let c = Self.padsWithoutTheRule[index]
        #expect(WideContactTwoFingers(evdev: c.evdev, slots: c.slots, xUnitsPerMillimetre: 61) == nil, "\(c.name)")
    }

    @Test func aWideContactIsTwoTouchesEighteenMillimetresApartAboutIt() throws {
        var rule = try #require(WideContactTwoFingers(evdev: Self.pad(), slots: 2, xUnitsPerMillimetre: 61))
        var contacts = [TouchpadContact(present: true, x: 3400, y: 2000), TouchpadContact(present: false, x: 0, y: 0)]
        #expect(rule.apply(&contacts, toolFingers: 1, width: 11, xAxis: Self.xAxis) == 0, "reported once")
        #expect(contacts.map(\.isTouching) == [true, true])
        #expect(contacts[0].x == 3400 - 549 && contacts[1].x == 3400 + 549, "9 mm each side at 61 units/mm")
        #expect(contacts[0].y == 2000 && contacts[1].y == 2000)
        #expect(contacts[1].isNew)
        var next = [TouchpadContact(present: true, x: 3400, y: 2070), TouchpadContact(present: false, x: 0, y: 0)]
        #expect(rule.apply(&next, toolFingers: 1, width: 13, xAxis: Self.xAxis) == nil, "not reported again")
        #expect(next[1].isTouching && !next[1].isNew && next[1].y == 2070)
    }

    static let contactsThatStayAsTheyAre: [(name: String, touching: [Bool], tool: Int, width: Int32?)] = [
        ("a narrow contact", [true, false], 1, 6),
        ("no width sent yet", [true, false], 1, nil),
        ("the pad reports two fingers itself", [true, true], 2, 13),
        ("BTN_TOOL_DOUBLETAP down", [true, false], 2, 13),
        ("no contact", [false, false], 0, 13),
    ]

    @Test(arguments: 0..<contactsThatStayAsTheyAre.count)
    func otherContactsStayAsTheyAre(_ index: Int) throws {
        let c = Self.contactsThatStayAsTheyAre[index]
        var rule = try #require(WideContactTwoFingers(evdev: Self.pad(), slots: 2, xUnitsPerMillimetre: 61))
        var contacts = c.touching.map { TouchpadContact(present: $0, x: 3400, y: 2000) }
        let before = contacts
        #expect(rule.apply(&contacts, toolFingers: c.tool, width: c.width, xAxis: Self.xAxis) == nil, "\(c.name)")
        #expect(contacts == before, "\(c.name)")
    }

    @Test func bothTouchesStayOnThePad() throws {
        var rule = try #require(WideContactTwoFingers(evdev: Self.pad(), slots: 2, xUnitsPerMillimetre: 61))
        var contacts = [TouchpadContact(present: true, x: 1500, y: 2000), TouchpadContact(present: false, x: 0, y: 0)]
        _ = rule.apply(&contacts, toolFingers: 1, width: 12, xAxis: Self.xAxis)
        #expect(contacts[0].x == Self.xAxis.minimum && contacts[1].x == 1500 + 549)
    }
}
