import GestureInput

/// The controller facts the scene's rules read: axes, the nearest page, whether it rests on it.
extension ScrollZoomController {
    /// The axis pages run along (`pagesVertically`).
    var pagingAxis: Axis { pagesVertically ? .vertical : .horizontal }

    /// Whether a drag moves the content along `axis` (`canScrollHorizontally` / `canScrollVertically`).
    func canScroll(_ axis: Axis) -> Bool {
        axis == .horizontal ? canScrollHorizontally(scale: zoomScale) : canScrollVertically(scale: zoomScale)
    }

    /// The offset of the page nearest to the current offset (pt; the other axis unchanged).
    var nearestPageOffset: Point {
        let range = offsetRange(scale: zoomScale)
        let page = pagePosition
        return Point(x: pageOffset(page.x, size: pageSize.width, lower: range.lower.x, upper: range.upper.x),
                     y: pageOffset(page.y, size: pageSize.height, lower: range.lower.y, upper: range.upper.y))
    }

    /// How far (pt) a view may sit from its rest (a page, a range edge) and still count as
    /// resting: Deceleration's stop threshold, half a point, so float noise is no displacement.
    static let restTolerance = Deceleration.defaultThreshold

    /// A paging view away from its nearest page along its paging axis (by more than
    /// `restTolerance`): mid-transition, where pinch and tap zoom inside it are blocked and a
    /// lift must not leave it.
    var isBetweenPages: Bool {
        guard isPagingEnabled else { return false }
        let axis = pagingAxis
        return abs(contentOffset[axis] - nearestPageOffset[axis]) > Self.restTolerance
    }
}
