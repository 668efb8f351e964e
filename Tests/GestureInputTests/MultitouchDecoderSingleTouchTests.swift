import GestureInput
import GestureKitTesting
import Testing

@Suite struct MultitouchDecoderSingleTouchTests {
    typealias S = DecoderTestSupport

    @Test func btnTouchWithAbsXYIsOneTouchInSlotZero() throws {
        var d = try S.decoder(S.singleTouchscreen())
        #expect(d.touchProtocol == .singleTouch)
        let (events, diagnostics) = S.run(&d, [
            S.abs(EvdevCode.ABS_X, 250), S.abs(EvdevCode.ABS_Y, 750), S.key(EvdevCode.BTN_TOUCH, 1), S.syn(),
            S.abs(EvdevCode.ABS_X, 260, t: 10), S.syn(t: 10),
            S.key(EvdevCode.BTN_TOUCH, 0, t: 20), S.syn(t: 20),
        ])
        #expect(diagnostics.isEmpty)
        #expect(events == [.down(slot: 0, point: S.p(250, 750)), .frame,
                           .motion(slot: 0, point: S.p(260, 750)), .frame,
                           .up(slot: 0), .frame])
    }

    @Test func positionWithoutBtnTouchIsHoverAndEmitsNothing() throws {
        var d = try S.decoder(S.singleTouchscreen())
        let (events, _) = S.run(&d, [S.abs(EvdevCode.ABS_X, 250), S.abs(EvdevCode.ABS_Y, 750), S.syn()])
        #expect(events.isEmpty)
    }

    @Test func doubleTapToolOnASingleTouchDeviceAddsASecondTouchAtTheSamePoint() throws {
        var d = try S.decoder(S.singleTouchscreen())
        let (events, _) = S.run(&d, [
            S.abs(EvdevCode.ABS_X, 250), S.abs(EvdevCode.ABS_Y, 750), S.key(EvdevCode.BTN_TOUCH, 1),
            S.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1), S.syn(),
        ])
        #expect(events == [.down(slot: 0, point: S.p(250, 750)), .down(slot: 1, point: S.p(250, 750)), .frame])
    }
}
