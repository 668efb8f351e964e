import GestureInput

/// Programmatic zooming to a scale (UIScrollView's `setZoomScale(_:animated:)`, plus the two
/// variants apps write by hand: centred on a content point, or keeping a viewport point fixed).
/// The scale is clamped to the zoom limits and the offset brought into the resting range before
/// `move(to:scale:animated:purpose:)` (`+ProgrammaticMove.swift`) carries the change out.
extension ScrollZoomController {
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
}
