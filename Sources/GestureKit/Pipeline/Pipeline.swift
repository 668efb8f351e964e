import GestureInput
import GestureRecognition
import ScrollZoom
import ScrollZoomBinding

/// The whole data flow of docs/design.md, "Data flow" in one object: input events → `TouchTracker` →
/// `RecognizerGraph` → `ScrollZoomBinding` → `ScrollZoomController`, reporting everything through
/// `emit`. The binding hears every touch frame and every gesture event and makes every controller
/// call they cause; the pipeline itself only advances the controller's time and runs outside
/// commands.
///
/// Time comes only from the events: before an event at t is dispatched, every recognizer timer and
/// every controller frame due at or before t runs, in time order (timers first on a tie), so a
/// replay is exact and a live run goes through the same code (`advance(to:)` on wake-ups).
/// Not thread-safe: drive it from one thread or actor.
///
/// Not re-entrant: an output handler (the `emit` closure) must not call back into the pipeline
/// it is handling outputs of. `process`, `start`, `withController` and `withScene` called from
/// a handler throw `PipelineReentrancyError` and change nothing; `advance`, `endInput` and
/// `finish` do nothing. To act on an output (zoom on a custom gesture), remember it in the
/// handler and call `withController(at:emit:_:)` at its time once `process` returned: the
/// command then runs on the same event-time loop as input (README, "Using GestureKit from your
/// package").
///
/// What changes as events arrive lives in `storage` (`Pipeline+UncheckedStorage.swift`, which says
/// why its accesses are not checked at run time).
public final class Pipeline {
    /// The configuration it was built with.
    public let configuration: PipelineConfiguration
    /// The recognizer graph: the configured one, else an empty graph, so that recognizers added
    /// in code (`graph.add(_:name:region:)`, a custom kind's) always take part.
    public let graph: RecognizerGraph
    /// Everything that changes as events arrive.
    let storage: Storage

    /// The touch tracker (device table, counters).
    public var tracker: TouchTracker { storage.tracker }
    /// The scroll/zoom controller, once the first event gave it a time origin.
    public var controller: ScrollZoomController? { storage.controller }
    /// The scene of scroll views driven instead of `controller` (`PipelineConfiguration.scene`),
    /// once the first event gave it a time origin.
    public var scene: ScrollScene? { storage.scene }
    /// The touches and gestures → controller mapping.
    public var binding: ScrollZoomBinding { storage.binding }
    /// Input events processed.
    public var eventCount: Int { storage.eventCount }
    /// Diagnostics reported so far, by code.
    public var diagnosticCounts: [Diagnostic.Code: Int] { storage.diagnosticCounts }

    /// The latest event time accepted (µs; the earliest is its negative): 2⁶², about 146,000
    /// years. Half the `Int64` range leaves room for every span added to an event time (timeouts
    /// of seconds, the 10-minute settling horizon of `finish`) without saturating; later times
    /// are an `EventTimeError` rather than timers all firing at `Int64.max`.
    public static let latestEventTime = Timestamp(microseconds: 1 << 62)

    /// Builds the pipeline. Nothing runs until the first event: the controller or scene is created
    /// then, at that event's time.
    ///
    /// - Parameters:
    ///   - configuration: the recognizers, the scroll/zoom model or scene, the binding and how time is
    ///     sampled.
    ///   - devices: the devices known before the first event (a trace header's `devices`), indexed by
    ///     `DeviceID`; the tracker accepts their touches without an `added` event, and the graph's
    ///     distance thresholds are fitted to the first raw touch device among them.
    /// - Throws: `RecognizerGraphError` for a bad graph configuration; `ScrollZoomError` for a
    ///   binding number out of range (`ScrollZoomBinding.Configuration.validate`).
    public init(configuration: PipelineConfiguration, devices: [DeviceInfo] = []) throws {
        try configuration.binding.validate()
        self.configuration = configuration
        if let g = configuration.resolvedGraph(devices: devices) {
            graph = try RecognizerGraph(configuration: g, explain: configuration.explain)
        } else {
            graph = RecognizerGraph(explain: configuration.explain)
        }
        storage = Storage(tracker: TouchTracker(declaring: devices),
                          binding: ScrollZoomBinding(configuration: configuration.binding))
    }

