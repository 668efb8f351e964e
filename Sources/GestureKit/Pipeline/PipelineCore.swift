import GestureInput
import GestureRecognition
import ScrollZoom
import ScrollZoomBinding

/// Everything the pipeline changes as events arrive, and the steps that change it, as one value:
/// `Pipeline` owns one and calls one `mutating func` per public call. One event goes one way,
/// tracker → binding → graph → binding → controller or scene, and every output is handed to the
/// caller's `emit` in time order before the call returns.
///
/// A struct, so that the methods reach its parts as plain stored properties: inside a `mutating`
/// method the compiler checks their accesses statically (none costs anything at run time), and
/// the controller and scene are changed in place through optional chaining
/// (`controller?.advance(to:)`), never copied out and back. The controller's large values are read
/// the same way, through mutating readers (`controller?.state`): a computed property read
/// through the optional copies the whole controller (465 bytes) first.
///
/// Not re-entrant: `emit` must not reach the `Pipeline` that owns this value (`Pipeline` refuses
/// such calls before they get here).
struct PipelineCore {
    /// The configuration the pipeline was built with.
    let configuration: PipelineConfiguration
    /// The recognizer graph (a class: `Pipeline.graph` is the same object).
    let graph: RecognizerGraph
    /// The touch tracker (device table, counters).
    var tracker: TouchTracker
    /// The scroll/zoom controller, once the first event gave it a time origin.
    var controller: ScrollZoomController?
    /// The scene of scroll views driven instead of `controller`, once started.
    var scene: ScrollScene?
    /// The touches and gestures → controller mapping.
    var binding: ScrollZoomBinding
    /// Input events processed.
    var eventCount = 0
    /// Diagnostics reported so far, by code.
    var diagnosticCounts: [Diagnostic.Code: Int] = [:]
    /// Recognizer output not yet delivered, reused between events.
    var gestures: [GestureEvent] = []
    /// Diagnostics not yet reported, reused between events.
    var diagnostics: [Diagnostic] = []
    /// Controller messages not yet reported, reused between steps.
    var scrollEvents: [ScrollZoomEvent] = []
    /// Scene messages not yet reported, reused between steps.
    var sceneEvents: [SceneEvent] = []
    /// The latest event or wake-up time: the first layer to see an event enforces monotonic time
    /// (`MonotonicTime`, docs/design.md, "Time"), so the tracker, graph and controller behind it
    /// get admitted times.
    var clock = MonotonicTime()
    /// The next controller frame on the frame grid (origin = first event), while it animates.
    var nextFrame: Timestamp?
    /// The first event's time: the origin of the frame grid (nil before the first event).
    var frameOrigin: Timestamp?
    /// libinput's gestures from raw touchpad fingers (`PipelineConfiguration.touchpadGesturesFromFingers`).
    var touchpadGestures = TouchpadGestureStage()

    /// A pipeline's state before its first event; buffers sized for a busy event's output.
    ///
    /// - Parameters:
    ///   - configuration: the pipeline's configuration.
    ///   - graph: the recognizer graph.
    ///   - devices: the devices known before the first event.
    init(configuration: PipelineConfiguration, graph: RecognizerGraph, devices: [DeviceInfo]) {
        self.configuration = configuration
        self.graph = graph
        tracker = TouchTracker(declaring: devices)
        binding = ScrollZoomBinding(configuration: configuration.binding)
        gestures.reserveCapacity(64)
        diagnostics.reserveCapacity(16)
        scrollEvents.reserveCapacity(64)
    }

    /// The time of the last event or wake-up processed (nil before the first).
    var time: Timestamp? { clock.hasStarted ? clock.latest : nil }

    /// The next time something is due (a recognizer timer, a touchpad gesture deadline or a
    /// controller frame).
    var nextDeadline: Timestamp? {
        // No temporary array: this runs once per step of `finish` and of live loops.
        let timer = Self.earlier(graph.nextDeadline, touchpadGestures.nextDeadline)
        return Self.earlier(timer, nextFrame)
    }

