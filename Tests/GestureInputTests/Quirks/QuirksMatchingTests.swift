import GestureInput
import Testing

/// Which sections apply to which device, and which attribute wins, as libinput's
/// `quirks_fetch_for_device` decides (`src/quirks.c`): every rule must match; a rule about
/// something the device description lacks keeps the section from applying; later sections override
/// earlier ones attribute by attribute.
@Suite struct QuirksMatchingTests {
    static let database: QuirksDatabase = {
        let generic = """
            [Elantech Touchpads]
            MatchName=*Elantech Touchpad*
            AttrResolutionHint=31x31
            AttrPressureRange=10:8

            [Apple Touchpads USB]
            MatchVendor=0x05AC
            MatchBus=usb
            MatchUdevType=touchpad
            AttrTouchSizeRange=150:130
            AttrPalmSizeThreshold=800
            """
        let local = """
            [Touchpad pressure override]
            MatchUdevType=touchpad
            MatchName=*SynPS/2 Synaptics TouchPad
            MatchDMIModalias=dmi:*svnLENOVO:*:pvrThinkPadT440p*
            AttrPressureRange=100:90

            [Later Elantech override]
            MatchName=ETPS/2 Elantech Touchpad
            MatchBus=ps2
            AttrPressureRange=12:9
            """
        let files = [("30-vendor.quirks", generic), ("local-overrides.quirks", local)]
        return (try? QuirksDatabase(files: files)) ?? .empty
    }()

    static let elantech = QuirkDevice(name: "ETPS/2 Elantech Touchpad", bus: .ps2, vendor: 0x0002, product: 0x000E,
                                      udevTypes: [.touchpad])
    static let apple = QuirkDevice(name: "bcm5974", bus: .usb, vendor: 0x05AC, product: 0x0262, udevTypes: [.touchpad])
    static let synaptics = QuirkDevice(name: "SynPS/2 Synaptics TouchPad", bus: .ps2, vendor: 0x0002, product: 0x0007,
                                       udevTypes: [.touchpad])
    static let t440p = "dmi:bvnLENOVO:bvrGJET98WW:svnLENOVO:pn20AN00C1US:pvrThinkPadT440p:rvnLENOVO:"

    @Test(arguments: [
        ("a name glob", elantech, nil as String?, ["Elantech Touchpads", "Later Elantech override"], [String]()),
        ("vendor, bus and udev type together", apple, nil, ["Apple Touchpads USB"], []),
        ("a DMI rule on a recording (DMI unknown)", synaptics, nil, [], ["Touchpad pressure override"]),
        ("a DMI rule on the machine it names", synaptics, t440p, ["Touchpad pressure override"], []),
        ("a DMI rule on another machine", synaptics, "dmi:svnDell:pvrXPS13:", [], []),
    ])
    func sectionsApplyWhenEveryRuleMatches(_ label: String, device: QuirkDevice, dmi: String?, applied: [String],
                                           undecided: [String]) {
        var d = device
        d.dmiModalias = dmi
        let match = Self.database.match(d)
        #expect(match.sections.map(\.name) == applied, "\(label)")
        #expect(match.undecided.map(\.name) == undecided, "\(label)")
    }

    @Test func aLaterSectionOverridesAnEarlierOnesAttributeAndKeepsTheRest() {
        let quirks = TouchpadQuirks(Self.database.match(Self.elantech))
        #expect(quirks.pressureRange?.threshold == ContactThreshold(begin: 12, end: 9))
        #expect(quirks.pressureRange?.section == "Later Elantech override (local-overrides.quirks)")
        #expect(quirks.resolutionHint?.x == 31 && quirks.resolutionHint?.y == 31)
    }

    @Test func aTouchscreenMatchesNoTouchpadSection() {
        var screen = Self.apple
        screen.udevTypes = []
        #expect(Self.database.match(screen).sections.isEmpty)
    }

    @Test func nameGlobsAreFnmatchPatterns() {
        #expect(QuirkMatchRule.name("*Elan Touchpad*").matches(QuirkDevice(name: "Elan Touchpad 04F3")) == true)
        #expect(QuirkMatchRule.name("*Elan Touchpad*").matches(QuirkDevice(name: "ELAN Touchpad")) == false)
        #expect(QuirkMatchRule.name("SYNA[0-9]*").matches(QuirkDevice(name: "SYNA3602:00")) == true)
        #expect(QuirkMatchRule.uniq("*").matches(QuirkDevice(name: "x")) == nil)
    }
}