    /// Processes one trace item: an event as `process(_:emit:)` does, or a reader's diagnostic,
    /// which is reported in its place in the stream.
    ///
    /// - Parameters:
    ///   - item: the next item of a `TraceSource`, in time order.
    ///   - emit: receives every output this item causes, in time order, before this call returns.
    /// - Throws: `EventTimeError` for an event time beyond ±`latestEventTime` (nothing is changed);
    ///   `ScrollZoomError` or `ScrollSceneError` when the first event creates a controller or scene
    ///   the configuration describes wrongly; `PipelineReentrancyError` when called from an output
    ///   handler.
    public func process(_ item: TraceItem, emit: (PipelineOutput) -> Void) throws {
        switch item {
        case .event(let e):
            try process(e, emit: emit)
        case .diagnostic(let d):
            try enter("process(_:emit:)")
            defer { storage.isRunning = false }
            report(d, emit: emit)
        }
    }

    /// Processes one input event: runs the timers and frames due before it, then dispatches it to
    /// the tracker, the binding and the graph. A time earlier than the last one is clamped and
    /// reported as a `diagnostic` output.
    ///
    /// - Parameters:
    ///   - event: the next input event, in time order.
    ///   - emit: receives every output this event causes, in time order, before this call returns.
    /// - Throws: `EventTimeError` for a time beyond ±`latestEventTime` (nothing is changed);
    ///   `ScrollZoomError` or `ScrollSceneError` when the first event creates a controller or scene
    ///   the configuration describes wrongly; `PipelineReentrancyError` when called from an output
    ///   handler.
    public func process(_ event: InputEvent, emit: (PipelineOutput) -> Void) throws {
        try enter("process(_:emit:)")
        defer { storage.isRunning = false }
        try Self.requireSchedulable(event.time)
        storage.eventCount += 1
        try startIfNeeded(at: event.time)
        // Time never goes backwards below this point: a regression is reported here and clamped.
        let regression = storage.clock.regression(event.time, device: event.device)
        let time = storage.clock.admit(event.time)
        runDue(through: time, emit: emit)
        if let regression { storage.diagnostics.append(regression) }
        // The tracker and graph get the admitted time; the input line keeps the time as read.
        let admitted = regression == nil ? event : InputEvent(time: time, device: event.device, kind: event.kind)

        let frame = storage.tracker.process(admitted, diagnostics: &storage.diagnostics)
        flushDiagnostics(emit: emit)
        switch event.kind {
        case .touch:
            break
        default:
            emit(.input(event))
        }
        if let frame {
            emit(.frame(frame))
            bindTouches(frame, emit: emit)
            graph.handle(.frame(frame), into: &storage.gestures)
            deliverGestures(emit: emit)
            makeTouchpadGestures(from: frame, emit: emit)
        }
        if event.kind == .deviceRemoved { storage.touchpadGestures.remove(event.device) }
        // Pointer and touchpad-gesture events of known devices, and removals, go to the graph too
        // (GraphInput has no case for touch events or device additions).
        if Self.mayReachGraph(event.kind),
           let input = GraphInput(admitted),
           readTracker({ $0.knows(event.device) }) || event.kind == .deviceRemoved {
            graph.handle(input, into: &storage.gestures)
            deliverGestures(emit: emit)
        }
    }

    /// Lets time pass with no input (live wake-ups): fires due timers and controller frames.
    /// Does nothing when called from an output handler.
    ///
    /// - Parameters:
    ///   - time: the new time; not later than the current time does nothing.
    ///   - emit: receives the outputs, in time order.
    public func advance(to time: Timestamp, emit: (PipelineOutput) -> Void) {
        guard (try? enter("advance(to:emit:)")) != nil else { return }
        defer { storage.isRunning = false }
        advanceRunning(to: time, emit: emit)
    }

    /// `advance(to:emit:)` inside an entry point that already runs.
    func advanceRunning(to time: Timestamp, emit: (PipelineOutput) -> Void) {
        let time = min(time, Self.latestEventTime)
        guard storage.clock.hasStarted, time > storage.clock.latest else { return }
        runDue(through: time, emit: emit)
        storage.clock.admit(time)
        graph.advance(to: time, into: &storage.gestures)
        deliverGestures(emit: emit)
    }

