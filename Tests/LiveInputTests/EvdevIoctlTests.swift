import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

/// The computed ioctl numbers equal the kernel's macros (values from `linux/input.h` on x86_64).
struct EvdevIoctlTests {
    @Test(arguments: [
        ("EVIOCGVERSION", EvdevIoctl.getVersion, UInt(0x8004_4501)),
        ("EVIOCGID", EvdevIoctl.getID, UInt(0x8008_4502)),
        ("EVIOCGNAME(255)", EvdevIoctl.getName(length: 255), UInt(0x80FF_4506)),
        ("EVIOCGPROP(8)", EvdevIoctl.getProperties(length: 8), UInt(0x8008_4509)),
        ("EVIOCGBIT(0, 8)", EvdevIoctl.getBits(type: 0, length: 8), UInt(0x8008_4520)),
        ("EVIOCGBIT(EV_KEY, 96)", EvdevIoctl.getBits(type: 1, length: 96), UInt(0x8060_4521)),
        ("EVIOCGABS(ABS_MT_SLOT)", EvdevIoctl.getAbsInfo(code: 0x2f), UInt(0x8018_456F)),
    ])
    func requestNumberMatchesTheKernelMacro(name: String, computed: UInt, expected: UInt) {
        #expect(computed == expected, "\(name)")
    }
}

/// The umockdev files say what libevdev will ask.
struct UmockdevDescriptionTests {
    @Test func ioctlDumpAnswersTheNameWithExactly255Bytes() throws {
        let d = try #require(UmockdevDescription(device: EmulatedDevice.touchpad(name: "Pad"), minor: 300))
        let line = try #require(d.ioctlText.split(separator: "\n").first { $0.hasPrefix("EVIOCGNAME") })
        let parts = line.split(separator: " ")
        #expect(parts[1] == "4")              // strlen("Pad") + 1, what the kernel returns
        #expect(parts[2].count == 255 * 2)    // libevdev asks EVIOCGNAME(255)
        #expect(parts[2].hasPrefix("506164"))
    }

    @Test func ioctlDumpStartsEveryMTSlotEmpty() throws {
        let d = try #require(UmockdevDescription(device: EmulatedDevice.touchscreen(slots: 2), minor: 300))
        #expect(d.ioctlText.contains("EVIOCGMTSLOTS(0) 0 39000000FFFFFFFFFFFFFFFF\n"))
    }

    @Test func sysfsMaskListsLongsMostSignificantFirst() {
        #expect(UmockdevDescription.sysfsMask([0, 1, 3]) == "b")
        #expect(UmockdevDescription.sysfsMask([0x14a, 0x110]) == "400 10000 0 0 0 0")
    }

    @Test func udevEntryTagsTheSeat() {
        let entry = UdevDatabaseEntry(minor: 300, properties: ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"])
        #expect(entry.path == "/run/udev/data/c13:300")
        #expect(entry.text == "I:1\nE:ID_INPUT=1\nE:ID_INPUT_TOUCHSCREEN=1\nE:ID_SEAT=seat0\nG:seat\nQ:seat\nV:1\n")
    }

    @Test func evemuWriterLeadsInWithALoneReportThenRebasesTheRows() {
        let writer = EvemuEventWriter(start: Timestamp(microseconds: 5_000_000), leadIn: .milliseconds(500))
        let text = writer.text(for: [
            EvdevRow(time: Timestamp(microseconds: 1_000_000_000), type: 3, code: 0x39, value: 7),
            EvdevRow(time: Timestamp(microseconds: 1_000_010_000), type: 0, code: 0, value: 0)
        ])
        #expect(text == "E: 5.000000 0000 0000 0\nE: 5.500000 0003 0039 7\nE: 5.510000 0000 0000 0\n")
    }
}

/// Protocol B rows as a kernel driver writes them.
struct EvdevEncoderTests {
    @Test func firstTouchOnATouchpadReportsSlotTrackingPositionAndFingerCount() {
        var encoder = EvdevEncoder(device: EmulatedDevice.touchpad())
        let rows = encoder.encode([EvdevEncoder.Snapshot(time: .zero, touches: [0: .init(x: 100, y: 200)])])
        let triples = rows.map { [Int($0.type), Int($0.code), Int($0.value)] }
        #expect(triples == [[3, 0x39, 1], [3, 0x35, 100], [3, 0x36, 200], [1, 0x14a, 1], [1, 0x145, 1],
                            [3, 0, 100], [3, 1, 200], [0, 0, 0]])
    }

    @Test func liftingTheFirstSlotSelectsItEndsItsTrackingIDAndMovesABSToTheRemainingTouch() {
        var encoder = EvdevEncoder(device: EmulatedDevice.touchscreen())
        let rows = encoder.encode([
            EvdevEncoder.Snapshot(time: .zero, touches: [0: .init(x: 1, y: 1), 1: .init(x: 5, y: 5)]),
            EvdevEncoder.Snapshot(time: .milliseconds(10), touches: [1: .init(x: 5, y: 5)]),
        ])
        let second = rows.drop { $0.time == .zero }.map { [Int($0.type), Int($0.code), Int($0.value)] }
        // The last slot written in the first report was 1, so lifting slot 0 must select it first.
        #expect(second == [[3, 0x2f, 0], [3, 0x39, -1], [3, 0, 5], [3, 1, 5], [0, 0, 0]])
    }
}

/// The probe's JSON lines read back as the events written.
struct InputEventLineTests {
    @Test(arguments: [
        InputEvent.Kind.touch(.down(slot: 1, point: Point(x: 1.5, y: -2))),
        .touch(.frame), .touch(.cancel(slot: 3)), .deviceRemoved,
        .pointer(.button(code: 272, pressed: true)),
        .pointer(.scroll(source: .finger, delta: Vector(dx: 0, dy: 0), v120: .zero, stopped: .vertical)),
        .gesture(
            TouchpadGestureEvent(
                kind: .pinch, fingers: 2,
                phase: .update(delta: Vector(dx: 0.5, dy: 1), scale: 1.25, angleDelta: -0.1))),
        .gesture(TouchpadGestureEvent(kind: .hold, fingers: 3, phase: .end(cancelled: true))),
        .deviceAdded(EmulatedDevice.touchpad()),
    ])
    func lineRoundTrips(kind: InputEvent.Kind) throws {
        let event = InputEvent(time: Timestamp(microseconds: 123_456), device: DeviceID(2), kind: kind)
        #expect(try InputEventLine.decode(InputEventLine.encode(event)) == event)
    }

    @Test func aNonsensicalTimevalSaturatesInsteadOfTrapping() {
        #expect(EvdevSource.timestamp(seconds: 12, microseconds: 345).microseconds == 12_000_345)
        #expect(EvdevSource.timestamp(seconds: .max / 2, microseconds: 0).microseconds == .max)
        #expect(EvdevSource.timestamp(seconds: .min / 2, microseconds: 0).microseconds == .min)
        #expect(EvdevSource.timestamp(seconds: .max / 1_000_000, microseconds: .max).microseconds == .max)
    }
}
