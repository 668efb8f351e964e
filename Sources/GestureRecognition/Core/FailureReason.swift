/// Why a recognizer failed: a stable code plus the measured value and the limit it crossed.
///
/// The built-in codes carry no `String`, so failing costs nothing per event; `gesturekit replay --explain`
/// prints these (`ExplainRecord`).
public struct FailureReason: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var code: Code
    /// The measured value (unit depends on the code: points, milliseconds, touches, pt/s, radians).
    public var value: Double?
    /// The configured limit the value crossed, same unit.
    public var limit: Double?

    /// Creates a reason.
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - value: the measured value, in the code's unit (points, milliseconds, touches, pt/s,
    ///     radians); nil when nothing was measured.
    ///   - limit: the configured limit the value crossed, in the same unit.
    public init(_ code: Code, value: Double? = nil, limit: Double? = nil) {
        self.code = code; self.value = value; self.limit = limit
    }

    /// Stable machine-readable failure codes (raw value = JSON `"reason"`). A recognizer of your
    /// own fails with the codes that fit and adds its own as `.custom(name)`, spelled `name` in the
    /// outputs (docs/recognizer-api.md, "A kind of your own").
    public enum Code: Hashable, Sendable, Codable, CaseIterable, RawRepresentable {
        /// A touch moved farther than the slop from where it landed (points).
        case movedBeyondSlop
        /// A press lasted longer than the maximum (milliseconds).
        case pressTooLong
        /// A press ended before the minimum duration (milliseconds).
        case pressTooShort
        /// More touches than the recognizer accepts (touches).
        case tooManyTouches
        /// Fewer touches than required when the gesture had to decide (touches).
        case tooFewTouches
        /// Fingers did not all land within the arrival window (milliseconds).
        case fingersArrivedTooSlowly
        /// Too long between one lift and the next down (milliseconds).
        case tapIntervalTooLong
        /// The next tap landed too far from the previous one (points).
        case tapTooFarFromPrevious
        /// A touch was cancelled (palm, device), which never counts as a lift.
        case touchCancelled
        /// Movement too short (points).
        case distanceTooShort
        /// Movement too slow (points per second).
        case velocityTooLow
        /// The gesture took too long (milliseconds).
        case durationTooLong
        /// Movement in a direction the recognizer does not accept (radians off the nearest allowed axis).
        case wrongDirection
        /// The touch did not start inside the edge zone (points from the edge).
        case outsideEdgeZone
        /// A touchpad gesture or scroll of a kind/finger count/source this recognizer ignores.
        case notAccepted
        /// All touches lifted before the gesture was decided.
        case liftedBeforeRecognized
        /// Failed by the graph: a recognizer it requires to fail recognized or began (`ExplainRecord.other`).
        case dependencyRecognized
        /// Failed by the graph: another recognizer tracking the same touches won (`ExplainRecord.other`).
        case excluded
        /// Failed or cancelled by the graph: the device was removed.
        case deviceRemoved
        /// Failed by the graph: the recognizer asked for an illegal transition (a bug).
        case illegalTransition
        /// Failed or cancelled by the graph: the recognizer was removed from the graph.
        case removed
        /// A reason declared by a recognizer outside GestureKit (`"palmSized"`).
        case custom(String)

        /// The built-in codes, in declaration order (a custom code is not among them).
        public static let allCases: [Code] = [
            .movedBeyondSlop,
            .pressTooLong,
            .pressTooShort,
            .tooManyTouches,
            .tooFewTouches,
            .fingersArrivedTooSlowly,
            .tapIntervalTooLong,
            .tapTooFarFromPrevious,
            .touchCancelled,
            .distanceTooShort,
            .velocityTooLow,
            .durationTooLong,
            .wrongDirection,
            .outsideEdgeZone,
            .notAccepted,
            .liftedBeforeRecognized,
            .dependencyRecognized,
            .excluded,
            .deviceRemoved,
            .illegalTransition,
            .removed,
        ]

        /// The built-in code named `rawValue`, else `.custom(rawValue)`; nil for an empty name.
        ///
        /// - Parameter rawValue: the `"reason"` as the outputs spell it.
        public init?(rawValue: String) {
            guard !rawValue.isEmpty else { return nil }
            self = Self.allCases.first { $0.rawValue == rawValue } ?? .custom(rawValue)
        }

        /// The stable name of the code: the JSON `"reason"`.
        public var rawValue: String {
            switch self {
            case .movedBeyondSlop: "movedBeyondSlop"
            case .pressTooLong: "pressTooLong"
            case .pressTooShort: "pressTooShort"
            case .tooManyTouches: "tooManyTouches"
            case .tooFewTouches: "tooFewTouches"
            case .fingersArrivedTooSlowly: "fingersArrivedTooSlowly"
            case .tapIntervalTooLong: "tapIntervalTooLong"
            case .tapTooFarFromPrevious: "tapTooFarFromPrevious"
            case .touchCancelled: "touchCancelled"
            case .distanceTooShort: "distanceTooShort"
            case .velocityTooLow: "velocityTooLow"
            case .durationTooLong: "durationTooLong"
            case .wrongDirection: "wrongDirection"
            case .outsideEdgeZone: "outsideEdgeZone"
            case .notAccepted: "notAccepted"
            case .liftedBeforeRecognized: "liftedBeforeRecognized"
            case .dependencyRecognized: "dependencyRecognized"
            case .excluded: "excluded"
            case .deviceRemoved: "deviceRemoved"
            case .illegalTransition: "illegalTransition"
            case .removed: "removed"
            case .custom(let name): name
            }
        }

        /// Decodes a code from its name (`init(rawValue:)`).
        ///
        /// - Parameter decoder: a decoder holding a non-empty string.
        /// - Throws: `DecodingError.dataCorrupted` for an empty string.
        public init(from decoder: any Decoder) throws {
            let name = try decoder.singleValueContainer().decode(String.self)
            guard let code = Code(rawValue: name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "a failure code cannot be empty"))
            }
            self = code
        }

        /// Encodes the code as its name.
        ///
        /// - Parameter encoder: the encoder to write the name to.
        /// - Throws: the encoder's error.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            try c.encode(rawValue)
        }
    }

    /// `code (value/limit)`, for logs.
    public var description: String {
        var s = code.rawValue
        if let value { s += " \(value)" }
        if let limit { s += " (limit \(limit))" }
        return s
    }
}