    /// The next time something is due (a recognizer timer, a touchpad gesture deadline or a
    /// controller frame), for live loops.
    public var nextDeadline: Timestamp? {
        // No temporary array: this runs once per step of `finish` and of live loops.
        let timer = Self.earlier(graph.nextDeadline, storage.touchpadGestures.nextDeadline)
        return Self.earlier(timer, storage.nextFrame)
    }

    /// The earlier of two optional times.
    @inline(__always)
    private static func earlier(_ a: Timestamp?, _ b: Timestamp?) -> Timestamp? {
        switch (a, b) {
        case (let a?, let b?): min(a, b)
        case (let a?, nil): a
        case (nil, let b): b
        }
    }

    /// The time of the last event or wake-up processed (nil before the first).
    public var time: Timestamp? { storage.clock.hasStarted ? storage.clock.latest : nil }

    /// Starts the clock at `time` without an event: creates the controller and the frame grid, so
    /// a live loop can take commands before the first touch. A no-op once started.
    ///
    /// - Parameter time: the time origin, in event time.
    /// - Throws: `EventTimeError` for a time beyond ±`latestEventTime`; `ScrollZoomError` or
    ///   `ScrollSceneError` when the configured controller or scene cannot be built;
    ///   `PipelineReentrancyError` when called from an output handler.
    public func start(at time: Timestamp) throws {
        try enter("start(at:)")
        defer { storage.isRunning = false }
        try startRunning(at: time)
    }

    /// `start(at:)` inside an entry point that already runs.
    func startRunning(at time: Timestamp) throws {
        try startIfNeeded(at: time)
        if !storage.clock.hasStarted { storage.clock.admit(time) }
    }

    /// Closes unterminated touch frames (the input has ended), without running timers: the first
    /// half of `finish`, for live loops that let the remaining timers and animations run in real
    /// time before calling `finish`. Does nothing when called from an output handler.
    ///
    /// - Parameter emit: receives the closing frames and what they cause.
    public func endInput(emit: (PipelineOutput) -> Void) {
        guard (try? enter("endInput(emit:)")) != nil else { return }
        defer { storage.isRunning = false }
        endInputRunning(emit: emit)
    }

    /// `endInput(emit:)` inside an entry point that already runs.
    private func endInputRunning(emit: (PipelineOutput) -> Void) {
        let end = self.time ?? .zero
        for frame in storage.tracker.flush(at: end, diagnostics: &storage.diagnostics) {
            flushDiagnostics(emit: emit)
            emit(.frame(frame))
            graph.handle(.frame(frame), into: &storage.gestures)
            deliverGestures(emit: emit)
            makeTouchpadGestures(from: frame, emit: emit)
        }
        flushDiagnostics(emit: emit)
    }

    /// Runs `body` on the controller at `time` (after what is due by then), then reports its
    /// delegate messages and schedules its animation frames: how commands from outside (the
    /// bridge's `setZoomScale`, `configure`, …) enter the same event-time loop as input.
    /// Returns nil when no controller is configured; rethrows `body`'s validation errors.
    ///
    /// - Parameters:
    ///   - time: when the command takes effect, in event time; what is due by then runs first.
    ///   - emit: receives the outputs of what ran first, then the controller's delegate messages.
    ///   - body: the command, given the controller to change.
    /// - Returns: what `body` returned, or nil when the configuration has no controller (a scene
    ///   or no scroll/zoom model; `body` is then not called).
    /// - Throws: what `body` throws (a `ScrollZoomError` for an argument out of range), or an
    ///   `EventTimeError` for a time beyond ±`latestEventTime`; `PipelineReentrancyError` when called
    ///   from an output handler.
    public func withController<R>(at time: Timestamp, emit: (PipelineOutput) -> Void,
                                  _ body: (inout ScrollZoomController) throws -> R) throws -> R? {
        try enter("withController(at:emit:_:)")
        defer { storage.isRunning = false }
        try startIfNeeded(at: time)
        advanceRunning(to: time, emit: emit)
        guard storage.hasController else { return nil }
        var result: Result<R, any Error>?
        withController { controller in
            controller.advance(to: time)   // an animated change starts now, not at the last frame
            result = Result { try body(&controller) }
        }
        drainScrollEvents(emit: emit)
        if storage.nextFrame == nil, let now = readController({ $0.nowInPlace() }) { scheduleFrame(after: now) }
        return try result?.get()
    }

