import GestureInput

/// Scrollable range, clamping, rubber band and paging geometry.
extension ScrollZoomController {
    /// The smallest content offset at rest (pt): −inset (minus the centring margin).
    public var minimumContentOffset: Point { offsetRange(scale: zoomScale).lower }
    /// The largest content offset at rest (pt): content × zoom + inset − viewport, at least the minimum.
    public var maximumContentOffset: Point { offsetRange(scale: zoomScale).upper }

    /// The resting range of the offset at `scale`, per axis.
    func offsetRange(scale: Double) -> (lower: Point, upper: Point) {
        let x = axisRange(content: contentSize.width * scale, viewport: viewportSize.width,
                          before: contentInset.left, after: contentInset.right)
        let y = axisRange(content: contentSize.height * scale, viewport: viewportSize.height,
                          before: contentInset.top, after: contentInset.bottom)
        return (Point(x: x.lower, y: y.lower), Point(x: x.upper, y: y.upper))
    }

    private func axisRange(content: Double, viewport: Double, before: Double,
                           after: Double) -> (lower: Double, upper: Double) {
        var lower = -before
        let free = viewport - before - after - content
        if centersContent && free > 0 { lower -= free / 2 }
        let upper = Swift.max(lower, content + after - viewport + (centersContent && free > 0 ? free / 2 : 0))
        return (lower, upper)
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

    /// The most pages counted along an axis: 2⁵³, beyond which doubles no longer tell neighbouring
    /// page indices apart. Only a page far smaller than its content reaches it.
    static let maximumPageCount = 1 << 53

    /// Number of pages along each axis: ⌈content × zoom / page⌉, at least 1 and at most
    /// `maximumPageCount`.
    var pageCounts: (x: Int, y: Int) {
        let page = pageSize
        func count(_ content: Double, _ size: Double) -> Int {
            guard size > 0 else { return 1 }
            return Int.saturating((content / size - 1e-9).rounded(.up), in: 1...Self.maximumPageCount)
        }
        return (count(contentSize.width * zoomScale, page.width), count(contentSize.height * zoomScale, page.height))
    }

    /// The nearest page to the offset along each axis.
    var pagePosition: (x: Int, y: Int) { pagePosition(counts: pageCounts) }

    /// `pagePosition` for already computed `pageCounts`.
    private func pagePosition(counts: (x: Int, y: Int)) -> (x: Int, y: Int) {
        let page = pageSize
        func index(_ offset: Double, _ size: Double, _ count: Int) -> Int {
            guard size > 0 else { return 0 }
            return Int.saturating((offset / size).rounded(), in: 0...Swift.max(0, count - 1))
        }
        return (index(contentOffset.x, page.width, counts.x), index(contentOffset.y, page.height, counts.y))
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

    /// Pages worth keeping loaded: current − 1 … current + 1, clamped (seed 004's lazy loading).
    public var visiblePages: ClosedRange<Int> {
        let page = currentPage
        return Swift.max(0, page - 1)...Swift.min(pageCount - 1, page + 1)
    }
}
