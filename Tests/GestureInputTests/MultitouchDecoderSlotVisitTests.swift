@_spi(Fuzzing) import GestureInput
import GestureKitTesting
import PropertyBased
import Testing

/// A protocol B report looks only at the slots in use or changed (`MultitouchDecoder`, "Work per
/// report"); these pin what it must still see: fingers in high slots, a slot reused after a lift,
/// lifts of slots never used, fingers that send nothing for several reports, orphans of a
/// SYN_DROPPED. The property test compares it row for row with a decoder that looks at every slot.
@Suite struct MultitouchDecoderSlotVisitTests {
    typealias S = DecoderTestSupport

    @Test func fingersInHighSlotsLandMoveAndLiftAlone() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 10))
        let (events, diagnostics) = S.run(&d, [
            S.slot(9), S.id(4), S.mtx(90), S.mty(91), S.slot(3), S.id(5), S.mtx(30), S.mty(31), S.syn(),
            S.slot(9, t: 8), S.mtx(95, t: 8), S.syn(t: 8),
            S.slot(3, t: 16), S.id(-1, t: 16), S.syn(t: 16),
            S.slot(9, t: 24), S.id(-1, t: 24), S.syn(t: 24),
        ])
        #expect(diagnostics.isEmpty)
        #expect(events == [
            .down(slot: 3, point: S.p(30, 31)), .down(slot: 9, point: S.p(90, 91)), .frame,
            .motion(slot: 9, point: S.p(95, 91)), .frame,
            .up(slot: 3), .frame,
            .up(slot: 9), .frame,
        ])
        #expect(d.activeTouchCount == 0)
    }

    @Test func slotReusedAfterALiftIsANewTouchAtItsNewPosition() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 10))
        let (events, _) = S.run(&d, [
            S.slot(6), S.id(1), S.mtx(60), S.mty(60), S.syn(),
            S.id(-1, t: 8), S.syn(t: 8),
            S.syn(t: 16),
            S.id(2, t: 24), S.mtx(200, t: 24), S.syn(t: 24),
            S.mty(210, t: 32), S.syn(t: 32),
        ])
        #expect(events == [
            .down(slot: 6, point: S.p(60, 60)), .frame,
            .up(slot: 6), .frame,
            .down(slot: 6, point: S.p(200, 60)), .frame,
            .motion(slot: 6, point: S.p(200, 210)), .frame,
        ])
    }

    @Test func liftOfASlotNeverUsedAndPositionsWithoutAnIdEmitNothing() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 10))
        let (quiet, diagnostics) = S.run(&d, [
            S.slot(5), S.id(-1), S.syn(),
            S.slot(8, t: 8), S.mtx(800, t: 8), S.mty(810, t: 8), S.syn(t: 8),
        ])
        #expect(diagnostics.isEmpty)
        #expect(quiet.isEmpty)
        // The positions were kept: the id that comes later lands there.
        let (landed, _) = S.run(&d, [S.slot(8, t: 16), S.id(3, t: 16), S.syn(t: 16)])
        #expect(landed == [.down(slot: 8, point: S.p(800, 810)), .frame])
    }

    @Test func fingersThatSendNothingStillCountForALandingWithoutAPosition() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 10))
        _ = S.run(&d, [
            S.slot(2), S.id(1), S.mtx(100), S.mty(100), S.slot(6), S.id(2), S.mtx(300), S.mty(500), S.syn(),
            S.syn(t: 8), S.syn(t: 16),
        ])
        let (events, _) = S.run(&d, [S.slot(8, t: 24), S.id(3, t: 24), S.syn(t: 24)])
        #expect(events == [.down(slot: 8, point: S.p(200, 300)), .frame])
        // And they are still there to lift.
        let (lifted, _) = S.run(&d, [S.slot(2, t: 32), S.id(-1, t: 32), S.slot(6, t: 32), S.id(-1, t: 32),
                                     S.syn(t: 32)])
        #expect(lifted == [.up(slot: 2), .up(slot: 6), .frame])
    }

    @Test func orphansOfASynDroppedStayTrackedUntilTheyReport() throws {
        var d = try S.decoder(S.slottedTouchscreen(slots: 10))
        _ = S.run(&d, [S.slot(4), S.id(1), S.mtx(100), S.mty(100), S.slot(9), S.id(2), S.mtx(300), S.mty(300),
                       S.syn(), S.syn(EvdevCode.SYN_DROPPED, t: 8), S.syn(t: 8)])
        // Two empty reports later an orphan still counts for a landing without a position…
        let (landed, _) = S.run(&d, [S.syn(t: 16), S.syn(t: 24), S.slot(0, t: 32), S.id(3, t: 32), S.syn(t: 32)])
        #expect(landed == [.down(slot: 0, point: S.p(200, 200)), .frame])
        // …and resumes as a touch when it moves.
        let (resumed, _) = S.run(&d, [S.syn(t: 40), S.slot(4, t: 48), S.mtx(110, t: 48), S.syn(t: 48)])
        #expect(resumed == [.down(slot: 4, point: S.p(110, 100)), .frame])
    }

    static let streams = Gen.int(in: 0...9_999_999).array(of: 1...200)

    /// Random numbers → rows of up to 12 slots (slots 10 and 11 beyond a ten-slot device), tracking
    /// ids that repeat, lifts (−1 and below), positions in and far outside the range, finger-count
    /// keys, SYN_DROPPED and reports.
    static func rows(from codes: [Int]) -> [EvdevRow] {
        var rows: [EvdevRow] = []
        var t: Int64 = 0
        func row(_ type: UInt16, _ code: UInt16, _ value: Int) {
            rows.append(EvdevRow(time: .milliseconds(t), type: type, code: code, value: Int32(clamping: value)))
        }
        for code in codes {
            t += Int64(code % 9)
            let v = code / 200
            switch (code / 9) % 20 {
            case 0, 1, 2: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_SLOT, v % 12)
            case 3, 4: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, v % 4 == 0 ? -1 : v % 7)
            case 5: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, v % 9 == 0 ? -3 : v % 50)
            case 6, 7: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, v % 1000)
            case 8, 9: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_Y, v % 1000)
            case 10: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, v % 5000 - 2500)
            case 11:
                let tools = [EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_DOUBLETAP, EvdevCode.BTN_TOOL_TRIPLETAP,
                             EvdevCode.BTN_TOOL_QUADTAP, EvdevCode.BTN_TOOL_QUINTTAP, EvdevCode.BTN_TOUCH]
                row(EvdevCode.EV_KEY, tools[v % tools.count], (v / 6) % 2)
            case 12: row(EvdevCode.EV_SYN, v % 23 == 0 ? EvdevCode.SYN_DROPPED : EvdevCode.SYN_REPORT, 0)
            default: row(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)
            }
        }
        return rows
    }

    @Test func reportsGiveWhatLookingAtEverySlotGives() async {
        await propertyCheck(count: 100, input: Self.streams) { codes in
            for slots in [2, 10] {
                guard var limited = try? S.decoder(S.slottedTouchscreen(slots: slots)) else {
                    Issue.record("the test screen must decode"); return
                }
                var everySlot = limited
                everySlot.visitEverySlot()
                var events: ([InputEvent], [InputEvent]) = ([], [])
                var diagnostics: ([Diagnostic], [Diagnostic]) = ([], [])
                for r in Self.rows(from: codes) {
                    limited.decode(r, events: &events.0, diagnostics: &diagnostics.0)
                    everySlot.decode(r, events: &events.1, diagnostics: &diagnostics.1)
                }
                limited.finish(events: &events.0, diagnostics: &diagnostics.0)
                everySlot.finish(events: &events.1, diagnostics: &diagnostics.1)
                #expect(events.0 == events.1, "\(slots) slots")
                #expect(diagnostics.0 == diagnostics.1, "\(slots) slots")
                #expect(limited.activeTouchCount == everySlot.activeTouchCount)
            }
        }
    }
}