    /// Ends the input: closes unterminated frames, then runs timers and animations until idle
    /// (bounded), and reports the final controller state. Does nothing when called from an output
    /// handler.
    ///
    /// - Parameter emit: receives the remaining outputs and the final states.
    public func finish(emit: (PipelineOutput) -> Void) {
        guard (try? enter("finish(emit:)")) != nil else { return }
        defer { storage.isRunning = false }
        let end = self.time ?? .zero
        endInputRunning(emit: emit)
        // Ten minutes of simulated time is far beyond any animation; the bound only guards a bug.
        let horizon = end + .seconds(600)
        var steps = 0
        while let due = nextDeadline, due <= horizon, steps < 1_000_000 {
            runDue(through: due, emit: emit)
            storage.clock.admit(due)
            steps += 1
        }
        if let controller = storage.controller { emit(.state(controller.state)) }
        emitSceneStates(emit: emit)
    }

    // MARK: - Internals

    /// Marks an entry point as running until it returns (the caller clears the mark).
    ///
    /// - Parameter method: the entry point, named in the error.
    /// - Throws: `PipelineReentrancyError` when one already runs: a call from an output handler.
    func enter(_ method: String) throws(PipelineReentrancyError) {
        guard !storage.isRunning else { throw PipelineReentrancyError(method: method) }
        storage.isRunning = true
    }

    /// False for the kinds `GraphInput` has no case for (touch events, device additions), so the
    /// per-event path skips copying the (large) event into a `GraphInput` that would be nil.
    @inline(__always)
    private static func mayReachGraph(_ kind: InputEvent.Kind) -> Bool {
        switch kind {
        case .touch, .deviceAdded: false
        case .deviceRemoved, .pointer, .gesture: true
        }
    }

    /// Hands a raw touchpad's frame to the touchpad gesture stage and delivers what it makes.
    private func makeTouchpadGestures(from frame: TouchFrame, emit: (PipelineOutput) -> Void) {
        guard configuration.touchpadGesturesFromFingers else { return }
        let events = storage.touchpadGestures.handle(frame) { device in
            guard let info = readTracker({ $0.deviceInfo(device) }) else { return nil }
            return (info, info.pointsPerMillimetre(surface: nil) ?? CoordinateMapping.defaultPointsPerMillimetre)
        }
        deliverTouchpadEvents(events, emit: emit)
    }

    /// Reports the stage's events as input and gives them to the graph, as `LibinputSource`'s are.
    private func deliverTouchpadEvents(_ events: [InputEvent], emit: (PipelineOutput) -> Void) {
        for e in events {
            emit(.input(e))
            if let input = GraphInput(e) {
                graph.handle(input, into: &storage.gestures)
                deliverGestures(emit: emit)
            }
        }
    }

    /// Throws unless `time` is within ±`latestEventTime`.
    private static func requireSchedulable(_ time: Timestamp) throws {
        guard time.microseconds.magnitude <= latestEventTime.microseconds.magnitude else {
            throw EventTimeError(time: time)
        }
    }

    private func startIfNeeded(at time: Timestamp) throws {
        try Self.requireSchedulable(time)
        guard storage.frameOrigin == nil else { return }
        storage.frameOrigin = time
        if let description = configuration.scene {
            storage.scene = try description.makeScene(time: time)
            storage.hasScene = true
        } else if let setup = configuration.scrollZoom {
            storage.controllerBox = ControllerBox(try setup.makeController(at: time))
        }
    }

    /// Runs recognizer timers and controller frames due at or before `time`, earliest first.
    private func runDue(through time: Timestamp, emit: (PipelineOutput) -> Void) {
        while true {
            let touchpad = storage.touchpadGestures.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            let timer = graph.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            let frame = storage.nextFrame.flatMap { $0 <= time ? $0 : nil }
            if let p = touchpad, timer.map({ p <= $0 }) ?? true, frame.map({ p <= $0 }) ?? true {
                // A touchpad deadline first on a tie: its gesture events are input to the graph.
                deliverTouchpadEvents(storage.touchpadGestures.advance(to: p), emit: emit)
            } else if let t = timer, frame.map({ t <= $0 }) ?? true {
                graph.advance(to: t, into: &storage.gestures)
                deliverGestures(emit: emit)
            } else if let f = frame {
                tick(at: latestFrames(from: f, through: time), emit: emit)
            } else {
                return
            }
        }
    }

