import GestureInput
import GestureTraces
import LiveInput
import NIOCore
import NIOPosix
import ScrollZoom
import Synchronization

/// The live loop of docs/live-input.md: one event loop that owns a `Pipeline`, takes input from a
/// live source (libinput, raw evdev) or a recording played in real time, runs commands from
/// outside, and arms a single timer at the pipeline's next deadline.
///
/// Nothing polls: while nothing is due and no input arrives the loop sleeps in `epoll_wait` with
/// no timeout (zero wake-ups), and a due timer fires on a `timerfd` at its deadline. The pipeline
/// runs on event time only: a timer at deadline D advances the pipeline to exactly D (not to
/// "now"), so input stamped after D that is still in flight is handled after it, and input stamped
/// before D that is still in flight (`hasPendingInput`) is handled first — input in time order
/// with timers, as a replay would. Everything but `start`, `stop`, `beginReplay` and `onLoop`
/// must be called on `eventLoop`; `output` is called there, in time order.
public final class LiveLoop: @unchecked Sendable {
    /// Where input comes from.
    public enum Source: Sendable {
        /// libinput: a udev seat or device paths, with device configuration.
        case libinput(LibinputSourceConfiguration)
        /// Raw evdev nodes read directly; touchpads give raw fingers. Mapped onto `surface`.
        case evdev(paths: [String], surface: Size?)
        /// A recording played in real time (`speed`× faster), from its first event once
        /// `beginReplay()` is called; `loops` plays it again, forever, with a fresh pipeline.
        case replay(path: String, format: TraceFormat?, surface: Size?, speed: Double, loops: Bool)
    }

    /// Where the loop is in its life.
    public enum Phase: Sendable, Equatable {
        /// Created; `start()` not called.
        case idle
        /// A replay waiting for `beginReplay()`.
        case waiting
        /// Input is flowing.
        case running
        /// A replay's input ended; its timers and animations finish in real time.
        case draining
        /// Stopped or ended: the final state was reported.
        case finished
    }

    /// The loop everything runs on.
    public let eventLoop: any EventLoop
    /// The source this loop reads.
    public let source: Source
    /// Where the loop is in its life (read on `eventLoop`).
    public private(set) var phase = Phase.idle
    /// Wake-ups and timer lateness (read on `eventLoop`).
    public private(set) var metrics = LiveLoopMetrics()
    /// The current pipeline (a looping replay makes a new one per pass; read on `eventLoop`).
    public private(set) var pipeline: Pipeline
    /// The devices currently known: added by the source, or declared by the recording's header
    /// before a replay begins.
    public private(set) var devices: [(id: DeviceID, info: DeviceInfo)] = []

    /// Why the loop ended on its own when it could not go on (a looping replay whose recording can
    /// no longer be opened: deleted, or no descriptor left), or nil. Read once finished: a service
    /// exits non-zero for it, so a supervisor restarts it.
    public private(set) var failure: (any Error)?

    /// Called on the loop after every step's outputs (input batch, timer, command): where a
    /// consumer that buffers output (the bridge's client queues) writes it out, at once.
    public var onStepEnd: (() -> Void)?

    private let configuration: PipelineConfiguration
    /// Runs on every pipeline the loop builds, before its first input (`init`'s `prepare`).
    private let prepare: (Pipeline) throws -> Void
    private let emitsStateOnChange: Bool
    private let output: (PipelineOutput) -> Void
    private var onFinish: [@Sendable () -> Void] = []
    /// The map between pipeline time and CLOCK_MONOTONIC in force (identity for live input; set
    /// when a replay begins), read on `eventLoop`.
    public private(set) var clock = LiveClock.monotonic
    /// The armed timer and the pipeline time it was armed for.
    private var timer: (task: Scheduled<Void>, at: Timestamp)?
    /// Consecutive deferrals of a due timer while input was in flight (bounded by `maximumDeferrals`).
    private var deferrals = 0
    /// A step is queued on the loop (a replay batch that had more due).
    private var continuationScheduled = false
    /// The controller's appearance last reported in a `state` output.
    private var lastState: ScrollZoomState?
    /// Each scene view's appearance last reported in a `state` output, by view name.
    private var lastSceneStates: [String: ScrollZoomState] = [:]

