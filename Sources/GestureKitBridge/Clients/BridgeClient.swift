import GestureKit
import NIOCore
import NIOWebSocket

/// One connected client: its transport, its state, what it subscribed to, and its bounded queue.
/// Owned by the `BridgeHub` and used only on the event loop (hence unchecked: callbacks that
/// capture it are scheduled on that same loop).
final class BridgeClient: @unchecked Sendable {
    /// How lines travel on this connection.
    enum Framing {
        /// The Unix socket: JSON Lines.
        case lines
        /// A WebSocket: one text frame per line.
        case webSocket
    }

    /// The connection's life (docs/bridge.md, "Connections").
    enum State {
        /// Registered by its transport, not yet admitted by the hub.
        case new
        /// A WebSocket client that must present the token before anything else; the deadline
        /// closes it if it does not in time.
        case awaitingAuth(deadline: Scheduled<Void>?)
        /// Receiving lines and sending commands.
        case open
        /// An orderly `bye` waits behind the lines already queued; the grace timer closes the
        /// connection if the client does not take them in time.
        case closing(ByeReason, grace: Scheduled<Void>?)
        /// The `bye` and the end of the stream were written; the connection closes once they are
        /// flushed (or when the grace timer fires).
        case ending(grace: Scheduled<Void>?)
        /// Gone.
        case closed
    }

    let id: Int
    let channel: any Channel
    let framing: Framing
    var state: State = .new
    /// Its place in the service's counts (counted once, uncounted once).
    var account = ConnectionAccount()
    /// The line types and scene views it receives (`subscribe`).
    var subscription = BridgeSubscription()
    var queue: ClientQueue<BridgeLine>
    var limiter: CommandRateLimiter
    /// How many of the hub's broadcast lines since the last flush this client has been given
    /// (queued, or skipped as unwanted); the hub resets it at each flush.
    var stepCursor = 0
    /// Set when lines were queued since the last flush.
    var hasUnflushedLines = false
    /// Armed while the channel is full (not writable): closes a client that stays stalled
    /// (`BridgeTimeouts.stalledWrite`).
    var stallDeadline: Scheduled<Void>?

    init(id: Int, channel: any Channel, framing: Framing, limits: BridgeLimits) {
        self.id = id
        self.channel = channel
        self.framing = framing
        queue = ClientQueue(limit: limits.queueLines, byteLimit: limits.queueBytes)
        limiter = CommandRateLimiter(rate: limits.commandsPerSecond, burst: limits.commandBurst)
    }

    /// Receives `line`: an open client, a type it subscribed to (control lines, of no type,
    /// always), and a view it subscribed to (lines of no view, always).
    func wants(_ line: BridgeLine) -> Bool {
        guard case .open = state else { return false }
        return subscription.includes(line)
    }

    var isClosing: Bool {
        switch state {
        case .closing, .ending, .closed: true
        case .new, .awaitingAuth, .open: false
        }
    }

    /// The grace timer of a closing connection, if any.
    var grace: Scheduled<Void>? {
        switch state {
        case .closing(_, let grace), .ending(let grace): grace
        case .new, .awaitingAuth, .open, .closed: nil
        }
    }

    /// Bytes of lines joined into one socket write: one write (and one pass through the
    /// channel pipeline) per batch instead of per line, which is what lets one loop feed a
    /// hundred clients; a batch is about a quarter of the channel's high-water mark.
    static let batchBytes = 64 * 1024

    /// Takes lines from `queue` and writes them (not flushed): on the socket up to `batchBytes`
    /// joined into one buffer, on the WebSocket one frame. False when the queue was empty.
    func writeBatch(from queue: inout ClientQueue<BridgeLine>) -> Bool {
        guard let first = queue.pop() else { return false }
        guard framing == .lines else {
            write(first)
            return true
        }
        var batch = first.bytes
        var joined = false
        while batch.readableBytes < Self.batchBytes, let next = queue.pop() {
            if !joined {
                var copy = channel.allocator.buffer(capacity: Self.batchBytes + 4096)
                copy.writeImmutableBuffer(batch)
                batch = copy
                joined = true
            }
            batch.writeImmutableBuffer(next.bytes)
        }
        channel.write(batch, promise: nil)
        return true
    }

    /// Writes one line to the channel (not flushed).
    func write(_ line: BridgeLine) {
        switch framing {
        case .lines:
            channel.write(line.bytes, promise: nil)
        case .webSocket:
            channel.write(WebSocketFrame(fin: true, opcode: .text, data: line.frameBytes), promise: nil)
        }
    }

    /// Writes what marks the end of the stream and completes `promise` once everything before
    /// it was written: an empty buffer on the socket, a close frame on the WebSocket with the
    /// reason's status code (RFC 6455 §7.4) and as much of the reason as a close frame holds.
    func writeEnd(_ reason: ByeReason, promise: EventLoopPromise<Void>) {
        switch framing {
        case .lines:
            channel.writeAndFlush(ByteBuffer(), promise: promise)
        case .webSocket:
            let frame = Self.closeFrame(code: reason.webSocketCloseCode, reason: reason.description,
                                        allocator: channel.allocator)
            channel.writeAndFlush(frame, promise: promise)
        }
    }

    /// A close frame's reason is at most 123 bytes: a control frame's 125 less the code
    /// (RFC 6455 §5.5, §5.5.1).
    static let closeReasonBytes = 123

    /// A close frame with `code` and `reason` cut to `closeReasonBytes` at a character boundary
    /// (the reason must stay UTF-8).
    static func closeFrame(code: UInt16, reason: String, allocator: ByteBufferAllocator) -> WebSocketFrame {
        var data = allocator.buffer(capacity: 2 + closeReasonBytes)
        data.writeInteger(code)
        var bytes = 0
        for character in reason {
            let size = character.utf8.count
            guard bytes + size <= closeReasonBytes else { break }
            data.writeString(String(character))
            bytes += size
        }
        return WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    }
}
