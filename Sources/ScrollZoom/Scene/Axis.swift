import GestureInput

/// One of the two scrolling axes, to write a per-axis rule once.
enum Axis: CaseIterable, Sendable {
    case horizontal
    case vertical
}

extension Point {
    /// The coordinate along `axis` (pt).
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Vector {
    /// The component along `axis` (pt or pt/s).
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? dx : dy }
        set { if axis == .horizontal { dx = newValue } else { dy = newValue } }
    }
}

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
}
