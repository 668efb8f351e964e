import NIOCore
import NIOWebSocket

/// The RFC 6455 rules a client's frames must follow that swift-nio's `WebSocketFrameDecoder` and
/// `NIOWebSocketFrameAggregator` leave to the application, checked in one place right after the
/// decoder, and the one mapping from any WebSocket error to the `bye` (and so the close code) the
/// client gets (docs/bridge.md, "RFC 6455").
///
/// swift-nio already refuses (by throwing, mapped by `byeReason(for:)`): a frame longer than the
/// limit, a fragmented control frame, a control frame over 125 bytes (decoder); a continuation
/// with no message to continue, a new message inside a fragmented one, a message over the limit
/// or in too many fragments (aggregator). This handler adds what they pass through:
///
/// - §5.1: a client frame that is not masked;
/// - §5.2: a reserved bit (RSV1–3) set, as no extension was negotiated; a reserved opcode
///   (3–7, 0xB–0xF);
/// - §5.5.1 and §7.4: a close frame whose body is one byte, whose code may not be sent (outside
///   1000–4999, or 1004–1006, 1015, 1016–2999 unassigned), or whose reason is not UTF-8.
///
/// After the first violation no further frame is passed on (RFC 6455 §7.1.7: the connection is
/// failed, nothing more of it is processed).
final class WebSocketFrameRules: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame

    /// A rule a client frame broke; `reason` is the `bye` it gets.
    struct Violation: Error, Hashable {
        let reason: ByeReason
    }

    private var failed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        if let reason = Self.violation(in: unwrapInboundIn(data)) {
            failed = true
            context.fireErrorCaught(Violation(reason: reason))
            return
        }
        context.fireChannelRead(data)
    }

    /// The opcodes RFC 6455 §5.2 defines; the others are reserved.
    private static let definedOpcodes: Set<WebSocketOpcode> = [
        .continuation, .text, .binary, .connectionClose, .ping, .pong,
    ]

    /// What is wrong with a client's frame, or nil when it follows the rules above.
    /// - Parameter frame: a frame as the decoder produced it (still masked).
    /// - Returns: the `bye` for the first rule it breaks.
    static func violation(in frame: WebSocketFrame) -> ByeReason? {
        guard frame.maskKey != nil else {
            return .protocolError("client frames must be masked (RFC 6455 section 5.1)")
        }
        guard !frame.rsv1 && !frame.rsv2 && !frame.rsv3 else {
            return .protocolError("reserved bits set but no extension was negotiated (RFC 6455 section 5.2)")
        }
        guard definedOpcodes.contains(frame.opcode) else {
            return .protocolError("reserved opcode \(UInt8(webSocketOpcode: frame.opcode)) (RFC 6455 section 5.2)")
        }
        if frame.opcode == .connectionClose { return closeBodyViolation(frame.unmaskedData) }
        return nil
    }

    /// RFC 6455 §5.5.1: a close body is empty, or a 2-byte code (§7.4) followed by a UTF-8 reason.
    private static func closeBodyViolation(_ body: ByteBuffer) -> ByeReason? {
        var body = body
        guard body.readableBytes > 0 else { return nil }
        guard let code = body.readInteger(as: UInt16.self) else {
            return .protocolError(
                "a close frame's body is a 2-byte code and a reason, not 1 byte (RFC 6455 section 5.5.1)")
        }
        guard isSendable(closeCode: code) else {
            return .protocolError("close code \(code) may not be sent (RFC 6455 section 7.4)")
        }
        guard String(validating: body.readableBytesView, as: UTF8.self) != nil else { return .invalidUTF8 }
        return nil
    }

    /// Whether an endpoint may put `code` in a close frame (RFC 6455 §7.4.1 and §7.4.2; 1012–1014
    /// are registered with IANA since): 1004, 1005, 1006 and 1015 are reserved for reports that
    /// never go on the wire; 1016–2999 are for future versions of the protocol; 3000–4999 belong
    /// to libraries and applications.
    static func isSendable(closeCode code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }

    /// The `bye` for an error a WebSocket pipeline reported, or nil for an error that is not about
    /// the client's frames (the connection is then closed without one).
    /// - Parameters:
    ///   - error: what the decoder, the aggregator or this handler threw.
    ///   - limit: the message size limit, named in the `bye`.
    /// - Returns: the reason whose close code the client gets.
    static func byeReason(for error: any Error, limit: Int) -> ByeReason? {
        switch error {
        case let violation as Violation:
            return violation.reason
        case NIOWebSocketError.invalidFrameLength:
            return .messageTooLarge(limit: limit)
        case NIOWebSocketError.fragmentedControlFrame:
            return .protocolError("control frames must not be fragmented (RFC 6455 section 5.5)")
        case NIOWebSocketError.multiByteControlFrameLength:
            return .protocolError("control frames carry at most 125 bytes (RFC 6455 section 5.5)")
        case let aggregation as NIOWebSocketFrameAggregator.Error:
            switch aggregation {
            case .accumulatedFrameSizeIsTooLarge, .tooManyFragments:
                return .messageTooLarge(limit: limit)
            case .didReceiveFragmentBeforeReceivingTextOrBinaryFrame:
                return .protocolError("a continuation frame with no message to continue (RFC 6455 section 5.4)")
            case .receivedNewFrameWithoutFinishingPrevious:
                return .protocolError("a new message began before the fragmented one ended (RFC 6455 section 5.4)")
            case .nonFinalFragmentSizeIsTooSmall:
                return .protocolError("an empty fragment")
            }
        default:
            return nil
        }
    }
}
