import Foundation
import GestureKit

/// The large inputs of the reader benchmarks, written once per process to fixed temp
/// paths in the shapes `scripts/make-reader-inputs.py` writes (the same formats, for the end-to-end
/// commands of docs/performance.md): one million rows or lines each.
enum ReaderFixtures {
    /// `Fixtures.rows` as `libinput record` YAML, one `- evdev:` item per report.
    static let yaml: (path: String, bytes: Int) = write("gesturekit-bench-1M.yaml") { out in
        out += Fixtures.yamlHeader
        var startItem = true
        for row in Fixtures.rows {
            if startItem { out += "  - evdev:\n" }
            let us = row.time.microseconds
            out += """
                    - [\(pad(us / 1_000_000, 3)), \(pad(us % 1_000_000, 6)), \(pad(Int64(row.type), 3)), \
                \(pad(Int64(row.code), 3)), \(pad(Int64(row.value), 6))] # EV\n
                """
            startItem = row.type == EvdevCode.EV_SYN
        }
    }

    /// `Fixtures.rows` as evemu text.
    static let evemu: (path: String, bytes: Int) = write("gesturekit-bench-1M.evemu") { out in
        out += "# EVEMU 1.3\nN: GestureKit Bench Touchscreen\nI: 0003 1234 5678 0100\nP: 02 00 00 00 00 00 00 00\n"
        out +=
            "B: 00 0b 00 00 00 00 00 00 00\nB: 01 "
            + (Array(repeating: "00", count: 41) + ["04"]).joined(separator: " ") + "\n"
        out += "B: 03 03 00 00 00 00 80 60 02\nA: 00 0 4095 0 0 16\nA: 01 0 4095 0 0 16\nA: 2f 0 1 0 0 0\n"
        out += "A: 35 0 4095 0 0 16\nA: 36 0 4095 0 0 16\nA: 39 0 65535 0 0 0\n"
        for row in Fixtures.rows {
            let us = row.time.microseconds
            out += """
                E: \(us / 1_000_000).\(pad(us % 1_000_000, 6, zero: true)) \(hex(row.type)) \(hex(row.code)) \
                \(row.value)\n
                """
        }
    }

    /// `Fixtures.rows` as `evtest` output (the header of the evemu fixture's device, then one
    /// `Event:` line per row; not benchmarked yet, here so every `TraceFormat` has a fixture).
    static let evtest: (path: String, bytes: Int) = write("gesturekit-bench-1M.evtest") { out in
        out += """
            Input driver version is 1.0.1
            Input device ID: bus 0x3 vendor 0x1234 product 0x5678 version 0x100
            Input device name: "GestureKit Bench Touchscreen"
            Supported events:
              Event type 0 (EV_SYN)
              Event type 1 (EV_KEY)
                Event code 330 (BTN_TOUCH)
              Event type 3 (EV_ABS)\n
            """
        for (code, maximum, resolution) in [(0, 4095, 16), (1, 4095, 16), (47, 1, 0), (53, 4095, 16), (54, 4095, 16),
                                            (57, 65535, 0)] {
            out += "    Event code \(code) (?)\n      Value      0\n      Min        0\n      Max   \(maximum)\n"
            if resolution > 0 { out += "      Resolution  \(resolution)\n" }
        }
        out += "Properties:\n  Property type 1 (INPUT_PROP_DIRECT)\nTesting ... (interrupt to exit)\n"
        for row in Fixtures.rows {
            let us = row.time.microseconds
            let time = "\(us / 1_000_000).\(pad(us % 1_000_000, 6, zero: true))"
            out += row.type == EvdevCode.EV_SYN
                ? "Event: time \(time), -------------- SYN_REPORT ------------\n"
                : "Event: time \(time), type \(row.type) (?), code \(row.code) (?), value \(row.value)\n"
        }
    }

    /// A million lines of touchpad pinches, holds and finger scrolls, as `libinput debug-events` prints them.
    static let debugEvents: (path: String, bytes: Int) = write("gesturekit-bench-1M.debug-events.txt") { out in
        out += """
            -event21  DEVICE_ADDED            Synaptics TM3276-022              seat0 default group1  cap:pg  size \
            97x65mm tap(dl off) left scroll-nat\n
            """
        var lines = 1
        var ms = 300
        func line(_ type: String, _ payload: String) {
            let name = type.padding(toLength: 23, withPad: " ", startingAt: 0)
            out += " event21  \(name) +\(ms / 1000).\(pad(Int64(ms % 1000), 3, zero: true))s\t\(payload)\n"
            lines += 1
        }
        var k = 0
        while lines < Fixtures.million {
            k += 1
            switch k % 3 {
            case 0:
                line("GESTURE_HOLD_BEGIN", "2"); ms += 200; line("GESTURE_HOLD_END", "2")
            case 1:
                line("GESTURE_PINCH_BEGIN", "2")
                for u in 0..<40 {
                    ms += 7
                    line("GESTURE_PINCH_UPDATE", """
                        2 -0.43/ 0.26 (-0.53/ 0.26 unaccelerated)  \(String(format: "%.2f", 1 - Double(u) * 0.01)) @ \
                        -0.02
                        """)
                }
                ms += 7; line("GESTURE_PINCH_END", "2")
            default:
                for _ in 0..<30 { ms += 7; line("POINTER_SCROLL_FINGER", "vert -3.25/0.0* horiz 0.00/0.0 (finger)") }
                ms += 7; line("POINTER_SCROLL_FINGER", "vert 0.00/0.0* horiz 0.00/0.0 (finger)")
            }
            ms += 500
        }
    }

    /// The fixture file of `format` (written on first use).
    static func path(of format: TraceFormat) -> String {
        switch format {
        case .libinputRecord: yaml.path
        case .evemu: evemu.path
        case .debugEvents: debugEvents.path
        case .evtest: evtest.path
        case .gktrace: Fixtures.bigTrace.path
        }
    }

    private static func pad(_ v: Int64, _ width: Int, zero: Bool = false) -> String {
        let s = String(v)
        return String(repeating: zero ? "0" : " ", count: max(0, width - s.count)) + s
    }

    private static func hex(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    private static func write(_ name: String, _ body: (inout String) -> Void) -> (path: String, bytes: Int) {
        let path = NSTemporaryDirectory() + name  // overwritten by each run
        var text = ""
        body(&text)
        do { try text.write(toFile: path, atomically: false, encoding: .utf8) } catch {
            fatalError("cannot write \(path): \(error)")
        }
        return (path, text.utf8.count)
    }
}

/// Reads every item of `source`, returning the number of events.
@inline(never)
func drain(_ source: inout any TraceSource) throws -> Int {
    var n = 0
    while let item = try source.next() { if case .event = item { n += 1 } }
    return n
}
