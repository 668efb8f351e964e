import GestureInput

/// How autoscroll reacts to a dragged item near a view's edge, and the speed curve.
///
///     speed(d) = maximumSpeed · (zone − d) / zone     0 ≤ d < zone   (d: finger to edge, pt)
///              = maximumSpeed                         d < 0          (finger past the edge)
///              = 0                                    d ≥ zone
///
/// Source: Apple's ScrollViewSuite Autoscroll sample moves the content
/// `ceilf((AUTOSCROLL_THRESHOLD − proximity) / 5.0)` points per 1/60 s timer tick with
/// `AUTOSCROLL_THRESHOLD` = 30: a speed growing linearly as the finger nears the edge, up to
/// 6 pt × 60 = 360 pt/s. Here it is the same line per second of event time, without the tick
/// rounding (the sample's `ceilf` makes speed depend on its timer rate; event time must not).
public struct AutoscrollConfiguration: Hashable, Sendable {
    /// Width of the zone along each edge where a held item scrolls the view (pt).
    /// ScrollViewSuite `AUTOSCROLL_THRESHOLD` = 30.
    public var zone: Double
    /// Speed with the finger at (or past) the edge (pt/s). ScrollViewSuite: 6 pt per 1/60 s tick.
    public var maximumSpeed: Double

    /// A configuration; every default is cited on its property.
    ///
    /// - Parameters:
    ///   - zone: the width of the zone along each edge where a held item scrolls the view (pt).
    ///   - maximumSpeed: the speed with the finger at or past the edge (pt/s).
    public init(zone: Double = 30, maximumSpeed: Double = 360) {
        self.zone = zone
        self.maximumSpeed = maximumSpeed
    }

    /// ScrollViewSuite's numbers.
    public static let standard = AutoscrollConfiguration()

    /// Scroll speed (pt/s, ≥ 0) for a finger `distance` points inside an edge (negative: past it).
    /// A zone or speed that is not a positive finite number means no autoscroll (speed 0).
    ///
    /// - Parameter distance: how far inside the edge the finger is (pt); negative past it.
    /// - Returns: the speed (pt/s); 0 outside the zone.
    public func speed(distanceFromEdge distance: Double) -> Double {
        guard zone > 0, zone.isFinite, maximumSpeed > 0, maximumSpeed.isFinite, distance.isFinite else { return 0 }
        if distance >= zone { return 0 }
        if distance <= 0 { return maximumSpeed }
        return maximumSpeed * (zone - distance) / zone
    }

    /// Scroll velocity (pt/s; positive = towards larger offsets, i.e. the right or bottom edge) for
    /// a finger at `finger` in a viewport of `viewportSize` (both in viewport points). Per axis the
    /// nearer edge wins.
    ///
    /// - Parameters:
    ///   - finger: the finger's position in the viewport (pt).
    ///   - viewportSize: the viewport's size (pt).
    /// - Returns: the velocity; zero when the finger is in no edge's zone.
    public func velocity(finger: Point, viewportSize: Size) -> Vector {
        func axis(_ position: Double, _ length: Double) -> Double {
            let before = position, after = length - position
            return before <= after ? -speed(distanceFromEdge: before) : speed(distanceFromEdge: after)
        }
        return Vector(dx: axis(finger.x, viewportSize.width), dy: axis(finger.y, viewportSize.height))
    }
}
