import Foundation
import Logging
import NIOConcurrencyHelpers

/// touchegg's peer-to-peer D-Bus server (`unix:abstract=touchegg`, object
/// `/io/github/joseexposito/Touchegg`, interface `io.github.joseexposito.Touchegg`), through sd-bus,
/// as GNOME's X11 Gestures extension, Cinnamon and elementary's Gala connect to touchegg itself.
///
/// Threads: the server runs on a thread of its own that sleeps in `poll(2)` (no timer unless a
/// client is authenticating) and owns every socket and sd-bus object (`ToucheggServerLoop`).
/// `emit` and `close` may be called from any thread: they only append to a locked queue and wake
/// that thread. Each client has a bounded queue (`ToucheggClientConnection.maximumQueuedSignals`):
/// a client that stops reading is dropped, logged, and the others go on.
public final class ToucheggServer: ToucheggSignalSink, Sendable {
    /// Why the server could not start.
    public enum StartError: Error, Sendable, CustomStringConvertible {
        /// Another process (touchegg itself) listens at the address.
        case addressInUse(String)
        /// The address is not a D-Bus address this server can listen on.
        case badAddress(String, reason: String)
        /// Any other failure, with the system's words.
        case failed(String, reason: String)

        public var description: String {
            switch self {
            case .addressInUse(let a): "the touchegg address \(a) is taken (is touchegg running?)"
            case .badAddress(let a, let r): "\(a): \(r)"
            case .failed(let a, let r): "\(a): \(r)"
            }
        }
    }

    /// touchegg's own address.
    public static let defaultAddress = "unix:abstract=touchegg"

    private let state: ToucheggServerState
    private let finished = DispatchSemaphore(value: 0)
    private let log: Logger

    /// Listens at `address` and serves clients on a thread of its own until `close()`.
    /// - Parameters:
    ///   - address: a D-Bus address, `unix:abstract=NAME` or `unix:path=PATH`.
    ///   - log: where connections and errors are logged.
    /// - Throws: `StartError`.
    ///
    /// - Returns: the running server.
    public static func start(address: String, log: Logger) throws(StartError) -> ToucheggServer {
        let parsed = try ToucheggAddress(parsing: address)
        let wake: WakePipe
        do { wake = try WakePipe() } catch { throw .failed(address, reason: error.description) }
        let listener = try ToucheggListener(address: parsed, text: address)
        let server = ToucheggServer(state: ToucheggServerState(wake: wake), log: log)
        let state = server.state, finished = server.finished
        let thread = Thread {
            Thread.current.name = "gk-touchegg"
            ToucheggServerLoop(listener: listener, state: state, log: log).run()
            finished.signal()
        }
        thread.name = "GestureActions.ToucheggServer"
        thread.start()
        log.info("touchegg server listening at \(address)")
        return server
    }

    private init(state: ToucheggServerState, log: Logger) {
        self.state = state
        self.log = log
    }

    deinit { close() }

    /// Queues `signal` for every connected client and returns at once. Signals emitted after
    /// `close()` are ignored.
    /// - Parameter signal: the signal, sent as `OnGestureBegin`, `OnGestureUpdate` or `OnGestureEnd`.
    public func emit(_ signal: ToucheggSignal) {
        let wasEmpty = state.pending.withLockedValue { pending in
            guard !pending.closing else { return false }
            guard pending.signals.count < ToucheggServerState.maximumPendingSignals else {
                pending.dropped += 1
                return false
            }
            pending.signals.append(signal)
            return pending.signals.count == 1
        }
        if wasEmpty { state.wake.signal() }
    }

    /// Runs `action` once a client has connected: at once if one already has, else on the server's
    /// thread when the first one does (a replay that a desktop shell or a test must see whole waits
    /// for it). Never runs after `close()` if no client connected before.
    /// - Parameter action: what to do; it must not block.
    public func whenAClientConnects(_ action: @escaping @Sendable () -> Void) {
        let now = state.firstClient.withLockedValue { first in
            switch first {
            case .connected: return true
            case .waiting(let actions):
                first = .waiting(actions + [action])
                return false
            }
        }
        if now { action() }
    }

    /// Stops listening and closes every client connection (without waiting for any client), and
    /// returns once the server thread has ended. Idempotent.
    public func close() {
        let first = state.pending.withLockedValue { pending in
            defer { pending.closing = true }
            return !pending.closing
        }
        guard first else { return }
        state.wake.signal()
        finished.wait()
        log.debug("touchegg server closed")
    }
}
