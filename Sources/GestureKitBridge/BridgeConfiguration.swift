import GestureKit

/// How `gesturekit serve` is set up: its input, its pipeline, its transports and its limits.
public struct BridgeConfiguration: Sendable {
    /// Where input comes from.
    public var source: LiveLoop.Source
    /// The recognizers and the scroll/zoom model.
    public var pipeline: PipelineConfiguration
    /// The Unix socket path, if any.
    public var socketPath: String?
    /// The socket's file mode (0660: the owner and its group, e.g. a kiosk user in the service's group).
    public var socketMode: UInt16
    /// HTTP and WebSocket host and port, if any (port 0: any free port, reported once bound).
    public var http: (host: String, port: Int)?
    /// WebSocket origins allowed besides the page's own (docs/bridge.md, "Security").
    public var allowedOrigins: [String]
    /// The token a WebSocket client must present first, if any.
    public var token: String?
    /// A replay starts once this many clients are connected (0: at once).
    public var waitClients: Int
    /// Most clients at once; more are sent `bye` and closed.
    public var maximumClients: Int
    /// Per-client limits.
    public var limits: BridgeLimits
    /// How long a peer may take in each state.
    public var timeouts: BridgeTimeouts

    /// A configuration; transports default to none (`serve` requires at least one).
    public init(source: LiveLoop.Source, pipeline: PipelineConfiguration, socketPath: String? = nil,
                socketMode: UInt16 = 0o660, http: (host: String, port: Int)? = nil, allowedOrigins: [String] = [],
                token: String? = nil, waitClients: Int = 1, maximumClients: Int = 256,
                limits: BridgeLimits = .standard, timeouts: BridgeTimeouts = .standard) {
        self.source = source; self.pipeline = pipeline; self.socketPath = socketPath; self.socketMode = socketMode
        self.http = http; self.allowedOrigins = allowedOrigins; self.token = token; self.waitClients = waitClients
        self.maximumClients = maximumClients; self.limits = limits
        self.timeouts = timeouts
    }

    /// `"replay"`, `"libinput"` or `"evdev"`, as `hello` names the source.
    var sourceName: String {
        switch source {
        case .replay: "replay"
        case .libinput: "libinput"
        case .evdev: "evdev"
        }
    }

    /// Whether the source is a recording (which waits for its clients and ends).
    var isReplay: Bool {
        if case .replay = source { return true }
        return false
    }
}