    /// Most frames run to catch up when input arrives after a gap while the controller animates:
    /// ten minutes of frames, longer than any fling, bounce or animation of real input lasts.
    /// Beyond it the earlier frames are dropped, as a display link drops the frames of a stalled
    /// app; the controller's physics are functions of time, so the frames that run see the same
    /// states. Why: an animation made of extreme numbers (`PipelinePropertyTests`) can end days
    /// after it starts, and an event 10¹² µs later would run a frame every 1/120 s across the gap
    /// (1.2·10⁸ frames, minutes of CPU).
    public static let maximumCatchUpFrames: Int64 = 120 * 600

    /// `frame`, or the first of the last `maximumCatchUpFrames` frames due by `time` when more
    /// are due (on the same grid: whole periods later).
    private func latestFrames(from frame: Timestamp, through time: Timestamp) -> Timestamp {
        let period = framePeriod
        let due = (time - frame).microseconds / period
        guard due > Self.maximumCatchUpFrames else { return frame }
        return frame + TimeSpan(microseconds: period) * (due - Self.maximumCatchUpFrames)
    }

    /// One controller frame at `time`; schedules the next while the controller animates.
    private func tick(at time: Timestamp, emit: (PipelineOutput) -> Void) {
        if storage.hasScene {
            withScene { $0.advance(to: time) }
            drainSceneEvents(emit: emit)
            if configuration.everyFrame { emitSceneStates(emit: emit) }
            scheduleFrame(after: time)
            return
        }
        guard storage.hasController else { storage.nextFrame = nil; return }
        withController { $0.advance(to: time) }
        drainScrollEvents(emit: emit)
        if configuration.everyFrame, let state = readController({ $0.stateInPlace() }) { emit(.state(state)) }
        scheduleFrame(after: time)
    }

    /// The frame grid's period in microseconds, at least one (a zero or negative interval would
    /// put every frame at the same instant).
    private var framePeriod: Int64 { max(configuration.frameInterval.microseconds, 1) }

    /// Frames run only while the controller animates towards a known end (deceleration, bounce,
    /// programmatic animation; in a scene also a fading indicator or an autoscroll,
    /// `ScrollScene.isAnimating`). Touching, dragging and zooming change nothing between events,
    /// so a finger held for an hour (or a timestamp jump of years) costs no frames.
    func scheduleFrame(after time: Timestamp) {
        let animates = storage.hasScene
            ? storage.scene?.isAnimating(at: time) == true
            : readController({ $0.nextIdleTimeInPlace() != nil }) == true
        guard animates, let origin = storage.frameOrigin else {
            storage.nextFrame = nil
            return
        }
        let period = framePeriod
        // Saturating (Timestamp arithmetic): a trace near Int64.max has no later frame to run,
        // so the animation stops there rather than wrapping to a negative time.
        let k = (time - origin).microseconds / period + 1
        let next = origin + TimeSpan(microseconds: period) * k
        storage.nextFrame = next > time ? next : nil
    }

    private func deliverGestures(emit: (PipelineOutput) -> Void) {
        // Drained, not read by index: the graph forgets what was delivered, so a long live
        // session with --explain or a clock that keeps jumping back does not grow.
        if configuration.explain { graph.drainExplainRecords { emit(.explain($0)) } }
        graph.drainDiagnostics { report($0, emit: emit) }
        guard !storage.gestures.isEmpty else { return }
        for g in storage.gestures {
            emit(.gesture(g))
            if storage.hasScene {
                withScene { storage.binding.handle(g, scene: &$0) }
                drainSceneEvents(emit: emit)
                if storage.nextFrame == nil, let now = storage.scene?.now { scheduleFrame(after: now) }
            } else if storage.hasController {
                withController { storage.binding.handle(g, controller: &$0) }
                drainScrollEvents(emit: emit)
                if storage.nextFrame == nil, let now = readController({ $0.nowInPlace() }) { scheduleFrame(after: now) }
            }
        }
        storage.gestures.removeAll(keepingCapacity: true)
    }

    private func drainScrollEvents(emit: (PipelineOutput) -> Void) {
        withController { $0.drainEvents(into: &storage.scrollEvents) }
        guard !storage.scrollEvents.isEmpty, let state = readController({ $0.stateInPlace() }) else { return }
        for e in storage.scrollEvents { emit(.scroll(e, state)) }
        storage.scrollEvents.removeAll(keepingCapacity: true)
    }

