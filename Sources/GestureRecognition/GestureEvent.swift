import GestureInput

/// The kind of gesture a recognizer reports; the raw value is the stable `"kind"` of the JSON output.
///
/// The built-in recognizers report the named cases (`allCases`); a recognizer of your own reports
/// `.custom(name)`, which the outputs spell as `name` exactly as they spell a built-in kind
/// (docs/recognizer-api.md, "A kind of your own"). A custom name must not be a built-in kind's
/// name: `RecognizerGraph.add` refuses it (`RecognizerGraphError.invalidCustomKind`).
public enum GestureKind: Hashable, Sendable, Codable, CaseIterable, RawRepresentable {
    case tap, longPress, pan, swipe, pinch, rotation, edgePan
    case touchpadSwipe, touchpadPinch, touchpadHold, scroll
    /// A kind declared by a recognizer outside GestureKit (`"threeFingerTap"`).
    case custom(String)

    /// The built-in kinds, in declaration order (a custom kind is not among them).
    public static let allCases: [GestureKind] = [
        .tap, .longPress, .pan, .swipe, .pinch, .rotation, .edgePan,
        .touchpadSwipe, .touchpadPinch, .touchpadHold, .scroll,
    ]

    /// The built-in kind named `rawValue`, else `.custom(rawValue)`; nil for an empty name.
    ///
    /// - Parameter rawValue: the `"kind"` as the outputs spell it.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self = Self.builtIn(named: rawValue) ?? .custom(rawValue)
    }

    /// The built-in kind named `name`, or nil (a configuration file names only these).
    ///
    /// - Parameter name: a kind's name, as `rawValue` spells it.
    /// - Returns: the built-in kind, or nil when `name` is not one.
    public static func builtIn(named name: String) -> GestureKind? {
        allCases.first { $0.rawValue == name }
    }

    /// The stable name of the kind: the JSON `"kind"`, the bridge's `kind`, the daemon's
    /// `GESTUREKIT_GESTURE`.
    public var rawValue: String {
        switch self {
        case .tap: "tap"
        case .longPress: "longPress"
        case .pan: "pan"
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .rotation: "rotation"
        case .edgePan: "edgePan"
        case .touchpadSwipe: "touchpadSwipe"
        case .touchpadPinch: "touchpadPinch"
        case .touchpadHold: "touchpadHold"
        case .scroll: "scroll"
        case .custom(let name): name
        }
    }

    /// Kinds are equal when their names are (`rawValue`); two built-in kinds are compared by case,
    /// without making their names (the binding compares kinds for every gesture event).
    ///
    /// - Parameters:
    ///   - a: one kind.
    ///   - b: the other.
    /// - Returns: whether `a.rawValue == b.rawValue`.
    public static func == (a: GestureKind, b: GestureKind) -> Bool {
        switch (a, b) {
        case (.custom(let x), .custom(let y)): x == y
        case (.custom(let x), _): x == b.rawValue
        case (_, .custom(let y)): a.rawValue == y
        default: a.builtInIndex == b.builtInIndex
        }
    }

    /// The position of a built-in kind in `allCases`; -1 for a custom kind.
    private var builtInIndex: Int {
        switch self {
        case .tap: 0
        case .longPress: 1
        case .pan: 2
        case .swipe: 3
        case .pinch: 4
        case .rotation: 5
        case .edgePan: 6
        case .touchpadSwipe: 7
        case .touchpadPinch: 8
        case .touchpadHold: 9
        case .scroll: 10
        case .custom: -1
        }
    }

    /// Whether this is a kind of a recognizer outside GestureKit.
    public var isCustom: Bool {
        if case .custom = self { true } else { false }
    }

    /// Decodes a kind from its name (`init(rawValue:)`).
    ///
    /// - Parameter decoder: a decoder holding a non-empty string.
    /// - Throws: `DecodingError.dataCorrupted` for an empty string.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let kind = GestureKind(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a gesture kind cannot be empty"))
        }
        self = kind
    }

    /// Encodes the kind as its name.
    ///
    /// - Parameter encoder: the encoder to write the name to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
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