    // Sources. `inFlight` counts events a source thread handed to the loop and the loop has not
    // processed yet: the only state shared with another thread.
    private let inFlight = Atomic<Int>(0)
    /// The opened sources, written by `start()` and read by `stop()` on other threads.
    private let sources = Mutex(OpenSources())
    private var replay: ReplayFeed?
    private let replayHeader: TraceHeader?

    /// How long a due timer waits for input still in flight, per deferral. libinput delivers an
    /// event well within this after the kernel stamps it; the bound keeps a timer late by at most
    /// `maximumDeferrals` × this when a device streams without pause.
    public static let deferralStep = TimeSpan.microseconds(200)
    /// At most this many deferrals in a row (1 ms together: the lateness budget of docs/design.md,
    /// "The bridge").
    public static let maximumDeferrals = 4
    /// Recorded events one step takes at most before letting the loop write its output and
    /// serve its clients (a replay catching up would otherwise produce thousands of lines per
    /// client in one step). 64 events make a few hundred lines at most, well under a client's
    /// queue limit; measured cost of the extra tasks: none visible in `scripts/bench-bridge.sh`.
    public static let maximumEventsPerStep = 64

    /// A loop for `source` on `eventLoop`. `emitsStateOnChange` adds a `state` output after every
    /// step that changed the controller (each frame, drag step or command), as the bridge sends.
    /// For a replay, the recording is opened now (its errors are thrown here, located).
    ///
    /// - Parameters:
    ///   - source: where input comes from.
    ///   - configuration: how each pipeline is built.
    ///   - eventLoop: the loop everything runs on.
    ///   - emitsStateOnChange: add a `state` output after every step that changed the controller.
    ///   - prepare: runs on every pipeline the loop builds (a looping replay builds one per pass,
    ///     raw devices one more once they are known), before its first input: where recognizers of
    ///     your own are added (`pipeline.graph.add(_:name:region:)`).
    ///   - output: receives every output on `eventLoop`, in time order.
    /// - Throws: `RecognizerGraphError`, `ScrollZoomError` for a bad configuration, `TraceError`
    ///   for a recording that cannot be opened, and what `prepare` throws.
    public init(source: Source, pipeline configuration: PipelineConfiguration, eventLoop: any EventLoop,
                emitsStateOnChange: Bool = false, prepare: @escaping (Pipeline) throws -> Void = { _ in },
                output: @escaping (PipelineOutput) -> Void) throws {
        self.source = source
        self.configuration = configuration
        self.prepare = prepare
        self.eventLoop = eventLoop
        self.emitsStateOnChange = emitsStateOnChange
        self.output = output
        if case .replay(let path, let format, let surface, _, _) = source {
            let feed = try ReplayFeed(path: path, format: format, surface: surface)
            // The header's devices count even without `added` events (docs/trace-format.md).
            pipeline = try Pipeline(configuration: configuration, devices: feed.header.devices)
            try prepare(pipeline)
            replay = feed
            replayHeader = feed.header
            devices = feed.header.devices.enumerated().map { (DeviceID($0.offset), $0.element) }
        } else {
            pipeline = try Pipeline(configuration: configuration)
            try prepare(pipeline)
            replayHeader = nil
        }
    }

    // MARK: - Life cycle (any thread)

