import GestureInput

/// One recognizer of a `GraphConfiguration`: its unique name, kind and tunables, optional hit
/// region and the recognizers it requires to fail.
///
/// JSON: `{"name": "doubleTap", "kind": "tap", "configuration": {"tapsRequired": 2},
/// "region": {"origin": {"x": 0, "y": 0}, "size": {"width": 100, "height": 100}},
/// "requiresToFail": ["tripleTap"]}` — everything but `name` and `kind` optional.
public struct RecognizerSpec: Hashable, Sendable, Codable {
    /// Unique name in the graph (the `recognizer` of its events).
    public var name: String
    /// Kind and tunables.
    public var configuration: RecognizerConfiguration
    /// Hit region (points); touches landing outside are never shown to it. nil = everywhere.
    public var region: Rect?
    /// Recognizers that must fail before this one may recognize (`require(_:toFail:)`).
    public var requiresToFail: [String]

    /// Creates a spec.
    ///
    /// - Parameters:
    ///   - name: the unique name in the graph, which its events carry as `recognizer`.
    ///   - configuration: the recognizer's kind and tunables.
    ///   - region: where its touches must land, in points; nil for anywhere.
    ///   - requiresToFail: the recognizers that must fail before this one may recognize.
    public init(
        name: String, _ configuration: RecognizerConfiguration, region: Rect? = nil, requiresToFail: [String] = []
    ) {
        self.name = name; self.configuration = configuration; self.region = region; self.requiresToFail = requiresToFail
    }

    /// The gesture kind (the JSON `"kind"`).
    public var kind: GestureKind { configuration.kind }

    enum CodingKeys: String, CodingKey { case name, kind, configuration, region, requiresToFail }

    /// Decodes; `kind` selects the configuration type, whose keys are all optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        let kindName = try c.decode(String.self, forKey: .kind)
        // A configuration describes built-in recognizers only: a custom kind's recognizer is added in code.
        guard let kind = GestureKind.builtIn(named: kindName),
              let defaults = RecognizerConfiguration.defaults(for: kind) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c,
                debugDescription:
                    "one of \(GestureKind.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(kindName)')")
        }
        region = try c.decodeIfPresent(Rect.self, forKey: .region)
        requiresToFail = try c.decode(.requiresToFail, default: [])
        guard c.contains(.configuration) else {
            configuration = defaults
            return
        }
        switch kind {
        case .tap: configuration = .tap(try c.decode(TapConfiguration.self, forKey: .configuration))
        case .longPress: configuration = .longPress(try c.decode(LongPressConfiguration.self, forKey: .configuration))
        case .pan: configuration = .pan(try c.decode(PanConfiguration.self, forKey: .configuration))
        case .swipe: configuration = .swipe(try c.decode(SwipeConfiguration.self, forKey: .configuration))
        case .pinch: configuration = .pinch(try c.decode(PinchConfiguration.self, forKey: .configuration))
        case .rotation: configuration = .rotation(try c.decode(RotationConfiguration.self, forKey: .configuration))
        case .edgePan: configuration = .edgePan(try c.decode(EdgePanConfiguration.self, forKey: .configuration))
        case .touchpadSwipe:
            configuration = .touchpadSwipe(try c.decode(TouchpadSwipeConfiguration.self, forKey: .configuration))
        case .touchpadPinch:
            configuration = .touchpadPinch(try c.decode(TouchpadPinchConfiguration.self, forKey: .configuration))
        case .touchpadHold:
            configuration = .touchpadHold(try c.decode(TouchpadHoldConfiguration.self, forKey: .configuration))
        case .scroll: configuration = .scroll(try c.decode(ScrollConfiguration.self, forKey: .configuration))
        case .custom: configuration = defaults
        }
    }

    /// Encodes `name`, `kind`, `configuration` and the optional fields.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        switch configuration {
        case .tap(let x): try c.encode(x, forKey: .configuration)
        case .longPress(let x): try c.encode(x, forKey: .configuration)
        case .pan(let x): try c.encode(x, forKey: .configuration)
        case .swipe(let x): try c.encode(x, forKey: .configuration)
        case .pinch(let x): try c.encode(x, forKey: .configuration)
        case .rotation(let x): try c.encode(x, forKey: .configuration)
        case .edgePan(let x): try c.encode(x, forKey: .configuration)
        case .touchpadSwipe(let x): try c.encode(x, forKey: .configuration)
        case .touchpadPinch(let x): try c.encode(x, forKey: .configuration)
        case .touchpadHold(let x): try c.encode(x, forKey: .configuration)
        case .scroll(let x): try c.encode(x, forKey: .configuration)
        }
        try c.encodeIfPresent(region, forKey: .region)
        if !requiresToFail.isEmpty { try c.encode(requiresToFail, forKey: .requiresToFail) }
    }
}
