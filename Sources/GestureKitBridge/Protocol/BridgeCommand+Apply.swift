import GestureKit
import GestureOutput
import LiveInput
import Logging
import NIOCore

/// Every client message carried out, in one place (docs/bridge.md, "Commands"): the message is
/// checked (UTF-8, the rate limit), parsed (`BridgeCommand.parse`), and each command applied —
/// the token of `auth`, the choice of `subscribe`, the `state` and `stats` replies, and the
/// controller commands on the one controller or a scene view's (docs/bridge.md, "Scenes"). The
/// hub only delivers the `Outcome`: it queues the reply, closes the client, or admits it.
///
/// A controller command goes through the controller's own API, so a command during a drag or
/// pinch is handled by the controller's one rule (it applies at once and the gesture goes on from
/// there; otherwise it stops any running motion first).
extension BridgeCommand {
    /// What the hub does after one message from a client.
    enum Outcome {
        /// Nothing: a blank keep-alive line.
        case nothing
        /// Reply `ok` to command `id`, with the fields `fields` writes after `ok`.
        case reply(id: Int64, fields: (inout JSONLineBuilder) -> Void)
        /// Reply that the message failed (`id` nil when it had no valid one), saying why.
        case failure(id: Int64?, reason: String)
        /// Close the client with this `bye`.
        case close(ByeReason)
        /// The client awaiting authentication gave the right token: admit it (when there is room),
        /// then reply `ok` to command `id`.
        case admit(replyTo: Int64)
    }

