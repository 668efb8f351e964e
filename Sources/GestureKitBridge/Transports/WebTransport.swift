import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// HTTP on one port (docs/bridge.md, "Transports"): `GET /` the demo page, `GET /gesturekit.js`
/// the client library, `GET /ws` a WebSocket carrying the same messages as the Unix socket, one
/// per text frame. The assets are compiled in; no request path reaches the file system.
enum WebTransport {
    /// Binds HTTP on `host:port` on `hub`'s loop. The WebSocket accepts the origins `origins`
    /// returns (read when a request arrives, so the bound port can be part of them).
    static func bind(host: String, port: Int, hub: BridgeHub, origins: OriginPolicy) -> EventLoopFuture<any Channel> {
        let limit = hub.configuration.limits.maximumMessageBytes
        let timeouts = hub.configuration.timeouts
        let headTimeout = BridgeHub.timeAmount(timeouts.requestHead)
        return ServerBootstrap(group: hub.eventLoop)
            .backingOffWhenOutOfDescriptors()
            .serverChannelOption(ChannelOptions.backlog, value: hub.configuration.listenBacklog)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.writeBufferWaterMark, value: BridgeLimits.writeBufferWaterMark)
            .childChannelInitializer { channel in
                let upgrader = NIOWebSocketServerUpgrader(
                    maxFrameSize: limit, automaticErrorHandling: false,
                    shouldUpgrade: { channel, head in
                        let allowed = head.uri == "/ws" && origins.allows(head.headers.first(name: "origin"))
                        return channel.eventLoop.makeSucceededFuture(allowed ? HTTPHeaders() : nil)
                    },
                    upgradePipelineHandler: { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(WebSocketFrameRules())
                            try channel.pipeline.syncOperations.addHandler(WebSocketDeadlines(
                                pingInterval: BridgeHub.timeAmount(timeouts.pingInterval),
                                fragmentTimeout: BridgeHub.timeAmount(timeouts.fragment)))
                            // Empty fragments are legal (RFC 6455 §5.4); the fragment count bounds them.
                            try channel.pipeline.syncOperations.addHandler(NIOWebSocketFrameAggregator(
                                    minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1024,
                                    maxAccumulatedFrameSize: limit))
                            try channel.pipeline.syncOperations.addHandler(WebSocketClientHandler(hub: hub))
                        }
                    })
                return channel.eventLoop.makeCompletedFuture {
                    let assets = AssetHandler(origins: origins, headTimeout: headTimeout)
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                        withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                            context.pipeline.removeHandler(name: AssetHandler.name, promise: nil)
                        }))
                    try channel.pipeline.syncOperations.addHandler(assets, name: AssetHandler.name)
                }
            }
            .bind(host: host, port: port)
    }
}

/// Which WebSocket origins may connect: the page's own (`http://HOST:PORT`, plus `localhost`
/// for a loopback host) and those given with `--allow-origin`. A request without an `Origin`
/// header comes from a program, not a browser page, and is allowed (browsers always send it).
final class OriginPolicy: @unchecked Sendable {
    private var allowed: Set<String> = []

    /// Sets the allowed origins once the port is known (called on the loop before serving).
    func allow(_ origins: [String]) { allowed.formUnion(origins.map(Self.normalized)) }

    /// Whether a request with this `Origin` header may open the WebSocket.
    func allows(_ origin: String?) -> Bool {
        guard let origin else { return true }
        return allowed.contains(Self.normalized(origin))
    }

    /// The page's own origins for an HTTP service on `host:port`.
    static func ownOrigins(host: String, port: Int) -> [String] {
        var origins = ["http://\(host):\(port)"]
        if ["127.0.0.1", "::1", "localhost"].contains(host) {
            origins += ["http://localhost:\(port)", "http://127.0.0.1:\(port)", "http://[::1]:\(port)"]
        }
        return origins
    }

    private static func normalized(_ origin: String) -> String {
        var o = origin.lowercased()
        while o.hasSuffix("/") { o.removeLast() }
        return o
    }
}