    /// Opens the source and starts delivering (a replay waits for `beginReplay()`). Throws
    /// `LiveInputError` with what to do (permissions, seat, path).
    ///
    /// - Throws: `LiveInputError` when a device, seat or path cannot be opened, saying what to do
    ///   about it.
    public func start() throws {
        // Under the sources' lock, so a `stop()` from another thread (a signal during start-up)
        // either comes first and nothing is opened, or comes after and stops what was opened.
        try sources.withLock { sources throws in
            guard !sources.stopRequested else { return }
            switch source {
            case .libinput(let sourceConfiguration):
                let source = LibinputSource(configuration: sourceConfiguration)
                // Items come on the source's thread as soon as it starts (its devices' additions
                // first), each handed to the loop as a task, and tasks run in order. So the loop
                // goes live in the first such task, not only in the one queued below, after
                // `start` returns: queued behind the additions, that one let them reach an idle
                // loop, which drops input, and every touch after was of an unknown device (seen
                // under load: `listen` recognized nothing). `startLive` is idempotent.
                try source.start { [weak self] item in
                    guard let self, case .event(let event) = item else { return }
                    self.inFlight.add(1, ordering: .sequentiallyConsistent)
                    self.eventLoop.execute {
                        self.startLive()
                        self.deliver(CollectionOfOne(.event(event)))
                    }
                }
                sources.libinput = source
                eventLoop.execute { self.startLive() }
            case .evdev(let paths, let surface):
                let reader = try EvdevReader(paths: paths, surface: surface) { [weak self] items in
                    guard let self else { return }
                    self.inFlight.add(items.count, ordering: .sequentiallyConsistent)
                    self.eventLoop.execute { self.deliver(items) }
                }
                sources.evdev = reader
                let added = reader.additions(at: MonotonicClock.now())
                let devices = reader.devices
                inFlight.add(added.count, ordering: .sequentiallyConsistent)
                eventLoop.execute {
                    // Now that the raw devices are known, the graph is fitted to them
                    // (`PipelineConfiguration.resolvedGraph(devices:)`), before any input. The
                    // configuration built a pipeline in `init`, and fitting only raises
                    // non-negative distances, so this cannot fail where that succeeded (nor
                    // `prepare`, which accepted the same additions then).
                    if self.phase == .idle,
                        let fitted = try? Pipeline(configuration: self.configuration, devices: devices),
                        (try? self.prepare(fitted)) != nil
                    {
                        self.pipeline = fitted
                    }
                    self.startLive()
                    self.deliver(added)
                }
                reader.start()
            case .replay:
                eventLoop.execute { if self.phase == .idle { self.phase = .waiting } }
            }
        }
    }

    /// Starts playing a replay now (its first event at the current wall time). Idempotent.
    public func beginReplay() {
        eventLoop.execute {
            guard self.phase == .waiting || self.phase == .idle, let feed = self.replay else { return }
            self.phase = .running
            let first = feed.peekTime ?? .zero
            if case .replay(_, _, _, let speed, _) = self.source {
                self.clock = LiveClock(pipelineOrigin: first, wallOrigin: MonotonicClock.now(), speed: speed)
            }
            do { try self.pipeline.start(at: first) } catch { self.reportPipelineError(error, at: first) }
            self.step()
        }
    }

    /// Stops the source, runs nothing more in real time, reports the final state and calls the
    /// `whenFinished` callbacks. Safe from any thread but the source's handler; idempotent.
    public func stop() {
        let (libinput, evdev) = sources.withLock { sources in
            sources.stopRequested = true
            return (sources.libinput, sources.evdev)
        }
        libinput?.stop()
        evdev?.stop()
        eventLoop.execute { self.finish() }
    }

    /// Calls `body` once the loop has finished (stopped, or a replay without looping ended and
    /// settled); at once (on the loop) if it already has.
    ///
    /// - Parameter body: called once, on `eventLoop`.
    public func whenFinished(_ body: @escaping @Sendable () -> Void) {
        eventLoop.execute {
            if self.phase == .finished { body() } else { self.onFinish.append(body) }
        }
    }

    // MARK: - On the loop

    /// The current time on the pipeline's clock (nil while a replay waits to begin).
    public var now: Timestamp? {
        eventLoop.assertInEventLoop()
        switch phase {
        case .idle, .waiting: return nil
        case .running, .draining: return clock.pipelineTime(atMonotonic: MonotonicClock.now())
        case .finished: return pipeline.time
        }
    }

    /// The controller's state now (nil without a controller, or while a replay waits).
    public var state: ScrollZoomState? {
        eventLoop.assertInEventLoop()
        return pipeline.controller?.state
    }

