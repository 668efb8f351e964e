import NIOCore
import NIOWebSocket
import Testing
@testable import GestureKitBridge

/// RFC 6455 rules swift-nio leaves to the application, and the close code of every WebSocket error
/// (docs/bridge.md, "RFC 6455").
@Suite struct WebSocketFrameRulesTests {
    /// A client frame: `payload` masked with a fixed key unless `masked` is false.
    static func frame(_ opcode: UInt8, _ payload: [UInt8] = [], masked: Bool = true, rsv1: Bool = false,
                      rsv2: Bool = false, rsv3: Bool = false) -> WebSocketFrame {
        let key: WebSocketMaskingKey = [0x11, 0x22, 0x33, 0x44]
        var data = ByteBuffer(bytes: payload)
        if masked { data.webSocketMask(key) }
        return WebSocketFrame(fin: true, rsv1: rsv1, rsv2: rsv2, rsv3: rsv3,
                              opcode: WebSocketOpcode(encodedWebSocketOpcode: opcode) ?? .continuation,
                              maskKey: masked ? key : nil, data: data)
    }

    static func close(_ code: UInt16, _ reason: [UInt8] = []) -> [UInt8] {
        [UInt8(code >> 8), UInt8(code & 0xFF)] + reason
    }

    static let cases: [(String, WebSocketFrame, UInt16?)] = [
        ("a masked text frame", frame(0x1, Array("{}".utf8)), nil),
        ("a masked ping", frame(0x9, [1, 2, 3]), nil),
        ("a close without a body", frame(0x8), nil),
        ("a close with 4000 and a UTF-8 reason", frame(0x8, close(4000, Array("fini é".utf8))), nil),
        ("an unmasked text frame", frame(0x1, Array("{}".utf8), masked: false), 1002),
        ("RSV1 set", frame(0x1, [], rsv1: true), 1002),
        ("RSV2 set", frame(0x1, [], rsv2: true), 1002),
        ("RSV3 set", frame(0x9, [], rsv3: true), 1002),
        ("reserved opcode 3", frame(0x3), 1002),
        ("reserved opcode 0xF", frame(0xF), 1002),
        ("a close body of one byte", frame(0x8, [0x03]), 1002),
        ("close code 1005", frame(0x8, close(1005)), 1002),
        ("close code 999", frame(0x8, close(999)), 1002),
        ("close code 5000", frame(0x8, close(5000)), 1002),
        ("a close reason that is not UTF-8", frame(0x8, close(1000, [0xFF])), 1007),
    ]

    @Test(arguments: cases)
    func aFrameBreaksTheRulesOnlyWhereRFC6455SaysSo(_ what: String, _ frame: WebSocketFrame, _ code: UInt16?) {
        let reason = WebSocketFrameRules.violation(in: frame)
        #expect(reason?.webSocketCloseCode == code, "\(what): \(String(describing: reason))")
    }

    @Test(arguments: [
        (UInt16(1000), true), (1001, true), (1003, true), (1004, false), (1005, false), (1006, false),
        (1007, true), (1011, true), (1013, true), (1015, false), (1016, false), (2999, false),
        (3000, true), (4999, true), (5000, false), (0, false),
    ])
    func onlyCodesAnEndpointMaySendAreSendable(_ code: UInt16, _ sendable: Bool) {
        #expect(WebSocketFrameRules.isSendable(closeCode: code) == sendable)
    }

    static let errors: [(String, any Error & Sendable, UInt16)] = [
        ("a frame over the limit", NIOWebSocketError.invalidFrameLength, 1009),
        ("a fragmented control frame", NIOWebSocketError.fragmentedControlFrame, 1002),
        ("a control frame over 125 bytes", NIOWebSocketError.multiByteControlFrameLength, 1002),
        ("a message over the limit", NIOWebSocketFrameAggregator.Error.accumulatedFrameSizeIsTooLarge, 1009),
        ("too many fragments", NIOWebSocketFrameAggregator.Error.tooManyFragments, 1009),
        ("a continuation with nothing begun",
         NIOWebSocketFrameAggregator.Error.didReceiveFragmentBeforeReceivingTextOrBinaryFrame, 1002),
        ("a message inside a message", NIOWebSocketFrameAggregator.Error.receivedNewFrameWithoutFinishingPrevious,
         1002),
    ]

    @Test(arguments: errors)
    func everySwiftNIOWebSocketErrorHasItsCloseCode(_ what: String, _ error: any Error & Sendable, _ code: UInt16) {
        #expect(WebSocketFrameRules.byeReason(for: error, limit: 65_536)?.webSocketCloseCode == code, "\(what)")
    }

    @Test func anErrorThatIsNotAboutFramesHasNoBye() {
        #expect(WebSocketFrameRules.byeReason(for: ChannelError.ioOnClosedChannel, limit: 1) == nil)
    }

    @Test(arguments: [
        (ByeReason.endOfReplay, UInt16(1000)), (.shuttingDown, 1001), (.protocolError("x"), 1002),
        (.binaryFrame, 1003), (.invalidUTF8, 1007), (.unauthorized, 1008), (.flood(rate: 1, burst: 1), 1008),
        (.tooSlow(queued: 1), 1008), (.stalled(seconds: 10), 1008), (.messageTooLarge(limit: 1), 1009),
        (.tooManyClients(limit: 1), 1013),
    ])
    func everyByeHasTheCloseCodeOfRFC6455(_ reason: ByeReason, _ code: UInt16) {
        #expect(reason.webSocketCloseCode == code)
        #expect(WebSocketFrameRules.isSendable(closeCode: code))
    }

    @Test func aStalledClientsByeSaysTooSlowAndHowLong() {
        #expect(ByeReason.stalled(seconds: 10).description == "too slow: took nothing for 10 s")
        #expect(ByeReason.stalled(seconds: 0.5).description == "too slow: took nothing for 0.5 s")
    }

    @Test func aCloseFrameCutsItsReasonAtACharacterWithin123Bytes() {
        let reason = String(repeating: "é", count: 100)   // 200 bytes
        var data = BridgeClient.closeFrame(code: 1008, reason: reason, allocator: ByteBufferAllocator()).data
        #expect(data.readInteger(as: UInt16.self) == 1008)
        #expect(data.readableBytes == 122)
        #expect(String(validating: data.readableBytesView, as: UTF8.self) == String(repeating: "é", count: 61))
    }
}
