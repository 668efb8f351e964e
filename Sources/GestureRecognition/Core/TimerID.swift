/// Names one of a recognizer's timers (the recognizer picks the values; 0, 1, … per purpose).
///
/// Scheduling a `TimerID` that is already pending replaces its deadline.
public struct TimerID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The recognizer-chosen number.
    public var rawValue: UInt8
    /// Creates a timer id from its number.
    ///
    /// - Parameter rawValue: the recognizer's number for the timer's purpose (0, 1, …).
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    /// Creates a timer id from an integer literal.
    public init(integerLiteral value: UInt8) { self.rawValue = value }
    /// `timer<n>`, for explain output.
    public var description: String { "timer\(rawValue)" }
}
