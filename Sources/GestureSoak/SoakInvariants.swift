import GestureInput
import GestureKit
import GestureRecognition
import ScrollZoom

/// The properties a pipeline must keep on any input, checked output by output during a soak or a
/// fuzz run: controller state is always finite, a continuous gesture's `changed`/`ended`/`cancelled`
/// only follow its `began` (and `began` never repeats before it closes), and at quiet points (no
/// device left, timers run out) nothing is open, no recognizer is stuck, and zoom is within limits.
public struct SoakInvariants: Sendable {
    /// Most violation messages kept (the count goes on).
    public static let keptMessages = 20
    /// Slack on the zoom limits (relative): settled zoom is clamped, up to float rounding.
    public static let zoomTolerance = 1e-9

    /// Violations found so far.
    public private(set) var violationCount = 0
    /// The first `keptMessages` violations, readable.
    public private(set) var messages: [String] = []
    /// Gestures seen, by state.
    public private(set) var gestureCount = 0
    /// Quiet-point checks made.
    public private(set) var quietChecks = 0

    /// Recognizers with a continuous gesture open (began, not yet ended or cancelled).
    private var open: [String] = []

    /// A checker with nothing seen.
    public init() {
        open.reserveCapacity(16)
        messages.reserveCapacity(Self.keptMessages)
    }

    /// Checks one pipeline output.
    ///
    /// - Parameter output: the next output, in order.
    public mutating func check(_ output: PipelineOutput) {
        switch output {
        case .gesture(let g):
            gestureCount += 1
            check(g)
        case .scroll(_, let state), .state(let state):
            checkFinite(state, of: "controller")
        case .scene(.scroll(let view, _, let state)), .scene(.state(let view, let state)):
            checkFinite(state, of: "view \(view)")
        case .input, .frame, .explain, .diagnostic, .scene(.visiblePages), .scene(.tiles), .scene(.indicator),
             .scene(.autoscroll):
            break
        }
    }

    /// A state's offset and zoom are finite and the zoom positive.
    private mutating func checkFinite(_ state: ScrollZoomState, of who: String) {
        if !(state.contentOffset.x.isFinite && state.contentOffset.y.isFinite && state.zoomScale.isFinite
            && state.zoomScale > 0)
        {
            fail("\(who) state not finite at \(state.time): offset \(state.contentOffset), zoom \(state.zoomScale)")
        }
    }

    private mutating func check(_ g: GestureEvent) {
        let index = open.firstIndex(of: g.recognizer)
        switch g.state {
        case .began:
            if index != nil {
                fail("\(g.recognizer) began again at \(g.time) before ending")
            } else {
                open.append(g.recognizer)
            }
        case .changed:
            if index == nil { fail("\(g.recognizer) changed at \(g.time) without having begun") }
        case .ended, .cancelled:
            if let index {
                open.remove(at: index)
            } else {
                fail("\(g.recognizer) \(g.state) at \(g.time) without having begun")
            }
        case .recognized, .failed, .possible:
            break
        }
    }

    /// Checks a quiet point: every device gone and every timer and animation run out. Nothing may
    /// be open, every recognizer must be back to `possible`, the controller settled within its zoom limits.
    ///
    /// - Parameter pipeline: the pipeline at the quiet point.
    public mutating func checkQuiet(_ pipeline: Pipeline) {
        quietChecks += 1
        if !open.isEmpty { fail("gestures left open at a quiet point: \(open.sorted())") ; open.removeAll() }
        let graph = pipeline.graph
        for name in graph.names {
            if let s = graph.state(of: name), s != .possible {
                fail("recognizer \(name) stuck in \(s) at a quiet point")
            }
        }
        if graph.illegalTransitionCount > 0 {
            fail("\(graph.illegalTransitionCount) illegal recognizer transitions")
        }
        if let c = pipeline.controller {
            if !c.isIdle { fail("controller still animating at a quiet point (\(c.state))") }
            let z = c.zoomScale
            let lo = c.minimumZoomScale * (1 - Self.zoomTolerance), hi = c.maximumZoomScale * (1 + Self.zoomTolerance)
            if !(z >= lo && z <= hi) {
                fail("settled zoom \(z) outside [\(c.minimumZoomScale), \(c.maximumZoomScale)]")
            }
        }
    }

    /// Records a violation found by the caller.
    ///
    /// - Parameter message: what was violated, for the report.
    public mutating func fail(_ message: String) {
        violationCount += 1
        if messages.count < Self.keptMessages { messages.append(message) }
    }
}
