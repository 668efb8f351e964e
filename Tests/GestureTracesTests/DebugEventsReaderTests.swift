import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// `libinput debug-events` text: every real shared file, and hand-written lines for each event.
@Suite struct DebugEventsReaderTests {
    static let directory = TraceTestSupport.recordings + "/libinput-debug-events"

    static let realFiles: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".txt") }
        .sorted()

    static func read(_ name: String, surface: Size? = nil) throws -> (DebugEventsReader, [TraceItem]) {
        let reader = try DebugEventsReader(path: directory + "/" + name, surface: surface)
        return (reader, try TraceTestSupport.readAll(reader))
    }

    static func readLines(_ lines: [String], surface: Size? = nil) throws -> (DebugEventsReader, [TraceItem]) {
        let path = try TraceTestSupport.temporaryFile(lines.joined(separator: "\n") + "\n", name: "fixture.txt")
        let reader = try DebugEventsReader(path: path, surface: surface)
        return (reader, try TraceTestSupport.readAll(reader))
    }

    static let mm = DebugEventsReader.pointsPerMillimetre

    @Test func theSharedCorpusIsThere() {
        #expect(Self.realFiles.count >= 10, "expected the shared debug-events recordings in \(Self.directory)")
    }

    @Test(arguments: realFiles)
    func everyRealFileReadsWithoutUnexplainedDiagnostics(_ name: String) throws {
        let (reader, items) = try Self.read(name)
        let events = TraceTestSupport.events(items)
        #expect(reader.header.devices.count == 1)
        guard case .deviceAdded(let info)? = events.first?.kind else {
            Issue.record("first event is not a device"); return
        }
        #expect(info == reader.header.devices.first)
        #expect(events.count >= 3)
        // Only libinput's own messages may show up as diagnostics.
        for d in TraceTestSupport.diagnostics(items) {
            #expect(d.code == .other, "\(d)")
            #expect(d.message.contains("libinput reported"))
        }
    }

    @Test func atmelTouchscreenDeviceAndFirstTouchInMillimetresAt96Dpi() throws {
        let (reader, items) = try Self.read("atmel2.debug-events.txt")
        let device = try #require(reader.header.devices.first)
        #expect(device.name == "Atmel maXTouch Touchscreen")
        #expect(device.kind == .touchscreen)
        #expect(device.slotCount == 10)
        #expect(device.capabilities == [.touch])
        #expect(device.node == "/dev/input/event22")
        let events = TraceTestSupport.events(items)
        #expect(events[1] == InputEvent(time: Timestamp(microseconds: 281_000), device: DeviceID(0),
                                        kind: .touch(.down(slot: 0, point: Point(x: 539 * Self.mm, y: 167 * Self.mm)))))
        #expect(events[2].kind == .touch(.frame))
        let ups = events.filter { if case .touch(.up) = $0.kind { true } else { false } }
        #expect(ups.map(\.time.microseconds) == [1_092_000, 1_106_000])
    }

    @Test func surfaceMapsTheTransformedPercentagesInstead() throws {
        let (reader, items) = try Self.read("atmel2.debug-events.txt", surface: Size(width: 1000, height: 500))
        #expect(reader.header.surface == Size(width: 1000, height: 500))
        let down = TraceTestSupport.events(items)[1]
        #expect(down.kind == .touch(.down(slot: 0, point: Point(x: 67.38 / 100 * 1000, y: 34.79 / 100 * 500))))
    }

    @Test func cypressTouchpadScrollsWithAxisStopsAndTapButtons() throws {
        let (reader, items) = try Self.read("cy2.debug-events.txt")
        let device = try #require(reader.header.devices.first)
        #expect(device.kind == .touchpad)  // cap:p, but it has a tap setting
        #expect(device.sizeMillimetres == Size(width: 100, height: 60))
        #expect(device.name == "CyPS/2 Cypress Trackpad")
        guard case .diagnostic(let first)? = items.first else {
            Issue.record("the libinput error line should come first"); return
        }
        #expect(first.message.contains("clickpad advertising right button"))
        let kinds = TraceTestSupport.events(items).dropFirst().map(\.kind)
        #expect(kinds == [
            .pointer(.scroll(source: .finger, delta: Vector(dx: 0, dy: 0.7), v120: .zero, stopped: [])),
            .pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal, .vertical])),
            .pointer(.scroll(source: .finger, delta: Vector(dx: 0, dy: 1.4), v120: .zero, stopped: [])),
            .pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal, .vertical])),
            .pointer(.button(code: 273, pressed: true)),
            .pointer(.button(code: 273, pressed: false)),
        ])
    }

    @Test func pinchUpdatesCarryScaleAndAngleInRadians() throws {
        let (_, items) = try Self.read("ia_pinch_out_2.debug-events.txt")
        let events = TraceTestSupport.events(items)
        #expect(events[1].kind == .gesture(TouchpadGestureEvent(kind: .hold, fingers: 2, phase: .begin)))
        #expect(events[2].kind == .gesture(TouchpadGestureEvent(kind: .hold, fingers: 2, phase: .end(cancelled: true))))
        #expect(events[3].kind == .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin)))
        #expect(
            events[5]
                == InputEvent(
                    time: Timestamp(microseconds: 285_000), device: DeviceID(0),
                    kind: .gesture(
                        TouchpadGestureEvent(
                            kind: .pinch, fingers: 2,
                            phase: .update(
                                delta: Vector(dx: -0.09, dy: -0.09), scale: 1.04, angleDelta: -0.02 * .pi / 180)))))
    }

    @Test func holdBeginsAndEndsUncancelled() throws {
        let (_, items) = try Self.read("ia_hold_2.debug-events.txt")
        let events = TraceTestSupport.events(items)
        #expect(events.dropFirst().map(\.time.microseconds) == [104_000, 1_064_000])
        #expect(
            events.last?.kind == .gesture(TouchpadGestureEvent(kind: .hold, fingers: 2, phase: .end(cancelled: false))))
    }

    @Test func libinputErrorContinuationLinesAreNotEvents() throws {
        let (_, items) = try Self.read("ia_rotate_clockwise_2.debug-events.txt")
        #expect(TraceTestSupport.diagnostics(items).count == 2)
        #expect(
            TraceTestSupport.events(items).last?.kind
                == .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .end(cancelled: false))))
    }

    static let pad = """
        -event7   DEVICE_ADDED            Test Pad With  Spaces             seat0 default group3  cap:pg  size \
        97x65mm tap(dl off) left
        """

    @Test func handWrittenLinesOfEveryEventType() throws {
        let (reader, items) = try Self.readLines([
            Self.pad,
            """
                -event9   DEVICE_ADDED            Touch Screen                      seat0 default group4  cap:t \
                ntouches 5 calib
                """,
            " event9   TOUCH_DOWN              +0.100s\t0 (0) 10.00/20.00 (25.40/50.80mm)",
            " event9   TOUCH_MOTION            +0.108s\t0 (0) 11.00/20.00 (27.94/50.80mm)",
            " event9   TOUCH_FRAME             +0.108s\t",
            " event9   TOUCH_CANCEL            +0.116s\t0 (0)",
            " event9   TOUCH_UP                +0.117s\t-1 (3)",
            "-event7   POINTER_MOTION          +0.200s\t  1.50/ -2.25 ( 1.00/ -1.50 unaccelerated)",
            " event7   POINTER_SCROLL_WHEEL    +0.210s\tvert 15.00/120.0* horiz 0.00/0.0 (wheel)",
            " event7   POINTER_SCROLL_CONTINUOUS +0.220s\tvert 0.00/0.0* horiz 3.00/0.0* (continuous)",
            " event7   GESTURE_SWIPE_BEGIN     +0.300s\t3",
            " event7   GESTURE_SWIPE_UPDATE    +0.307s\t3 -8.07/ 1.48 (-8.07/ 1.48 unaccelerated)",
            " event7   GESTURE_SWIPE_END       +0.314s\t3 cancelled",
            " event7   KEYBOARD_KEY            +0.400s\t*** (-1) pressed",
            "-event7   DEVICE_REMOVED          Test Pad With  Spaces             seat0 default group3  cap:pg",
        ])
        #expect(reader.header.devices.map(\.name) == ["Test Pad With  Spaces", "Touch Screen"])
        #expect(reader.header.devices[0].kind == .touchpad)
        #expect(reader.header.devices[0].capabilities == [.pointer, .gesture])
        #expect(reader.header.devices[1].slotCount == 5)
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        let t = { (ms: Int64) in Timestamp(microseconds: ms * 1000) }
        let pad = DeviceID(0), screen = DeviceID(1)
        #expect(Array(TraceTestSupport.events(items).dropFirst(2)) == [
                InputEvent(
                    time: t(100), device: screen,
                    kind: .touch(.down(slot: 0, point: Point(x: 25.4 * Self.mm, y: 50.8 * Self.mm)))),
                InputEvent(
                    time: t(108), device: screen,
                    kind: .touch(.motion(slot: 0, point: Point(x: 27.94 * Self.mm, y: 50.8 * Self.mm)))),
            InputEvent(time: t(108), device: screen, kind: .touch(.frame)),
            InputEvent(time: t(116), device: screen, kind: .touch(.cancel(slot: 0))),
            InputEvent(time: t(117), device: screen, kind: .touch(.up(slot: 3))),
            InputEvent(time: t(200), device: pad, kind: .pointer(.motion(delta: Vector(dx: 1.5, dy: -2.25)))),
                InputEvent(
                    time: t(210), device: pad,
                    kind: .pointer(
                        .scroll(source: .wheel, delta: Vector(dx: 0, dy: 15), v120: Vector(dx: 0, dy: 120), stopped: [])
                    )),
                InputEvent(
                    time: t(220), device: pad,
                    kind: .pointer(
                        .scroll(source: .continuous, delta: Vector(dx: 3, dy: 0), v120: .zero, stopped: [.vertical]))),
                InputEvent(
                    time: t(300), device: pad,
                    kind: .gesture(TouchpadGestureEvent(kind: .swipe, fingers: 3, phase: .begin))),
                InputEvent(
                    time: t(307), device: pad,
                    kind: .gesture(
                        TouchpadGestureEvent(
                            kind: .swipe, fingers: 3,
                            phase: .update(delta: Vector(dx: -8.07, dy: 1.48), scale: 1, angleDelta: 0)))),
                InputEvent(
                    time: t(314), device: pad,
                    kind: .gesture(TouchpadGestureEvent(kind: .swipe, fingers: 3, phase: .end(cancelled: true)))),
            InputEvent(time: t(314), device: pad, kind: .deviceRemoved),
        ])
    }

    @Test func libinput127RepeatCountColumnIsAccepted() throws {
        let (_, items) = try Self.readLines([
            Self.pad,
            " event7   GESTURE_PINCH_BEGIN      1 +1.000s\t2",
            " event7   GESTURE_PINCH_UPDATE     2 +1.007s\t2  0.19/-0.38 ( 0.53/-1.05 unaccelerated)  1.50 @ 90.00",
            " event7   GESTURE_PINCH_END        1 +1.014s\t2",
        ])
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        #expect(TraceTestSupport.events(items).dropFirst().map(\.kind) == [
            .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .begin)),
                .gesture(
                    TouchpadGestureEvent(
                        kind: .pinch, fingers: 2,
                        phase: .update(delta: Vector(dx: 0.19, dy: -0.38), scale: 1.5, angleDelta: .pi / 2))),
            .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .end(cancelled: false))),
        ])
        #expect(TraceTestSupport.events(items).last?.time == Timestamp(microseconds: 1_014_000))
    }

    @Test func eventsFromADeviceNeverAddedDeclareOneWithADiagnostic() throws {
        let (reader, items) = try Self.readLines([
            " event4   TOUCH_DOWN              +0.010s\t1 (1) 50.00/50.00 (10.00/10.00mm)"
        ])
        guard items.count == 3, case .diagnostic(let d) = items[0], case .event(let added) = items[1],
            case .event(let down) = items[2]
        else {
            Issue.record("expected diagnostic, added, down: \(items)"); return
        }
        #expect(d.code == .unknownDevice)
        #expect(
            added.kind
                == .deviceAdded(
                    DeviceInfo(name: "event4", kind: .touchscreen, capabilities: [.touch], node: "/dev/input/event4")))
        #expect(down.device == added.device)
        #expect(reader.header.devices.map(\.name) == ["event4"])  // declared before the first other event
    }

    @Test(arguments: [
        " event7   POINTER_BUTTON          +0.100s\tBTN_LEFT (272) squeezed, seat count: 1",
        " event7   GESTURE_PINCH_UPDATE    +0.100s\t2  garbage",
        " event7   TOUCH_DOWN              0.100s\t0 (0) 1/2 (3/4mm)",
        " event7   POINTER_SCROLL_FINGER   +0.100s\tsideways 1/2",
        " event7   WIGGLE                  +0.100s\t1",
        "this is not a libinput line at all",
    ])
    func malformedLinesAreSkippedWithADiagnosticNotAThrow(_ line: String) throws {
        let (_, items) = try Self.readLines([Self.pad, line, " event7   GESTURE_HOLD_BEGIN      +0.500s\t2"])
        let diagnostics = TraceTestSupport.diagnostics(items)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .malformedRecord)
        #expect(diagnostics.first?.message.contains(":2:") == true)
        #expect(TraceTestSupport.events(items).count == 2)
    }

    @Test func blankAndVerboseLinesAreIgnored() throws {
        let (_, items) = try Self.readLines([
            "", Self.pad, "   ",
            "event7  - tap: touch 0 (TOUCH_BEGIN), tap state TAP_STATE_IDLE → TAP_EVENT_TOUCH → TAP_STATE_TOUCH",
            " event7   GESTURE_HOLD_BEGIN      +0.500s\t2",
        ])
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        #expect(TraceTestSupport.events(items).count == 2)
    }

    /// Lines of two devices in turn, and a device removed and added again under the same
    /// `eventN`: each line goes to the device its key names now (the reader remembers the last
    /// line's device by its bytes, and must forget it when the device table changes).
    @Test func interleavedDevicesAndAReAddedDeviceKeepTheIdsTheirKeysNameNow() throws {
        let screen = """
            -event9   DEVICE_ADDED            Touch Screen                      seat0 default group4  cap:t ntouches \
            5 calib
            """
        let (_, items) = try Self.readLines([
            Self.pad, screen,
            " event7   GESTURE_HOLD_BEGIN      +0.100s\t2",
            " event9   TOUCH_DOWN              +0.110s\t0 (0) 50.00/50.00 (10.00/10.00mm)",
            " event7   GESTURE_HOLD_END        +0.120s\t2",
            " event7   DEVICE_REMOVED          Test Pad With  Spaces             seat0 default group3  cap:pg",
            Self.pad,
            " event7   GESTURE_HOLD_BEGIN      +0.300s\t3",
            " event9   TOUCH_UP                +0.310s\t0 (0)",
        ])
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        let devices = TraceTestSupport.events(items).map { ($0.device.rawValue, $0.time.microseconds) }
        #expect(devices.map(\.0) == [0, 1, 0, 1, 0, 0, 2, 2, 1])
        #expect(devices.map(\.1).suffix(2) == [300_000, 310_000])
    }

    /// The reader compares a line's type and key with those met before without checking their
    /// bytes again: a word that only starts like a known one (one more letter, a trailing NUL)
    /// must still be judged as itself, on the line where the shorter one was already known.
    @Test func aWordThatOnlyStartsLikeAKnownTypeIsJudgedAsItself() throws {
        let (_, items) = try Self.readLines([
            Self.pad,
            " event7   GESTURE_HOLD_BEGIN      +0.100s\t2",
            " event7   GESTURE_HOLD_BEGINS     +0.150s\t2",
            " event7   GESTURE_HOLD_BEGIN\u{0}     +0.160s\t2",
            " event77  GESTURE_HOLD_END        +0.200s\t2",
            " event7   GESTURE_HOLD_END        +0.300s\t2",
        ])
        let diagnostics = TraceTestSupport.diagnostics(items)
        #expect(diagnostics.map(\.code) == [.malformedRecord, .unknownDevice])
        #expect(diagnostics.first?.message.contains("unknown event type GESTURE_HOLD_BEGINS") == true)
        let events = TraceTestSupport.events(items)
        #expect(events.map(\.time.microseconds) == [0, 100_000, 200_000, 200_000, 300_000])
        #expect(events.map(\.device.rawValue) == [0, 0, 1, 1, 0])
    }

    /// Keys and types longer than the reader holds inline (32 bytes) are looked up by name on
    /// every line, with the same result.
    @Test func aDeviceKeyLongerThanThirtyTwoBytesStillNamesItsDevice() throws {
        let key = "event" + String(repeating: "9", count: 40)
        let (_, items) = try Self.readLines([
            Self.pad,
            "-\(key)   DEVICE_ADDED            Long Key Pad                      seat0 default group3  cap:pg",
            " \(key)   GESTURE_HOLD_BEGIN      +0.100s\t2",
            " event7   GESTURE_HOLD_BEGIN      +0.150s\t2",
            " \(key)   GESTURE_HOLD_END        +0.200s\t2",
            " \(key)   GESTURE_HOLD_END_OF_A_VERY_LONG_EVENT_TYPE +0.300s\t2",
        ])
        let diagnostics = TraceTestSupport.diagnostics(items)
        #expect(diagnostics.map(\.code) == [.malformedRecord])
        #expect(
            diagnostics.first?.message.contains("unknown event type GESTURE_HOLD_END_OF_A_VERY_LONG_EVENT_TYPE") == true
        )
        #expect(TraceTestSupport.events(items).map(\.device.rawValue) == [0, 1, 1, 0, 1])
    }

    /// The cursor reads numbers in one pass; every number must be the Double `Double(String)`
    /// (strtod) reads from the same text: up to 15 digits exactly, longer ones through it.
    @Test func numbersAreTheDoublesStrtodReads() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let whole = String(UInt64.random(in: 0...UInt64.max, using: &rng)).prefix(
                Int.random(in: 1...12, using: &rng))
            let fraction = String(UInt64.random(in: 0...UInt64.max, using: &rng)).prefix(
                Int.random(in: 0...9, using: &rng))
            let sign = ["", "-", "+"].randomElement(using: &rng) ?? ""
            let text = sign + whole + (fraction.isEmpty && Bool.random(using: &rng) ? "" : "." + fraction)
            let bytes = Array((" " + text + "/").utf8)
            let value = bytes.withUnsafeBufferPointer { p -> Double? in
                var c = DebugEventsCursor(p)
                let v = c.number()
                #expect(c.peek() == UInt8(ascii: "/"), "\(text)")
                return v
            }
            #expect(value?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    /// Two words are equal exactly when their bytes are, whether read near the end of a line
    /// (byte by byte) or with room after them (eight bytes at a time).
    @Test func inlineWordsAreEqualExactlyWhenTheirBytesAre() {
        let words = ["event7", "event77", "GESTURE_PINCH_UPDATE", "GESTURE_PINCH_UPDATF", "POINTER_SCROLL_CONTINUOUS",
                     "A", "AB", "AB\u{0}", String(repeating: "X", count: 32)]
        for a in words {
            for b in words {
                for padA in [0, 40] {
                    for padB in [0, 40] {
                        let wa = Self.word(a, padding: padA), wb = Self.word(b, padding: padB)
                        #expect((wa == wb) == (a == b), "\(a) \(padA) vs \(b) \(padB)")
                        #expect(wa != nil)
                    }
                }
            }
        }
        #expect(Self.word(String(repeating: "X", count: 33), padding: 0) == nil)
    }

    private static func word(_ text: String, padding: Int) -> DebugEventsWord? {
        let bytes = Array((text + String(repeating: " ", count: padding)).utf8)
        return bytes.withUnsafeBufferPointer { DebugEventsWord($0, 0..<text.utf8.count) }
    }

    @Test func emptyFileHasNoEventsAndNoDevices() throws {
        let (reader, items) = try Self.readLines([])
        #expect(reader.header.devices.isEmpty)
        #expect(items.isEmpty)
    }
}
