import GestureInput
import Testing

@Suite struct TouchTrackerTests {
    static let dev = DeviceID(3)
    static let info = DeviceInfo(name: "screen", kind: .touchscreen, slotCount: 10, capabilities: [.touch])

    /// A tracker with `dev` added at t = 0.
    static func tracker() -> TouchTracker {
        var t = TouchTracker()
        var d: [Diagnostic] = []
        _ = t.process(InputEvent(time: .zero, device: dev, kind: .deviceAdded(info)), diagnostics: &d)
        return t
    }

    static func ev(_ ms: Int64, _ touch: TouchEvent, device: DeviceID = dev) -> InputEvent {
        InputEvent(time: .milliseconds(ms), device: device, kind: .touch(touch))
    }

    /// Feeds events; returns frames and diagnostics.
    static func feed(_ t: inout TouchTracker, _ events: [InputEvent]) -> ([TouchFrame], [Diagnostic]) {
        var frames: [TouchFrame] = []
        var d: [Diagnostic] = []
        for e in events { if let f = t.process(e, diagnostics: &d) { frames.append(f) } }
        return (frames, d)
    }

    static func phases(_ f: TouchFrame) -> [TouchPhase] { f.touches.map(\.phase) }

    @Test func framesCarryEveryTouchWithItsPhase() {
        var t = Self.tracker()
        let a = Point(x: 10, y: 10), b = Point(x: 50, y: 50)
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(10, .down(slot: 0, point: a)), Self.ev(10, .frame),
            Self.ev(20, .down(slot: 1, point: b)), Self.ev(20, .frame),
            Self.ev(30, .motion(slot: 1, point: Point(x: 60, y: 50))), Self.ev(30, .frame),
            Self.ev(40, .up(slot: 0)), Self.ev(40, .frame),
            Self.ev(50, .up(slot: 1)), Self.ev(50, .frame),
        ])
        #expect(diagnostics.isEmpty)
        #expect(frames.map(Self.phases) == [
            [.began], [.stationary, .began], [.stationary, .moved], [.ended, .stationary], [.ended],
        ])
        #expect(frames.map(\.activeCount) == [1, 2, 2, 1, 0])
        #expect(frames.map(\.time) == [10, 20, 30, 40, 50].map { Timestamp.milliseconds($0) })
        // Stable ids, start location and time survive motion.
        let second = frames[2].touches[1]
        #expect(second.id == frames[1].touches[1].id)
        #expect(second.startLocation == b && second.location == Point(x: 60, y: 50))
        #expect(second.startTime == .milliseconds(20))
        #expect(frames[0].touches[0].id != second.id)
        #expect(t.activeTouchCount(device: Self.dev) == 0)
        #expect(t.counters.frames == 5 && t.counters.touchesBegan == 2)
    }

    @Test func motionToTheSamePointIsStationary() {
        var t = Self.tracker()
        let (frames, _) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .frame),
            Self.ev(5, .motion(slot: 0, point: .zero)), Self.ev(5, .frame),
        ])
        #expect(frames.last.map(Self.phases) == [.stationary])
    }

    @Test func slotReusedAfterLiftGetsANewTouchID() {
        var t = Self.tracker()
        let (frames, _) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .frame),
            Self.ev(5, .up(slot: 0)), Self.ev(5, .frame),
            Self.ev(9, .down(slot: 0, point: .zero)), Self.ev(9, .frame),
        ])
        #expect(frames[0].touches[0].id != frames[2].touches[0].id)
    }

    @Test func deviceRemovedMidTouchCancelsEveryTouchInAFinalFrame() {
        var t = Self.tracker()
        var (frames, diagnostics) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .down(slot: 4, point: .zero)), Self.ev(0, .frame),
        ])
        let removed = t.process(
            InputEvent(time: .milliseconds(7), device: Self.dev, kind: .deviceRemoved), diagnostics: &diagnostics)
        frames.append(contentsOf: removed.map { [$0] } ?? [])
        #expect(diagnostics.isEmpty)
        #expect(removed.map(Self.phases) == [.cancelled, .cancelled])
        #expect(removed?.time == .milliseconds(7))
        #expect(removed?.activeCount == 0)
        #expect(t.deviceInfo(Self.dev) == nil)
        // Later events of the removed device are unknown-device defects.
        _ = t.process(Self.ev(8, .frame), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.unknownDevice])
    }

    @Test func cancelEndsATouchAsCancelled() {
        var t = Self.tracker()
        let (frames, _) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .frame),
            Self.ev(5, .cancel(slot: 0)), Self.ev(5, .frame),
        ])
        #expect(frames.last.map(Self.phases) == [.cancelled])
    }

    @Test(arguments: [TouchEvent.up(slot: 2), .motion(slot: 2, point: .zero), .cancel(slot: 2)])
    func eventForAnEmptySlotIsAnUnknownSlotAndChangesNothing(_ event: TouchEvent) {
        var t = Self.tracker()
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .frame),
            Self.ev(5, event), Self.ev(5, .frame),
        ])
        #expect(diagnostics.map(\.code) == [.unknownSlot])
        #expect(frames.last.map(Self.phases) == [.stationary])
        #expect(t.counters.count(.unknownSlot) == 1)
    }

    @Test func downOnAnOccupiedSlotEndsTheOldTouchFirst() {
        var t = Self.tracker()
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .frame),
            Self.ev(5, .down(slot: 0, point: Point(x: 9, y: 9))), Self.ev(5, .frame),
        ])
        #expect(diagnostics.map(\.code) == [.slotReused])
        #expect(frames.last.map(Self.phases) == [.ended, .began])
        #expect(t.activeTouchCount(device: Self.dev) == 1)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFinitePointIsDroppedWithADiagnostic(_ bad: Double) {
        var t = Self.tracker()
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: Point(x: 1, y: 1))), Self.ev(0, .frame),
            Self.ev(5, .motion(slot: 0, point: Point(x: bad, y: 1))), Self.ev(5, .frame),
            Self.ev(6, .down(slot: 1, point: Point(x: 1, y: bad))), Self.ev(6, .frame),
        ])
        #expect(diagnostics.map(\.code) == [.nonFiniteCoordinate, .nonFiniteCoordinate])
        #expect(frames.last?.touches.map(\.location) == [Point(x: 1, y: 1)])
        #expect(t.activeTouchCount(device: Self.dev) == 1)
    }

    @Test func eventsOfADeviceNeverAddedAreReportedAndIgnored() {
        var t = Self.tracker()
        let other = DeviceID(9)
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero), device: other), Self.ev(0, .frame, device: other),
        ])
        #expect(frames.isEmpty)
        #expect(diagnostics.map(\.code) == [.unknownDevice, .unknownDevice])
    }

    /// A trace header's devices are known without an `added` event (docs/trace-format.md).
    @Test func aDeviceDeclaredUpFrontNeedsNoAddedEvent() {
        var t = TouchTracker(declaring: [Self.info])
        let dev0 = DeviceID(0)
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(0, .down(slot: 0, point: .zero), device: dev0), Self.ev(0, .frame, device: dev0),
        ])
        #expect(diagnostics.isEmpty)
        #expect(frames.map(Self.phases) == [[.began]])
        #expect(t.deviceInfo(dev0)?.name == "screen")
    }

    @Test func theAddedEventOfADeclaredDeviceIsNoDuplicate() {
        var t = TouchTracker(declaring: [DeviceInfo(name: "from the header", kind: .touchscreen)])
        let (_, diagnostics) = Self.feed(
            &t, [InputEvent(time: .zero, device: DeviceID(0), kind: .deviceAdded(Self.info))])
        #expect(diagnostics.isEmpty)
        #expect(t.deviceInfo(DeviceID(0))?.name == "screen")
        let (_, again) = Self.feed(&t, [InputEvent(time: .zero, device: DeviceID(0), kind: .deviceAdded(Self.info))])
        #expect(again.map(\.code) == [.duplicateDevice])
    }

    @Test func timeGoingBackwardsIsClampedToTheLastTime() {
        var t = Self.tracker()
        let (frames, diagnostics) = Self.feed(&t, [
            Self.ev(100, .down(slot: 0, point: .zero)), Self.ev(100, .frame),
            Self.ev(40, .up(slot: 0)), Self.ev(40, .frame),
        ])
        #expect(diagnostics.map(\.code) == [.timeWentBackwards, .timeWentBackwards])
        #expect(frames.map(\.time) == [.milliseconds(100), .milliseconds(100)])
        #expect(frames.last.map(Self.phases) == [.ended])
    }

    @Test func slotOutOfRangeIsDropped() {
        var t = Self.tracker()
        let (_, diagnostics) = Self.feed(&t, [Self.ev(0, .down(slot: -1, point: .zero)),
                                              Self.ev(0, .down(slot: TouchTracker.slotLimit, point: .zero))])
        #expect(diagnostics.map(\.code) == [.slotOutOfRange, .slotOutOfRange])
        #expect(t.activeTouchCount(device: Self.dev) == 0)
    }

    @Test func duplicateDeviceCancelsItsTouchesAndKeepsTheNewDescription() {
        var t = Self.tracker()
        var (_, diagnostics) = Self.feed(&t, [Self.ev(0, .down(slot: 0, point: .zero)), Self.ev(0, .frame)])
        let renamed = DeviceInfo(name: "renamed", kind: .touchscreen)
        let frame = t.process(
            InputEvent(time: .milliseconds(1), device: Self.dev, kind: .deviceAdded(renamed)), diagnostics: &diagnostics
        )
        #expect(diagnostics.map(\.code) == [.duplicateDevice])
        #expect(frame.map(Self.phases) == [.cancelled])
        #expect(t.deviceInfo(Self.dev)?.name == "renamed")
    }

    @Test func framesOfTwoDevicesAreSeparate() {
        var t = Self.tracker()
        let b = DeviceID(4)
        var d: [Diagnostic] = []
        _ = t.process(InputEvent(time: .zero, device: b, kind: .deviceAdded(Self.info)), diagnostics: &d)
        let (frames, _) = Self.feed(&t, [
            Self.ev(1, .down(slot: 0, point: .zero)), Self.ev(1, .down(slot: 0, point: .zero), device: b),
            Self.ev(1, .frame), Self.ev(1, .frame, device: b),
        ])
        #expect(frames.map(\.device) == [Self.dev, b])
        #expect(frames.map(\.touches.count) == [1, 1])
        #expect(t.deviceIDs == [Self.dev, b])
    }

    @Test func flushClosesAReportLeftOpen() {
        var t = Self.tracker()
        var (frames, diagnostics) = Self.feed(&t, [Self.ev(0, .down(slot: 0, point: .zero))])
        #expect(frames.isEmpty)
        frames = t.flush(at: .milliseconds(3), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.unterminatedFrame])
        #expect(frames.map(Self.phases) == [[.began]])
        #expect(t.flush(at: .milliseconds(4), diagnostics: &diagnostics).isEmpty)
    }
}
