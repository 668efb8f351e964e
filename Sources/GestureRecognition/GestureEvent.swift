import GestureInput

/// The kind of gesture a recognizer reports; the raw value is the stable `"kind"` of the JSON output.
public enum GestureKind: String, Hashable, Sendable, Codable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, edgePan
    case touchpadSwipe, touchpadPinch, touchpadHold, scroll
}

/// A recognizer's state (UIKit's `UIGestureRecognizer.State`); raw values are the JSON `"state"`.
public enum GestureState: String, Hashable, Sendable, Codable, CaseIterable {
    /// Still watching; nothing decided.
    case possible
    /// A discrete gesture happened (tap, swipe).
    case recognized
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture finished normally.
    case ended
    /// A continuous gesture was cancelled (device removed, or another recognizer won).
    case cancelled
    /// The recognizer decided this is not its gesture.
    case failed
}

/// A direction of motion on screen; y grows downward so `.down` is +y.
public enum SwipeDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case right, left, up, down
}

/// One output of the recognizer graph (DESIGN §5.5): what a recognizer saw, when, and where.
///
/// Every `began` is followed by exactly one `ended` or `cancelled` from the same recognizer.
public struct GestureEvent: Hashable, Sendable {
    /// Event time that produced this output (µs).
    public var time: Timestamp
    /// The recognizer's configured name (unique in its graph).
    public var recognizer: String
    /// The kind of gesture.
    public var kind: GestureKind
    /// The state this event reports.
    public var state: GestureState
    /// Where: tap centroid at lift, pan/pinch centroid (focal point), swipe start, etc. (points).
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

    public init(time: Timestamp, recognizer: String, kind: GestureKind, state: GestureState,
                location: Point, touches: Int, device: DeviceID? = nil, taps: Int? = nil,
                translation: Vector? = nil, velocity: Vector? = nil, scale: Double? = nil,
                scaleVelocity: Double? = nil, rotation: Double? = nil, rotationVelocity: Double? = nil,
                direction: SwipeDirection? = nil) {
        self.time = time; self.recognizer = recognizer; self.kind = kind; self.state = state
        self.location = location; self.touches = touches; self.device = device; self.taps = taps
        self.translation = translation; self.velocity = velocity; self.scale = scale
        self.scaleVelocity = scaleVelocity; self.rotation = rotation
        self.rotationVelocity = rotationVelocity; self.direction = direction
    }
}
