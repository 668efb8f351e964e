import GestureInput
import Testing

@Suite struct EvdevCodesTests {
    @Test(arguments: [
        ("ABS_MT_SLOT", EvdevCode.EV_ABS, UInt16(0x2f)),
        ("ABS_MT_TRACKING_ID", EvdevCode.EV_ABS, 0x39),
        ("BTN_TOOL_TRIPLETAP", EvdevCode.EV_KEY, 0x14e),
        ("SYN_MT_REPORT", EvdevCode.EV_SYN, 2),
        ("SYN_DROPPED", EvdevCode.EV_SYN, 3),
        ("BTN_TOUCH", EvdevCode.EV_KEY, 330),
    ])
    func namesAndCodesLookUpBothWays(_ name: String, _ type: UInt16, _ code: UInt16) {
        #expect(EvdevCode.codeName(type: type, code: code) == name)
        let found = EvdevCode.code(named: name)
        #expect(found?.type == type && found?.code == code)
    }

    @Test func typesAndPropertiesLookUpBothWays() {
        #expect(EvdevCode.typeName(3) == "EV_ABS")
        #expect(EvdevCode.type(named: "EV_KEY") == 1)
        #expect(EvdevCode.propertyName(1) == "INPUT_PROP_DIRECT")
        #expect(EvdevCode.property(named: "INPUT_PROP_BUTTONPAD") == 2)
    }

    @Test func unknownCodesDescribeAsHex() {
        #expect(EvdevCode.codeName(type: EvdevCode.EV_KEY, code: 0x2c0) == nil)
        #expect(EvdevCode.describe(type: EvdevCode.EV_KEY, code: 0x2c0) == "EV_KEY/0x2c0")
        #expect(EvdevCode.describe(type: 3, code: 0x35) == "EV_ABS/ABS_MT_POSITION_X")
    }

    @Test func sameCodeNumberInDifferentTypesHasDifferentNames() {
        #expect(EvdevCode.codeName(type: EvdevCode.EV_ABS, code: 0) == "ABS_X")
        #expect(EvdevCode.codeName(type: EvdevCode.EV_REL, code: 0) == "REL_X")
        #expect(EvdevCode.codeName(type: EvdevCode.EV_SYN, code: 0) == "SYN_REPORT")
    }

    @Test func toolKeysCountFingers() {
        #expect(EvdevCode.fingerCount(ofTool: EvdevCode.BTN_TOOL_FINGER) == 1)
        #expect(EvdevCode.fingerCount(ofTool: EvdevCode.BTN_TOOL_QUINTTAP) == 5)
        #expect(EvdevCode.fingerCount(ofTool: EvdevCode.BTN_TOUCH) == nil)
    }
}