    /// Every scene view's state now, in scene order (nil without a scene, or while a replay waits).
    public var sceneStates: [(view: String, state: ScrollZoomState)]? {
        eventLoop.assertInEventLoop()
        guard let scene = pipeline.scene else { return nil }
        return zip(scene.names, scene.controllers).map { ($0, $1.state) }
    }

    /// Runs a command on the controller at the current time, on the same event-time loop as
    /// input: what is due runs first, then `body`, then its delegate messages and (with
    /// `emitsStateOnChange`) the new state are output. Throws `LiveLoopError` when there is no
    /// controller to command, and `body`'s own validation errors.
    ///
    /// Call it on `eventLoop`.
    ///
    /// - Parameter body: the command, given the controller to change.
    /// - Returns: what `body` returned.
    /// - Throws: `LiveLoopError` when the loop is not running or runs a scene or no controller;
    ///   what `body` throws (a `ScrollZoomError` for an argument out of range).
    @discardableResult
    public func withController<R>(_ body: (inout ScrollZoomController) throws -> R) throws -> R {
        guard configuration.scene == nil else { throw LiveLoopError.sceneRunning }
        guard configuration.scrollZoom != nil else { throw LiveLoopError.noController }
        return try command { at in try pipeline.withController(at: at, emit: emit, body) }
    }

    /// Runs a command on the scene at the current time, as `withController` does on the one
    /// controller: the scene's lines it causes (`scroll` with `view`, `visiblePages`, …) and each
    /// changed view's `state` are output before this returns. Throws `LiveLoopError` when the
    /// pipeline runs no scene, and `body`'s own validation errors.
    ///
    /// Call it on `eventLoop`.
    ///
    /// - Parameter body: the command, given the scene to change.
    /// - Returns: what `body` returned.
    /// - Throws: `LiveLoopError` when the loop is not running or runs no scene; what `body` throws
    ///   (a `ScrollSceneError` naming the view).
    @discardableResult
    public func withScene<R>(_ body: (inout ScrollScene) throws -> R) throws -> R {
        guard configuration.scene != nil else { throw LiveLoopError.noController }
        return try command { at in try pipeline.withScene(at: at, emit: emit, body) }
    }

    /// The step of a command from outside: at the current time (never before the pipeline's),
    /// ended like any other step — the changed states output, the timer re-armed — even when the
    /// command is refused, since what was due by then ran. `run` returns nil when the pipeline
    /// has nothing to command.
    private func command<R>(_ run: (Timestamp) throws -> R?) throws -> R {
        eventLoop.assertInEventLoop()
        guard let time = now, phase == .running || phase == .draining else { throw LiveLoopError.notRunning(phase) }
        metrics.wakeUps += 1
        let at = max(time, pipeline.time ?? time)
        defer {
            afterStep()
            arm()
        }
        guard let result = try run(at) else { throw LiveLoopError.noController }
        return result
    }

    // MARK: - Steps

    private func startLive() {
        guard phase == .idle else { return }
        phase = .running
        clock = .monotonic
        let now = MonotonicClock.now()
        do { try pipeline.start(at: now) } catch { reportPipelineError(error, at: now) }
        arm()
    }

    /// Input from a live source, in order.
    private func deliver<Items: Collection>(_ items: Items) where Items.Element == TraceItem {
        defer { inFlight.subtract(items.count, ordering: .sequentiallyConsistent) }
        guard phase == .running else { return }
        metrics.wakeUps += 1
        metrics.inputBatches += 1
        for item in items {
            switch item {
            case .event(let e): process(e)
            case .diagnostic(let d): try? pipeline.process(.diagnostic(d), emit: emit)
            }
        }
        afterStep()
        arm()
    }

    private func process(_ event: InputEvent) {
        do {
            try pipeline.process(event, emit: emit)
        } catch {
            reportPipelineError(error, at: event.time)
        }
    }

