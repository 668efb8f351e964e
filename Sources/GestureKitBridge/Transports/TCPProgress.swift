import NIOCore

/// How far a TCP peer has acknowledged the stream sent to it (Linux `TCP_INFO`,
/// `tcpi_bytes_acked`): proof that the peer's host is up and its socket takes data, even while
/// its frames (a pong) wait behind earlier data. Used by the WebSocket keep-alive
/// (`WebSocketDeadlines`).
enum TCPProgress {
    /// `struct tcp_info` as Linux fills it, as raw 64-bit words: the C library's declaration
    /// stops before the byte counters. Linux copies at most the length it is given and at most
    /// its own struct's size (232 bytes since Linux 5.x; 256 leaves room).
    private typealias RawTCPInfo = InlineArray<32, UInt64>

    /// `tcpi_bytes_acked` is at byte 120 of `struct tcp_info` since Linux 4.1 (linux/tcp.h); an
    /// older kernel leaves it zero, which reads as no progress (the keep-alive then relies on
    /// the peer's frames alone).
    private static let bytesAckedWord = 120 / MemoryLayout<UInt64>.size

    /// Bytes of the stream the peer has acknowledged, or nil when the channel is not a TCP
    /// socket or the kernel does not say. Call on the channel's event loop (the value is then
    /// read at once).
    /// - Parameter channel: a connected channel.
    /// - Returns: the peer's acknowledged byte count.
    static func bytesAcknowledged(by channel: any Channel) -> UInt64? {
        guard let provider = channel as? any SocketOptionProvider else { return nil }
        let future: EventLoopFuture<RawTCPInfo> = provider.unsafeGetSocketOption(level: .tcp, name: .tcp_info)
        var acknowledged: UInt64?
        future.assumeIsolated().whenSuccess { info in
            let value = info[bytesAckedWord]
            acknowledged = value > 0 ? value : nil
        }
        return acknowledged
    }
}
