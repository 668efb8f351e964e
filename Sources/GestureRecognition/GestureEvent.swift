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

/// One output of the recognizer graph (docs/design.md, "Recognition"): who reports it, when, in
/// which state, and the measured `sample` (location, touches, velocity, …; documented on
/// `GestureSample`).
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
    /// The measured part of this event.
    public var sample: GestureSample

    /// Builds an output event from a sample and the reporting recognizer's identity.
    ///
    /// - Parameters:
    ///   - time: when the recognizer reported it.
    ///   - recognizer: the reporting recognizer's name in the graph.
    ///   - kind: the kind of gesture.
    ///   - state: the state it reports (`began`, `changed`, `recognized`, …).
    ///   - sample: what was measured.
    public init(time: Timestamp, recognizer: String, kind: GestureKind, state: GestureState, sample: GestureSample) {
        self.time = time; self.recognizer = recognizer; self.kind = kind; self.state = state
        self.sample = sample
    }

    /// Builds an output event from the sample's fields (`GestureSample.init` names them).
    ///
    /// - Parameters:
    ///   - time: when the recognizer reported it.
    ///   - recognizer: the reporting recognizer's name in the graph.
    ///   - kind: the kind of gesture.
    ///   - state: the state it reports (`began`, `changed`, `recognized`, …).
    ///   - location: where, in points.
    ///   - touches: the number of touches involved.
    ///   - device: the device it came from.
    ///   - taps: the tap count, for taps.
    ///   - translation: the translation since `began`, in points.
    ///   - velocity: the velocity, in points per second.
    ///   - scale: the scale relative to the pinch's start.
    ///   - scaleVelocity: the scale's rate per second.
    ///   - rotation: the rotation since the start, in radians, clockwise.
    ///   - rotationVelocity: the rotation's rate, in radians per second.
    ///   - direction: the direction of a swipe or edge pan.
    public init(time: Timestamp, recognizer: String, kind: GestureKind, state: GestureState,
                location: Point, touches: Int, device: DeviceID? = nil, taps: Int? = nil,
                translation: Vector? = nil, velocity: Vector? = nil, scale: Double? = nil,
                scaleVelocity: Double? = nil, rotation: Double? = nil, rotationVelocity: Double? = nil,
                direction: SwipeDirection? = nil) {
        self.init(time: time, recognizer: recognizer, kind: kind, state: state,
                  sample: GestureSample(location: location, touches: touches, device: device, taps: taps,
                                        translation: translation, velocity: velocity, scale: scale,
                                        scaleVelocity: scaleVelocity, rotation: rotation,
                                        rotationVelocity: rotationVelocity, direction: direction))
    }
}