/// Answers plain HTTP requests: the two assets, 404 for any other path, 405 for methods other
/// than GET and HEAD, 403 for a WebSocket request from a foreign origin, 426 for `/ws` without
/// an upgrade. Each response closes the connection.
final class AssetHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// The handler's name in the pipeline (removed once a WebSocket upgrade succeeds).
    static let name = "gesturekit.assets"

    private let origins: OriginPolicy
    private let headTimeout: TimeAmount
    private var request: HTTPRequestHead?
    /// Closes a connection whose request (or WebSocket handshake) is not complete in time: a
    /// slow-header client (slowloris) holds a descriptor for at most `headTimeout`.
    private var deadline: Scheduled<Void>?

    init(origins: OriginPolicy, headTimeout: TimeAmount) {
        self.origins = origins
        self.headTimeout = headTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: headTimeout) { channel.close(promise: nil) }
    }

    /// Removed once a WebSocket upgrade succeeded (or the connection closed): the deadline no
    /// longer applies.
    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): request = head
        case .body: break
        case .end:
            guard let head = request else { return }
            request = nil
            deadline?.cancel()
            deadline = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let path =
            head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var headers = HTTPHeaders([("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
                                   ("Connection", "close")])
        let status: HTTPResponseStatus
        var body = ""
        var shared: ByteBuffer?
        if head.method != .GET && head.method != .HEAD {
            status = .methodNotAllowed
            headers.add(name: "Allow", value: "GET, HEAD")
            body = "only GET and HEAD\n"
        } else {
            switch path {
            case "/":
                status = .ok
                headers.add(name: "Content-Type", value: "text/html; charset=utf-8")
                shared = Self.page
            case "/gesturekit.js":
                status = .ok
                headers.add(name: "Content-Type", value: "text/javascript; charset=utf-8")
                shared = Self.clientScript
            case "/ws":
                if origins.allows(head.headers.first(name: "origin")) {
                    status = .upgradeRequired
                    headers.add(name: "Upgrade", value: "websocket")
                    body = "a WebSocket endpoint: connect with a WebSocket client\n"
                } else {
                    status = .forbidden
                    body = "origin not allowed (see --allow-origin)\n"
                }
            default:
                status = .notFound
                body = "not found\n"
            }
        }
        if status != .ok { headers.add(name: "Content-Type", value: "text/plain; charset=utf-8") }
        let buffer = shared ?? ByteBuffer(string: body)
        headers.add(name: "Content-Length", value: "\(buffer.readableBytes)")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
                      promise: nil)
        if head.method != .HEAD { context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil) }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
        // A peer that asks and then never reads the response holds it for at most `headTimeout`.
        deadline = context.eventLoop.scheduleTask(in: headTimeout) { channel.close(promise: nil) }
    }

    /// The page and the script, built once and shared by every response (ByteBuffer is
    /// copy-on-write): the page carries the photographs (about 1.2 MB).
    private static let page = ByteBuffer(string: EmbeddedAssets.indexHTML + "\n")
    private static let clientScript = ByteBuffer(string: EmbeddedAssets.clientJavaScript + "\n")
}

/// One WebSocket client after the upgrade: text messages to the hub, everything else answered
/// as RFC 6455 says (pong for ping, close for close) or closed with a `bye` whose close code says
/// why (binary frames, oversize messages, frames that break the protocol: `WebSocketFrameRules`).
final class WebSocketClientHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let hub: BridgeHub
    private var client: BridgeClient?
    /// The pong owed for the latest ping while the channel was not writable: only the latest is
    /// answered (RFC 6455 §5.5.3), so a peer that pings without reading cannot grow the
    /// channel's outbound buffer.
    private var owedPong: ByteBuffer?
    /// A frame broke the protocol: nothing more from this peer is processed (RFC 6455 §7.1.7).
    private var failed = false

    init(hub: BridgeHub) { self.hub = hub }

    func handlerAdded(context: ChannelHandlerContext) {
        // A peer that left during the upgrade gets no channelInactive here: never registered.
        guard context.channel.isActive else { return }
        // Stored before admission: a refused client can be closed during `admit`.
        let client = hub.register(channel: context.channel, framing: .webSocket)
        self.client = client
        hub.admit(client)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard let client, !failed else { return }
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text:
            hub.received(frame.unmaskedData, from: client)
        case .binary:
            hub.close(client, .binaryFrame)
        case .ping:
            guard !client.isClosing else { return }
            owedPong = frame.unmaskedData
            writeOwedPong(context: context)
        case .connectionClose:
            answerClose(frame, client: client, context: context)
        default:
            break
        }
    }

    private func writeOwedPong(context: ChannelHandlerContext) {
        guard context.channel.isWritable, let data = owedPong else { return }
        owedPong = nil
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: data)), promise: nil)
    }

    /// The peer closes: the close is echoed with its code (1000 for a close without one) unless
    /// the service already sent its own (RFC 6455 §5.5.1), then the connection is closed. Lines
    /// already queued (the replies to the commands before the close) are written first, as far as
    /// the channel takes them.
    private func answerClose(_ frame: WebSocketFrame, client: BridgeClient, context: ChannelHandlerContext) {
        failed = true
        let channel = context.channel
        switch client.state {
        case .ending, .closed:
            channel.close(promise: nil)
            return
        case .new, .awaitingAuth, .open:
            hub.pump(client)
        case .closing:
            break
        }
        switch client.state {
        case .ending, .closed:
            channel.close(promise: nil)
        case .new, .awaitingAuth, .open, .closing:
            var body = frame.unmaskedData
            let code = body.readInteger(as: UInt16.self) ?? 1000
            let close = BridgeClient.closeFrame(code: code, reason: "", allocator: channel.allocator)
            context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in channel.close(promise: nil) }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        writeOwedPong(context: context)
        hub.writabilityChanged(client)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let client { hub.disconnected(client) }
        client = nil
        owedPong = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let limit = hub.configuration.limits.maximumMessageBytes
        guard let client, let reason = WebSocketFrameRules.byeReason(for: error, limit: limit) else {
            context.close(promise: nil)
            return
        }
        // The first broken rule names the bye; later reports of the same failure change nothing.
        guard !failed else { return }
        failed = true
        hub.close(client, reason)
    }
}
