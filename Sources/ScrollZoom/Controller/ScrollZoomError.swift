import Foundation
import GestureInput

/// A rejected argument of a `ScrollZoomController` operation: names the argument and says why,
/// with the range it must be in.
///
/// docs/design.md, "Errors and bad input": public APIs validate their arguments (minimum zoom >
/// maximum, negative, NaN or oversized sizes, zero page size) and say which argument is wrong. A
/// struct so it can grow fields.
public struct ScrollZoomError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the offending argument as the caller wrote it (`"minimumZoomScale"`).
    public var argument: String
    /// What is wrong with it, including the value and, for a number out of range, the range.
    public var reason: String

    /// An error about `argument`.
    ///
    /// - Parameters:
    ///   - argument: the argument's name as the caller wrote it (`"minimumZoomScale"`).
    ///   - reason: what is wrong with it: the value and, for a number out of range, the range.
    public init(argument: String, reason: String) {
        self.argument = argument
        self.reason = reason
    }

    /// "invalid <argument>: <reason>".
    public var description: String { "invalid \(argument): \(reason)" }

    /// Throws unless `value` is finite and > 0 (a scale that is then clamped to the zoom limits).
    static func requirePositive(_ value: Double, _ argument: String) throws {
        let allowed = "a finite number greater than 0"
        guard value.isFinite else { throw outOfRange(argument, "\(value) is not a finite number", allowed) }
        guard value > 0 else { throw outOfRange(argument, "\(value) must be greater than zero", allowed) }
    }

    /// Throws unless `value` is a length in 0…`limit` (pt; `maximumLength` unless given), or
    /// above 0 when `positive`.
    ///
    /// - Parameters:
    ///   - value: the length, in points.
    ///   - argument: the argument's name for the error.
    ///   - positive: 0 is refused too.
    ///   - max: the largest length allowed.
    /// - Throws: `ScrollZoomError` naming `argument`, the value and the allowed range.
    public static func requireLength(_ value: Double, _ argument: String, positive: Bool = false,
                              limit max: Double = ScrollZoomController.maximumLength) throws {
        let allowed = positive ? "greater than 0 and at most \(number(max)) pt" : "0…\(number(max)) pt"
        guard value.isFinite else { throw outOfRange(argument, "\(value) is not a finite number", allowed) }
        if positive {
            guard value > 0 else { throw outOfRange(argument, "\(value) must be greater than zero", allowed) }
        } else {
            guard value >= 0 else { throw outOfRange(argument, "\(value) is negative", allowed) }
        }
        guard value <= max else { throw outOfRange(argument, "\(value) is too large", allowed) }
    }

    /// Throws unless both dimensions are lengths in 0…`limit` (pt; `maximumLength` unless given).
    static func requireSize(_ size: Size, _ argument: String, limit: Double = ScrollZoomController.maximumLength) throws
    {
        try requireLength(size.width, argument + ".width", limit: limit)
        try requireLength(size.height, argument + ".height", limit: limit)
    }

    /// Throws unless `value` is an inset in −`maximumLength`…`maximumLength` (pt).
    static func requireInset(_ value: Double, _ argument: String) throws {
        try requireCoordinate(value, argument, limit: ScrollZoomController.maximumLength)
    }

    /// Throws unless `value` is a zoom limit in `zoomScaleRange`.
    ///
    /// - Parameters:
    ///   - value: the zoom limit.
    ///   - argument: the argument's name for the error.
    /// - Throws: `ScrollZoomError` naming `argument`, the value and the allowed range.
    public static func requireZoomLimit(_ value: Double, _ argument: String) throws {
        let range = ScrollZoomController.zoomScaleRange
        let allowed = "\(number(range.lowerBound))…\(number(range.upperBound))"
        guard value.isFinite else { throw outOfRange(argument, "\(value) is not a finite number", allowed) }
        guard value >= range.lowerBound else {
            throw outOfRange(
                argument, value > 0 ? "\(value) is too small" : "\(value) must be greater than zero", allowed)
        }
        guard value <= range.upperBound else { throw outOfRange(argument, "\(value) is too large", allowed) }
    }

    /// Throws unless both coordinates are in ±`maximumCoordinate` (pt).
    ///
    /// - Parameters:
    ///   - p: the point, in points.
    ///   - argument: the argument's name for the error (`.x` or `.y` is appended).
    /// - Throws: `ScrollZoomError` naming the coordinate, the value and the allowed range.
    public static func requirePoint(_ p: Point, _ argument: String) throws {
        try requireCoordinate(p.x, argument + ".x")
        try requireCoordinate(p.y, argument + ".y")
    }

    /// Throws unless `value` is finite with a magnitude of at most `limit` (pt).
    static func requireCoordinate(_ value: Double, _ argument: String,
                                  limit: Double = ScrollZoomController.maximumCoordinate) throws {
        let allowed = "−\(number(limit))…\(number(limit)) pt"
        guard value.isFinite else { throw outOfRange(argument, "\(value) is not a finite number", allowed) }
        guard abs(value) <= limit else { throw outOfRange(argument, "\(value) is too large", allowed) }
    }

    private static func outOfRange(_ argument: String, _ problem: String, _ allowed: String) -> ScrollZoomError {
        ScrollZoomError(argument: argument, reason: "\(problem) (allowed: \(allowed))")
    }

    /// A bound for messages: a power of ten as `1e12`, anything else as Swift prints it.
    static func number(_ value: Double) -> String {
        let exponent = log10(value).rounded()
        guard exponent.isFinite, abs(exponent) < 400 else { return "\(value)" }
        let text = "1e\(Int(exponent))"
        return Double(text) == value ? text : "\(value)"
    }
}
