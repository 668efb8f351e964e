import GestureInput

/// The measured data of a gesture at one instant: everything of a `GestureEvent` except who
/// reports it, when, and in which state (the graph fills those in).
public struct GestureSample: Hashable, Sendable {
    /// Where: tap centroid at lift, pan/pinch centroid (focal point), swipe start, … (points).
    public var location: Point
    /// Number of touches (or touchpad fingers) involved.
    public var touches: Int
    /// The device the gesture came from.
    public var device: DeviceID?
    /// Tap count for taps (1 single, 2 double, …).
    public var taps: Int?
    /// Cumulative translation since `began` (points).
    public var translation: Vector?
    /// Velocity (points per second).
    public var velocity: Vector?
    /// Scale relative to the start of the pinch (1.0 = unchanged).
    public var scale: Double?
    /// Scale velocity (1/s).
    public var scaleVelocity: Double?
    /// Rotation since the start (radians, clockwise positive).
    public var rotation: Double?
    /// Rotation velocity (radians per second).
    public var rotationVelocity: Double?
    /// Direction of a swipe or edge pan.
    public var direction: SwipeDirection?

    /// Creates a sample; only location and touch count are required.
    public init(location: Point, touches: Int, device: DeviceID? = nil, taps: Int? = nil,
                translation: Vector? = nil, velocity: Vector? = nil, scale: Double? = nil,
                scaleVelocity: Double? = nil, rotation: Double? = nil, rotationVelocity: Double? = nil,
                direction: SwipeDirection? = nil) {
        self.location = location; self.touches = touches; self.device = device; self.taps = taps
        self.translation = translation; self.velocity = velocity; self.scale = scale
        self.scaleVelocity = scaleVelocity; self.rotation = rotation
        self.rotationVelocity = rotationVelocity; self.direction = direction
    }

    /// An empty sample (origin, no touches): what a cancelled gesture reports when it never had data.
    public static let empty = GestureSample(location: .zero, touches: 0)
}
