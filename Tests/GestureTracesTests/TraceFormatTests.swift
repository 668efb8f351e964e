import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// Format detection by content, the extension fallback, and opening through `TraceFile`.
@Suite struct TraceFormatTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        let label: String
        let content: String
        let name: String
        let format: TraceFormat
        var testDescription: String { label }
    }

    static let samples: [Sample] = [
        Sample(label: "gktrace", content: TraceTestSupport.fixtureHeader + "\n{\"t\":0,\"dev\":0,\"type\":\"frame\"}\n",
               name: "a.bin", format: .gktrace),
        Sample(label: "gktrace with blank lines and spaces", content: "\n\n  { \"gktrace\" : 1, \"devices\": [] }\n",
               name: "a", format: .gktrace),
        Sample(label: "evemu with header", content: """
            # EVEMU 1.3
            # Input device name: "Pad"
            N: Pad
            I: 0018 06cb 7a13 0100
            P: 05 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            A: 00 0 1940 0 0 20
            E: 0.000001 0003 0039 0016	# EV_ABS / ABS_MT_TRACKING_ID   16
            """, name: "a.txt", format: .evemu),
        Sample(label: "evemu without header", content: "N: Pad\nI: 0018 06cb 7a13 0100\nE: 0.000001 0000 0000 0000\n",
               name: "a.yaml", format: .evemu),
        Sample(label: "libinput record YAML", content: """
            version: 1
            ndevices: 1
            libinput:
              version: "1.22.1"
            system:
              os: "debian:12"
            devices:
            - node: /dev/input/event21
              evdev:
                name: "Synaptics TM3276-022"
            """, name: "rec.txt", format: .libinputRecord),
        Sample(label: "debug-events", content: """
            -event12  DEVICE_ADDED            SynPS/2 Synaptics TouchPad        seat0 default group1  cap:pg  size 66x27mm
             event12  POINTER_BUTTON          +0.222s\tBTN_LEFT (272) pressed, seat count: 1
            """, name: "a.gktrace", format: .debugEvents),
        Sample(label: "debug-events after a libinput error", content: """
            libinput error: event25 - CyPS/2 Cypress Trackpad: kernel bug: clickpad advertising right button.
             event25  POINTER_BUTTON          +0.220s\tBTN_RIGHT (273) pressed, seat count: 1
            """, name: "x", format: .debugEvents),
        Sample(label: "unknown content, .gktrace extension", content: "", name: "empty.gktrace", format: .gktrace),
        Sample(label: "unknown content, .yml extension", content: "hello\n", name: "a.yml", format: .libinputRecord),
        Sample(label: "unknown content, .YAML extension", content: "hello\n", name: "a.YAML", format: .libinputRecord),
        Sample(label: "unknown content, .evemu extension", content: "hello\n", name: "a.evemu", format: .evemu),
        Sample(label: "unknown content, .txt extension", content: "hello\n", name: "log.txt", format: .debugEvents),
    ]

    @Test(arguments: samples)
    func detectsTheFormat(_ sample: Sample) throws {
        let path = try TraceTestSupport.temporaryFile(sample.content, name: sample.name)
        #expect(try TraceFormat.detect(path: path) == sample.format)
    }

    @Test func unrecognisableFileIsAClearError() throws {
        let path = try TraceTestSupport.temporaryFile("just some words\n", name: "notes.md")
        let error = #expect(throws: TraceError.self) { try TraceFormat.detect(path: path) }
        #expect(error?.message.contains("unrecognised trace format") == true)
        #expect(error?.file == path)
    }

    @Test func missingFileIsAClearError() {
        let error = #expect(throws: TraceError.self) { try TraceFormat.detect(path: "/nonexistent/trace.gktrace") }
        #expect(error?.message.contains("cannot open") == true)
    }

    @Test func realRecordingsAreDetected() throws {
        let root = TraceTestSupport.recordings
        for dir in ["evemu-devices", "inputactions"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(dir)").filter {
                $0.hasSuffix(".evemu")
            }
            #expect(!files.isEmpty)
            for f in files { #expect(try TraceFormat.detect(path: "\(root)/\(dir)/\(f)") == .evemu, "\(f)") }
        }
        let debug = try FileManager.default.contentsOfDirectory(atPath: "\(root)/libinput-debug-events")
        for f in debug {
            #expect(try TraceFormat.detect(path: "\(root)/libinput-debug-events/\(f)") == .debugEvents, "\(f)")
        }
        #expect(try TraceFormat.detect(path: TraceTestSupport.traces + "/touchscreen/double-tap.gktrace") == .gktrace)
    }

    @Test func traceFileOpensTheReaderForTheDetectedFormat() throws {
        let gk = try TraceFile.open(path: TraceTestSupport.traces + "/touchscreen/double-tap.gktrace")
        #expect(gk is GktraceReader)
        #expect(gk.header.devices.first?.kind == .touchscreen)
        let de = try TraceFile.open(path: TraceTestSupport.recordings + "/libinput-debug-events/cy3.debug-events.txt")
        #expect(de is DebugEventsReader)
        let items = try TraceTestSupport.readAll(de)
        #expect(TraceTestSupport.events(items).count == 3)
    }

    @Test func traceFileHonoursAnExplicitFormat() throws {
        let path = try TraceTestSupport.temporaryFile(TraceTestSupport.fixtureHeader + "\n", name: "trace.txt")
        // Read as a .gktrace (the .txt extension alone would say debug-events).
        #expect(try TraceFile.open(path: path, format: .gktrace).header.devices.map(\.name) == ["Fixture"])
    }
}
