/// How long the service waits for a peer in each state before giving up on it
/// (docs/bridge.md, "Limits"), in seconds of wall time. Tests shorten them (hidden `serve`
/// options); a kiosk keeps the defaults.
public struct BridgeTimeouts: Hashable, Sendable {
    /// A WebSocket client on probation must show the token within this. 5 s: a page sends it
    /// in the same event-loop turn as it opens the socket; a tool types nothing either.
    public var authentication: Double
    /// An HTTP request head (and so a WebSocket handshake) must arrive within this after the
    /// connection opened. 10 s, the figure common web servers use against slow-header clients
    /// (e.g. nginx's `client_header_timeout` defaults to 60 s; a kiosk's loopback peer needs far
    /// less).
    public var requestHead: Double
    /// A WebSocket peer is pinged this often; one that sent nothing (not even the pong) since the
    /// previous ping is closed. 15 s: a half-open peer is found within 30 s, and an idle page
    /// costs one tiny frame each way per interval.
    public var pingInterval: Double
    /// A WebSocket message begun in fragments must end within this. 10 s, as the request head:
    /// a client's one message (a command under 300 bytes) never needs more.
    public var fragment: Double
    /// After SIGTERM/SIGINT the clients have this long to take their `bye` before every
    /// connection still open is closed. 1 s, so that serve ends within 2 s whatever its clients do.
    public var shutdown: Double
    /// A client whose channel stays full (it takes nothing of what was sent: a suspended tab, a
    /// stopped process, a peer whose TCP window stays shut) this long gets a `bye` "too slow"
    /// and is closed. 10 s: a client that reads at all drains the 192 KiB between the channel's
    /// high and low water marks (`BridgeLimits.writeBufferWaterMark`) far sooner, even lagging
    /// far behind on a loaded 2-core kiosk (test_load's 120 clients), so only a stalled one
    /// reaches it; the stalled client's place and memory come back within 12 s (with the close
    /// grace).
    public var stalledWrite: Double

    /// The documented defaults.
    public static let standard = BridgeTimeouts(authentication: 5, requestHead: 10, pingInterval: 15, fragment: 10,
                                                shutdown: 1, stalledWrite: 10)

    /// Timeouts with every value given (seconds).
    ///
    /// - Parameters:
    ///   - authentication: seconds a WebSocket client has to present the token.
    ///   - requestHead: seconds from connecting to a complete HTTP request head.
    ///   - pingInterval: seconds between WebSocket pings; a peer silent for a whole interval is closed.
    ///   - fragment: seconds a fragmented WebSocket message has to end.
    ///   - shutdown: seconds the clients have to take their `bye` after SIGTERM or SIGINT.
    ///   - stalledWrite: seconds a client's channel may stay full before it is closed as too slow.
    public init(authentication: Double, requestHead: Double, pingInterval: Double, fragment: Double,
                shutdown: Double, stalledWrite: Double = BridgeTimeouts.standard.stalledWrite) {
        self.authentication = authentication
        self.requestHead = requestHead
        self.pingInterval = pingInterval
        self.fragment = fragment
        self.shutdown = shutdown
        self.stalledWrite = stalledWrite
    }
}
