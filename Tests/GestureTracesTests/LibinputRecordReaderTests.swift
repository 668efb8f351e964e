import Foundation
import GestureTestSupport
import GestureTraces
import Testing

@Suite struct LibinputRecordReaderTests {
    static func items(_ reader: LibinputRecordReader) throws -> [TraceItem] {
        var out: [TraceItem] = []
        while let item = try reader.next() { out.append(item) }
        return out
    }

    static let fixture = SharedRecordings.trace("fixtures/touchscreen-two-finger.libinput-record.yaml")

    @Test func twoFingerTouchscreenFixtureYieldsExactlyTheHandWrittenEvents() throws {
        // 0…4095 onto a 4096×4096 surface: points equal raw units ((v − 0) × 4096 / 4096).
        let reader = try LibinputRecordReader(path: Self.fixture, surface: Size(width: 4096, height: 4096))
        let info = try #require(reader.header.devices.first)
        #expect(reader.header.devices.count == 1)
        #expect(info.name == "GestureKit Test Touchscreen")
        #expect(info.kind == .touchscreen)
        #expect(info.slotCount == 2)
        #expect(info.node == "/dev/input/event7")
        #expect(info.udevProperties == ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"])
        #expect(info.evdev?.vendor == 4660 && info.evdev?.product == 22136)
        #expect(info.sizeMillimetres == Size(width: 4095.0 / 16, height: 4095.0 / 16))
        #expect(info.capabilities == [.touch])

        let dev = DeviceID(0)
        func at(_ ms: Int64, _ kind: InputEvent.Kind) -> TraceItem {
            .event(InputEvent(time: .milliseconds(ms), device: dev, kind: kind))
        }
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        let expected: [TraceItem] = [
            at(0, .deviceAdded(info)),
            at(0, .touch(.down(slot: 0, point: p(1000, 2000)))), at(0, .touch(.frame)),
            at(12, .touch(.down(slot: 1, point: p(3000, 2000)))), at(12, .touch(.frame)),
            at(24, .touch(.motion(slot: 0, point: p(1000, 2100)))),
            at(24, .touch(.motion(slot: 1, point: p(3000, 2100)))),
            at(24, .touch(.frame)),
            at(48, .touch(.up(slot: 0))), at(48, .touch(.frame)),
            at(60, .touch(.up(slot: 1))), at(60, .touch(.frame)),
        ]
        #expect(try Self.items(reader) == expected)
    }

    @Test func withoutASurfaceTouchscreenMillimetresMapAt96Dpi() throws {
        let reader = try LibinputRecordReader(path: Self.fixture)
        let first = try Self.items(reader).compactMap { item -> Point? in
            if case .event(let e) = item, case .touch(.down(_, let p)) = e.kind { p } else { nil }
        }.first
        // 1000 units at 16/mm = 62.5 mm; 2000 units = 125 mm.
        #expect(abs((first?.x ?? 0) - 62.5 * 96 / 25.4) < 1e-9)
        #expect(abs((first?.y ?? 0) - 125 * 96 / 25.4) < 1e-9)
    }

