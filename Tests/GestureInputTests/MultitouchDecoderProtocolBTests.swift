import GestureInput
import GestureKitTesting
import Testing

@Suite struct MultitouchDecoderProtocolBTests {
    typealias S = DecoderTestSupport

    @Test func twoFingersLandMoveAndLiftAsSlotEvents() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        let (events, diagnostics) = S.run(&d, [
            S.slot(0), S.id(10), S.mtx(100), S.mty(200), S.syn(),
            S.slot(1, t: 10), S.id(11, t: 10), S.mtx(300, t: 10), S.mty(400, t: 10), S.syn(t: 10),
            S.slot(0, t: 20), S.mtx(110, t: 20), S.slot(1, t: 20), S.mty(420, t: 20), S.syn(t: 20),
            S.slot(0, t: 30), S.id(-1, t: 30), S.syn(t: 30),
            S.slot(1, t: 40), S.id(-1, t: 40), S.syn(t: 40),
        ])
        #expect(diagnostics.isEmpty)
        #expect(events == [
            .down(slot: 0, point: S.p(100, 200)), .frame,
            .down(slot: 1, point: S.p(300, 400)), .frame,
            .motion(slot: 0, point: S.p(110, 200)), .motion(slot: 1, point: S.p(300, 420)), .frame,
            .up(slot: 0), .frame,
            .up(slot: 1), .frame,
        ])
        #expect(d.activeTouchCount == 0)
    }

    @Test func reportThatMovesNoTouchEmitsNothing() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        _ = S.run(&d, [S.slot(0), S.id(1), S.mtx(5), S.mty(5), S.syn()])
        let (events, _) = S.run(&d, [S.abs(EvdevCode.ABS_MT_PRESSURE, 40, t: 5), S.mtx(5, t: 5), S.syn(t: 5)])
        #expect(events.isEmpty)
    }

    @Test func eventsCarryTheSynReportTimeAndDevice() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        var events: [InputEvent] = []
        var diagnostics: [Diagnostic] = []
        for row in [S.slot(0, t: 7), S.id(1, t: 7), S.mtx(1, t: 7), S.mty(1, t: 7), S.syn(t: 8)] {
            d.decode(row, events: &events, diagnostics: &diagnostics)
        }
        #expect(events.map(\.time) == [.milliseconds(8), .milliseconds(8)])
        #expect(events.allSatisfy { $0.device == S.dev })
    }

    @Test func newTrackingIDInALiveSlotIsALiftAndALanding() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        let (events, diagnostics) = S.run(&d, [
            S.slot(0), S.id(1), S.mtx(10), S.mty(10), S.syn(),
            S.id(2, t: 5), S.mtx(500, t: 5), S.syn(t: 5),
        ])
        #expect(diagnostics.isEmpty)
        #expect(events == [.down(slot: 0, point: S.p(10, 10)), .frame,
                           .up(slot: 0), .down(slot: 0, point: S.p(500, 10)), .frame])
    }

    @Test func liftAndLandingInOneReportAreBothReported() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        let (events, _) = S.run(&d, [
            S.slot(0), S.id(1), S.mtx(10), S.mty(10), S.syn(),
            S.id(-1, t: 5), S.id(2, t: 5), S.mtx(600, t: 5), S.syn(t: 5),
        ])
        #expect(events.suffix(3) == [.up(slot: 0), .down(slot: 0, point: S.p(600, 10)), .frame])
    }

    @Test func slotBeyondTheDeviceCountIsReportedAndItsRowsIgnored() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 2))
        let (events, diagnostics) = S.run(&d, [
            S.slot(5), S.id(9), S.mtx(1), S.mty(1),
            S.slot(0), S.id(1), S.mtx(20), S.mty(30), S.syn(),
        ])
        #expect(diagnostics.map(\.code) == [.slotOutOfRange])
        #expect(events == [.down(slot: 0, point: S.p(20, 30)), .frame])
    }

    @Test func trackingIDStillLiveInAnotherSlotIsReportedAndBothTouchesKept() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        let (events, diagnostics) = S.run(&d, [
            S.slot(0), S.id(7), S.mtx(10), S.mty(10),
            S.slot(1), S.id(7), S.mtx(90), S.mty(90), S.syn(),
        ])
        #expect(diagnostics.map(\.code) == [.trackingIDReused])
        #expect(events == [.down(slot: 0, point: S.p(10, 10)), .down(slot: 1, point: S.p(90, 90)), .frame])
    }

    @Test func trackingIDBelowMinusOneIsALiftWithADiagnostic() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        _ = S.run(&d, [S.slot(0), S.id(1), S.mtx(10), S.mty(10), S.syn()])
        let (events, diagnostics) = S.run(&d, [S.id(-5, t: 5), S.syn(t: 5)])
        #expect(diagnostics.map(\.code) == [.malformedRecord])
        #expect(events == [.up(slot: 0), .frame])
    }

    @Test func absurdPositionIsIgnoredWithADiagnostic() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        let (events, diagnostics) = S.run(&d, [S.slot(0), S.id(1), S.mtx(10), S.mty(10), S.mtx(1_000_000), S.syn()])
        #expect(diagnostics.map(\.code) == [.malformedRecord])
        #expect(events == [.down(slot: 0, point: S.p(10, 10)), .frame])
    }

    @Test func synDroppedDiscardsUntilSynReportThenCancelsAndResumesMovingFingers() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        _ = S.run(&d, [
            S.slot(0), S.id(1), S.mtx(10), S.mty(10),
            S.slot(1), S.id(2), S.mtx(50), S.mty(50), S.syn(),
        ])
        // Overrun: these rows (including a bogus lift) must not be applied.
        let (dropped, diagnostics) = S.run(&d, [
            S.syn(EvdevCode.SYN_DROPPED, t: 10), S.slot(0, t: 10), S.id(-1, t: 10), S.mtx(999, t: 10), S.syn(t: 10),
        ])
        #expect(diagnostics.map(\.code) == [.eventsDropped])
        #expect(dropped == [.cancel(slot: 0), .cancel(slot: 1), .frame])
        #expect(d.activeTouchCount == 0)
        // Slot 1's finger moves: it resumes as a new touch; slot 0 stays silent until it reports.
        let (after, more) = S.run(&d, [S.slot(1, t: 20), S.mtx(60, t: 20), S.syn(t: 20)])
        #expect(more.isEmpty)
        #expect(after == [.down(slot: 1, point: S.p(60, 50)), .frame])
        // A new tracking id in slot 0 begins normally (the discarded lift did not corrupt it).
        let (later, _) = S.run(&d, [S.slot(0, t: 30), S.id(3, t: 30), S.mtx(15, t: 30), S.syn(t: 30)])
        #expect(later == [.down(slot: 0, point: S.p(15, 10)), .frame])
    }

    @Test func tripleTapOnATwoSlotTouchpadSynthesizesTheThirdFingerAtTheCentroid() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 2))
        let (events, _) = S.run(&d, [
            S.slot(0), S.id(1), S.mtx(100), S.mty(100),
            S.slot(1), S.id(2), S.mtx(300), S.mty(200),
            S.key(EvdevCode.BTN_TOUCH, 1), S.key(EvdevCode.BTN_TOOL_TRIPLETAP, 1), S.syn(),
        ])
        #expect(events == [.down(slot: 0, point: S.p(100, 100)), .down(slot: 1, point: S.p(300, 200)),
                           .down(slot: 2, point: S.p(200, 150)), .frame])
        #expect(d.activeTouchCount == 3)
        let (moved, _) = S.run(&d, [S.slot(0, t: 5), S.mtx(120, t: 5), S.syn(t: 5)])
        #expect(moved == [.motion(slot: 0, point: S.p(120, 100)), .motion(slot: 2, point: S.p(210, 150)), .frame])
        let (lifted, _) = S.run(&d, [
            S.slot(0, t: 9), S.id(-1, t: 9), S.slot(1, t: 9), S.id(-1, t: 9),
            S.key(EvdevCode.BTN_TOUCH, 0, t: 9), S.key(EvdevCode.BTN_TOOL_TRIPLETAP, 0, t: 9), S.syn(t: 9),
        ])
        #expect(lifted == [.up(slot: 0), .up(slot: 1), .up(slot: 2), .frame])
    }

    @Test func doubleTapToolOnATwoSlotDeviceAddsNoFakeFinger() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 2))
        _ = S.run(&d, [
            S.slot(0), S.id(1), S.mtx(100), S.mty(100), S.slot(1), S.id(2), S.mtx(300), S.mty(200),
            S.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1), S.syn(),
        ])
        #expect(d.activeTouchCount == 2)
    }

    @Test func landingWithoutAPositionTakesTheCentroidOfTheOthers() throws {
        // The kernel does not resend a value equal to the slot's previous one (Cypress recordings).
        var d = try S.decoder(S.slottedTouchscreen(slots: 3))
        let (events, _) = S.run(&d, [
            S.slot(0), S.id(1), S.mtx(100), S.mty(100), S.slot(1), S.id(2), S.mtx(300), S.mty(300),
            S.slot(2), S.id(3), S.syn(),
        ])
        #expect(events.contains(.down(slot: 2, point: S.p(200, 200))))
    }

    @Test func finishReportsRowsLeftWithoutSynReport() throws {
        var d = try S.decoder(S.slottedTouchscreen())
        var events: [InputEvent] = []
        var diagnostics: [Diagnostic] = []
        for row in [S.slot(0), S.id(1), S.mtx(1), S.mty(2)] {
            d.decode(row, events: &events, diagnostics: &diagnostics)
        }
        #expect(events.isEmpty)
        d.finish(events: &events, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.unterminatedFrame])
        #expect(events.map(\.kind) == [.touch(.down(slot: 0, point: S.p(1, 2))), .touch(.frame)])
    }

    @Test func descriptionWithoutPositionAxesIsRejectedNamingTheArgument() throws {
        let info = DeviceInfo(name: "keyboard", evdev: EvdevDescription(codes: [EvdevCode.EV_KEY: [30]]))
        let mapping = try CoordinateMapping(
            xAxis: AbsoluteAxis(minimum: 0, maximum: 9), yAxis: AbsoluteAxis(minimum: 0, maximum: 9),
                                            target: .millimetres(pointsPerMillimetre: 1))
        #expect(throws: MultitouchDecoder.ConfigurationError.self) {
            try MultitouchDecoder(device: S.dev, info: info, mapping: mapping)
        }
    }
}