    /// Carries out one message from `client`: a line without its newline, or a text frame's
    /// payload. Commands that change the service (the controller, the client's subscription) have
    /// done so when this returns; what the client is sent is left to the hub.
    ///
    /// - Parameters:
    ///   - bytes: the message.
    ///   - client: the client that sent it, not closing.
    ///   - hub: the service it runs on (its configuration, live loop and log).
    /// - Returns: what the hub does next.
    static func handle(_ bytes: ByteBuffer, from client: BridgeClient, on hub: BridgeHub) -> Outcome {
        guard let text = String(validating: bytes.readableBytesView, as: UTF8.self) else {
            return .close(.invalidUTF8)
        }
        guard client.limiter.admit(at: MonotonicClock.now()) else {
            hub.logger.warning("client floods; disconnecting", metadata: ["client": "\(client.id)"])
            let limits = hub.configuration.limits
            return .close(.flood(rate: limits.commandsPerSecond, burst: limits.commandBurst))
        }
        if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return .nothing }   // blank keep-alive lines
        switch parse(text.utf8) {
        case .failure(let failure):
            if case .awaitingAuth = client.state { return .close(.unauthorized) }
            return .failure(id: failure.id, reason: failure.reason)
        case .success(let (id, command, view)):
            return command.run(id: id, view: view, for: client, on: hub)
        }
    }

    /// Runs a parsed command: before authentication only a right `auth` is accepted; afterwards
    /// each command does its part, and an error it throws is the failure's reason.
    private func run(id: Int64, view: String?, for client: BridgeClient, on hub: BridgeHub) -> Outcome {
        if case .awaitingAuth = client.state {
            guard case .auth(let token) = self, let expected = hub.configuration.token,
                  Self.constantTimeEqual(token, expected) else {
                hub.logger.warning("client failed to authenticate", metadata: ["client": "\(client.id)"])
                return .close(.unauthorized)
            }
            return .admit(replyTo: id)
        }
        do {
            switch self {
            case .auth, .ping:
                return .reply(id: id) { _ in }
            case .subscribe(let types, let views):
                if let views { try hub.configuration.checkViews(views) }
                client.subscription = BridgeSubscription(types: types, views: views)
                return .reply(id: id) { _ in }
            case .state:
                return .reply(id: id, fields: try Self.stateFields(on: hub))
            case .stats:
                return .reply(id: id) { b in Self.writeStats(&b, on: hub) }
            case .configure, .setZoomScale, .setContentOffset, .zoomToRect, .scrollRectToVisible, .setPage:
                guard let loop = hub.loop else { throw LiveLoopError.noController }
                if let name = try hub.configuration.commandView(view) {
                    try loop.withScene { scene in try apply(toView: name, in: &scene) }
                } else {
                    try loop.withController { controller in try apply(to: &controller) }
                }
                return .reply(id: id) { _ in }
            }
        } catch {
            return .failure(id: id, reason: "\(error)")
        }
    }

    /// The `state` reply's fields: the controller's state; with a scene, every view's in scene
    /// order (`views`, the snapshot a page asks for after `hello`) and the first view's (`state`).
    /// The states are read now, when the command runs.
    private static func stateFields(on hub: BridgeHub) throws -> (inout JSONLineBuilder) -> Void {
        guard let loop = hub.loop else { throw LiveLoopError.noController }
        if hub.configuration.pipeline.scene != nil {
            guard let states = loop.sceneStates, let first = states.first else {
                throw LiveLoopError.notRunning(loop.phase)
            }
            return { b in
                b.rawField("state") { b in appendState(first.state, view: first.view, &b) }
                b.rawField("views") { b in
                    b.array(count: states.count) { b, i in appendState(states[i].state, view: states[i].view, &b) }
                }
            }
        }
        guard hub.configuration.pipeline.scrollZoom != nil else { throw LiveLoopError.noController }
        guard let state = loop.state else { throw LiveLoopError.notRunning(loop.phase) }
        return { b in b.rawField("state") { b in appendState(state, view: nil, &b) } }
    }

    /// A state object of the `state` reply: `t`, the view's name with a scene, the state fields.
    private static func appendState(_ state: ScrollZoomState, view: String?, _ b: inout JSONLineBuilder) {
        b.object { b in
            b.field("t", state.time.microseconds)
            if let view { b.field("view", view) }
            b.appendStateFields(state)
        }
    }

    /// The `stats` reply's `stats` object: the clients, the live loop's counters and clock, and
    /// the process's.
    private static func writeStats(_ b: inout JSONLineBuilder, on hub: BridgeHub) {
        let metrics = hub.loop?.metrics ?? LiveLoopMetrics()
        let process = ProcessStatistics.current()
        b.rawField("stats") { b in b.object { b in
            b.field("clients", hub.clientCount)
            b.field("wakeUps", metrics.wakeUps)
            b.field("timersFired", metrics.timersFired)
            b.field("inputBatches", metrics.inputBatches)
            b.field("timerDeferrals", metrics.timerDeferrals)
            b.field("timerLatenessMaxUs", metrics.maximumLateness.microseconds)
            b.field("timerLatenessP99Us", metrics.latenessPercentile(0.99).microseconds)
            if let clock = hub.loop?.clock {
                b.rawField("clock") { b in b.object { b in
                    b.field("pipelineOrigin", clock.pipelineOrigin.microseconds)
                    b.field("monotonicOrigin", clock.wallOrigin.microseconds)
                    b.field("speed", clock.speed)
                } }
            }
            b.field("contextSwitches", process.contextSwitches)
            b.field("serviceContextSwitches", process.serviceContextSwitches)
            b.field("residentBytes", process.residentBytes)
            b.rawField("threads") { b in
                b.array(count: process.threads.count) { b, i in
                    b.object { b in
                        b.field("name", process.threads[i].name)
                        b.field("contextSwitches", process.threads[i].contextSwitches)
                        if process.threads[i].isMain { b.field("main", true) }
                    }
                }
            }
        } }
    }

    /// Token comparison whose time does not depend on where the strings differ.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var diff = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            diff |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return diff == 0
    }

    /// Applies a controller command as the controller's own API does (other commands change
    /// nothing). `configure` applies all of its changes or none (validated on a copy). Throws the
    /// controller's `ScrollZoomError`, naming the argument.
    ///
    /// - Parameter controller: the controller to change; left as it was when the command throws.
    /// - Throws: `ScrollZoomError` naming the argument the controller refuses, or `page` for
    ///   `setPage` on a controller without paging.
    public func apply(to controller: inout ScrollZoomController) throws {
        switch self {
        case .setZoomScale(let scale, let center, let animated):
            if let center {
                try controller.setZoomScale(scale, centeredAt: center, animated: animated)
            } else {
                try controller.setZoomScale(scale, animated: animated)
            }
        case .setContentOffset(let offset, let animated):
            try controller.setContentOffset(offset, animated: animated)
        case .zoomToRect(let rect, let animated):
            try controller.zoom(to: rect, animated: animated)
        case .scrollRectToVisible(let rect, let animated):
            try controller.scrollRectToVisible(rect, animated: animated)
        case .setPage(let page, let animated):
            guard controller.isPagingEnabled else {
                throw ScrollZoomError(
                    argument: "page",
                    reason: "paging is off, so there are no pages to turn (expected a paging view, or setContentOffset)"
                )
            }
            controller.scrollToPage(page, animated: animated)
        case .configure(let c):
            var copy = controller
            if let v = c.viewport { try copy.setViewportSize(v) }
            if let s = c.content { try copy.setContentSize(s) }
            if c.minimumZoom != nil || c.maximumZoom != nil {
                try copy.setZoomScaleLimits(minimum: c.minimumZoom ?? copy.minimumZoomScale,
                                            maximum: c.maximumZoom ?? copy.maximumZoomScale)
            }
            if let paging = c.paging { copy.isPagingEnabled = paging }
            if let pageSize = c.pageSize { try copy.setPageSize(pageSize) }
            controller = copy
        case .subscribe, .state, .ping, .stats, .auth:
            break
        }
    }

    /// Applies a controller command to view `name` of `scene` through `ScrollScene.command`: the view's
    /// controller changes as with `apply(to:)` (a drag through the view goes on from there), then the
    /// scene finishes the step as after any input (a page scrolled off screen returns to its minimum
    /// zoom, a pager's visible-page window is reported). `configure` may not change what the scene lays
    /// out: a view's `viewport` is its frame, and a view holding other views keeps its `content`.
    /// Throws `ScrollZoomError` naming the argument, or the view when the scene has none of that name.
    ///
    /// - Parameters:
    ///   - name: the scene view the command names (its `"view"`).
    ///   - scene: the scene holding the view.
    /// - Throws: `ScrollZoomError` naming the bad argument (`viewport`, or `content` of a view
    ///   holding views, among those of `apply(to:)`), or `view` when the scene has no view `name`.
    public func apply(toView name: String, in scene: inout ScrollScene) throws {
        if case .configure(let c) = self {
            if c.viewport != nil {
                throw ScrollZoomError(argument: "viewport", reason: """
                    view \"\(name)\"'s viewport is its frame in the scene file (expected content, minZoom, maxZoom, \
                    paging or pageSize)
                    """)
            }
            if c.content != nil, scene.names.contains(where: { scene.parent(of: $0) == name }) {
                throw ScrollZoomError(argument: "content", reason: """
                    view \"\(name)\" holds views laid out in its content by the scene file (expected a view without \
                    children)
                    """)
            }
        }
        guard try scene.command(name, { controller in try apply(to: &controller) }) != nil else {
            throw ScrollZoomError(
                argument: "view",
                reason: "the scene has no view \"\(name)\" (expected one of \(scene.names.joined(separator: ", ")))")
        }
    }
}
