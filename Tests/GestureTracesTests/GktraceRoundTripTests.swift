import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// Writer → reader round trips: every `InputEvent` case and awkward numbers come back equal.
@Suite struct GktraceRoundTripTests {
    static let touchscreen = DeviceInfo(
        name: "Round \"trip\" screen \\ ünïcode", kind: .touchscreen,
        sizeMillimetres: Size(width: 293.5, height: 165.1),
        resolution: Vector(dx: 10, dy: 10.5), slotCount: 10, capabilities: [.touch], node: "/dev/input/event5",
        udevProperties: ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"],
        evdev: EvdevDescription(bustype: 0x18, vendor: 0x1234, product: 0xabcd, version: 1,
                                codes: [0: [0, 3], 1: [330], 3: [0, 1, 47, 53, 54, 57]],
                                absinfo: [0: AbsoluteAxis(minimum: 0, maximum: 4095, fuzz: 4, flat: 0, resolution: 14),
                                          53: AbsoluteAxis(minimum: -5, maximum: 4095, resolution: 14)],
                                properties: [1]))
    static let touchpad = DeviceInfo(name: "Pad", kind: .touchpad, sizeMillimetres: Size(width: 97, height: 65),
                                     slotCount: 5, capabilities: [.pointer, .gesture])

    /// Numbers that are easy to get wrong when formatting and parsing.
    static let awkward: [Double] = [
        0, -0.0, 0.1, 0.30000000000000004, -1.5, 1e-7, 123456789.123456789, Double.leastNonzeroMagnitude,
        2.2250738585072014e-308,
        Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e22, 1e23, 9007199254740994,
        4503599627370497.5,
        1.7976931348623157e308, 100, 640.25, 1.0 / 3.0, 2.0 / 3.0 * 1e-12,
    ]

    static func t(_ us: Int64) -> Timestamp { Timestamp(microseconds: us) }

