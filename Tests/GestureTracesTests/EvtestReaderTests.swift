import Foundation
import GestureInput
@testable import GestureTraces
import Testing

/// `evtest` output and events-only evemu files with a separate description, read through the same
/// strict, line-numbered path as the other readers. The fixtures are written by hand in evtest's
/// and evemu's formats (`Traces/fixtures/touchscreen-drag.*`): one finger dragging 31 mm right.
@Suite struct EvtestReaderTests {
    static let fixtures = TraceTestSupport.traces + "/fixtures/"

    /// The touch events of a source (device announcements carry the file's path, so they differ).
    static func touches(_ source: any TraceSource) throws -> [InputEvent] {
        TraceTestSupport.events(try TraceTestSupport.readAll(source)).filter {
            if case .deviceAdded = $0.kind { false } else { true }
        }
    }

    @Test func evtestOutputAndTheSameEventsAsEvemuWithADescriptionFileGiveTheSameTouches() throws {
        let evtest = try Self.touches(TraceFile.open(path: Self.fixtures + "touchscreen-drag.evtest", quirks: .empty))
        let evemu = try Self.touches(TraceFile.open(
            path: Self.fixtures + "touchscreen-drag.events.evemu", quirks: .empty,
            description: Self.fixtures + "touchscreen-drag.desc"))
        #expect(evtest.count == 14)
        #expect(evtest == evemu)
    }

