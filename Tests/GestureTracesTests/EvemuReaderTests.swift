import Foundation
import GestureTestSupport
import GestureTraces
import Testing

@Suite struct EvemuReaderTests {
    static func items(_ reader: EvemuReader) throws -> [TraceItem] {
        var out: [TraceItem] = []
        while let item = try reader.next() { out.append(item) }
        return out
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, _ name: String = "test.evemu") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gk-evemu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let header = """
    # EVEMU 1.3
    N: Test Screen
    I: 0003 0001 0002 0003
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    A: 2f 0 1 0 0 0
    A: 35 0 999 0 0
    A: 36 0 999 0 0
    A: 39 0 65535 0 0 0

    """

    @Test func touchpadTapFixtureYieldsTheEventsWrittenByHand() throws {
        let reader = try EvemuReader(path: SharedRecordings.trace("fixtures/touchpad-tap.evemu"), device: DeviceID(2))
        let info = reader.deviceInfo
        #expect(info.name == "GestureKit Test Touchpad")
        #expect(info.kind == .touchpad)
        #expect(info.slotCount == 2)
        #expect(info.sizeMillimetres == Size(width: 100, height: 50))
        #expect(info.capabilities == [.pointer, .gesture])
        #expect(info.evdev?.properties == [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_BUTTONPAD])
        #expect(info.evdev?.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_LEFT) == true)
        #expect(reader.header.devices == [info])

        let ppmm = 96 / 25.4
        let dev = DeviceID(2)
        func at(_ us: Int64, _ kind: InputEvent.Kind) -> TraceItem {
            .event(InputEvent(time: Timestamp(microseconds: us), device: dev, kind: kind))
        }
        let expected: [TraceItem] = [
            at(10_000_000, .deviceAdded(info)),
            at(10_000_000, .touch(.down(slot: 0, point: Point(x: 40 * ppmm, y: 20 * ppmm)))),
            at(10_000_000, .touch(.frame)),
            // The 0.1 mm of jitter at 40 ms is inside the touchpad's motion hysteresis (a quarter
            // millimetre, libinput's tp_init_hysteresis): a resting finger does not move.
            at(10_080_000, .touch(.up(slot: 0))),
            at(10_080_000, .touch(.frame)),
        ]
        let got = try Self.items(reader)
        #expect(got.count == expected.count)
        for (g, e) in zip(got, expected) {
            guard case .event(let ge) = g, case .event(let ee) = e else { Issue.record("not an event: \(g)"); continue }
            #expect(ge.time == ee.time && ge.device == ee.device)
            switch (ge.kind, ee.kind) {
            case (.touch(.down(let s1, let p1)), .touch(.down(let s2, let p2))),
                 (.touch(.motion(let s1, let p1)), .touch(.motion(let s2, let p2))):
                #expect(s1 == s2 && abs(p1.x - p2.x) < 1e-9 && abs(p1.y - p2.y) < 1e-9, "\(p1) vs \(p2)")
            default:
                #expect(ge.kind == ee.kind)
            }
        }
    }

    @Test(arguments: [
        ("E: 0.000001 00ZZ 0000 0", 13, "bad hex '00ZZ' in type"),
        ("E: 0.000001 0003 0x3g 0", 18, "bad hex '0x3g' in code"),
        ("E: 0.000001 0003 0035 12a", 23, "bad decimal '12a' in value"),
        ("E: 0.0x0001 0003 0035 1", 4, "bad time '0.0x0001', expected sec.usec"),
        ("E: 0.000001 0003 0035", 22, "missing value: an event line is 'E: sec.usec type code value'"),
    ])
    func malformedEventLineFailsWithLineAndColumn(_ line: String, _ column: Int, _ message: String) throws {
        let path = try Self.temporaryFile(Self.header + "E: 0.000000 0003 002f 0\n" + line + "\n")
        let reader = try EvemuReader(path: path)
        #expect {
            _ = try Self.items(reader)
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            // 9 header lines, the good event on line 10: the bad line is line 11
            return e.file == path && e.line == 11 && e.column == column && e.message == message
        }
    }

    @Test func malformedDescriptionLineFailsAtInit() throws {
        let path = try Self.temporaryFile("N: x\nA: 35 0 zz 0 0\n")
        #expect {
            try EvemuReader(path: path)
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            return e.line == 2 && e.column == 9 && e.message.contains("bad decimal 'zz'")
        }
    }

    @Test func fileWithoutADeviceDescriptionIsAnError() throws {
        let path = try Self.temporaryFile("E: 0.000001 0003 0035 1\n")
        #expect(throws: TraceError.self) { try EvemuReader(path: path) }
    }

    @Test func unknownLineTypeIsAnError() throws {
        let path = try Self.temporaryFile(Self.header + "Q: what\n")
        #expect {
            try EvemuReader(path: path)
        } throws: { error in
            (error as? TraceError)?.message.contains("unknown evemu line 'Q:'") == true
        }
    }

    @Test func descriptionWithoutEventsYieldsOnlyDeviceAdded() throws {
        let reader = try EvemuReader(path: try Self.temporaryFile(Self.header))
        let items = try Self.items(reader)
        #expect(items.count == 1)
        guard case .event(let e) = items.first, case .deviceAdded(let info) = e.kind else {
            Issue.record("expected deviceAdded"); return
        }
        #expect(info.kind == .touchscreen && info.slotCount == 2)
        #expect(info.sizeMillimetres == nil)  // no resolution: size unknown, as libinput_device_get_size fails
    }

    @Test func relativeAndAbsoluteTimestampsAreKeptAsGiven() throws {
        let rows = """
            E: 1382570952.534113 0003 002f 0\nE: 1382570952.534113 0003 0039 5\nE: 1382570952.534113 0003 0035 1\nE: \
            1382570952.534113 0003 0036 1\nE: 1382570952.6 0000 0000 0\n
            """
        let reader = try EvemuReader(path: try Self.temporaryFile(Self.header + rows))
        let times = try Self.items(reader).compactMap { item -> Int64? in
            if case .event(let e) = item { e.time.microseconds } else { nil }
        }
        #expect(times == [1_382_570_952_534_113, 1_382_570_952_600_000, 1_382_570_952_600_000])
    }

    @Test func surfaceMapsATouchscreensFullRange() throws {
        let rows = "E: 0.0 0003 0039 5\nE: 0.0 0003 0035 500\nE: 0.0 0003 0036 250\nE: 0.0 0000 0000 0\n"
        let reader = try EvemuReader(
            path: try Self.temporaryFile(Self.header + rows), surface: Size(width: 2000, height: 1000))
        #expect(reader.header.surface == Size(width: 2000, height: 1000))
        let downs = try Self.items(reader).compactMap { item -> Point? in
            if case .event(let e) = item, case .touch(.down(_, let p)) = e.kind { p } else { nil }
        }
        #expect(downs == [Point(x: 1000, y: 250)])
    }

    @Test func missingFileIsAnError() {
        #expect(throws: TraceError.self) { try EvemuReader(path: "/nonexistent/file.evemu") }
    }
}
