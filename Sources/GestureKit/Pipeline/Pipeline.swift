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
/// What changes as events arrive is one value, `core` (`PipelineCore`); each public call is one
/// `mutating` call on it, and outputs are handed to `emit` during that call. So a handler must not
/// read the pipeline's properties either (`controller`, `time`, …: Swift's exclusivity check stops
/// the program); what it needs is in the outputs, and the properties can be read once the call
/// returned.
public final class Pipeline {
    /// The configuration it was built with.
    public let configuration: PipelineConfiguration
    /// The recognizer graph: the configured one, else an empty graph, so that recognizers added
    /// in code (`graph.add(_:name:region:)`, a custom kind's) always take part.
    public let graph: RecognizerGraph
    /// Everything that changes as events arrive.
    var core: PipelineCore
    /// A public entry point is running: set while `process`, `advance`, `withController`, …
    /// run, so a call from an output handler is refused before it reaches `core`.
    private var isRunning = false

    /// The touch tracker (device table, counters).
    public var tracker: TouchTracker { core.tracker }
    /// The scroll/zoom controller, once the first event gave it a time origin.
    public var controller: ScrollZoomController? { core.controller }
    /// The scene of scroll views driven instead of `controller` (`PipelineConfiguration.scene`),
    /// once the first event gave it a time origin.
    public var scene: ScrollScene? { core.scene }
    /// The touches and gestures → controller mapping.
    public var binding: ScrollZoomBinding { core.binding }
    /// Input events processed.
    public var eventCount: Int { core.eventCount }
    /// Diagnostics reported so far, by code.
    public var diagnosticCounts: [Diagnostic.Code: Int] { core.diagnosticCounts }

    /// The latest event time accepted (µs; the earliest is its negative): 2⁶², about 146,000
    /// years. Half the `Int64` range leaves room for every span added to an event time (timeouts
    /// of seconds, the 10-minute settling horizon of `finish`) without saturating; later times
    /// are an `EventTimeError` rather than timers all firing at `Int64.max`.
    public static let latestEventTime = Timestamp(microseconds: 1 << 62)

    /// Most frames run to catch up when input arrives after a gap while the controller animates:
    /// ten minutes of frames, longer than any fling, bounce or animation of real input lasts.
    /// Beyond it the earlier frames are dropped, as a display link drops the frames of a stalled
    /// app; the controller's physics are functions of time, so the frames that run see the same
    /// states. Why: an animation made of extreme numbers (`PipelinePropertyTests`) can end days
    /// after it starts, and an event 10¹² µs later would run a frame every 1/120 s across the gap
    /// (1.2·10⁸ frames, minutes of CPU).
    public static let maximumCatchUpFrames: Int64 = 120 * 600

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
        core = PipelineCore(configuration: configuration, graph: graph, devices: devices)
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
            defer { leave() }
            core.report(d, emit: emit)
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
        defer { leave() }
        try core.process(event, emit: emit)
    }

    /// Lets time pass with no input (live wake-ups): fires due timers and controller frames.
    /// Does nothing when called from an output handler.
    ///
    /// - Parameters:
    ///   - time: the new time; not later than the current time does nothing.
    ///   - emit: receives the outputs, in time order.
    public func advance(to time: Timestamp, emit: (PipelineOutput) -> Void) {
        guard (try? enter("advance(to:emit:)")) != nil else { return }
        defer { leave() }
        core.advance(to: time, emit: emit)
    }

    /// The next time something is due (a recognizer timer, a touchpad gesture deadline or a
    /// controller frame), for live loops.
    public var nextDeadline: Timestamp? { core.nextDeadline }

    /// The time of the last event or wake-up processed (nil before the first).
    public var time: Timestamp? { core.time }

    /// Starts the clock at `time` without an event: creates the controller and the frame grid, so
    /// a live loop can take commands before the first touch. A no-op once started.
    ///
    /// - Parameter time: the time origin, in event time.
    /// - Throws: `EventTimeError` for a time beyond ±`latestEventTime`; `ScrollZoomError` or
    ///   `ScrollSceneError` when the configured controller or scene cannot be built;
    ///   `PipelineReentrancyError` when called from an output handler.
    public func start(at time: Timestamp) throws {
        try enter("start(at:)")
        defer { leave() }
        try core.start(at: time)
    }

    /// Closes unterminated touch frames (the input has ended), without running timers: the first
    /// half of `finish`, for live loops that let the remaining timers and animations run in real
    /// time before calling `finish`. Does nothing when called from an output handler.
    ///
    /// - Parameter emit: receives the closing frames and what they cause.
    public func endInput(emit: (PipelineOutput) -> Void) {
        guard (try? enter("endInput(emit:)")) != nil else { return }
        defer { leave() }
        core.endInput(emit: emit)
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
        defer { leave() }
        return try core.withController(at: time, emit: emit, body)
    }

    /// Ends the input: closes unterminated frames, then runs timers and animations until idle
    /// (bounded), and reports the final controller state. Does nothing when called from an output
    /// handler.
    ///
    /// - Parameter emit: receives the remaining outputs and the final states.
    public func finish(emit: (PipelineOutput) -> Void) {
        guard (try? enter("finish(emit:)")) != nil else { return }
        defer { leave() }
        core.finish(emit: emit)
    }

    /// Marks an entry point as running until it returns (the caller clears the mark with `leave()`).
    ///
    /// - Parameter method: the entry point, named in the error.
    /// - Throws: `PipelineReentrancyError` when one already runs: a call from an output handler.
    func enter(_ method: String) throws(PipelineReentrancyError) {
        guard !isRunning else { throw PipelineReentrancyError(method: method) }
        isRunning = true
    }

    /// Clears the mark `enter(_:)` set.
    func leave() { isRunning = false }
}