    /// The timer fired: runs what is due by now, in time order (replay input and deadlines).
    private func fire() {
        timer = nil
        guard phase == .running || phase == .draining else { return }
        metrics.wakeUps += 1
        let wall = MonotonicClock.now()
        let now = clock.pipelineTime(atMonotonic: wall)
        if replay == nil, hasPendingInput, deferrals < Self.maximumDeferrals {
            deferrals += 1
            metrics.timerDeferrals += 1
            schedule(atWall: wall + Self.deferralStep, pipeline: now)
            return
        }
        deferrals = 0
        step(now: now, wall: wall)
    }

    private func step() {
        let wall = MonotonicClock.now()
        step(now: clock.pipelineTime(atMonotonic: wall), wall: wall)
    }

    private func step(now: Timestamp, wall: Timestamp) {
        if phase == .running, let feed = replay {
            var taken = 0
            do {
                while taken < Self.maximumEventsPerStep, let t = feed.peekTime, t <= now {
                    guard let item = try feed.next() else { break }
                    switch item {
                    case .event(let e): process(e)
                    case .diagnostic(let d): try? pipeline.process(.diagnostic(d), emit: emit)
                    }
                    taken += 1
                }
            } catch {
                reportPipelineError(error, at: pipeline.time ?? now)
                feed.abandon()
            }
            if taken == Self.maximumEventsPerStep, let t = feed.peekTime, t <= now {
                // More is due (a fast replay, or a loop that fell behind): let the loop write what
                // this step produced before the next batch, so output never piles up unwritten.
                afterStep()
                continueSoon()
                return
            }
            if feed.isExhausted {
                phase = .draining
                pipeline.endInput(emit: emit)
            }
        }
        while let due = pipeline.nextDeadline, due <= now {
            metrics.recordLateness(wall - clock.monotonicTime(atPipeline: due))
            pipeline.advance(to: due, emit: emit)
            metrics.timersFired += 1
        }
        afterStep()
        if phase == .draining, pipeline.nextDeadline == nil {
            endPass()
            return
        }
        arm()
    }

    /// A replay pass ended and settled: report the final state, then loop or finish.
    private func endPass() {
        if case .replay(let path, let format, let surface, let speed, true) = source {
            let end = pipeline.time ?? .zero
            pipeline.finish(emit: emit)
            do {
                let feed = try ReplayFeed(path: path, format: format, surface: surface)
                let first = feed.peekTime ?? .zero
                // The next pass continues the clock one second after this one ended, so every
                // output time keeps increasing for clients.
                feed.offset = (end + .seconds(1)) - first
                replay = feed
                pipeline = try Pipeline(configuration: configuration, devices: feed.header.devices)
                try prepare(pipeline)
                phase = .running
                clock = LiveClock(pipelineOrigin: first + feed.offset, wallOrigin: MonotonicClock.now(), speed: speed)
                try pipeline.start(at: first + feed.offset)
                step()
            } catch {
                reportPipelineError(error, at: end)
                failure = error
                finish()
            }
        } else {
            finish()
        }
    }

    private func finish() {
        guard phase != .finished else { return }
        let wasStarted = phase == .running || phase == .draining
        phase = .finished
        timer?.task.cancel()
        timer = nil
        if wasStarted { pipeline.finish(emit: emit) }
        let callbacks = onFinish
        onFinish = []
        for body in callbacks { body() }
    }

    /// A `state` output when the controller's appearance changed since the last one reported;
    /// with a scene, one for each view whose appearance changed, in scene order.
    private func afterStep() {
        defer { onStepEnd?() }
        guard emitsStateOnChange else { return }
        if let state = pipeline.controller?.state, !(lastState?.looksLike(state) ?? false) {
            emit(.state(state))
        }
        if let scene = pipeline.scene {
            for (name, controller) in zip(scene.names, scene.controllers) {
                let state = controller.state
                if lastSceneStates[name]?.looksLike(state) ?? false { continue }
                emit(.scene(.state(view: name, state: state)))
            }
        }
    }

