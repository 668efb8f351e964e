import NIOCore

/// What one client may send and how far behind it may fall (docs/bridge.md, "Limits"). The
/// values are announced in `hello` so a client can respect them.
public struct BridgeLimits: Hashable, Sendable {
    /// Longest message a client may send (bytes of one line or one WebSocket message). 64 KiB:
    /// the largest command (`configure`) is under 300 bytes, so this only stops abuse.
    public var maximumMessageBytes: Int
    /// Sustained commands per second per client (token bucket rate). A page sends a few per
    /// gesture; 100/s still allows one command per frame of a 60 Hz display with room to spare.
    public var commandsPerSecond: Double
    /// Commands a client may send at once before the rate applies (token bucket depth).
    public var commandBurst: Double
    /// Lines that cannot be coalesced (gestures, input, replies) a client may have waiting
    /// before it is disconnected as too slow: about 8 s of a busy 5-finger 120 Hz stream.
    public var queueLines: Int
    /// Bytes of such lines a client may have waiting: the hard cap on its queue. 2 MiB: a busy
    /// stream's 4096 lines are about 1 MiB, so `queueLines` is what a slow client meets first;
    /// this bounds one whose waiting lines are large (replies to `stats`, `state` of a big scene).
    /// With the channel's buffer (`writeBufferWaterMark.high` plus one write batch) a client holds
    /// at most about 2.4 MiB, less in practice: broadcast lines are shared by every client.
    public var queueBytes: Int
    /// How long a closing client has to take its last lines (`bye` included) before the
    /// connection is closed anyway (seconds of wall time).
    public var closeGrace: Double

    /// Bytes a client's channel buffers before it counts as not writable (and lines wait in the
    /// client's own queue, where `state`/`didScroll`/`didZoom` coalesce). 256 KiB is about 1 s of
    /// every line of a 5-finger 120 Hz stream; swift-nio's default (64 KiB) made a client that
    /// reads in bursts look slow.
    public static let writeBufferWaterMark = ChannelOptions.Types.WriteBufferWaterMark(low: 64 * 1024, high: 256 * 1024)

    /// The documented defaults.
    public static let standard = BridgeLimits(maximumMessageBytes: 65_536, commandsPerSecond: 100, commandBurst: 200,
                                              queueLines: 4096, queueBytes: 2 << 20, closeGrace: 2)

    /// Limits with every value given.
    ///
    /// - Parameters:
    ///   - maximumMessageBytes: longest message a client may send, in bytes.
    ///   - commandsPerSecond: sustained commands per second per client.
    ///   - commandBurst: commands a client may send at once before the rate applies.
    ///   - queueLines: lines that cannot be coalesced a client may have waiting before it is closed.
    ///   - queueBytes: bytes of such lines a client may have waiting.
    ///   - closeGrace: seconds a closing client has to take its last lines.
    public init(maximumMessageBytes: Int, commandsPerSecond: Double, commandBurst: Double, queueLines: Int,
                queueBytes: Int, closeGrace: Double) {
        self.maximumMessageBytes = maximumMessageBytes; self.commandsPerSecond = commandsPerSecond
        self.commandBurst = commandBurst; self.queueLines = queueLines; self.queueBytes = queueBytes
        self.closeGrace = closeGrace
    }
}
