import GestureInput
import Testing

/// The quirks file format as libinput's parser enforces it (`quirks/README.md`, "Parser errors";
/// `src/quirks.c`, `parse_file`): every broken rule is refused with its file and line.
@Suite struct QuirksFileTests {
    /// The README's own example file parses into its two sections, rules and properties in order.
    @Test func theReadmeExampleParsesIntoItsSections() throws {
        let text = """
            # This is a comment
            [Some touchpad]
            MatchBus=usb
            # No quotes around strings
            MatchName=*Synaptics Touchpad*
            AttrSizeHint=50x50
            ModelSynapticsTouchpad=1

            [Apple touchpad]
            MatchVendor=0x5AC
            MatchProduct=0x123
            ModelAppleTouchpad=1
            """
        let sections = try QuirksFile.parse(text, file: "example.quirks")
        #expect(sections.map(\.name) == ["Some touchpad", "Apple touchpad"])
        #expect(sections[0].rules == [.bus(.usb), .name("*Synaptics Touchpad*")])
        #expect(sections[0].properties.map(\.key) == ["AttrSizeHint", "ModelSynapticsTouchpad"])
        #expect(sections[1].rules == [.vendor(0x05AC), .product(0x0123)])
        #expect(sections[1].line == 9)
    }

    /// A comment after a value is cut together with the blanks before it.
    @Test func aTrailingCommentAndItsBlanksAreNotPartOfTheValue() throws {
        let text = "[A]\nMatchName=*Pad*   # the pad\nAttrPressureRange=10:8\n"
        let sections = try QuirksFile.parse(text, file: "a.quirks")
        #expect(sections[0].rules == [.name("*Pad*")])
    }

    @Test(arguments: [
        ("[A]\n MatchName=x\nModelFoo=1\n", 2, "leading whitespace"),
        ("[A]\nMatchName=x \nModelFoo=1\n", 2, "trailing whitespace"),
        ("[A\nMatchName=x\nModelFoo=1\n", 1, "must be '[Name]'"),
        ("MatchName=x\n", 1, "expected a [Section] header"),
        ("[A]\nModelFoo=1\n", 2, "before any Match"),
        ("[A]\nMatchName=x\n[B]\nMatchName=y\nModelFoo=1\n", 3, "has no Model… or Attr… line"),
        ("[A]\nMatchName=x\nModelFoo=1\nMatchBus=usb\n", 4, "Match lines come first"),
        ("[A]\nMatchName=x\nMatchName=y\nModelFoo=1\n", 3, "repeated"),
        ("[A]\nMatchName=\"x\"\nModelFoo=1\n", 2, "not quoted"),
        ("[A]\nMatchName=x=y\nModelFoo=1\n", 2, "one '='"),
        ("[A]\nMatchVendor=0x5ac\nModelFoo=1\n", 2, "upper-case hex"),
        ("[A]\nMatchVendor=0x10000\nModelFoo=1\n", 2, "at most 0xFFFF"),
        ("[A]\nMatchVendor=1452\nModelFoo=1\n", 2, "0x followed by"),
        ("[Serial Keyboards]\nMatchUdevType=keyboard\nMatchBus=serial\nAttrKeyboardIntegration=internal\n", 3,
         "MatchBus must be one of usb, bluetooth, ps2, rmi, i2c, spi"),
        ("[A]\nMatchUdevType=touchscreen\nModelFoo=1\n", 2, "MatchUdevType must be one of"),
        ("[A]\nMatchDMIModalias=svnLENOVO*\nModelFoo=1\n", 2, "must start with 'dmi:'"),
        ("[A]\nMatchColour=red\nModelFoo=1\n", 2, "unknown match key"),
        ("[A]\nMatchName=x\nModelFoo=2\n", 3, "must be 0 or 1"),
        ("[A]\nMatchName=x\nAttrPressureRange=8:10\n", 3, "begin ≥ end"),
        ("[A]\nMatchName=x\nAttrResolutionHint=31\n", 3, "WxH"),
        ("[A]\nMatchName=x\nAttrPalmPressureThreshold=-1\n", 3, "non-negative"),
        ("[A]\nMatchName=x\nFooBar=1\n", 3, "unknown key"),
        ("[A]\nMatchName=x\n", 2, "ends without a Model… or Attr… line"),
        ("# only a comment\n", 0, "no [Section]"),
    ])
    func aBrokenRuleIsRefusedAtItsLine(text: String, line: Int, message: String) {
        #expect {
            _ = try QuirksFile.parse(text, file: "broken.quirks")
        } throws: { error in
            guard let error = error as? QuirksFileError else { return false }
            return error.file == "broken.quirks" && error.line == line && error.message.contains(message)
        }
    }

    /// libinput's documentation (1.32) writes the serial-keyboard example with `MatchBus=ps2`.
    @Test func theDocumentedSerialKeyboardExampleParses() throws {
        let text = "[Serial Keyboards]\nMatchUdevType=keyboard\nMatchBus=ps2\nAttrKeyboardIntegration=internal\n"
        let sections = try QuirksFile.parse(text, file: "doc.quirks")
        #expect(sections[0].rules == [.udevType(.keyboard), .bus(.ps2)])
    }
}