    @Test func evtestsHeaderIsTheDeviceDescription() throws {
        let reader = try EvtestReader(path: Self.fixtures + "touchscreen-drag.evtest", quirks: .empty)
        let info = reader.deviceInfo
        #expect(info.name == "GestureKit Test Touchscreen")
        #expect(info.kind == .touchscreen)
        #expect(info.slotCount == 10)
        #expect(info.evdev?.vendor == 0x0EEF && info.evdev?.version == 0x0100)
        #expect(info.evdev?.absinfo[EvdevCode.ABS_MT_POSITION_X] == AbsoluteAxis(minimum: 0, maximum: 4095,
                                                                                  resolution: 16))
        #expect(TraceFormat.detect(content: Array("Input driver version is 1.0.1\n".utf8)) == .evtest)
    }

    /// A paste indented by a forum, with evtest's device list before it and its grab warning after
    /// the header, reads the same as the plain output.
    @Test func anIndentedPasteWithTheDeviceListAndTheGrabWarningReadsTheSame() throws {
        let plain = try String(contentsOfFile: Self.fixtures + "touchscreen-drag.evtest", encoding: .utf8)
        var lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        let testing = lines.firstIndex { $0.contains("Testing ...") } ?? 0
        lines.insert(contentsOf: ["    ******", "     This device is grabbed by another process.", "    ******"],
                     at: testing + 1)
        let chooser = ["Available devices:", "/dev/input/event0:\tPower Button",
                       "Select the device event number [0-0]: 0"]
        let path = try TraceTestSupport.temporaryFile((chooser + lines).joined(separator: "\n"), name: "paste.evtest")
        let pasted = try Self.touches(EvtestReader(path: path, quirks: .empty))
        #expect(pasted == (try Self.touches(EvtestReader(path: Self.fixtures + "touchscreen-drag.evtest",
                                                                quirks: .empty))))
    }

    @Test func hexScanCodesAndDroppedEventsAreEvtestEventLines() throws {
        let scan = try EvtestEventLine.parse(
            "Event: time 1586524983.094859, type 4 (EV_MSC), code 4 (MSC_SCAN), value 70072", path: "p", line: 1)
        #expect(scan == EvdevRow(time: Timestamp(microseconds: 1_586_524_983_094_859), type: 4, code: 4,
                                 value: 0x70072))
        let dropped = try EvtestEventLine.parse(
            "Event: time 1.000001, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<", path: "p", line: 1)
        #expect(dropped.type == 0 && dropped.code == 3)
        let mt = try EvtestEventLine.parse(
            "Event: time 1.5, ++++++++++++++ SYN_MT_REPORT ++++++++++++", path: "p", line: 1)
        #expect(mt.code == 2 && mt.time == Timestamp(microseconds: 1_500_000))
    }

    static let header = """
        Input driver version is 1.0.1
        Input device ID: bus 0x3 vendor 0xeef product 0x1 version 0x100
        Input device name: "Screen"
        Supported events:
          Event type 3 (EV_ABS)
            Event code 53 (ABS_MT_POSITION_X)
              Value      0
              Min        0
              Max     4095
        Testing ... (interrupt to exit)

        """

    @Test(arguments: [
        ("Event: time 1.0, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 5\n", 1,
         "no 'Input device name:' in evtest's header before the first event (line 1)"),
        ("Input device name: \"X\"\nEvent: time 1.0, -------------- SYN_REPORT ------------\n", 2,
         "no 'Supported events:' with the axis ranges"),
        ("Input device ID: bus 11 vendor 0x2 product 0xe version 0x0\n", 1, "(hex)"),
        ("Input device name: \"X\"\nSupported events:\n    Event code 53 (ABS_MT_POSITION_X)\n", 3,
         "'Event code' before any 'Event type' line"),
        ("Input device name: \"X\"\nSupported events:\n  Event type 3 (EV_ABS)\n      Min        zero\n", 4,
         "expected 'Event type N (…)'"),
        ("Input device name: \"X\"\nHello there\n", 2, "unexpected 'Hello there' in evtest's header"),
        (header + "Event: time 1.0, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 12x\n", 11,
         "value '12x' is not a 32-bit integer"),
        (header + "Event: time 1.0 type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1\n", 11, "bad"),
        (header + "Event: time 1.0, -------------- SYN_WHATEVER ------------\n", 11, "unknown EV_SYN separator"),
        (header + "Event: time 1.0, -------------- SYN_REPORT ------------\nmy finger slipped here\n", 12,
         "expected an evtest event line"),
    ])
    func brokenEvtestOutputIsRefusedAtItsLine(text: String, line: Int, message: String) throws {
        let path = try TraceTestSupport.temporaryFile(text, name: "broken.evtest")
        #expect {
            _ = try TraceTestSupport.readAll(EvtestReader(path: path, quirks: .empty))
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.file == path && error.line == line && error.description.contains(message)
        }
    }

    @Test func anEventsOnlyEvemuFileWithoutItsDescriptionSaysToPassOne() throws {
        #expect {
            _ = try TraceFile.open(path: Self.fixtures + "touchscreen-drag.events.evemu", quirks: .empty)
        } throws: { error in
            (error as? TraceError).map { $0.line == 3 && $0.message.contains("--description FILE.desc") } ?? false
        }
    }

    @Test func aDescriptionFileWithEventsIsRefusedAtTheEventLine() throws {
        let desc = try TraceTestSupport.temporaryFile("N: X\nI: 0003 0001 0001 0001\nE: 0.000000 0000 0000 0\n",
                                                      name: "x.desc")
        #expect {
            _ = try TraceFile.open(path: Self.fixtures + "touchscreen-drag.events.evemu", quirks: .empty,
                                   description: desc)
        } throws: { error in
            (error as? TraceError).map { $0.file == desc && $0.line == 3 && $0.message.contains("no events") } ?? false
        }
    }

    @Test func aRecordingWithItsOwnDescriptionRefusesASecondOne() throws {
        #expect {
            _ = try TraceFile.open(path: Self.fixtures + "touchscreen-drag.evtest", quirks: .empty,
                                   description: Self.fixtures + "touchscreen-drag.desc")
        } throws: { error in
            (error as? TraceError)?.message.contains("keep one of them") ?? false
        }
        #expect {
            _ = try TraceFile.open(path: Self.fixtures + "touchscreen-two-finger.gktrace", quirks: .empty,
                                   description: Self.fixtures + "touchscreen-drag.desc")
        } throws: { error in
            (error as? TraceError)?.message.contains("applies to evemu and evtest files") ?? false
        }
    }
}
