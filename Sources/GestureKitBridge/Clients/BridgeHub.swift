import GestureKit
import GestureOutput
import LiveInput
import Logging
import NIOCore

/// The clients of one service and what flows to and from them, on the live loop's event loop:
/// every pipeline output is encoded once and queued for each client that subscribed to its type;
/// each client's commands are checked, rate-limited and run on the loop in arrival order.
///
/// A client never slows input or other clients: lines wait in its own bounded `ClientQueue`, and
/// are written only while its channel is writable. Everything here runs on `eventLoop`.
final class BridgeHub: @unchecked Sendable {
    let eventLoop: any EventLoop
    let configuration: BridgeConfiguration
    let logger: Logger
    /// The live loop; set once by the server right after both exist.
    var loop: LiveLoop?
    private var clients: [ObjectIdentifier: BridgeClient] = [:]
    private var ledger: ClientLedger
    private var encoder = BridgeEncoder()
    private var nextClientID = 1
    private var flushScheduled = false
    /// Where the next flush starts in `clients`: one client further each flush, so that none is
    /// always written last (with 1,000 socket clients the last waits for the whole fan-out, 3–5 ms).
    private var flushStart = 0
    /// The lines broadcast since the last flush, each encoded once; a client's `stepCursor` counts
    /// those it has been given (queued or skipped) so far. See `flush()`.
    private var stepLines: [BridgeLine] = []
    private var replayBegun = false
    private var shutdownReason: ByeReason?
    private var allClosed: [EventLoopPromise<Void>] = []
    private var shutdownDeadline: Scheduled<Void>?
    private let allocatorTrim: AllocatorTrim

    init(configuration: BridgeConfiguration, eventLoop: any EventLoop, logger: Logger) {
        self.configuration = configuration
        self.eventLoop = eventLoop
        self.logger = logger
        ledger = ClientLedger(kioskLimit: configuration.maximumClients)
        allocatorTrim = AllocatorTrim(eventLoop: eventLoop)
    }

    /// Connections registered now (kiosk clients and those on probation).
    var clientCount: Int { clients.count }

    // MARK: - Connections

    /// A new connection, registered but not admitted: its transport stores the returned client
    /// before calling `admit(_:)`, so a close that happens during admission (a refused client's
    /// `bye` can be written and the channel closed at once) reaches `disconnected(_:)`.
    /// - Parameters:
    ///   - channel: the connection's channel (active).
    ///   - framing: how lines travel on it.
    /// - Returns: the client, to pass to `admit(_:)` and later `disconnected(_:)`.
    func register(channel: any Channel, framing: BridgeClient.Framing) -> BridgeClient {
        eventLoop.assertInEventLoop()
        let client = BridgeClient(id: nextClientID, channel: channel, framing: framing, limits: configuration.limits)
        nextClientID += 1
        clients[ObjectIdentifier(client)] = client
        return client
    }

    /// Admits a registered connection: greets it, asks for the token first (with a deadline), or
    /// refuses it (`bye` from the probation budget, or closed at once when that is full too);
    /// starts a waiting replay once enough clients are here.
    func admit(_ client: BridgeClient) {
        eventLoop.assertInEventLoop()
        guard case .new = client.state else { return }
        let needsAuth = client.framing == .webSocket && configuration.token != nil
        logger.info("client connected", metadata: ["client": "\(client.id)", "transport": "\(client.framing)"])
        switch ledger.placement(needsAuth: needsAuth, stopping: shutdownReason != nil) {
        case .kiosk:
            account(client, .admittedAsKiosk)
            greet(client)
        case .awaitingAuth:
            account(client, .admittedOnProbation)
            let deadline = eventLoop.scheduleTask(in: Self.timeAmount(configuration.timeouts.authentication)) {
                [weak self, weak client] in
                guard let self, let client, case .awaitingAuth = client.state else { return }
                self.logger.warning("client did not authenticate in time", metadata: ["client": "\(client.id)"])
                self.close(client, .unauthorized)
            }
            client.state = .awaitingAuth(deadline: deadline)
        case .refused(let reason):
            account(client, .admittedOnProbation)
            close(client, reason)
        case .dropped:
            logger.warning("connection dropped: no room even to refuse it", metadata: ["client": "\(client.id)"])
            client.state = .closed
            client.channel.close(promise: nil)
        }
    }

