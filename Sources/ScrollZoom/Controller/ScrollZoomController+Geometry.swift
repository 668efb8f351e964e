import GestureInput

/// Scrollable range, clamping, rubber band, paging geometry, and viewport-to-content coordinates.
extension ScrollZoomController {
    /// The smallest content offset at rest (pt): −inset (minus the centring margin).
    public var minimumContentOffset: Point { offsetRange(scale: zoomScale).lower }
    /// The largest content offset at rest (pt): content × zoom + inset − viewport, at least the minimum.
    public var maximumContentOffset: Point { offsetRange(scale: zoomScale).upper }

    /// The resting range of the offset at `scale`, per axis.
    func offsetRange(scale: Double) -> (lower: Point, upper: Point) {
        let x = ScrollRange.axis(content: contentSize.width * scale, viewport: viewportSize.width,
                                 before: contentInset.left, after: contentInset.right, centered: centersContent)
        let y = ScrollRange.axis(content: contentSize.height * scale, viewport: viewportSize.height,
                                 before: contentInset.top, after: contentInset.bottom, centered: centersContent)
        return (Point(x: x.lower, y: y.lower), Point(x: x.upper, y: y.upper))
    }

    /// Whether a drag moves the content horizontally (content wider than the range allows, or
    /// `alwaysBounceHorizontal`) — UIKit's rule.
    func canScrollHorizontally(scale: Double) -> Bool {
        let range = offsetRange(scale: scale)
        return range.upper.x > range.lower.x || alwaysBounceHorizontal
    }

    /// Whether a drag moves the content vertically.
    func canScrollVertically(scale: Double) -> Bool {
        let range = offsetRange(scale: scale)
        return range.upper.y > range.lower.y || alwaysBounceVertical
    }

    /// `offset` brought into the resting range at `scale`.
    func clampedOffset(_ offset: Point, scale: Double) -> Point {
        let range = offsetRange(scale: scale)
        return Point(x: offset.x.clamped(range.lower.x, range.upper.x),
                     y: offset.y.clamped(range.lower.y, range.upper.y))
    }

    /// `raw` with the excess beyond the range rubber-banded (`bounces`) or clamped.
    func constrainedOffset(_ raw: Point, scale: Double) -> Point {
        let range = offsetRange(scale: scale)
        guard bounces else { return clampedOffset(raw, scale: scale) }
        let (bandX, bandY) = (RubberBand(dimension: viewportSize.width), RubberBand(dimension: viewportSize.height))
        return Point(x: bandX.constrain(raw.x, lower: range.lower.x, upper: range.upper.x),
                     y: bandY.constrain(raw.y, lower: range.lower.y, upper: range.upper.y))
    }

    /// The raw (finger) offset that `constrainedOffset` shows as `shown`.
    func unconstrainedOffset(_ shown: Point, scale: Double) -> Point {
        let range = offsetRange(scale: scale)
        guard bounces else { return shown }
        let (bandX, bandY) = (RubberBand(dimension: viewportSize.width), RubberBand(dimension: viewportSize.height))
        return Point(x: bandX.unconstrain(shown.x, lower: range.lower.x, upper: range.upper.x),
                     y: bandY.unconstrain(shown.y, lower: range.lower.y, upper: range.upper.y))
    }

    /// True when the offset is outside the resting range.
    var isOutOfBounds: Bool { clampedOffset(contentOffset, scale: zoomScale) != contentOffset }

    /// The viewport centre in viewport coordinates (pt).
    var viewportCenter: Point { Point(x: viewportSize.width / 2, y: viewportSize.height / 2) }

    /// The offset at `scale` that keeps the content under viewport point `focal` where it is:
    /// offset' = (offset + focal)·(scale / zoomScale) − focal.
    func zoomedOffset(to scale: Double, keeping focal: Point) -> Point {
        let ratio = scale / zoomScale
        return Point(x: (contentOffset.x + focal.x) * ratio - focal.x,
                     y: (contentOffset.y + focal.y) * ratio - focal.y)
    }

    // MARK: Paging

    /// Number of pages along each axis (`PageLayout.count` of content × zoom).
    var pageCounts: (x: Int, y: Int) {
        let page = pageSize
        return (PageLayout.count(content: contentSize.width * zoomScale, page: page.width),
                PageLayout.count(content: contentSize.height * zoomScale, page: page.height))
    }

    /// The nearest page to the offset along each axis.
    var pagePosition: (x: Int, y: Int) { pagePosition(counts: pageCounts) }

    /// `pagePosition` for already computed `pageCounts`.
    private func pagePosition(counts: (x: Int, y: Int)) -> (x: Int, y: Int) {
        let page = pageSize
        return (PageLayout.index(offset: contentOffset.x, page: page.width, count: counts.x),
                PageLayout.index(offset: contentOffset.y, page: page.height, count: counts.y))
    }

    /// The offset of page `index` along an axis, kept inside the resting range (pt).
    func pageOffset(_ index: Int, size: Double, lower: Double, upper: Double) -> Double {
        (Double(index) * size).clamped(lower, upper)
    }

    /// Pages run horizontally unless there are more of them vertically.
    var pagesVertically: Bool { pageCounts.y > pageCounts.x }

    /// Number of pages along the paging axis.
    public var pageCount: Int { pagesVertically ? pageCounts.y : pageCounts.x }

    /// The page nearest to the offset along the paging axis (0-based).
    public var currentPage: Int {
        // Part of every state snapshot (each scroll message): page counts computed once, not 3×.
        let counts = pageCounts
        let position = pagePosition(counts: counts)
        return counts.y > counts.x ? position.y : position.x
    }

    /// Pages worth keeping loaded: current − 1 … current + 1, clamped (for lazy loading of pages).
    public var visiblePages: ClosedRange<Int> {
        let page = currentPage
        return Swift.max(0, page - 1)...Swift.min(pageCount - 1, page + 1)
    }

    /// The unzoomed content point under viewport point `point` (pt).
    ///
    /// - Parameter point: a point in the viewport, in points.
    /// - Returns: the content point under it at zoom 1, in points.
    public func contentPoint(atViewportPoint point: Point) -> Point {
        Point(x: (contentOffset.x + point.x) / zoomScale, y: (contentOffset.y + point.y) / zoomScale)
    }
}
