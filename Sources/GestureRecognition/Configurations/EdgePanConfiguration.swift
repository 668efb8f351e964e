import GestureInput

/// An edge of the touch surface (or of a recognizer's bounds).
public enum ScreenEdge: String, Hashable, Sendable, Codable, CaseIterable {
    /// The top edge (minimum y).
    case top
    /// The left edge (minimum x).
    case left
    /// The bottom edge (maximum y).
    case bottom
    /// The right edge (maximum x).
    case right
}

/// Tunables of `EdgePanRecognizer`: a pan that starts inside an edge zone (UIKit
/// `UIScreenEdgePanGestureRecognizer`).
public struct EdgePanConfiguration: Hashable, Sendable, Codable {
    /// Edges that start the pan (left).
    public var edges: [ScreenEdge] = [.left]
    /// Depth of the zone along each edge where the first touch must land (20 pt).
    public var edgeZone: Double = 20
    /// The rectangle whose edges count (points); nil = the recognizer's hit region, else the
    /// surface from the trace header or pipeline.
    public var bounds: Rect? = nil
    /// Centroid movement before the pan begins (10 pt; same as `PanConfiguration.hysteresis`).
    public var hysteresis: Double = 10
    /// Fewest touches (1).
    public var minimumTouches: Int = 1
    /// Most touches (1; UIKit edge pans are one-finger by default); nil = unlimited.
    public var maximumTouches: Int? = 1

    /// The defaults above.
    public init() {}

    /// Defaults with the given edges and bounds.
    ///
    /// - Parameters:
    ///   - edges: the edges a pan may start from.
    ///   - bounds: the rectangle whose edges count, in points; nil until a surface or hit region
    ///     supplies it.
    public init(edges: [ScreenEdge], bounds: Rect? = nil) { self.edges = edges; self.bounds = bounds }

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = EdgePanConfiguration()
        edges = try c.decode(.edges, default: d.edges)
        edgeZone = try c.decode(.edgeZone, default: d.edgeZone)
        bounds = try c.decodeIfPresent(Rect.self, forKey: .bounds)
        hysteresis = try c.decode(.hysteresis, default: d.hysteresis)
        minimumTouches = try c.decode(.minimumTouches, default: d.minimumTouches)
        maximumTouches =
            c.contains(.maximumTouches) ? try c.decodeIfPresent(Int.self, forKey: .maximumTouches) : d.maximumTouches
    }
}
