import NIOCore
import NIOWebSocket

/// Deadlines for one WebSocket peer (docs/bridge.md, "Limits"), between the frame decoder and
/// the aggregator so that it sees every frame:
///
/// - keep-alive: a ping every `pingInterval`; a peer that showed no sign of life since the
///   previous ping is closed: a half-open connection (a kiosk that lost power, a cable pulled)
///   is found within two intervals instead of holding its place forever. A sign of life is any
///   frame from the peer (a pong, a command) or TCP progress: the peer's kernel acknowledged more
///   of the stream (`TCPProgress`; the ping itself is enough on a quiet stream). A client that
///   reads but lags far behind has its pong late by its lag, yet its kernel keeps acknowledging,
///   so it is not taken for dead. A peer that takes nothing at all (its window shut) makes no
///   progress: it is closed here or, on a busy stream, as stalled (`BridgeTimeouts.stalledWrite`);
/// - fragments: a message begun in fragments must end within `fragmentTimeout`, or the
///   connection is closed with close code 1008 (the aggregator would otherwise hold the
///   unfinished message forever). A dead peer (keep-alive) is closed without a close frame: it
///   could not read one.
final class WebSocketDeadlines: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let pingInterval: TimeAmount
    private let fragmentTimeout: TimeAmount
    /// Whether a frame arrived since the last ping was sent.
    private var heardSinceLastPing = true
    /// Bytes of the stream the peer had acknowledged when the last ping was sent.
    private var acknowledgedAtLastPing: UInt64 = 0
    private var pingTask: Scheduled<Void>?
    private var fragmentDeadline: Scheduled<Void>?

    init(pingInterval: TimeAmount, fragmentTimeout: TimeAmount) {
        self.pingInterval = pingInterval
        self.fragmentTimeout = fragmentTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { schedulePing(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) { cancel() }

    func channelInactive(context: ChannelHandlerContext) {
        cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        heardSinceLastPing = true
        let startsMessage = frame.opcode == .text || frame.opcode == .binary
        if startsMessage && !frame.fin {
            if fragmentDeadline == nil {
                fragmentDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: fragmentTimeout) { [self] in
                    // The peer is alive but broke the limit: it is told why (1008, policy).
                    let close = BridgeClient.closeFrame(code: 1008, reason: "message unfinished at its deadline",
                                                        allocator: context.channel.allocator)
                    context.writeAndFlush(wrapOutboundOut(close), promise: nil)
                    context.close(promise: nil)
                }
            }
        } else if (startsMessage || frame.opcode == .continuation) && frame.fin {
            fragmentDeadline?.cancel()
            fragmentDeadline = nil
        }
        context.fireChannelRead(data)
    }

    private func schedulePing(context: ChannelHandlerContext) {
        pingTask = context.eventLoop.assumeIsolated().scheduleTask(in: pingInterval) { [self] in
            let acknowledged = TCPProgress.bytesAcknowledged(by: context.channel)
            let progressed = acknowledged.map { $0 > acknowledgedAtLastPing } ?? false
            guard heardSinceLastPing || progressed else {
                context.close(promise: nil)
                return
            }
            heardSinceLastPing = false
            acknowledgedAtLastPing = acknowledged ?? acknowledgedAtLastPing
            let ping = WebSocketFrame(fin: true, opcode: .ping, data: context.channel.allocator.buffer(capacity: 0))
            context.writeAndFlush(wrapOutboundOut(ping), promise: nil)
            schedulePing(context: context)
        }
    }

    private func cancel() {
        pingTask?.cancel()
        pingTask = nil
        fragmentDeadline?.cancel()
        fragmentDeadline = nil
    }
}