    private func emit(_ out: PipelineOutput) {
        switch out {
        case .state(let s):
            lastState = s
        case .scene(.state(let view, let s)):
            lastSceneStates[view] = s
        case .input(let e):
            switch e.kind {
            case .deviceAdded(let info):
                devices.removeAll { $0.id == e.device }
                devices.append((e.device, info))
            case .deviceRemoved:
                devices.removeAll { $0.id == e.device }
            default:
                break
            }
        default:
            break
        }
        output(out)
    }

    private func reportPipelineError(_ error: any Error, at time: Timestamp) {
        emit(.diagnostic(Diagnostic(time: time, device: nil, code: .other, message: "\(error)")))
    }

    /// Runs the next step as the loop's next task, after the I/O and tasks already waiting.
    private func continueSoon() {
        timer?.task.cancel()
        timer = nil
        guard !continuationScheduled else { return }
        continuationScheduled = true
        eventLoop.execute {
            self.continuationScheduled = false
            guard self.phase == .running || self.phase == .draining else { return }
            self.metrics.wakeUps += 1
            self.step()
        }
    }

    // MARK: - The one timer

    /// Arms the timer at the earliest of the pipeline's next deadline and (replay) the next
    /// event; disarms it when nothing is due.
    private func arm() {
        guard phase == .running || phase == .draining else { return }
        var next = pipeline.nextDeadline
        if phase == .running, let t = replay?.peekTime { next = next.map { min($0, t) } ?? t }
        guard let next else {
            timer?.task.cancel()
            timer = nil
            return
        }
        if let timer, timer.at == next { return }
        schedule(atWall: clock.monotonicTime(atPipeline: next), pipeline: next)
    }

    private func schedule(atWall wall: Timestamp, pipeline time: Timestamp) {
        timer?.task.cancel()
        // Relative to NIO's clock (the same CLOCK_MONOTONIC, but no shared origin is assumed);
        // bounded so a timestamp years away cannot overflow the nanoseconds.
        let delay = min(max((wall - MonotonicClock.now()).microseconds, 0), 86_400_000_000)
        let task = eventLoop.scheduleTask(deadline: .now() + .microseconds(delay)) { [weak self] () -> Void in
            self?.fire()
        }
        timer = (task, time)
    }

    private var hasPendingInput: Bool {
        if inFlight.load(ordering: .sequentiallyConsistent) > 0 { return true }
        let (libinput, evdev) = sources.withLock { ($0.libinput, $0.evdev) }
        if let libinput, libinput.hasPendingInput { return true }
        if let evdev, evdev.hasPendingInput { return true }
        return false
    }
}

/// A live loop's opened sources, and whether `stop()` came (guarded by the loop's mutex).
private struct OpenSources {
    var libinput: LibinputSource?
    var evdev: EvdevReader?
    var stopRequested = false
}

/// Why a live loop refused a command.
public enum LiveLoopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pipeline runs no scroll/zoom controller (`--no-scroll`).
    case noController
    /// The loop is not running (a replay waiting for clients, or finished).
    case notRunning(LiveLoop.Phase)
    /// The pipeline runs a scene of scroll views (`serve --scene`), not the one controller:
    /// commands address its views (`withScene`).
    case sceneRunning

    /// A sentence for a client.
    public var description: String {
        switch self {
        case .noController: "no scroll/zoom controller is running"
        case .notRunning(.waiting), .notRunning(.idle): "the replay has not started yet (it waits for its clients)"
        case .notRunning: "the input has ended"
        case .sceneRunning: """
            the service runs a scene of scroll views (--scene), not the one controller: a command addresses one of \
            its views
            """
        }
    }
}

extension ScrollZoomState {
    /// Same offset, zoom, page and flags (the time may differ): nothing a client would redraw.
    func looksLike(_ other: ScrollZoomState) -> Bool {
        contentOffset == other.contentOffset && zoomScale == other.zoomScale && page == other.page
            && isTracking == other.isTracking && isDragging == other.isDragging
            && isDecelerating == other.isDecelerating && isZooming == other.isZooming
            && isZoomBouncing == other.isZoomBouncing
    }
}