    @Test func zeroByteFileIsAClearError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gk-empty-\(UUID().uuidString).yaml")
        try Data().write(to: url)
        #expect {
            try LibinputRecordReader(path: url.path)
        } throws: { error in
            (error as? TraceError)?.message.hasPrefix("empty file") == true
        }
    }

    @Test func documentWithoutDevicesIsAnError() {
        #expect {
            try LibinputRecordReader(yaml: "version: 1\nndevices: 0\ndevices: []\n")
        } throws: { error in
            (error as? TraceError)?.message.hasPrefix("no devices") == true
        }
    }

    static let deviceOnly = """
    version: 1
    devices:
    - node: /dev/input/event3
      evdev:
        name: "pad"
        id: [17, 2, 7, 433]
        codes: {1: [325, 330], 3: [47, 53, 54, 57]}
        absinfo: {47: [0, 4, 0, 0, 0], 53: [0, 1940, 0, 0, 20], 54: [0, 1060, 0, 0, 20], 57: [0, 65535, 0, 0, 0]}
        properties: [0, 2]
      events:
    """

    @Test func devicesWithoutEventsAreAValidTraceOfDeviceAddedOnly() throws {
        let reader = try LibinputRecordReader(yaml: Self.deviceOnly)
        let items = try Self.items(reader)
        #expect(items.count == 1)
        guard case .event(let e) = items.first, case .deviceAdded(let info) = e.kind else {
            Issue.record("expected deviceAdded"); return
        }
        #expect(info.kind == .touchpad && info.slotCount == 5)
        #expect(info.sizeMillimetres == Size(width: 97, height: 53))
        #expect(info.capabilities == [.pointer, .gesture])
    }

    @Test func sixElementAbsinfoRowsWithTheCodeFirstAreAccepted() throws {
        let yaml = Self.deviceOnly.replacingOccurrences(
            of: "53: [0, 1940, 0, 0, 20]", with: "53: [53, 0, 1940, 0, 0, 20]")
        let reader = try LibinputRecordReader(yaml: yaml)
        #expect(
            reader.header.devices.first?.evdev?.absinfo[53] == AbsoluteAxis(minimum: 0, maximum: 1940, resolution: 20))
    }

    @Test func malformedRowReportsItsLineAndColumn() {
        let yaml = Self.deviceOnly + "\n  - evdev:\n    - [0, 0, 3, 57]\n"
        #expect {
            try LibinputRecordReader(yaml: yaml, name: "bad.yaml")
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            return e.file == "bad.yaml" && e.line == 12 && e.column == 7
                && e.message.contains("[sec, usec, type, code, value]")
        }
    }

    @Test func malformedYAMLReportsItsLine() {
        #expect {
            try LibinputRecordReader(yaml: "devices:\n  - evdev: [unclosed\n")
        } throws: { error in
            ((error as? TraceError)?.line ?? 0) > 0
        }
    }

    @Test func libinputRowsAddGesturesAndButtonsButNotTouchesWhenEvdevRowsExist() throws {
        let yaml = Self.deviceOnly + """

          - evdev:
            - [0, 0, 3, 57, 1]
            - [0, 0, 3, 53, 200]
            - [0, 0, 3, 54, 200]
            - [0, 0, 0, 0, 0]
            libinput:
            - {time: 0.000000, type: TOUCH_DOWN, slot: 0, seat_slot: 0, point: [10.0, 10.0]}
          - libinput:
            - {time: 0.010000, type: GESTURE_PINCH_BEGIN, nfingers: 2}
            - {time: 0.020000, type: GESTURE_PINCH_UPDATE, nfingers: 2, delta: [1.5, -2.0], unaccel: [1.5, -2.0], angle_delta: 90.0, scale: 1.25}
            - {time: 0.030000, type: GESTURE_PINCH_END, nfingers: 2, cancelled: true}
            - {time: 0.040000, type: POINTER_BUTTON, button: 273, state: pressed, seat_count: 1}
            - {time: 0.050000, type: POINTER_AXIS, vert: 0.00, horiz: 0.00, source: finger}
            - {time: 0.060000, type: KEYBOARD_KEY, key: 30, state: pressed}
          - evdev:
            - [0, 70000, 3, 57, -1]
            - [0, 70000, 0, 0, 0]

        """
        let reader = try LibinputRecordReader(yaml: yaml)
        let kinds = try Self.items(reader).compactMap { item -> InputEvent.Kind? in
            if case .event(let e) = item { e.kind } else { nil }
        }
        let dev = try #require(reader.header.devices.first)
        let ppmm = 96 / 25.4
        #expect(kinds == [
            .deviceAdded(dev),
            .touch(.down(slot: 0, point: Point(x: 10 * ppmm, y: 10 * ppmm))), .touch(.frame),
            .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin)),
                .gesture(
                    TouchpadGestureEvent(
                        kind: .pinch, fingers: 2,
                        phase: .update(delta: Vector(dx: 1.5, dy: -2), scale: 1.25, angleDelta: .pi / 2))),
            .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .end(cancelled: true))),
            .pointer(.button(code: 273, pressed: true)),
            .pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal, .vertical])),
            .touch(.up(slot: 0)), .touch(.frame),
        ])
    }

    @Test func twoDevicesGetTwoIDsAndTheirEventsMergeByTime() throws {
        let second = """
        - node: /dev/input/event9
          evdev:
            name: "screen"
            codes: {3: [53, 54]}
            absinfo: {53: [0, 99, 0, 0, 0], 54: [0, 99, 0, 0, 0]}
            properties: [1]
          events:
          - evdev:
            - [0, 5000, 3, 53, 10]
            - [0, 5000, 3, 54, 10]
            - [0, 5000, 0, 2, 0]
            - [0, 5000, 0, 0, 0]
        """
        let yaml = Self.deviceOnly + """

          - evdev:
            - [0, 0, 3, 57, 1]
            - [0, 0, 3, 53, 200]
            - [0, 0, 3, 54, 200]
            - [0, 0, 0, 0, 0]
          - evdev:
            - [0, 9000, 3, 57, -1]
            - [0, 9000, 0, 0, 0]

        """ + second + "\n"
        let reader = try LibinputRecordReader(yaml: yaml, firstDevice: DeviceID(4))
        #expect(reader.header.devices.map(\.name) == ["pad", "screen"])
        let events = try Self.items(reader).compactMap { item -> InputEvent? in
            if case .event(let e) = item { e } else { nil }
        }
        #expect(events.map(\.device.rawValue) == [4, 5, 4, 4, 5, 5, 4, 4])
        #expect(events.map(\.time.microseconds) == [0, 0, 0, 0, 5000, 5000, 9000, 9000])
        #expect(reader.header.devices[1].kind == .touchscreen)
    }
}
