import GestureInput

/// Programmatic scrolling (UIScrollView's `setContentOffset(_:animated:)`, `scrollRectToVisible`,
/// `scrollsToTop`, and paging to a page): each computes a target offset at the current zoom and
/// hands it to `move(to:scale:animated:purpose:)` (`+ProgrammaticMove.swift`).
extension ScrollZoomController {
    /// Scrolls to `offset` (pt; not clamped, as UIKit). Animated: ends with
    /// `didEndScrollingAnimation`. Throws for a coordinate outside ±`maximumCoordinate` or not
    /// finite.
    ///
    /// - Parameters:
    ///   - offset: the content offset, in points.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    /// - Throws: `ScrollZoomError` for a coordinate that is not finite or outside ±`maximumCoordinate`.
    public mutating func setContentOffset(_ offset: Point, animated: Bool) throws {
        try ScrollZoomError.requirePoint(offset, "contentOffset")
        move(to: offset, scale: zoomScale, animated: animated, purpose: .scroll)
    }

    /// Scrolls the least amount that shows `rect` (zoomed content coordinates, as UIKit), within
    /// the resting range. Throws for an origin coordinate outside ±`maximumCoordinate`, or a side
    /// outside 0…`maximumCoordinate`.
    ///
    /// - Parameters:
    ///   - rect: the rectangle to show, in zoomed content points.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    /// - Throws: `ScrollZoomError` for an origin coordinate outside ±`maximumCoordinate` or a side
    ///   outside 0…`maximumCoordinate`.
    public mutating func scrollRectToVisible(_ rect: Rect, animated: Bool) throws {
        try ScrollZoomError.requirePoint(rect.origin, "rect.origin")
        try ScrollZoomError.requireSize(rect.size, "rect.size", limit: Self.maximumCoordinate)
        func axis(_ offset: Double, _ viewport: Double, _ lo: Double, _ hi: Double) -> Double {
            if lo < offset || hi - lo > viewport { return lo }
            if hi > offset + viewport { return hi - viewport }
            return offset
        }
        let offset = Point(x: axis(contentOffset.x, viewportSize.width, rect.minX, rect.maxX),
                           y: axis(contentOffset.y, viewportSize.height, rect.minY, rect.maxY))
        move(to: clampedOffset(offset, scale: zoomScale), scale: zoomScale, animated: animated, purpose: .scroll)
    }

    /// Scrolls to the top of the range (offset y = −inset top), then sends `didScrollToTop`.
    ///
    /// - Parameter animated: move along a timing curve over frames rather than at once.
    public mutating func scrollToTop(animated: Bool) {
        let offset = Point(x: contentOffset.x, y: minimumContentOffset.y)
        move(to: offset, scale: zoomScale, animated: animated, purpose: .scrollToTop)
    }

    /// Scrolls to page `page` along the paging axis (clamped to the pages there are).
    ///
    /// - Parameters:
    ///   - page: the page index from 0; clamped to the pages there are.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    public mutating func scrollToPage(_ page: Int, animated: Bool) {
        let range = offsetRange(scale: zoomScale)
        let index = Swift.max(0, Swift.min(page, pageCount - 1))
        var offset = contentOffset
        if pagesVertically {
            offset.y = pageOffset(index, size: pageSize.height, lower: range.lower.y, upper: range.upper.y)
        } else {
            offset.x = pageOffset(index, size: pageSize.width, lower: range.lower.x, upper: range.upper.x)
        }
        move(to: offset, scale: zoomScale, animated: animated, purpose: .scroll)
    }
}
