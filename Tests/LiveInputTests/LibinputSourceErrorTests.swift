import Testing
@testable import LiveInput

/// Real libinput in this process: errors say what was searched and what to do.
struct LibinputSourceErrorTests {
    @Test func missingPathIsReportedAsAnInvalidPath() {
        let source = LibinputSource(
            configuration: LibinputSourceConfiguration(backend: .paths(["/dev/input/event-does-not-exist"])))
        #expect(
            throws: LiveInputError.invalidPath("/dev/input/event-does-not-exist", reason: "No such file or directory")
        ) {
            try source.start { _ in }
        }
    }

    @Test func nonInputCharacterDeviceIsRefusedByName() {
        let source = LibinputSource(configuration: LibinputSourceConfiguration(backend: .paths(["/dev/null"])))
        #expect(throws: LiveInputError.notAnInputDevice("/dev/null")) { try source.start { _ in } }
    }

    @Test func emptySeatNamesTheSeatThatWasSearched() throws {
        let source = LibinputSource(
            configuration: LibinputSourceConfiguration(backend: .seat("gesturekit-test-empty-seat")))
        let error = try #require(throws: LiveInputError.self) { try source.start { _ in } }
        #expect(error == .noDevices(seat: "gesturekit-test-empty-seat"))
        #expect(error.description.contains("\"gesturekit-test-empty-seat\""))
    }

    @Test func permissionAdviceNamesTheInputGroupAndTheUaccessRule() {
        let text = LiveInputError.permissionDenied(paths: ["/dev/input/event3"]).description
        #expect(text.contains("/dev/input/event3"))
        #expect(text.contains("sudo usermod -aG input $USER"))
        #expect(text.contains(#"SUBSYSTEM=="input", KERNEL=="event*", TAG+="uaccess""#))
    }
}
