import GestureInput

/// The measured data of a gesture at one instant: everything of a `GestureEvent` except who
/// reports it, when, and in which state (the graph fills those in).
///
/// The optional fields are stored as plain values beside one byte saying which are present (an
/// absent one holds zero), not as `Optional`s: eight optional doubles and vectors took 162 bytes
/// with their padding, above the 128 bytes a copy moves inline, so every copy of a sample (a
/// recognizer's request, the graph's last sample, each gesture event) was a call to `memcpy`; in
/// 106 bytes it is a few register moves. Seen from outside, every field is the optional it was.
public struct GestureSample: Hashable, Sendable {
    /// Where: tap centroid at lift, pan/pinch centroid (focal point), swipe start, … (points).
    public var location: Point
    /// Number of touches (or touchpad fingers) involved.
    public var touches: Int
    /// The device the gesture came from.
    public var device: DeviceID? {
        get { present.contains(.device) ? storedDevice : nil }
        set { present.set(.device, newValue != nil); storedDevice = newValue ?? DeviceID(0) }
    }
    /// Tap count for taps (1 single, 2 double, …).
    public var taps: Int? {
        get { present.contains(.taps) ? storedTaps : nil }
        set { present.set(.taps, newValue != nil); storedTaps = newValue ?? 0 }
    }
    /// Cumulative translation since `began` (points).
    public var translation: Vector? {
        get { present.contains(.translation) ? storedTranslation : nil }
        set { present.set(.translation, newValue != nil); storedTranslation = newValue ?? .zero }
    }
    /// Velocity (points per second).
    public var velocity: Vector? {
        get { present.contains(.velocity) ? storedVelocity : nil }
        set { present.set(.velocity, newValue != nil); storedVelocity = newValue ?? .zero }
    }
    /// Scale relative to the start of the pinch (1.0 = unchanged).
    public var scale: Double? {
        get { present.contains(.scale) ? storedScale : nil }
        set { present.set(.scale, newValue != nil); storedScale = newValue ?? 0 }
    }
    /// Scale velocity (1/s).
    public var scaleVelocity: Double? {
        get { present.contains(.scaleVelocity) ? storedScaleVelocity : nil }
        set { present.set(.scaleVelocity, newValue != nil); storedScaleVelocity = newValue ?? 0 }
    }
    /// Rotation since the start (radians, clockwise positive).
    public var rotation: Double? {
        get { present.contains(.rotation) ? storedRotation : nil }
        set { present.set(.rotation, newValue != nil); storedRotation = newValue ?? 0 }
    }
    /// Rotation velocity (radians per second).
    public var rotationVelocity: Double? {
        get { present.contains(.rotationVelocity) ? storedRotationVelocity : nil }
        set { present.set(.rotationVelocity, newValue != nil); storedRotationVelocity = newValue ?? 0 }
    }
    /// Direction of a swipe or edge pan.
    public var direction: SwipeDirection?

    // The values behind the optional fields above (zero when absent, so equality and hashing
    // see only what is present).
    private var storedDevice = DeviceID(0)
    private var storedTaps = 0
    private var storedTranslation = Vector.zero
    private var storedVelocity = Vector.zero
    private var storedScale = 0.0
    private var storedScaleVelocity = 0.0
    private var storedRotation = 0.0
    private var storedRotationVelocity = 0.0
    /// Which of the optional fields are present.
    private var present: Fields = []

    /// Creates a sample; only location and touch count are required. A field left nil is absent
    /// from the `GestureEvent` and its output line.
    ///
    /// - Parameters:
    ///   - location: where, in points: a tap's centroid at lift, a pan's or pinch's centroid (the
    ///     focal point), a swipe's start.
    ///   - touches: the number of touches (or touchpad fingers) involved.
    ///   - device: the device the gesture came from.
    ///   - taps: the tap count for taps (1 single, 2 double, …).
    ///   - translation: the cumulative translation since `began`, in points.
    ///   - velocity: the velocity in points per second.
    ///   - scale: the scale relative to the start of the pinch (1 = unchanged).
    ///   - scaleVelocity: the scale's rate of change per second.
    ///   - rotation: the rotation since the start, in radians, clockwise positive.
    ///   - rotationVelocity: the rotation's rate in radians per second.
    ///   - direction: the direction of a swipe or an edge pan.
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

    /// The optional fields, one bit each.
    private struct Fields: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let device = Fields(rawValue: 1 << 0)
        static let taps = Fields(rawValue: 1 << 1)
        static let translation = Fields(rawValue: 1 << 2)
        static let velocity = Fields(rawValue: 1 << 3)
        static let scale = Fields(rawValue: 1 << 4)
        static let scaleVelocity = Fields(rawValue: 1 << 5)
        static let rotation = Fields(rawValue: 1 << 6)
        static let rotationVelocity = Fields(rawValue: 1 << 7)

        /// Marks `field` present or absent.
        mutating func set(_ field: Fields, _ isPresent: Bool) {
            if isPresent { insert(field) } else { remove(field) }
        }
    }
}
