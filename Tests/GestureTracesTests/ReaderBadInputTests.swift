import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// No mistake passes silently at the readers: a format named explicitly that matches
/// nothing, an unknown `libinput record` version, and files that are not UTF-8 are errors that say
/// what was wrong and what was expected.
@Suite struct ReaderBadInputTests {
    static let tap = TraceTestSupport.traces + "/touchscreen/tap.gktrace"
    static let debugEventsLog = """
        -event12  DEVICE_ADDED            SynPS/2 Synaptics TouchPad        seat0 default group1  cap:pg  size 66x27mm
         event12  POINTER_BUTTON          +0.222s\tBTN_LEFT (272) pressed, seat count: 1

        """

    /// The error a source throws while being read to the end, if any.
    static func error(draining source: any TraceSource) -> TraceError? {
        do {
            _ = try TraceTestSupport.readAll(source)
            return nil
        } catch {
            return error as? TraceError
        }
    }

    @Test func forcedFormatMatchingNoLineIsAnError() throws {
        let error = Self.error(draining: try TraceFile.open(path: Self.tap, format: .debugEvents))
        let message = try #require(error?.message)
        #expect(message.contains("no line of the file is a debug-events line"), "\(message)")
        #expect(message.contains("looks like gktrace"), "\(message)")
        #expect(error?.file == Self.tap)
    }

    @Test func forcedEvemuOnADebugEventsLogIsAnErrorAtItsFirstLine() throws {
        let path = try TraceTestSupport.temporaryFile(Self.debugEventsLog, name: "log.txt")
        #expect {
            _ = try TraceTestSupport.readAll(try TraceFile.open(path: path, format: .evemu))
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            return e.line == 1 && e.message.hasPrefix("unknown evemu line '-event12'")
        }
    }

    @Test func forcedFormatMatchingSomeLinesStillReplaysWithItsDiagnostics() throws {
        let path = try TraceTestSupport.temporaryFile(Self.debugEventsLog + "garbage here\n", name: "log.txt")
        let items = try TraceTestSupport.readAll(try TraceFile.open(path: path, format: .debugEvents))
        #expect(TraceTestSupport.events(items).count == 2)  // DEVICE_ADDED, POINTER_BUTTON
        #expect(TraceTestSupport.diagnostics(items).count == 1)
    }

    @Test func forcedFormatThatMatchesGivesTheSameItemsAsDetection() throws {
        let forced = try TraceTestSupport.readAll(try TraceFile.open(path: Self.tap, format: .gktrace))
        let detected = try TraceTestSupport.readAll(try TraceFile.open(path: Self.tap))
        #expect(forced == detected)
        #expect(!forced.isEmpty)
    }

    /// The docs say `version:` must be 1: a missing or unknown version is an error on line 1 that
    /// names the supported version (a file without one was once accepted).
    @Test(arguments: [
        ("", "no 'version': a libinput record states its version (this reader supports version 1)"),
        ("version: 99\n", "unsupported libinput record version 99: this reader supports version 1"),
    ])
    func aLibinputRecordWithoutVersionOneIsAnErrorNamingTheSupportedVersion(
        versionLine: String, message: String
    ) {
        let yaml = versionLine + "ndevices: 1\ndevices:\n- node: /dev/input/event7\n  evdev:\n    name: \"Pad\"\n"
        #expect {
            try LibinputRecordReader(yaml: yaml, name: "record.yaml")
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            return e.message == message && e.line == 1
        }
    }

    @Test func libinputRecordVersionOneIsAccepted() throws {
        let yaml = "version: 1\ndevices:\n- node: /dev/input/event7\n  evdev:\n    name: \"Pad\"\n"
        let reader = try LibinputRecordReader(yaml: yaml)
        #expect(reader.header.devices.map(\.name) == ["Pad"])
    }

    /// `text` in UTF-16 or UTF-32, with or without a byte-order mark.
    static func encoded(_ text: String, _ encoding: String.Encoding, bom: [UInt8]) -> [UInt8] {
        bom + Array(text.data(using: encoding) ?? Data())
    }

    struct EncodedFile: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let named: String
        var testDescription: String { named }
    }

    static let encodedFiles: [EncodedFile] = {
        let text = (try? String(contentsOfFile: tap, encoding: .utf8)) ?? "{\"gktrace\":1}\n"
        return [
            EncodedFile(
                bytes: encoded(text, .utf16LittleEndian, bom: [0xFF, 0xFE]),
                named: "UTF-16 little-endian (byte-order mark FF FE)"),
            EncodedFile(
                bytes: encoded(text, .utf16BigEndian, bom: [0xFE, 0xFF]),
                named: "UTF-16 big-endian (byte-order mark FE FF)"),
            EncodedFile(
                bytes: encoded(text, .utf16LittleEndian, bom: []), named: "UTF-16 little-endian (no byte-order mark)"),
            EncodedFile(
                bytes: encoded(text, .utf16BigEndian, bom: []), named: "UTF-16 big-endian (no byte-order mark)"),
            EncodedFile(
                bytes: encoded(text, .utf32LittleEndian, bom: [0xFF, 0xFE, 0, 0]),
                named: "UTF-32 little-endian (byte-order mark FF FE 00 00)"),
            EncodedFile(bytes: encoded(text, .utf32BigEndian, bom: []), named: "UTF-32 big-endian (no byte-order mark)")
        ]
    }()

    @Test(arguments: encodedFiles)
    func aFileNotInUTF8GetsAnErrorNamingItsEncoding(_ file: EncodedFile) throws {
        let path = try TraceTestSupport.temporaryFile(file.bytes, name: "tap.gktrace")
        for format in [nil, TraceFormat.gktrace] {
            #expect {
                try TraceFile.open(path: path, format: format)
            } throws: { error in
                (error as? TraceError)?.message.hasPrefix("the file is \(file.named) text; GestureKit reads UTF-8")
                    == true
            }
        }
    }

    @Test func utf8WithAByteOrderMarkIsStillUTF8() throws {
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        #expect(TextEncoding.nonUTF8Name(of: [0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
        #expect(TextEncoding.nonUTF8Name(of: Array(text.utf8)) == nil)
    }
}
