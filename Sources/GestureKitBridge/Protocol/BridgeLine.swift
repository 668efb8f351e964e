import NIOCore

/// One encoded message for clients: the bytes of a JSON line (newline included; the WebSocket
/// sends them without it), its line type for subscriptions, and its coalescing key when only the
/// latest one matters. Encoded once and shared by every client (a `ByteBuffer` is copy-on-write).
public struct BridgeLine: Sendable {
    /// The subscription type; nil for `hello`, `reply` and `bye`, which every client receives.
    public var type: BridgeCommand.LineType?
    /// Lines with the same key replace each other while they wait in a slow client's queue.
    public var coalescingKey: CoalescingKey?
    /// The JSON object followed by `\n`.
    public var bytes: ByteBuffer

    /// A line; see the properties.
    public init(type: BridgeCommand.LineType?, coalescingKey: CoalescingKey? = nil, bytes: ByteBuffer) {
        self.type = type; self.coalescingKey = coalescingKey; self.bytes = bytes
    }

    /// Lines that carry only the latest value (docs/bridge.md, "Slow clients").
    public enum CoalescingKey: Int, Hashable, Sendable {
        /// `state` lines.
        case state
        /// `scroll` lines whose event is `didScroll`.
        case didScroll
        /// `scroll` lines whose event is `didZoom`.
        case didZoom
    }

    /// The bytes without the trailing newline (one WebSocket text frame).
    public var frameBytes: ByteBuffer {
        var b = bytes
        if b.readableBytes > 0, b.getInteger(at: b.writerIndex - 1, as: UInt8.self) == UInt8(ascii: "\n") {
            b.moveWriterIndex(to: b.writerIndex - 1)
        }
        return b
    }
}
