import Testing
@testable import GestureActions

@Suite struct KeyCombinationTests {
    @Test(arguments: [
        ("ctrl+alt+Left", [29, 56, 105]),
        ("super+Up", [125, 103]),
        ("XF86AudioRaiseVolume", [115]),
        ("Page_Up", [104]),
        ("KEY_F5", [63]),
        ("shift + Return", [42, 28]),
    ] as [(String, [UInt16])])
    func namesBecomeEvdevCodesInPressOrder(text: String, codes: [UInt16]) throws {
        #expect(try KeyCombination(parsing: text).codes == codes)
    }

    @Test func anUnknownKeyIsNamedWithASuggestion() {
        #expect(throws: KeyCombination.ParseError(name: "ctlr", suggestion: "ctrl")) {
            try KeyCombination(parsing: "ctlr+t")
        }
    }

    @Test func anEmptyPartIsAnError() {
        #expect(throws: KeyCombination.ParseError(name: "")) { try KeyCombination(parsing: "ctrl++t") }
    }
}
