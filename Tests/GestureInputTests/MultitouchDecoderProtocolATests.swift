import GestureInput
import GestureKitTesting
import Testing

@Suite struct MultitouchDecoderProtocolATests {
    typealias S = DecoderTestSupport

    static func contact(_ x: Int32, _ y: Int32, t: Int64 = 0) -> [EvdevRow] {
        [S.mtx(x, t: t), S.mty(y, t: t), S.syn(EvdevCode.SYN_MT_REPORT, t: t)]
    }

    @Test func contactsKeepTheirSlotsWhenTheDeviceReordersThem() throws {
        var d = try S.decoder(S.contactListTouchscreen())
        #expect(d.touchProtocol == .contactList)
        let (events, diagnostics) = S.run(&d,
            Self.contact(100, 100) + Self.contact(800, 800) + [S.syn()]
            // Next report lists them the other way round, each moved a little.
            + Self.contact(805, 790, t: 10) + Self.contact(110, 104, t: 10) + [S.syn(t: 10)])
        #expect(diagnostics.isEmpty)
        #expect(events == [
            .down(slot: 0, point: S.p(100, 100)), .down(slot: 1, point: S.p(800, 800)), .frame,
            .motion(slot: 0, point: S.p(110, 104)), .motion(slot: 1, point: S.p(805, 790)), .frame,
        ])
    }

    @Test func nearestPairingBeatsListOrderWhenFingersCross() throws {
        // Three contacts; the next report is rotated and every contact moved by 20 units.
        var d = try S.decoder(S.contactListTouchscreen())
        _ = S.run(&d, Self.contact(100, 100) + Self.contact(500, 100) + Self.contact(300, 600) + [S.syn()])
        let (events, _) = S.run(&d,
            Self.contact(320, 620, t: 10) + Self.contact(120, 120, t: 10) + Self.contact(520, 120, t: 10) + [
                S.syn(t: 10)
            ])
        #expect(events == [.motion(slot: 0, point: S.p(120, 120)), .motion(slot: 1, point: S.p(520, 120)),
                           .motion(slot: 2, point: S.p(320, 620)), .frame])
    }

    @Test func missingContactLiftsAndNewContactTakesTheLowestFreeSlot() throws {
        var d = try S.decoder(S.contactListTouchscreen())
        _ = S.run(&d, Self.contact(100, 100) + Self.contact(800, 800) + [S.syn()])
        let (lift, _) = S.run(&d, Self.contact(800, 800, t: 10) + [S.syn(t: 10)])
        #expect(lift == [.up(slot: 0), .frame])
        let (land, _) = S.run(&d, Self.contact(800, 800, t: 20) + Self.contact(400, 400, t: 20) + [S.syn(t: 20)])
        #expect(land == [.down(slot: 0, point: S.p(400, 400)), .frame])
    }

    @Test func emptyReportLiftsEveryContact() throws {
        var d = try S.decoder(S.contactListTouchscreen())
        _ = S.run(&d, Self.contact(100, 100) + Self.contact(800, 800) + [S.syn()])
        let (events, _) = S.run(
            &d, [S.syn(EvdevCode.SYN_MT_REPORT, t: 10), S.key(EvdevCode.BTN_TOUCH, 0, t: 10), S.syn(t: 10)])
        #expect(events == [.up(slot: 0), .up(slot: 1), .frame])
    }

    @Test func contactWithoutYIsDroppedWithADiagnostic() throws {
        var d = try S.decoder(S.contactListTouchscreen())
        let (events, diagnostics) = S.run(&d, [S.mtx(5), S.syn(EvdevCode.SYN_MT_REPORT), S.syn()])
        #expect(events.isEmpty)
        #expect(diagnostics.map(\.code) == [.malformedRecord])
    }

    @Test func moreContactsThanTheLimitAreDroppedWithOneDiagnostic() throws {
        var d = try S.decoder(S.contactListTouchscreen())
        var rows: [EvdevRow] = []
        for i in 0..<(MultitouchDecoder.protocolAContactLimit + 3) { rows += Self.contact(Int32(i * 50), 10) }
        let (_, diagnostics) = S.run(&d, rows + [S.syn()])
        #expect(diagnostics.map(\.code) == [.slotOutOfRange])
        #expect(d.activeTouchCount == MultitouchDecoder.protocolAContactLimit)
    }
}
