import GestureInput

/// A rejected argument of a `ScrollZoomController` operation: names the argument and says why.
///
/// DESIGN §9: public APIs validate their arguments (minimum zoom > maximum, negative or NaN
/// sizes, zero page size) and say which argument is wrong. A struct so it can grow fields.
public struct ScrollZoomError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the offending argument as the caller wrote it (`"minimumZoomScale"`).
    public var argument: String
    /// What is wrong with it, including the value.
    public var reason: String

    /// An error about `argument`.
    public init(argument: String, reason: String) {
        self.argument = argument
        self.reason = reason
    }

    /// "invalid <argument>: <reason>".
    public var description: String { "invalid \(argument): \(reason)" }

    /// Throws unless `value` is finite.
    static func requireFinite(_ value: Double, _ argument: String) throws {
        guard value.isFinite else { throw ScrollZoomError(argument: argument, reason: "\(value) is not a finite number") }
    }

    /// Throws unless `value` is finite and > 0.
    static func requirePositive(_ value: Double, _ argument: String) throws {
        try requireFinite(value, argument)
        guard value > 0 else { throw ScrollZoomError(argument: argument, reason: "\(value) must be greater than zero") }
    }

    /// Throws unless both dimensions are finite and ≥ 0.
    static func requireSize(_ size: Size, _ argument: String) throws {
        try requireFinite(size.width, argument + ".width")
        try requireFinite(size.height, argument + ".height")
        guard size.width >= 0 else { throw ScrollZoomError(argument: argument + ".width", reason: "\(size.width) is negative") }
        guard size.height >= 0 else { throw ScrollZoomError(argument: argument + ".height", reason: "\(size.height) is negative") }
    }

    /// Throws unless both coordinates are finite.
    static func requirePoint(_ p: Point, _ argument: String) throws {
        try requireFinite(p.x, argument + ".x")
        try requireFinite(p.y, argument + ".y")
    }
}
