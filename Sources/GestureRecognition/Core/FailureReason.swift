/// Why a recognizer failed: a stable code plus the measured value and the limit it crossed.
///
/// Built without `String`s so failing costs nothing per event; `gesturekit replay --explain`
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

    /// Stable machine-readable failure codes (raw value = JSON `"reason"`). Add cases as needed.
    public enum Code: String, Hashable, Sendable, Codable, CaseIterable {
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
    }

    /// `code (value/limit)`, for logs.
    public var description: String {
        var s = code.rawValue
        if let value { s += " \(value)" }
        if let limit { s += " (limit \(limit))" }
        return s
    }
}
