import GestureInput

/// Recognizes a pan that starts at an edge of the surface (UIKit
/// `UIScreenEdgePanGestureRecognizer`): the first finger must land within `edgeZone` (20 pt) of
/// one of the configured `edges` of `bounds`; then it behaves as `PanRecognizer` (hysteresis
/// 10 pt, translation from where it began, centroid-based, release velocity).
///
/// - `direction` is the direction of motion **away from** the edge it started at: `.right` for
///   the left edge, `.left` for the right edge, `.down` for the top edge, `.up` for the bottom
///   edge (UIKit reports the edge itself in `edges`; the mapping is one-to-one).
/// - When the first finger is in the zone of two edges (a corner), the edge chosen is the one
///   whose inward direction the movement follows best when the hysteresis is crossed. Movement
///   that is not inward at all (angle ≥ 90° from every candidate's inward direction) fails it
///   with `.wrongDirection`.
/// - Fails at once with `.outsideEdgeZone` (value = distance to the nearest configured edge) when
///   the first finger lands outside every zone, and with `.notAccepted` when no bounds are known
///   (neither `bounds` nor a hit region was given).
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct EdgePanRecognizer: Recognizer {
    /// Largest angle between the movement at the hysteresis and an edge's inward direction that
    /// still counts as leaving that edge (radians; 90°: any inward component, UIKit-like).
    static let maximumAngleFromInward = Double.pi / 2

    /// A set of edges as bits (no allocation in the state).
    struct Edges: OptionSet {
        var rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        init(_ edge: ScreenEdge) {
            switch edge {
            case .top: rawValue = 1
            case .left: rawValue = 2
            case .bottom: rawValue = 4
            case .right: rawValue = 8
            }
        }
    }

    /// The edge-pan state machine.
    enum State {
        /// No finger down.
        case idle
        /// The first finger landed in the zone of `edges`; not yet beyond the hysteresis from `anchor`.
        case tracking(CentroidMotion, anchor: Vector, edges: Edges)
        /// Began, leaving an edge in `direction`; `origin` is the translation when it began.
        case panning(CentroidMotion, origin: Vector, direction: SwipeDirection)
        /// Ended, cancelled or failed: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: EdgePanConfiguration
    private(set) var state: State = .idle

    /// Creates an edge-pan recognizer; `configuration.bounds` should be set (the factory fills it
    /// from the hit region when missing).
    public init(configuration: EdgePanConfiguration = EdgePanConfiguration()) { self.configuration = configuration }

    /// Always `.edgePan`.
    public var kind: GestureKind { .edgePan }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            handle(frame: frame, context: &context)
        case .reset, .cancel:
            state = .idle
        case .pointer, .touchpadGesture, .timer:
            return
        }
    }

    private mutating func handle(frame: TouchFrame, context: inout RecognizerContext) {
        switch state {
        case .idle:
            guard let bounds = configuration.bounds else {
                state = .done
                context.fail(.notAccepted)
                return
            }
            guard let first = frame.touches.first else { return }
            var edges = Edges()
            var nearest = Double.infinity
            for edge in configuration.edges {
                let distance = Self.distance(of: first.startLocation, from: edge, of: bounds)
                nearest = min(nearest, distance)
                if distance <= configuration.edgeZone { edges.insert(Edges(edge)) }
            }
            guard !edges.isEmpty else {
                state = .done
                context.fail(.outsideEdgeZone, value: nearest, limit: configuration.edgeZone)
                return
            }
            var motion = CentroidMotion()
            motion.update(with: frame, maximumTouches: configuration.maximumTouches, context: &context)
            decide(motion, anchor: .zero, edges: edges, context: &context)
        case .tracking(var motion, let anchor, let edges):
            motion.update(with: frame, maximumTouches: configuration.maximumTouches, context: &context)
            decide(motion, anchor: anchor, edges: edges, context: &context)
        case .panning(var motion, let origin, let direction):
            motion.update(with: frame, maximumTouches: configuration.maximumTouches, context: &context)
            if motion.cancelled {
                state = .done
                context.cancel(sample(motion, origin: origin, direction: direction, velocity: motion.velocity))
            } else if motion.activeCount == 0 {
                state = .done
                context.end(sample(motion, origin: origin, direction: direction,
                                   velocity: motion.releaseVelocity(at: frame.time)))
            } else {
                state = .panning(motion, origin: origin, direction: direction)
                if motion.changed {
                    context.change(sample(motion, origin: origin, direction: direction, velocity: motion.velocity))
                }
            }
        case .done:
            return
        }
    }

    /// Before the pan began: fail, begin, re-arm the hysteresis or keep watching.
    private mutating func decide(_ motion: CentroidMotion, anchor: Vector, edges: Edges, context: inout RecognizerContext) {
        if motion.cancelled {
            state = .done
            context.fail(.touchCancelled)
            return
        }
        let moved = motion.translation - anchor
        if motion.activeCount == 0 {
            state = .done
            context.fail(.liftedBeforeRecognized, value: moved.length, limit: configuration.hysteresis)
            return
        }
        if motion.activeCount < configuration.minimumTouches {
            state = .tracking(motion, anchor: motion.translation, edges: edges)
            return
        }
        guard moved.length > configuration.hysteresis else {
            state = .tracking(motion, anchor: anchor, edges: edges)
            return
        }
        var best: SwipeDirection?
        var bestAngle = Double.infinity
        for edge in configuration.edges where edges.contains(Edges(edge)) {
            let angle = edge.inward.angle(to: moved)
            if angle < bestAngle { best = edge.inward; bestAngle = angle }
        }
        guard let direction = best, bestAngle < Self.maximumAngleFromInward else {
            state = .done
            context.fail(.wrongDirection, value: bestAngle, limit: Self.maximumAngleFromInward)
            return
        }
        state = .panning(motion, origin: motion.translation, direction: direction)
        context.begin(sample(motion, origin: motion.translation, direction: direction, velocity: motion.velocity))
    }

    private func sample(_ motion: CentroidMotion, origin: Vector, direction: SwipeDirection, velocity: Vector) -> GestureSample {
        GestureSample(location: motion.centroid, touches: motion.frameCount, device: motion.device,
                      translation: motion.translation - origin, velocity: velocity, direction: direction)
    }

    /// How far `point` is inside `bounds` from `edge` (points; negative outside that edge).
    static func distance(of point: Point, from edge: ScreenEdge, of bounds: Rect) -> Double {
        switch edge {
        case .top: point.y - bounds.minY
        case .left: point.x - bounds.minX
        case .bottom: bounds.maxY - point.y
        case .right: bounds.maxX - point.x
        }
    }
}

extension ScreenEdge {
    /// The direction of motion away from this edge, into the surface.
    var inward: SwipeDirection {
        switch self {
        case .top: .down
        case .left: .right
        case .bottom: .up
        case .right: .left
        }
    }
}
