/// Why the service closes a connection: the `reason` of the `bye` it sends first
/// (docs/bridge.md, "bye"). Each description starts with a stable phrase clients can match.
public enum ByeReason: Hashable, Sendable, CustomStringConvertible {
    /// A replay without `--loop` ended and settled.
    case endOfReplay
    /// The service is stopping (SIGINT/SIGTERM, `--duration`).
    case shuttingDown
    /// A message longer than the limit (bytes).
    case messageTooLarge(limit: Int)
    /// A binary WebSocket frame.
    case binaryFrame
    /// A message that is not UTF-8.
    case invalidUTF8
    /// More commands than the rate limit allows.
    case flood(rate: Double, burst: Double)
    /// The client's queue overflowed: it does not read fast enough.
    case tooSlow(queued: Int)
    /// The client's channel stayed full this long (seconds): it takes nothing.
    case stalled(seconds: Double)
    /// A missing or wrong token.
    case unauthorized
    /// More clients than `--max-clients`.
    case tooManyClients(limit: Int)
    /// A WebSocket frame that breaks RFC 6455 (what rule, in words).
    case protocolError(String)

    /// The `reason` string.
    public var description: String {
        switch self {
        case .endOfReplay: "end of replay"
        case .shuttingDown: "server shutting down"
        case .messageTooLarge(let limit): "message too large: messages are at most \(limit) bytes"
        case .binaryFrame: "binary frames are not accepted: send JSON commands as text frames"
        case .invalidUTF8: "invalid UTF-8: messages are JSON text in UTF-8"
        case .flood(let rate, let burst):
            "flood: more than \(Int(burst)) commands at once or \(Int(rate)) per second"
        case .tooSlow(let queued): "too slow: \(queued) lines waited unread"
        case .stalled(let seconds): "too slow: took nothing for \(Self.spelled(seconds)) s"
        case .unauthorized:
            "unauthorized: the first message must be {\"cmd\":\"auth\",\"token\":…} with the service's token"
        case .tooManyClients(let limit): "too many clients: at most \(limit) at once"
        case .protocolError(let rule): "protocol error: \(rule)"
        }
    }

    /// Whole seconds without a fraction (`10`, not `10.0`).
    private static func spelled(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    /// The status code of the WebSocket close frame that follows the `bye` (RFC 6455 §7.4.1; 1013
    /// from the IANA registry the RFC set up): 1000 when a replay ended, 1001 when the service
    /// goes away, 1002 for a frame that breaks the protocol, 1003 for a binary frame, 1007 for
    /// text that is not UTF-8, 1008 for a broken policy (token, rate, falling behind), 1009 for a
    /// message over the limit, 1013 "try again later" when every place is taken.
    public var webSocketCloseCode: UInt16 {
        switch self {
        case .endOfReplay: 1000
        case .shuttingDown: 1001
        case .protocolError: 1002
        case .binaryFrame: 1003
        case .invalidUTF8: 1007
        case .unauthorized, .flood, .tooSlow, .stalled: 1008
        case .messageTooLarge: 1009
        case .tooManyClients: 1013
        }
    }

    /// Whether the lines already queued for the client are dropped: only for a client that fell
    /// behind (its queue is what overflowed). Otherwise they are delivered before the `bye`, so a
    /// client that broke a rule still gets the reply of every command that ran.
    public var dropsQueuedLines: Bool {
        switch self {
        case .tooSlow, .stalled: true
        default: false
        }
    }
}
