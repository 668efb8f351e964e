import GestureInput

/// Programmatic scrolling and zooming (UIScrollView's methods). Animated changes start at `now`
/// and run on `advance(to:)`; non-animated ones apply at once with `didScroll`/`didZoom`.
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

    /// Zooms to `scale` (clamped to [minimum, maximum]) keeping the viewport centre fixed, then
    /// brings the offset into range. Throws for a non-positive or non-finite scale (any positive
    /// scale is accepted and clamped).
    ///
    /// - Parameters:
    ///   - scale: the zoom scale; clamped to the limits.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    /// - Throws: `ScrollZoomError` for a scale that is not positive or not finite.
    public mutating func setZoomScale(_ scale: Double, animated: Bool) throws {
        try ScrollZoomError.requirePositive(scale, "zoomScale")
        zoomAboutViewportCenter(to: scale, animated: animated)
    }

    /// `setZoomScale(_:animated:)` for a scale known to be positive and finite.
    mutating func zoomAboutViewportCenter(to scale: Double, animated: Bool) {
        let target = scale.clamped(minimumZoomScale, maximumZoomScale)
        let offset = clampedOffset(zoomedOffset(to: target, keeping: viewportCenter), scale: target)
        move(to: offset, scale: target, animated: animated, purpose: .zoom)
    }

    /// Zooms to `scale` (clamped) with unzoomed content point `point` at the viewport centre, as
    /// far as the content allows (a zoom centred on a chosen point). Throws for a non-positive
    /// or non-finite scale, or a coordinate of `point` outside ±`maximumCoordinate`.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale; clamped to the limits.
    ///   - point: the unzoomed content point to centre, in points.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    /// - Throws: `ScrollZoomError` for a scale that is not positive or not finite, or a coordinate of
    ///   `point` outside ±`maximumCoordinate`.
    public mutating func setZoomScale(_ scale: Double, centeredAt point: Point, animated: Bool) throws {
        try ScrollZoomError.requirePositive(scale, "zoomScale")
        try ScrollZoomError.requirePoint(point, "point")
        let target = scale.clamped(minimumZoomScale, maximumZoomScale)
        let offset = Point(x: point.x * target - viewportSize.width / 2, y: point.y * target - viewportSize.height / 2)
        move(to: clampedOffset(offset, scale: target), scale: target, animated: animated, purpose: .zoom)
    }

    /// Zooms so that `rect` (unzoomed content coordinates) fills the viewport — scale
    /// min(viewport/rect) clamped to [minimum, maximum] — with its centre at the viewport centre
    /// as far as the content allows (UIKit `zoom(to:animated:)`). Throws for an origin coordinate
    /// outside ±`maximumCoordinate`, or a side that is not above 0 and at most `maximumCoordinate`.
    ///
    /// - Parameters:
    ///   - rect: the unzoomed content rectangle to show, in points.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    /// - Throws: `ScrollZoomError` for an origin coordinate outside ±`maximumCoordinate` or a side not
    ///   above 0 and at most `maximumCoordinate`.
    public mutating func zoom(to rect: Rect, animated: Bool) throws {
        try ScrollZoomError.requirePoint(rect.origin, "rect.origin")
        try ScrollZoomError.requireLength(rect.width, "rect.width", positive: true, limit: Self.maximumCoordinate)
        try ScrollZoomError.requireLength(rect.height, "rect.height", positive: true, limit: Self.maximumCoordinate)
        let fit = Swift.min(viewportSize.width / rect.width, viewportSize.height / rect.height)
        let scale = fit > 0 ? fit.clamped(minimumZoomScale, maximumZoomScale) : minimumZoomScale
        let center = rect.center
        let offset = Point(x: center.x * scale - viewportSize.width / 2, y: center.y * scale - viewportSize.height / 2)
        move(to: clampedOffset(offset, scale: scale), scale: scale, animated: animated, purpose: .zoom)
    }

    /// The unzoomed content rect that `zoom(to:)` turns into `scale` around `center` (the helper
    /// photo viewers use for a double-tap zoom): size = viewport / scale, origin = center − size / 2.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale the rectangle should produce.
    ///   - center: the rectangle's centre, in unzoomed content points.
    /// - Returns: the rectangle in unzoomed content points.
    public func zoomRect(forScale scale: Double, center: Point) -> Rect {
        let size = viewportSize / scale
        return Rect(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
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

    /// Carries out a programmatic change. During a drag or pinch it applies at once (the drag
    /// continues from there); otherwise it stops any running motion first, and the scale goes no
    /// further than the zoom limits: a zoom bounce it interrupts may have left the zoom past a
    /// limit, and the controller never comes to rest there.
    mutating func move(to offset: Point, scale: Double, animated: Bool, purpose: AnimationPurpose) {
        switch motion {
        case .dragging(var drag):
            drag.anchor = Point(x: drag.anchor.x + offset.x - contentOffset.x,
                                y: drag.anchor.y + offset.y - contentOffset.y)
            motion = .dragging(drag)
            apply(offset: offset, scale: scale, at: now)
            return
        case .zooming:
            apply(offset: offset, scale: scale, at: now)
            return
        case .idle, .touching, .decelerating, .zoomBouncing, .animating:
            interruptMotion()
        }
        let scale = scale.clamped(minimumZoomScale, maximumZoomScale)
        if offset == contentOffset && scale == zoomScale {
            if case .scrollToTop = purpose { emit(.didScrollToTop(time: now)) }
            return
        }
        guard animated else {
            apply(offset: offset, scale: scale, at: now)
            if case .scrollToTop = purpose { emit(.didScrollToTop(time: now)) }
            return
        }
        if case .touching = motion { motion = .idle }
        motion = .animating(ZoomTransition(start: now, fromOffset: contentOffset, toOffset: offset,
                                           fromScale: zoomScale, toScale: scale, progress: .timed(TimingCurve())),
                            purpose)
    }
}

extension ScrollZoomController {
    /// Zooms to `scale` (clamped) keeping the content under viewport point `anchor` where it is,
    /// then brings the offset into range (the "keep the tapped point under the finger" zoom).
    /// Throws for a non-positive or non-finite scale, or a coordinate of `anchor` outside
    /// ±`maximumCoordinate`.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale; clamped to the limits.
    ///   - anchor: the viewport point whose content stays where it is, in points.
    ///   - animated: move along a timing curve over frames (ending with `didEndScrollingAnimation`)
    ///     rather than at once.
    /// - Throws: `ScrollZoomError` for a scale that is not positive or not finite, or a coordinate of
    ///   `anchor` outside ±`maximumCoordinate`.
    public mutating func setZoomScale(_ scale: Double, anchoredAt anchor: Point, animated: Bool) throws {
        try ScrollZoomError.requirePositive(scale, "zoomScale")
        try ScrollZoomError.requirePoint(anchor, "anchor")
        let target = scale.clamped(minimumZoomScale, maximumZoomScale)
        let offset = clampedOffset(zoomedOffset(to: target, keeping: anchor), scale: target)
        move(to: offset, scale: target, animated: animated, purpose: .zoom)
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

    /// The unzoomed content point under viewport point `point` (pt).
    ///
    /// - Parameter point: a point in the viewport, in points.
    /// - Returns: the content point under it at zoom 1, in points.
    public func contentPoint(atViewportPoint point: Point) -> Point {
        Point(x: (contentOffset.x + point.x) / zoomScale, y: (contentOffset.y + point.y) / zoomScale)
    }
}