    /// Applies `event` to the client's account and the account's action to the ledger: the one
    /// place counts change.
    private func account(_ client: BridgeClient, _ event: ConnectionAccount.Event) {
        ledger.apply(client.account.handle(event))
    }

    static func timeAmount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64((max(0, min(seconds, 86_400)) * 1e9).rounded()))
    }

    /// A channel's writability changed: a client that can take lines again gets them; one whose
    /// channel became full has `BridgeTimeouts.stalledWrite` to take something, or gets a `bye`
    /// "too slow" (and the close grace to take it) and is closed.
    func writabilityChanged(_ client: BridgeClient?) {
        guard let client else { return }
        eventLoop.assertInEventLoop()
        if client.channel.isWritable {
            client.stallDeadline?.cancel()
            client.stallDeadline = nil
            pump(client)
        } else if client.stallDeadline == nil, !client.isClosing {
            client.stallDeadline = eventLoop.scheduleTask(in: Self.timeAmount(configuration.timeouts.stalledWrite)) {
                [weak self, weak client] in
                guard let self, let client, !client.channel.isWritable else { return }
                client.stallDeadline = nil
                self.logger.warning("client took nothing in time; disconnecting", metadata: [
                    "client": "\(client.id)", "queued": "\(client.queue.count)"])
                self.close(client, .stalled(seconds: self.configuration.timeouts.stalledWrite))
            }
        }
    }

    /// The connection went away (closed or failed); a second report changes nothing.
    func disconnected(_ client: BridgeClient) {
        eventLoop.assertInEventLoop()
        client.grace?.cancel()
        client.stallDeadline?.cancel()
        client.stallDeadline = nil
        if case .awaitingAuth(let deadline) = client.state { deadline?.cancel() }
        client.state = .closed
        client.queue.removeAll()
        account(client, .closed)
        guard clients.removeValue(forKey: ObjectIdentifier(client)) != nil else { return }
        logger.info("client disconnected", metadata: ["client": "\(client.id)"])
        allocatorTrim.schedule()
        if clients.isEmpty { finishShutdown() }
    }

    /// Completes every `shutdown` waiting for the clients to go.
    private func finishShutdown() {
        shutdownDeadline?.cancel()
        shutdownDeadline = nil
        let waiting = allClosed
        allClosed = []
        for p in waiting { p.succeed() }
    }

    private func greet(_ client: BridgeClient) {
        if case .awaitingAuth(let deadline) = client.state { deadline?.cancel() }
        client.stepCursor = stepLines.count   // lines broadcast before it was greeted are not its
        client.state = .open
        let hello = BridgeEncoder.Hello(source: configuration.sourceName, devices: loop?.devices ?? [],
                                        setup: configuration.pipeline.scrollZoom, scene: configuration.pipeline.scene,
                                        limits: configuration.limits)
        enqueue(encoder.hello(hello, at: currentTime), for: client)
        if configuration.isReplay, !replayBegun, openClientCount >= configuration.waitClients {
            replayBegun = true
            logger.info("replay starts", metadata: ["clients": "\(openClientCount)"])
            loop?.beginReplay()
        }
    }

    private var openClientCount: Int {
        clients.values.count { if case .open = $0.state { return true }; return false }
    }

    /// Starts a waiting replay without clients (`--wait-clients 0`).
    func beginReplayIfNoClientsNeeded() {
        eventLoop.assertInEventLoop()
        if configuration.isReplay, !replayBegun, configuration.waitClients == 0 {
            replayBegun = true
            loop?.beginReplay()
        }
    }

    // MARK: - Output

    /// One pipeline output, for every client that wants it: kept with the step's other lines and
    /// handed to the clients at the flush (`flush()`).
    func broadcast(_ output: PipelineOutput) {
        guard !clients.isEmpty, let line = encoder.line(for: output) else { return }
        stepLines.append(line)
        scheduleFlush()
    }

    /// Queues `line` for `client` after the step's broadcast lines it has not been given yet.
    private func enqueue(_ line: BridgeLine, for client: BridgeClient) {
        catchUp(client)
        push(line, to: client)
    }

    /// Queues the step's broadcast lines that `client` wants and has not been given, so that what
    /// is queued for it next (a reply, a `bye`) comes after them, and a command it sends is run
    /// after the lines broadcast before it arrived.
    private func catchUp(_ client: BridgeClient) {
        while client.stepCursor < stepLines.count {
            let line = stepLines[client.stepCursor]
            client.stepCursor += 1
            if client.wants(line) { push(line, to: client) }
        }
    }

    private func push(_ line: BridgeLine, to client: BridgeClient) {
        // Latest-value lines coalesce only for a client whose channel is full (it is behind): one
        // that keeps up gets every frame's line, however many one step produced.
        let key = client.channel.isWritable ? nil : line.coalescingKey?.rawValue
        switch client.queue.push(line, coalescingKey: key, bytes: line.bytes.readableBytes) {
        case .queued, .coalesced:
            client.hasUnflushedLines = true
            scheduleFlush()
        case .overflow:
            logger.warning("client too slow; disconnecting", metadata: ["client": "\(client.id)",
                                                                         "queued": "\(client.queue.count)"])
            close(client, .tooSlow(queued: client.queue.count))
        }
    }

    /// Flushes every client once the current step is over: one write batch per client per step
    /// (`flush()`, which the live loop calls at the end of each step; for lines queued outside a
    /// step — a reply, a hello — a task on the loop does it).
    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        eventLoop.execute { [self] in flush() }
    }

    /// Writes what every client has waiting (as much as its channel takes), starting one client
    /// further on than the last flush did. The step's broadcast lines are joined once per set of
    /// line types some client takes (`SharedStep`), and a socket client that keeps up (nothing
    /// queued, its channel writable, none of the lines given yet) is written that shared buffer:
    /// no queueing, copying or allocating per client. Any other client has the lines queued, in
    /// order, and gets what its channel takes.
    func flush() {
        guard flushScheduled else { return }
        flushScheduled = false
        var step = SharedStep(lines: stepLines)
        let all = clients.values
        if !all.isEmpty {
            flushStart = (flushStart + 1) % all.count
            let start = all.index(all.startIndex, offsetBy: flushStart)
            for client in all[start...] { flush(client, &step) }
            for client in all[..<start] { flush(client, &step) }
        }
        stepLines.removeAll(keepingCapacity: true)
    }

    private func flush(_ client: BridgeClient, _ step: inout SharedStep) {
        var write = SharedStep.Write.oneByOne
        if client.stepCursor == 0, client.framing == .lines, client.queue.isEmpty, client.channel.isWritable,
           case .open = client.state {
            write = step.write(for: client.subscription)
        }
        switch write {
        case .bytes(let shared):
            client.hasUnflushedLines = false
            client.channel.writeAndFlush(shared, promise: nil)
        case .nothing:
            client.hasUnflushedLines = false
        case .oneByOne:
            catchUp(client)
            if client.hasUnflushedLines { pump(client) }
        }
        client.stepCursor = 0
    }

    /// Writes queued lines while the client's channel is writable; finishes an orderly close once
    /// its queue is empty. Called after each step and whenever the channel becomes writable.
    func pump(_ client: BridgeClient) {
        eventLoop.assertInEventLoop()
        client.hasUnflushedLines = false
        var wrote = false
        while client.channel.isWritable, client.writeBatch(from: &client.queue) { wrote = true }
        if wrote { client.channel.flush() }
        if case .closing = client.state, client.queue.isEmpty { finishClosing(client) }
    }

    // MARK: - Input from clients

    /// One message (a line without its newline, or a text frame's payload): carried out by
    /// `BridgeCommand.handle`, its outcome delivered here.
    func received(_ bytes: ByteBuffer, from client: BridgeClient) {
        eventLoop.assertInEventLoop()
        guard !client.isClosing else { return }
        catchUp(client)
        switch BridgeCommand.handle(bytes, from: client, on: self) {
        case .nothing:
            break
        case .reply(let id, let fields):
            enqueue(encoder.reply(id: id, at: currentTime, fields), for: client)
        case .failure(let id, let reason):
            enqueue(encoder.failure(id: id, at: currentTime, reason: reason), for: client)
        case .close(let reason):
            close(client, reason)
        case .admit(let id):
            guard ledger.hasKioskRoom else {
                close(client, .tooManyClients(limit: configuration.maximumClients))
                return
            }
            account(client, .authenticated)
            greet(client)
            enqueue(encoder.reply(id: id, at: currentTime), for: client)
        }
    }

    private var currentTime: Timestamp { loop?.now ?? loop?.pipeline.time ?? .zero }

    // MARK: - Closing

    /// Sends `bye` and closes: after the lines already queued (replies included), except for a
    /// client that fell behind, whose queue is dropped. Nothing the client sends afterwards is
    /// read. The connection closes when the `bye` is written, or after the grace period for a
    /// client that no longer reads.
    func close(_ client: BridgeClient, _ reason: ByeReason) {
        eventLoop.assertInEventLoop()
        guard !client.isClosing else { return }
        catchUp(client)
        if reason.dropsQueuedLines { client.queue.removeAll() }
        let grace = eventLoop.scheduleTask(in: .milliseconds(Int64(configuration.limits.closeGrace * 1000))) {
            [weak self, weak client] () -> Void in
            guard let self, let client else { return }
            self.logger.info("closing client that did not take its bye", metadata: ["client": "\(client.id)"])
            client.channel.close(promise: nil)
        }
        // Behind everything queued. A key of its own: the bye never counts against the queue's
        // limit, so it is never refused.
        client.state = .closing(reason, grace: grace)
        _ = client.queue.push(encoder.bye(reason, at: currentTime), coalescingKey: Self.byeKey)
        pump(client)
    }

    /// The queue key of an orderly `bye` (no other line uses it).
    private static let byeKey = Int.max

    /// Writes the end of the stream once (the client is `.closing` with an empty queue, or
    /// broke a rule) and closes the channel when it has been written.
    private func finishClosing(_ client: BridgeClient) {
        guard case .closing(let reason, _) = client.state else { return }
        client.state = .ending(grace: client.grace)
        let done = eventLoop.makePromise(of: Void.self)
        client.writeEnd(reason, promise: done)
        done.futureResult.whenComplete { _ in client.channel.close(promise: nil) }
    }

    /// Says `bye` to every client (orderly) and completes once all have gone, or at the shutdown
    /// deadline, when every connection still open is closed without waiting further (a client
    /// that never reads cannot hold the service up). New connections are refused with the same
    /// reason.
    func shutdown(_ reason: ByeReason) -> EventLoopFuture<Void> {
        eventLoop.assertInEventLoop()
        shutdownReason = shutdownReason ?? reason
        let promise = eventLoop.makePromise(of: Void.self)
        if clients.isEmpty {
            promise.succeed()
            return promise.futureResult
        }
        allClosed.append(promise)
        for client in clients.values { close(client, reason) }
        if shutdownDeadline == nil, !clients.isEmpty {
            shutdownDeadline = eventLoop.scheduleTask(in: Self.timeAmount(configuration.timeouts.shutdown)) {
                [weak self] in
                guard let self else { return }
                self.logger.notice("closing clients that did not take their bye", metadata: [
                    "clients": "\(self.clients.count)"])
                for client in self.clients.values { client.channel.close(mode: .all, promise: nil) }
                self.finishShutdown()
            }
        }
        return promise.futureResult
    }
}
