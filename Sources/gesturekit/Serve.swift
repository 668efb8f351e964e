import ArgumentParser
import Foundation
import GestureKit
import GestureKitBridge
import GestureOutput
import GestureTraces
import LiveInput
import Logging

/// `gesturekit serve`: the kiosk bridge (docs/bridge.md). Owns the touch device (or plays a
/// recording in real time), recognizes and runs the scroll/zoom physics, and streams every gesture
/// and controller state to clients on a Unix socket and a WebSocket.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Stream gestures and scroll/zoom state to local clients (Unix socket, WebSocket, a kiosk page).",
        discussion: """
        Source: the libinput seat (default), --device PATH… (libinput), --raw --device PATH…, or --replay FILE (a recording in real time; it starts when --wait-clients clients are connected, and the service exits 0 after telling every client "end of replay").

        Transports: --socket PATH (JSON Lines) and/or --listen [HOST:]PORT (the demo page at /, the client library at /gesturekit.js, the WebSocket at /ws). When ready it prints one line: {"type":"listening","socket":…,"http":…}

        A kiosk (docs/bridge.md):
          gesturekit serve --socket /run/gesturekit/gesturekit.sock --listen 127.0.0.1:8765
          cage -- chromium --kiosk http://127.0.0.1:8765/

        A scene of scroll views (every scroll and state line names its view):
          gesturekit serve --replay Traces/scenes/hand-over-right.gktrace --scene Traces/scenes/photo-pager.yaml --listen 127.0.0.1:8765
        """)

    @OptionGroup var input: LiveSourceOptions

    @Option(help: "With --replay: start once this many clients are connected (0: at once).")
    var waitClients: Int = 1

    @Option(help: "Serve JSON Lines on this Unix socket path.")
    var socket: String?

    @Option(help: "File mode of the socket, octal.")
    var socketMode: String = "0660"

    @Option(help: "Serve HTTP and the WebSocket on [HOST:]PORT (host default 127.0.0.1; 0 = any free port).")
    var listen: String?

    @Option(
        name: .customLong("allow-origin"),
        help: "Another WebSocket origin to accept, e.g. http://kiosk.local:8080 (repeatable).")
    var allowedOrigins: [String] = []

    @Flag(help: "Allow --listen on an address other machines can reach without --token-file (warned at start).")
    var insecureListen = false

    @Option(help: .hidden)
    var authTimeout: Double = BridgeTimeouts.standard.authentication

    @Option(help: .hidden)
    var headTimeout: Double = BridgeTimeouts.standard.requestHead

    @Option(help: .hidden)
    var pingInterval: Double = BridgeTimeouts.standard.pingInterval

    @Option(help: .hidden)
    var fragmentTimeout: Double = BridgeTimeouts.standard.fragment

    @Option(help: .hidden)
    var shutdownTimeout: Double = BridgeTimeouts.standard.shutdown

    @Option(help: .hidden)
    var stallTimeout: Double = BridgeTimeouts.standard.stalledWrite

    @Option(help: "A file holding the token WebSocket clients must send first ({\"cmd\":\"auth\",\"token\":…}).")
    var tokenFile: String?

    @Option(help: "Most clients connected at once.")
    var maxClients: Int = 256

    @Option(help: "Stop after this many seconds (live sources).")
    var duration: Double?

    @Option(help: "Log level on standard error.")
    var logLevel: Logger.Level = .notice

    @Flag(help: "Also report why recognizers failed or were held (subscribe to \"explain\").")
    var explain = false

    @OptionGroup var recognition: RecognitionOptions

    @OptionGroup var scrollZoom: ScrollZoomOptions

    /// Its lines name their view (docs/bridge.md, "Scenes").
    @OptionGroup var scene: SceneOption

    func validate() throws {
        try scene.check(against: scrollZoom)
        if socket == nil && listen == nil {
            throw ValidationError("give at least one transport: --socket PATH and/or --listen [HOST:]PORT")
        }
        try input.check(replayOnly: waitClients != 1 ? ["--wait-clients"] : [])
        if waitClients < 0 || waitClients > 10_000 {
            throw ValidationError("--wait-clients must be between 0 and 10000, got \(waitClients)")
        }
        if maxClients < 1 || maxClients > 100_000 {
            throw ValidationError("--max-clients must be between 1 and 100000, got \(maxClients)")
        }
        if Self.parseMode(socketMode) == nil {
            throw ValidationError("--socket-mode takes an octal file mode such as 0660, got \(socketMode)")
        }
        if let listen, Self.parseListen(listen) == nil {
            throw ValidationError(
                "--listen takes [HOST:]PORT with a port from 0 to 65535, e.g. 127.0.0.1:8765, got \(listen)")
        }
        if let listen, let (host, _) = Self.parseListen(listen), !Self.isLoopback(host), tokenFile == nil,
           !insecureListen {
            throw ValidationError(
                "--listen \(listen) is reachable from other machines and no --token-file is given: any of them "
                    + "could watch and drive the kiosk; give --token-file FILE, listen on 127.0.0.1, or add "
                    + "--insecure-listen to accept that")
        }
        for (name, value) in [("--auth-timeout", authTimeout), ("--head-timeout", headTimeout),
                              ("--ping-interval", pingInterval), ("--fragment-timeout", fragmentTimeout),
                              ("--shutdown-timeout", shutdownTimeout), ("--stall-timeout", stallTimeout)]
        where !(value.isFinite && value > 0 && value <= 3600) {
            throw ValidationError("\(name) takes seconds between 0 and 3600, got \(value)")
        }
        try LiveStopper.check(duration: duration)
        for origin in allowedOrigins where !(origin.hasPrefix("http://") || origin.hasPrefix("https://")) {
            throw ValidationError("--allow-origin takes an origin such as http://host:port, got \(origin)")
        }
    }

    func run() throws {
        let level = logLevel
        var logger = Logger(label: "gesturekit.serve") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = level

        let (source, surfaceSize) = try input.source()
        let graph = try recognition.graph()
        // Before anything is bound: a bad scene file is an error at its file:line:column (exit 1),
        // with no socket left behind.
        let sceneDescription: SceneDescription?
        do { sceneDescription = try scene.load() } catch { throw CLIError(error) }
        // One controller: a state every frame. A scene: the live loop reports each view's state
        // when it changed (every frame for every view would repeat the views at rest).
        var pipeline = scrollZoom.configuration(graph: graph, surface: surfaceSize,
            setup: sceneDescription == nil ? scrollZoom.setup(surface: surfaceSize) : nil,
                                                explain: explain, everyFrame: sceneDescription == nil)
        pipeline.scene = sceneDescription
        pipeline = recognition.applied(to: pipeline)
        var token: String?
        if let tokenFile {
            do {
                token = try String(contentsOfFile: tokenFile, encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)
            } catch {
                throw CLIError(message: "cannot read --token-file \(tokenFile): \(error.localizedDescription)")
            }
            if token?.isEmpty ?? true { throw CLIError(message: "--token-file \(tokenFile) is empty") }
        }
        let configuration = BridgeConfiguration(
            source: source, pipeline: pipeline, socketPath: socket, socketMode: Self.parseMode(socketMode) ?? 0o660,
            http: listen.flatMap(Self.parseListen), allowedOrigins: allowedOrigins, token: token,
            waitClients: input.replay == nil ? 0 : waitClients, maximumClients: maxClients,
            timeouts: BridgeTimeouts(authentication: authTimeout, requestHead: headTimeout, pingInterval: pingInterval,
                                     fragment: fragmentTimeout, shutdown: shutdownTimeout,
                                     stalledWrite: stallTimeout))
        if let listen, let (host, _) = Self.parseListen(listen), !Self.isLoopback(host), tokenFile == nil {
            logger.warning("--insecure-listen: \(listen) serves the kiosk to other machines without a token")
        }

        let server: BridgeServer
        do { server = try BridgeServer(configuration: configuration, logger: logger) } catch { throw CLIError(error) }
        // Signals are handled before anything is bound: a SIGTERM right after the ready line
        // (or during start-up) ends the service cleanly, with its bye and its socket removed.
        let watch = try TerminationWatch(duration: duration) { server.stop() }
        let endpoints: BridgeServer.Endpoints
        do { endpoints = try server.start() } catch { throw CLIError(error) }
        let ready =
            "{\"type\":\"listening\",\"socket\":\(Self.json(endpoints.socket)),\"http\":\(Self.json(endpoints.http))}\n"
        StandardOutput.write(Array(ready.utf8))
        do { try withExtendedLifetime(watch) { try server.wait() } } catch {
            throw CLIError(message: "the replay cannot go on: \(error)")
        }
    }

    static func parseMode(_ text: String) -> UInt16? {
        guard let mode = UInt16(text, radix: 8), mode <= 0o777 else { return nil }
        return mode
    }

    /// `[HOST:]PORT`; an IPv6 host in brackets (`[::1]:8765`).
    static func parseListen(_ text: String) -> (host: String, port: Int)? {
        var host = "127.0.0.1", portText = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
            if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            if host.isEmpty { return nil }
        }
        guard let port = Int(portText), (0...65535).contains(port) else { return nil }
        return (host, port)
    }

    /// Whether `host` is only reachable from this machine (127.0.0.0/8, ::1, localhost).
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    private static func json(_ s: String?) -> String { s.map(JSONString.quoted) ?? "null" }
}