    /// Hands a touch frame to the binding (a touch that lands stops a fling or bounce before any
    /// recognizer has decided; the last lift lets a stopped bounce settle), then reports what the
    /// controller did, when the binding called it.
    private func bindTouches(_ frame: TouchFrame, emit: (PipelineOutput) -> Void) {
        if storage.hasScene {
            var called = false
            withScene { called = storage.binding.handle(frame, scene: &$0) }
            guard called else { return }
            drainSceneEvents(emit: emit)
            if storage.nextFrame == nil { scheduleFrame(after: frame.time) }
            return
        }
        guard storage.hasController else { return }
        var called = false
        withController { called = storage.binding.handle(frame, controller: &$0) }
        guard called else { return }
        drainScrollEvents(emit: emit)
        if storage.nextFrame == nil { scheduleFrame(after: frame.time) }
    }

    /// Reports the scene's pending events: each delegate message with its view's state after the
    /// step (as `drainScrollEvents`), then the scene's own (visible pages, tiles, indicators,
    /// autoscroll), which the scene samples as it is drained.
    func drainSceneEvents(emit: (PipelineOutput) -> Void) {
        withScene { $0.drainEvents(into: &storage.sceneEvents) }
        guard !storage.sceneEvents.isEmpty, let scene = storage.scene else { return }
        for e in storage.sceneEvents {
            switch e {
            case .scroll(let view, let event):
                guard let state = scene.controller(named: view)?.state else { continue }
                emit(.scene(.scroll(view: view, event: event, state: state)))
            case .visiblePages(let view, let time, let pages):
                emit(.scene(.visiblePages(view: view, time: time, pages: pages)))
            case .tiles(let view, let time, let change):
                emit(.scene(.tiles(view: view, time: time, change: change)))
            case .indicator(let view, let time, let change):
                emit(.scene(.indicator(view: view, time: time, change: change)))
            case .autoscroll(let view, let time, let event):
                emit(.scene(.autoscroll(view: view, time: time, event: event)))
            }
        }
        storage.sceneEvents.removeAll(keepingCapacity: true)
    }

    /// One `state` output per view of the scene, in scene order.
    private func emitSceneStates(emit: (PipelineOutput) -> Void) {
        guard let scene = storage.scene else { return }
        for (index, name) in scene.names.enumerated() {
            emit(.scene(.state(view: name, state: scene.controllers[index].state)))
        }
    }

    /// Mutates the scene in place, as `withController` does the controller.
    func withScene(_ body: (inout ScrollScene) -> Void) {
        storage.scene?.mutate(body)
    }

    /// Mutates the controller in place, through its box: its buffers stay uniquely referenced, so
    /// copy-on-write never copies them, and the large struct itself is not copied out and back on
    /// the per-frame path.
    private func withController(_ body: (inout ScrollZoomController) -> Void) {
        readController(body)
    }

    /// Reads from the controller in place, for the same reason (nil before it exists).
    @discardableResult
    private func readController<R>(_ body: (inout ScrollZoomController) -> R) -> R? {
        guard let box = storage.controllerBox else { return nil }
        return body(&box.value)
    }

    /// Reads from the tracker in place: calling a method of the stored struct directly copied it
    /// (its arrays and dictionary retained and released) on every event.
    private func readTracker<R>(_ body: (inout TouchTracker) -> R) -> R {
        storage.tracker.mutate(body)
    }

    private func flushDiagnostics(emit: (PipelineOutput) -> Void) {
        guard !storage.diagnostics.isEmpty else { return }
        for d in storage.diagnostics { report(d, emit: emit) }
        storage.diagnostics.removeAll(keepingCapacity: true)
    }

    private func report(_ d: Diagnostic, emit: (PipelineOutput) -> Void) {
        storage.diagnosticCounts[d.code, default: 0] += 1
        emit(.diagnostic(d))
    }
}

private extension TouchTracker {
    /// Runs `body` on `self` in place.
    mutating func mutate<R>(_ body: (inout TouchTracker) -> R) -> R { body(&self) }
}

private extension ScrollScene {
    /// Runs `body` on `self` in place (used through optional chaining).
    mutating func mutate(_ body: (inout ScrollScene) -> Void) { body(&self) }
}
