import GestureInput

extension Rect {
    /// The smallest rectangle holding both `self` and `other` (drawing bounds of several boxes).
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }
}
