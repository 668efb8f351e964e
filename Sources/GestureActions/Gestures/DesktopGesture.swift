import GestureKit

/// The kinds of gesture a `gestures.yaml` rule names (docs/daemon.md, "Rule fields"). A touchpad's
/// libinput swipe, pinch and hold are the same kinds as a touchscreen's, told apart by `device`.
public enum DesktopGestureKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// One tap of `fingers` fingers (1–5).
    case tap
    /// Two taps of one finger.
    case doubleTap = "double-tap"
    /// Fingers resting: a touchscreen long press, a touchpad hold.
    case hold
    /// Fingers moving together in a direction (continuous): a touchscreen pan, a touchpad swipe.
    case swipe
    /// Two or more fingers moving apart (`out`) or together (`in`).
    case pinch
    /// Two fingers turning `clockwise` or `counterclockwise`.
    case rotate
    /// One finger moving in from an edge of a touchscreen; its direction is the motion's.
    case edgeSwipe = "edge-swipe"

    /// Whether the gesture has a progress that grows from begin to end (swipe, pinch, rotate,
    /// edge swipe); taps and holds are whole at once.
    public var isContinuous: Bool {
        switch self {
        case .swipe, .pinch, .rotate, .edgeSwipe: true
        case .tap, .doubleTap, .hold: false
        }
    }
}

/// A gesture's direction: the four of a swipe, the two of a pinch and of a rotation.
public enum DesktopDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case up, down, left, right
    /// Fingers moving together (zoom out).
    case `in`
    /// Fingers moving apart (zoom in).
    case out
    case clockwise, counterclockwise
}

/// Where a gesture is in its life, as touchegg's three signals and the `on:` of a rule.
public enum DesktopPhase: String, Sendable, Hashable, Codable, CaseIterable {
    case begin, update, end
    /// The recognizer gave the gesture up (another won, or the device went away).
    case cancel
}

/// The device kinds a rule matches.
public enum DesktopDeviceKind: String, Sendable, Hashable, Codable, CaseIterable {
    case touchpad, touchscreen
    /// Any other device (a tablet, or a recording of unknown kind).
    case other
}

/// One moment of a gesture as the daemon sees it, made from the pipeline's public outputs by
/// `GestureReader`: what it is, on which device, where in its life and how far it went.
public struct DesktopGesture: Sendable, Hashable {
    /// A number for the gesture, the same from its begin to its end.
    public var id: Int
    /// Event time of this moment (µs).
    public var time: Timestamp
    /// What gesture it is.
    public var kind: DesktopGestureKind
    /// Fingers on the surface when it began.
    public var fingers: Int
    /// Its direction (nil for taps and holds).
    public var direction: DesktopDirection?
    /// The device kind.
    public var device: DesktopDeviceKind
    /// The device's name as the kernel gives it ("" when unknown).
    public var deviceName: String
    /// Where in its life.
    public var phase: DesktopPhase
    /// How far it went, 0–100 % (touchegg's "percentage"; `GestureProgress`); taps and holds 100.
    public var progress: Double
    /// Distance travelled in its direction, in millimetres of the device (nil when not known).
    public var distance: Double?
    /// Milliseconds since its begin.
    public var elapsedMilliseconds: UInt64

    /// A moment with every field given.
    ///
    /// - Parameters:
    ///   - id: a number for the gesture, the same from its begin to its end.
    ///   - time: the event time of this moment.
    ///   - kind: what gesture it is.
    ///   - fingers: the fingers on the surface when it began.
    ///   - direction: its direction; nil for taps and holds.
    ///   - device: the device kind.
    ///   - deviceName: the device's name as the kernel gives it; "" when unknown.
    ///   - phase: where in its life it is.
    ///   - progress: how far it went, 0–100 %.
    ///   - distance: the distance travelled in its direction, in millimetres; nil when not known.
    ///   - elapsedMilliseconds: the milliseconds since its begin.
    public init(id: Int, time: Timestamp, kind: DesktopGestureKind, fingers: Int, direction: DesktopDirection?,
                device: DesktopDeviceKind, deviceName: String, phase: DesktopPhase, progress: Double,
                distance: Double? = nil, elapsedMilliseconds: UInt64) {
        self.id = id; self.time = time; self.kind = kind; self.fingers = fingers; self.direction = direction
        self.device = device; self.deviceName = deviceName; self.phase = phase; self.progress = progress
        self.distance = distance; self.elapsedMilliseconds = elapsedMilliseconds
    }
}
