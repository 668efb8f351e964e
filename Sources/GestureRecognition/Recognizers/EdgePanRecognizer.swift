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
/// The lifecycle (hysteresis, began/changed, end at the last lift, cancel) is
/// `CentroidPanLifecycle`, shared with `PanRecognizer`; the edge rules are in the
/// `CentroidPanRules` conformance of `EdgePanConfiguration` below.
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

    /// Tunables.
    public let configuration: EdgePanConfiguration
    /// The edge-pan state machine (`CentroidPanLifecycle`: idle, tracking with the candidate
    /// `Edges`, panning in a `SwipeDirection`, done).
    private(set) var lifecycle = CentroidPanLifecycle<EdgePanConfiguration>()

    /// Creates an edge-pan recognizer; `configuration.bounds` should be set (the factory fills it
    /// from the hit region when missing).
    ///
    /// - Parameter configuration: its tunables (`EdgePanConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: EdgePanConfiguration = EdgePanConfiguration()) { self.configuration = configuration }

    /// Always `.edgePan`.
    public var kind: GestureKind { .edgePan }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        lifecycle.handle(input, rules: configuration, context: &context)
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

/// An edge pan starts when the first finger lands in the zone of a configured edge and begins
/// when the movement leaves one of those edges.
extension EdgePanConfiguration: CentroidPanRules {
    /// An edge pan begins at its hysteresis in any direction.
    var axisHysteresis: Double? { nil }

    /// Fails without bounds (`.notAccepted`) or when the first finger is outside every zone
    /// (`.outsideEdgeZone`, value = distance to the nearest configured edge); else the edges whose
    /// zone it is in.
    func start(_ frame: TouchFrame) -> PanOpening<EdgePanRecognizer.Edges> {
        guard let bounds else { return .fail(FailureReason(.notAccepted)) }
        guard let first = frame.touches.first else { return .wait }
        var candidates = EdgePanRecognizer.Edges()
        var nearest = Double.infinity
        for edge in edges {
            let distance = EdgePanRecognizer.distance(of: first.startLocation, from: edge, of: bounds)
            nearest = min(nearest, distance)
            if distance <= edgeZone { candidates.insert(EdgePanRecognizer.Edges(edge)) }
        }
        guard !candidates.isEmpty else {
            return .fail(FailureReason(.outsideEdgeZone, value: nearest, limit: edgeZone))
        }
        return .track(candidates)
    }

    /// The inward direction of the candidate edge the movement follows best; fails with
    /// `.wrongDirection` when it is `EdgePanRecognizer.maximumAngleFromInward` or more from every one.
    func heading(for moved: Vector, from candidates: EdgePanRecognizer.Edges) -> PanHeading<SwipeDirection> {
        var best: SwipeDirection?
        var bestAngle = Double.infinity
        for edge in edges where candidates.contains(EdgePanRecognizer.Edges(edge)) {
            let angle = edge.inward.angle(to: moved)
            if angle < bestAngle { best = edge.inward; bestAngle = angle }
        }
        guard let direction = best, bestAngle < EdgePanRecognizer.maximumAngleFromInward else {
            return .fail(
                FailureReason(.wrongDirection, value: bestAngle, limit: EdgePanRecognizer.maximumAngleFromInward))
        }
        return .begin(direction)
    }

    func sample(_ motion: CentroidMotion, translation: Vector, heading: SwipeDirection, velocity: Vector)
        -> GestureSample
    {
        GestureSample(location: motion.centroid, touches: motion.frameCount, device: motion.device,
                      translation: translation, velocity: velocity, direction: heading)
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
