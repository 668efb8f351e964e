import Foundation

/// A position in surface points (touchscreens) or converted touchpad millimetres; y grows downward.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    /// A point.
    ///
    /// - Parameters:
    ///   - x: the horizontal coordinate, growing to the right.
    ///   - y: the vertical coordinate, growing downward.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (not NaN, not ±∞).
    public var isFinite: Bool { x.isFinite && y.isFinite }
    /// Straight-line distance to `other`.
    ///
    /// - Parameter other: another point in the same coordinates.
    /// - Returns: the Euclidean distance, never negative.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }
    /// The point halfway between `self` and `other`.
    ///
    /// - Parameter other: another point in the same coordinates.
    /// - Returns: the point halfway between the two.
    public func midpoint(_ other: Point) -> Point { Point(x: (x + other.x) / 2, y: (y + other.y) / 2) }

    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    public static func += (p: inout Point, v: Vector) { p = p + v }
    /// The vector from `b` to `a`.
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    public var description: String { "(\(x.formatted2), \(y.formatted2))" }
}

/// A displacement or velocity: translation in points, velocity in points per second.
public struct Vector: Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double
    /// A vector.
    ///
    /// - Parameters:
    ///   - dx: the horizontal component, positive to the right.
    ///   - dy: the vertical component, positive downward.
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length.
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }
    /// True when both components are finite.
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static func += (a: inout Vector, b: Vector) { a = a + b }
    public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }
    public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }

    public var description: String { "(\(dx.formatted2), \(dy.formatted2))" }
}

/// A width and height in points (or millimetres where a name says so).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    /// A size.
    ///
    /// - Parameters:
    ///   - width: the horizontal extent.
    ///   - height: the vertical extent.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    /// True when both dimensions are finite.
    public var isFinite: Bool { width.isFinite && height.isFinite }
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
    public static func / (a: Size, s: Double) -> Size { Size(width: a.width / s, height: a.height / s) }
    public var description: String { "\(width.formatted2)×\(height.formatted2)" }
}

/// An axis-aligned rectangle: origin at its top-left corner.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    /// A rectangle from its top-left corner and size.
    ///
    /// - Parameters:
    ///   - origin: the top-left corner.
    ///   - size: the width and height.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its top-left corner's coordinates and its size.
    ///
    /// - Parameters:
    ///   - x: the left edge.
    ///   - y: the top edge.
    ///   - width: the horizontal extent.
    ///   - height: the vertical extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// True when `p` is inside (edges included on the min side, excluded on the max side).
    ///
    /// - Parameter p: a point in the rectangle's coordinates.
    /// - Returns: whether it lies inside.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    public var description: String {
        "(\(minX.formatted2), \(minY.formatted2), \(width.formatted2), \(height.formatted2))"
    }
}

/// Insets from each edge, as UIKit's `UIEdgeInsets`: used for `contentInset` and hit regions.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    /// Insets; each defaults to 0.
    ///
    /// - Parameters:
    ///   - top: the inset from the top edge.
    ///   - left: the inset from the left edge.
    ///   - bottom: the inset from the bottom edge.
    ///   - right: the inset from the right edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
}

extension Double {
    /// Two decimals, trailing zeros trimmed: for readable diagnostics.
    var formatted2: String {
        let r = (self * 100).rounded() / 100
        if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
        return String(format: "%.2f", r)
    }
}
