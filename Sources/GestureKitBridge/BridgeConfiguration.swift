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
    /// Runs on every pipeline the service builds (a looping replay builds one per pass), before
    /// its first input: where recognizers of your own are added (`pipeline.graph.add(_:name:region:)`);
    /// their gestures reach clients as any other, a custom kind by its name.
    public var prepare: @Sendable (Pipeline) throws -> Void

    /// A configuration; transports default to none (`serve` requires at least one).
    ///
    /// - Parameters:
    ///   - source: where input comes from: a recording to replay, libinput, or evdev devices.
    ///   - pipeline: the recognizers and the scroll/zoom model.
    ///   - socketPath: the Unix socket to serve on, or nil for none.
    ///   - socketMode: the socket file's mode; 0o660 lets the owner and its group connect.
    ///   - http: the host and port of the HTTP and WebSocket listener, or nil for none; port 0 takes
    ///     any free port.
    ///   - allowedOrigins: WebSocket origins accepted besides the page's own.
    ///   - token: the token a WebSocket client must send first, or nil when none is asked.
    ///   - waitClients: how many clients a replay waits for before it starts; 0 starts at once.
    ///   - maximumClients: most clients at once; a client beyond them gets `bye` and is closed.
    ///   - limits: what each client may send and how far behind it may fall.
    ///   - timeouts: how long a peer may take in each state (seconds).
    ///   - prepare: runs on every pipeline before its first input (recognizers of your own); what it
    ///     throws ends the service's start, or its replay's pass.
    public init(source: LiveLoop.Source, pipeline: PipelineConfiguration, socketPath: String? = nil,
                socketMode: UInt16 = 0o660, http: (host: String, port: Int)? = nil, allowedOrigins: [String] = [],
                token: String? = nil, waitClients: Int = 1, maximumClients: Int = 256,
                limits: BridgeLimits = .standard, timeouts: BridgeTimeouts = .standard,
                prepare: @escaping @Sendable (Pipeline) throws -> Void = { _ in }) {
        self.source = source; self.pipeline = pipeline; self.socketPath = socketPath; self.socketMode = socketMode
        self.http = http; self.allowedOrigins = allowedOrigins; self.token = token; self.waitClients = waitClients
        self.maximumClients = maximumClients; self.limits = limits
        self.timeouts = timeouts; self.prepare = prepare
    }

    /// Connections the kernel queues for each listener until the service accepts them
    /// (`listen(2)`'s backlog): room for every client allowed at once, so a burst of them (a
    /// kiosk's pages reconnecting after a restart) waits in the queue instead of being refused
    /// while the loop is busy. At least 256, swift-nio's usual figure; the kernel caps it at
    /// `net.core.somaxconn` (4096 since Linux 5.4).
    var listenBacklog: Int32 { Int32(clamping: min(max(maximumClients, 256), 4096)) }

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