    /// One event of every kind and phase.
    static let everyKind: [InputEvent] = {
        let d0 = DeviceID(0), d1 = DeviceID(1)
        var e: [InputEvent] = [
            InputEvent(time: t(0), device: d0, kind: .deviceAdded(touchscreen)),
            InputEvent(time: t(0), device: d1, kind: .deviceAdded(touchpad)),
            InputEvent(time: t(8333), device: d0, kind: .touch(.down(slot: 0, point: Point(x: 640.5, y: 400)))),
            InputEvent(time: t(8333), device: d0, kind: .touch(.down(slot: 1, point: Point(x: -3.25, y: 1e-3)))),
            InputEvent(time: t(8333), device: d0, kind: .touch(.frame)),
            InputEvent(time: t(16667), device: d0, kind: .touch(.motion(slot: 0, point: Point(x: 641.12, y: 399.99)))),
            InputEvent(time: t(16667), device: d0, kind: .touch(.up(slot: 0))),
            InputEvent(time: t(16667), device: d0, kind: .touch(.cancel(slot: 1))),
            InputEvent(time: t(16667), device: d0, kind: .touch(.frame)),
            InputEvent(time: t(20000), device: d1, kind: .pointer(.motion(delta: Vector(dx: 1.5, dy: -2.25)))),
            InputEvent(time: t(20001), device: d1, kind: .pointer(.button(code: 272, pressed: true))),
            InputEvent(time: t(20002), device: d1, kind: .pointer(.button(code: 273, pressed: false))),
            InputEvent(
                time: t(20003), device: d1,
                kind: .pointer(
                    .scroll(source: .wheel, delta: Vector(dx: 0, dy: 15), v120: Vector(dx: 0, dy: 120), stopped: []))),
            InputEvent(
                time: t(20004), device: d1,
                kind: .pointer(.scroll(source: .finger, delta: Vector(dx: -4.73, dy: 0), v120: .zero, stopped: []))),
            InputEvent(
                time: t(20005), device: d1,
                kind: .pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal, .vertical]))),
            InputEvent(
                time: t(20006), device: d1,
                kind: .pointer(
                    .scroll(source: .continuous, delta: Vector(dx: 0, dy: 0), v120: .zero, stopped: [.vertical]))),
            InputEvent(
                time: t(20007), device: d1,
                kind: .pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal])))
        ]
        for kind in TouchpadGestureKind.allCases {
            e.append(
                InputEvent(
                    time: t(30000), device: d1,
                    kind: .gesture(TouchpadGestureEvent(kind: kind, fingers: 3, phase: .begin))))
            e.append(InputEvent(time: t(30001), device: d1, kind: .gesture(TouchpadGestureEvent(
                            kind: kind, fingers: 3,
                            phase: .update(
                                delta: Vector(dx: 0.19, dy: -0.38), scale: 1.02, angleDelta: 0.0022689280275926286)))))
            e.append(
                InputEvent(
                    time: t(30002), device: d1,
                    kind: .gesture(TouchpadGestureEvent(kind: kind, fingers: 3, phase: .end(cancelled: false)))))
            e.append(
                InputEvent(
                    time: t(30003), device: d1,
                    kind: .gesture(TouchpadGestureEvent(kind: kind, fingers: 2, phase: .end(cancelled: true)))))
        }
        e.append(InputEvent(time: t(40000), device: d0, kind: .deviceRemoved))
        e.append(InputEvent(time: t(Int64.max), device: d1, kind: .touch(.frame)))
        e.append(InputEvent(time: t(-5), device: d1, kind: .touch(.frame)))
        return e
    }()

    static let header = TraceHeader(devices: [touchscreen, touchpad], surface: Size(width: 1280, height: 800.5),
                                    meta: ["tool": "tests", "quote": "a \"b\"\n\tc", "empty": ""])

    /// Writes `events` with the writer and reads them back.
    static func roundTrip(_ events: [InputEvent], header: TraceHeader = header, flushThreshold: Int = 1 << 16) throws
        -> (TraceHeader, [InputEvent], String)
    {
        let path = try TraceTestSupport.temporaryFile([UInt8]())
        let writer = try GktraceWriter(path: path, header: header, flushThreshold: flushThreshold)
        try writer.write(contentsOf: events)
        try writer.finish()
        let reader = try GktraceReader(path: path)
        let items = try TraceTestSupport.readAll(reader)
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        return (reader.header, TraceTestSupport.events(items), path)
    }

    @Test func everyEventKindReadsBackEqual() throws {
        let (header, events, _) = try Self.roundTrip(Self.everyKind)
        #expect(header == Self.header)
        #expect(events == Self.everyKind)
    }

    @Test func everyEventTypeNameIsCoveredByTheRoundTrip() throws {
        var names: Set<String> = []
        for e in Self.everyKind {
            var enc = GktraceEncoder()
            try enc.encode(e)
            let line = String(decoding: enc.bytes, as: UTF8.self)
            if let r = line.range(of: #""type":""#) {
                names.insert(String(line[r.upperBound...].prefix { $0 != "\"" }))
            }
        }
        #expect(names == Set(GktraceEventType.allCases.map(\.rawValue)))
        #expect(Set(GktraceEventType.byFrequency) == Set(GktraceEventType.allCases))
        #expect(GktraceEventType.byFrequency.count == GktraceEventType.allCases.count)
    }

    @Test(arguments: awkward)
    func numbersReadBackBitForBit(_ value: Double) throws {
        let event = InputEvent(
            time: Self.t(1), device: DeviceID(0), kind: .touch(.motion(slot: 0, point: Point(x: value, y: -value))))
        let (_, events, _) = try Self.roundTrip([event], header: TraceHeader(devices: [Self.touchscreen]))
        guard case .touch(.motion(_, let p))? = events.first?.kind else { Issue.record("no motion read back"); return }
        #expect(p.x.bitPattern == value.bitPattern)
        #expect(p.y.bitPattern == (-value).bitPattern)
    }

    @Test func readWriteReadGivesTheSameBytes() throws {
        let (header, events, path) = try Self.roundTrip(Self.everyKind)
        var encoder = GktraceEncoder()
        try encoder.encode(header: header)
        for e in events { try encoder.encode(e) }
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(encoder.bytes == original)
    }

    @Test func smallFlushThresholdWritesTheSameFile() throws {
        let (_, events, _) = try Self.roundTrip(Self.everyKind, flushThreshold: 1)
        #expect(events == Self.everyKind)
    }

    @Test func integralNumbersAreWrittenAsIntegers() throws {
        var enc = GktraceEncoder()
        try enc.encode(
            InputEvent(
                time: Self.t(8333), device: DeviceID(0), kind: .touch(.down(slot: 2, point: Point(x: 640, y: -0.0)))))
        #expect(
            String(decoding: enc.bytes, as: UTF8.self) == #"{"t":8333,"dev":0,"type":"down","slot":2,"x":640,"y":-0}"#
                + "\n")
    }

    @Test func nonFiniteNumbersAreRefusedByTheWriter() {
        var enc = GktraceEncoder()
        #expect(throws: TraceError.self) {
            try enc.encode(
                InputEvent(
                    time: Self.t(1), device: DeviceID(0), kind: .touch(.motion(slot: 0, point: Point(x: .nan, y: 0)))))
        }
        #expect(throws: TraceError.self) {
            try enc.encode(InputEvent(time: Self.t(1), device: DeviceID(0), kind: .gesture(TouchpadGestureEvent(
                kind: .pinch, fingers: 2, phase: .update(delta: .zero, scale: .infinity, angleDelta: 0)))))
        }
        #expect(enc.bytes.isEmpty)
    }

    @Test func headerStartsWithTheVersionSoSniffersSeeIt() throws {
        var enc = GktraceEncoder()
        try enc.encode(header: Self.header)
        #expect(enc.bytes.starts(with: Array(#"{"gktrace":1,"devices":["#.utf8)))
    }
}

/// The writer's descriptor and `FileHandle` entry points.
@Suite struct GktraceWriterTests {
    @Test func writesThroughAFileHandleAndLeavesItOpen() throws {
        let path = try TraceTestSupport.temporaryFile([UInt8]())
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let writer = try GktraceWriter(fileHandle: handle, header: GktraceRoundTripTests.header)
        try writer.write(contentsOf: GktraceRoundTripTests.everyKind)
        try writer.finish()
        try handle.write(contentsOf: Data())  // still open
        try handle.close()
        #expect(
            try TraceTestSupport.events(TraceTestSupport.readAll(GktraceReader(path: path)))
                == GktraceRoundTripTests.everyKind)
    }

    @Test func writingAfterFinishIsAnError() throws {
        let writer = try GktraceWriter(path: TraceTestSupport.temporaryFile([UInt8]()), header: TraceHeader())
        try writer.finish()
        #expect(throws: TraceError.self) {
            try writer.write(InputEvent(time: .zero, device: DeviceID(0), kind: .touch(.frame)))
        }
    }

    @Test func unwritablePathIsAClearError() {
        let error = #expect(throws: TraceError.self) {
            try GktraceWriter(path: "/nonexistent/dir/x.gktrace", header: TraceHeader())
        }
        #expect(error?.message.contains("cannot create") == true)
    }
}
