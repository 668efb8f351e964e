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
    /// After SIGTERM/SIGINT the clients have this long to take their `bye` before every
    /// connection still open is closed. 1 s, so that serve ends within 2 s whatever its clients do.
    public var shutdown: Double

    /// The documented defaults.
    public static let standard = BridgeTimeouts(authentication: 5, requestHead: 10, shutdown: 1)

    /// Timeouts with every value given (seconds).
    public init(authentication: Double, requestHead: Double, shutdown: Double) {
        self.authentication = authentication
        self.requestHead = requestHead
        self.shutdown = shutdown
    }
}
