import Foundation
import Glibc
import NIOCore
import NIOExtras
import NIOPosix

/// The Unix domain socket transport: JSON Lines both ways (docs/bridge.md, "Transports").
/// The socket is created with the configured mode, never replaces a path that is not a stale
/// socket, and is removed when the service stops.
enum UnixSocketTransport {
    /// Why a socket path cannot be used.
    struct PathError: Error, CustomStringConvertible {
        var description: String
    }

    /// Makes `path` bindable: nothing there, or a stale socket (nobody accepts on it), which is
    /// removed. A live socket or any other file is an error naming what to do.
    static func prepare(path: String) throws {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw BindError.socket(IOError(errnoCode: errno, reason: "lstat"), path: path)
        }
        guard st.st_mode & S_IFMT == S_IFSOCK else {
            throw PathError(
                description: "\(path) exists and is not a socket; refusing to replace it (choose another --socket path)"
            )
        }
        if isAccepting(path: path) {
            throw PathError(description: """
                \(path) is in use by a running service (another gesturekit serve?); stop it or choose another \
                --socket path
                """)
        }
        guard unlink(path) == 0 else {
            throw BindError.socket(IOError(errnoCode: errno, reason: "unlink"), path: path)
        }
    }

    /// Whether a process accepts connections on the socket at `path`.
    private static func isAccepting(path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0
    }

    /// Binds the socket on `hub`'s loop and sets its mode.
    static func bind(path: String, mode: UInt16, hub: BridgeHub) -> EventLoopFuture<any Channel> {
        let limit = hub.configuration.limits.maximumMessageBytes
        return ServerBootstrap(group: hub.eventLoop)
            .backingOffWhenOutOfDescriptors()
            .serverChannelOption(ChannelOptions.backlog, value: hub.configuration.listenBacklog)
            .childChannelOption(ChannelOptions.writeBufferWaterMark, value: BridgeLimits.writeBufferWaterMark)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // The decoder keeps at most one message and its newline; more is an error.
                    try channel.pipeline.syncOperations.addHandler(
                        ByteToMessageHandler(LineBasedFrameDecoder(), maximumBufferSize: limit + 1))
                    try channel.pipeline.syncOperations.addHandler(LineClientHandler(hub: hub))
                }
            }
            .bind(unixDomainSocketPath: path)
            .flatMapThrowing { channel in
                guard chmod(path, mode_t(mode)) == 0 else {
                    channel.close(promise: nil)
                    unlink(path)
                    throw PathError(
                        description:
                            "cannot set mode \(String(mode, radix: 8)) on \(path): \(String(cString: strerror(errno)))")
                }
                return channel
            }
    }
}

/// One socket client: decoded lines to the hub, writability changes to its queue.
final class LineClientHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let hub: BridgeHub
    private var client: BridgeClient?

    init(hub: BridgeHub) { self.hub = hub }

    func channelActive(context: ChannelHandlerContext) {
        // Stored before admission: a refused client can be closed during `admit`.
        let client = hub.register(channel: context.channel, framing: .lines)
        self.client = client
        hub.admit(client)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard let client else { return }
        let line = unwrapInboundIn(data)
        // The decoder bounds what waits for a newline; a complete line is checked here.
        guard line.readableBytes <= hub.configuration.limits.maximumMessageBytes else {
            hub.close(client, .messageTooLarge(limit: hub.configuration.limits.maximumMessageBytes))
            return
        }
        hub.received(line, from: client)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        hub.writabilityChanged(client)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let client { hub.disconnected(client) }
        client = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let client else { context.close(promise: nil); return }
        if error is ByteToMessageDecoderError.PayloadTooLargeError {
            hub.close(client, .messageTooLarge(limit: hub.configuration.limits.maximumMessageBytes))
        } else {
            context.close(promise: nil)
        }
    }
}
