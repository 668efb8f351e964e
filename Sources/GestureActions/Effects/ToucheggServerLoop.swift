import Glibc
import Logging
import NIOConcurrencyHelpers

/// What the callers of `ToucheggServer` share with its thread: the signals emitted and not yet
/// sent, and whether the server is closing. `emit` and `close` only touch this, under its lock, then
/// wake the thread through `wake`.
final class ToucheggServerState: Sendable {
    struct Pending {
        var signals: [ToucheggSignal] = []
        var dropped = 0
        var closing = false
    }

    /// Who waits for the first client (`ToucheggServer.whenAClientConnects`), until one has.
    enum FirstClient {
        case waiting([@Sendable () -> Void])
        case connected
    }

    let pending = NIOLockedValueBox(Pending())
    let firstClient = NIOLockedValueBox(FirstClient.waiting([]))
    let wake: WakePipe

    /// Marks a client connected and runs (outside the lock) whatever waited for the first one.
    func clientConnected() {
        let waiting: [@Sendable () -> Void] = firstClient.withLockedValue { state in
            guard case .waiting(let actions) = state else { return [] }
            state = .connected
            return actions
        }
        for action in waiting { action() }
    }

    /// Signals waiting for the server thread. It never blocks, so this fills only if it is starved
    /// of CPU for seconds: at libinput's 100–140 touchpad reports per second, about ten seconds.
    static let maximumPendingSignals = 1024

    init(wake: WakePipe) { self.wake = wake }
}

/// The server thread's loop: sleeps in `poll(2)` on the listening socket, the wake-up pipe and
/// every client's socket (with sd-bus's own next deadline, the authentication timeout, as the only
/// timeout), accepts clients, sends the pending signals to each, and ends when the server closes.
///
/// Every sd-bus object lives on this thread only (sd-bus is not thread-safe): the loop is created
/// on it and never shared.
final class ToucheggServerLoop {
    private let listener: ToucheggListener
    private let state: ToucheggServerState
    private let log: Logger
    private var clients: [ToucheggClientConnection] = []
    private var connectionsAccepted = 0
    /// Set when accepting failed for want of descriptors: the listening socket is left out of
    /// `poll` (it would stay readable) until a client is dropped.
    private var acceptingPaused = false

    /// Clients served at once; more are refused and logged. GNOME Shell, Cinnamon or Gala is one
    /// client per session; the bound keeps a misbehaving local program from exhausting descriptors.
    static let maximumClients = 32

    init(listener: ToucheggListener, state: ToucheggServerState, log: Logger) {
        self.listener = listener
        self.state = state
        self.log = log
    }

    /// Serves until the server closes, then closes every client and the listening socket.
    func run() {
        defer {
            for client in clients { client.close() }
            clients.removeAll()
            listener.close()
        }
        var descriptors: [pollfd] = []
        while true {
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: state.wake.readDescriptor, events: Int16(POLLIN), revents: 0))
            descriptors.append(pollfd(fd: acceptingPaused ? -1 : listener.descriptor, events: Int16(POLLIN),
                                      revents: 0))
            var deadline = UInt64.max
            for client in clients {
                guard let request = client.pollRequest() else { continue }
                descriptors.append(pollfd(fd: request.fd, events: request.events, revents: 0))
                deadline = min(deadline, request.deadline)
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(until: deadline))
            if ready < 0 && errno != EINTR {
                log.error("touchegg server: poll: \(String(cString: strerror(errno))); the server stops")
                return
            }
            if descriptors[0].revents != 0 {
                state.wake.drain()
                let (signals, dropped, closing) = state.pending.withLockedValue { pending in
                    defer { pending.signals.removeAll(keepingCapacity: true); pending.dropped = 0 }
                    return (pending.signals, pending.dropped, pending.closing)
                }
                if closing { return }
                if dropped > 0 {
                    log.warning("touchegg server: \(dropped) signals dropped: the server thread fell behind")
                }
                send(signals)
            }
            if descriptors[1].revents != 0 { acceptClients() }
            processClients()
        }
    }

    private func send(_ signals: [ToucheggSignal]) {
        for signal in signals {
            clients.removeAll { client in
                guard let error = client.send(signal) else { return false }
                drop(client, because: error)
                return true
            }
        }
    }

    private func acceptClients() {
        while true {
            let fd: Int32
            switch listener.accept() {
            case .client(let accepted): fd = accepted
            case .none: return
            case .exhausted(let reason):
                log.error("touchegg server: cannot accept clients (\(reason)) until one disconnects")
                acceptingPaused = true
                return
            }
            connectionsAccepted += 1
            let number = connectionsAccepted
            let me = getuid()
            guard let peer = ToucheggListener.peerUserID(fd), peer == me || peer == 0 else {
                log.warning("touchegg server: client \(number) refused: it runs as another user")
                Glibc.close(fd)
                continue
            }
            guard clients.count < Self.maximumClients else {
                log.warning("touchegg server: client \(number) refused: \(Self.maximumClients) clients connected")
                Glibc.close(fd)
                continue
            }
            switch ToucheggClientConnection.make(fd: fd, number: number) {
            case .success(let client):
                clients.append(client)
                log.info("touchegg server: client \(number) connected")
                state.clientConnected()
            case .failure(let error):
                log.warning("touchegg server: client \(number) refused: \(error)")
            }
        }
    }

    private func processClients() {
        clients.removeAll { client in
            guard let error = client.process() else { return false }
            drop(client, because: error)
            return true
        }
    }

    private func drop(_ client: ToucheggClientConnection, because error: SdBusError) {
        client.close()
        acceptingPaused = false
        if error.code == -ECONNRESET || error.code == -ENOTCONN || error.code == -EPIPE {
            log.info("touchegg server: client \(client.number) disconnected")
        } else {
            log.warning("touchegg server: client \(client.number) dropped: \(error)")
        }
    }

    /// The `poll` timeout for a CLOCK_MONOTONIC deadline in microseconds: -1 (none) for `.max`,
    /// rounded up so the loop never wakes before the deadline.
    static func milliseconds(until deadline: UInt64) -> Int32 {
        guard deadline != .max else { return -1 }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowMicroseconds = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
        guard deadline > nowMicroseconds else { return 0 }
        return Int32(clamping: (deadline - nowMicroseconds + 999) / 1_000)
    }
}
