import GestureInput

/// Zoom to rect (UIScrollView's `zoom(to:animated:)`, with the `zoomRect(forScale:center:)` helper
/// photo viewers pair it with for a double-tap zoom): the rectangle fills the viewport at the
/// largest scale the limits allow, centred as far as the content allows, carried out by
/// `move(to:scale:animated:purpose:)` (`+ProgrammaticMove.swift`).
extension ScrollZoomController {
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
}
