import GestureInput
import GestureKit

/// Bounds of drawn boxes: the union of two, and whether a point is on or inside one.
extension Rect {
    /// The smallest rectangle holding both `self` and `other` (drawing bounds of several boxes).
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }
}

extension Rect {
    /// True when `p` lies inside or on the edge of the rectangle (a touch on a panel's border
    /// is still drawn).
    func containsClosed(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