    /// One input event: runs the timers and frames due before it, then hands it to the tracker,
    /// and the tracker's frame to the binding, the graph and the touchpad gesture stage.
    ///
    /// - Parameters:
    ///   - event: the next input event, in time order.
    ///   - emit: receives every output, in time order.
    /// - Throws: `EventTimeError` (nothing changed), or the controller's or scene's creation error.
    mutating func process(_ event: InputEvent, emit: (PipelineOutput) -> Void) throws {
        try Self.requireSchedulable(event.time)
        eventCount += 1
        try startIfNeeded(at: event.time)
        // Time never goes backwards below this point: a regression is reported here and clamped.
        let regression = clock.regression(event.time, device: event.device)
        let time = clock.admit(event.time)
        runDue(through: time, emit: emit)
        if let regression { diagnostics.append(regression) }
        // The tracker and graph get the admitted time; the input line keeps the time as read.
        let admitted = regression == nil ? event : InputEvent(time: time, device: event.device, kind: event.kind)

        let frame = tracker.process(admitted, diagnostics: &diagnostics)
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
            graph.handle(.frame(frame), into: &gestures)
            deliverGestures(emit: emit)
            makeTouchpadGestures(from: frame, emit: emit)
        }
        if event.kind == .deviceRemoved { touchpadGestures.remove(event.device) }
        // Pointer and touchpad-gesture events of known devices, and removals, go to the graph too
        // (GraphInput has no case for touch events or device additions).
        if Self.mayReachGraph(event.kind),
           let input = GraphInput(admitted),
           tracker.knows(event.device) || event.kind == .deviceRemoved {
            graph.handle(input, into: &gestures)
            deliverGestures(emit: emit)
        }
    }

    /// Lets time pass with no input: fires due timers and controller frames.
    ///
    /// - Parameters:
    ///   - time: the new time; not later than the current time does nothing.
    ///   - emit: receives the outputs, in time order.
    mutating func advance(to time: Timestamp, emit: (PipelineOutput) -> Void) {
        let time = min(time, Pipeline.latestEventTime)
        guard clock.hasStarted, time > clock.latest else { return }
        runDue(through: time, emit: emit)
        clock.admit(time)
        graph.advance(to: time, into: &gestures)
        deliverGestures(emit: emit)
    }

    /// Starts the clock at `time` without an event (a no-op once started).
    ///
    /// - Parameter time: the time origin.
    /// - Throws: `EventTimeError`, or the controller's or scene's creation error.
    mutating func start(at time: Timestamp) throws {
        try startIfNeeded(at: time)
        if !clock.hasStarted { clock.admit(time) }
    }

    /// Closes unterminated touch frames, without running timers.
    ///
    /// - Parameter emit: receives the closing frames and what they cause.
    mutating func endInput(emit: (PipelineOutput) -> Void) {
        let end = time ?? .zero
        for frame in tracker.flush(at: end, diagnostics: &diagnostics) {
            flushDiagnostics(emit: emit)
            emit(.frame(frame))
            graph.handle(.frame(frame), into: &gestures)
            deliverGestures(emit: emit)
            makeTouchpadGestures(from: frame, emit: emit)
        }
        flushDiagnostics(emit: emit)
    }

    /// Closes unterminated frames, runs timers and animations until idle (bounded), and reports
    /// the final controller or scene state.
    ///
    /// - Parameter emit: receives the remaining outputs and the final states.
    mutating func finish(emit: (PipelineOutput) -> Void) {
        let end = time ?? .zero
        endInput(emit: emit)
        // Ten minutes of simulated time is far beyond any animation; the bound only guards a bug.
        let horizon = end + .seconds(600)
        var steps = 0
        while let due = nextDeadline, due <= horizon, steps < 1_000_000 {
            runDue(through: due, emit: emit)
            clock.admit(due)
            steps += 1
        }
        if let state = controller?.state { emit(.state(state)) }
        emitSceneStates(emit: emit)
    }

    /// Reports a reader's diagnostic in its place in the stream.
    ///
    /// - Parameters:
    ///   - d: the diagnostic.
    ///   - emit: receives it.
    mutating func report(_ d: Diagnostic, emit: (PipelineOutput) -> Void) {
        diagnosticCounts[d.code, default: 0] += 1
        emit(.diagnostic(d))
    }

    // MARK: - Internals

    /// Throws unless `time` is within ±`Pipeline.latestEventTime`.
    static func requireSchedulable(_ time: Timestamp) throws {
        guard time.microseconds.magnitude <= Pipeline.latestEventTime.microseconds.magnitude else {
            throw EventTimeError(time: time)
        }
    }

    /// Creates the controller or scene and the frame grid at the first time seen.
    mutating func startIfNeeded(at time: Timestamp) throws {
        try Self.requireSchedulable(time)
        guard frameOrigin == nil else { return }
        frameOrigin = time
        if let description = configuration.scene {
            scene = try description.makeScene(time: time)
        } else if let setup = configuration.scrollZoom {
            controller = try setup.makeController(at: time)
        }
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

    /// The earlier of two optional times.
    @inline(__always)
    static func earlier(_ a: Timestamp?, _ b: Timestamp?) -> Timestamp? {
        switch (a, b) {
        case (let a?, let b?): min(a, b)
        case (let a?, nil): a
        case (nil, let b): b
        }
    }

    /// Hands a raw touchpad's frame to the touchpad gesture stage and delivers what it makes.
    private mutating func makeTouchpadGestures(from frame: TouchFrame, emit: (PipelineOutput) -> Void) {
        guard configuration.touchpadGesturesFromFingers else { return }
        // The stage asks the tracker for a new device's description while it runs: it is moved
        // out for the call (no copy), so that the two are not accessed through `self` at once.
        var stage = TouchpadGestureStage()
        swap(&stage, &touchpadGestures)
        let events = stage.handle(frame) { device in
            guard let info = tracker.deviceInfo(device) else { return nil }
            return (info, info.pointsPerMillimetre(surface: nil) ?? CoordinateMapping.defaultPointsPerMillimetre)
        }
        swap(&stage, &touchpadGestures)
        deliverTouchpadEvents(events, emit: emit)
    }

    /// Reports the stage's events as input and gives them to the graph, as `LibinputSource`'s are.
    mutating func deliverTouchpadEvents(_ events: [InputEvent], emit: (PipelineOutput) -> Void) {
        for e in events {
            emit(.input(e))
            if let input = GraphInput(e) {
                graph.handle(input, into: &gestures)
                deliverGestures(emit: emit)
            }
        }
    }

    private mutating func flushDiagnostics(emit: (PipelineOutput) -> Void) {
        guard !diagnostics.isEmpty else { return }
        for d in diagnostics { report(d, emit: emit) }
        diagnostics.removeAll(keepingCapacity: true)
    }
}
