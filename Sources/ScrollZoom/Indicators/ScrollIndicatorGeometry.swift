import GestureInput

/// Where a scroll view's indicators are (pt, in the viewport: origin at its top-left), as a pure
/// function of the scroll state. Per axis that scrolls (its resting range is not a single point):
///
///     track    = viewport − 2·inset − (other bar shown ? thickness + inset : 0)
///     length   = min(track, max(minimumLength, track · viewport / (content·zoom + insets)))
///     progress = (offset − lower) / (upper − lower)                    clamped to 0…1
///     position = inset + progress · (track − length)
///
/// Past an edge (rubber-banding) the bar shortens by the overshoot, down to `minimumBandedLength`,
/// and stays pinned to that end of its track. The bar sits `edgeInset` from the bottom (horizontal)
/// or right (vertical) edge. The range is `ScrollRange`'s, the same rule the controller scrolls by.
public struct ScrollIndicatorGeometry: Hashable, Sendable {
    /// Viewport size (pt).
    public var viewportSize: Size
    /// Content size at zoom 1 (pt).
    public var contentSize: Size
    /// Zoom scale.
    public var zoomScale: Double
    /// Top-left of the viewport in zoomed content coordinates (pt).
    public var contentOffset: Point
    /// Extra scrollable space around the content (pt), as UIKit's `contentInset`.
    public var contentInset: EdgeInsets

    /// The scroll state the indicators show.
    ///
    /// - Parameters:
    ///   - viewportSize: the visible area (pt).
    ///   - contentSize: the content's size at zoom 1 (pt).
    ///   - zoomScale: the zoom scale.
    ///   - contentOffset: the content offset (pt).
    ///   - contentInset: extra scrollable space around the content (pt).
    public init(viewportSize: Size, contentSize: Size, zoomScale: Double = 1, contentOffset: Point,
                contentInset: EdgeInsets = .zero) {
        self.viewportSize = viewportSize
        self.contentSize = contentSize
        self.zoomScale = zoomScale
        self.contentOffset = contentOffset
        self.contentInset = contentInset
    }

    /// The controller's current scroll state.
    ///
    /// - Parameter controller: the controller, read at its current time.
    public init(_ controller: ScrollZoomController) {
        self.init(viewportSize: controller.viewportSize, contentSize: controller.contentSize,
                  zoomScale: controller.zoomScale, contentOffset: controller.contentOffset,
                  contentInset: controller.contentInset)
    }

    /// Whether `axis` scrolls, and so has an indicator.
    ///
    /// - Parameter axis: horizontal or vertical.
    /// - Returns: whether the content can scroll along it.
    public func scrolls(_ axis: ScrollAxis) -> Bool {
        let range = self.range(axis)
        return range.upper > range.lower
    }

    /// The indicator rectangle of `axis` in the viewport (pt), or nil when that axis does not
    /// scroll or the viewport is too small to hold a bar.
    ///
    /// - Parameters:
    ///   - axis: horizontal or vertical.
    ///   - style: the bar's thickness, inset and shortest lengths.
    /// - Returns: the bar's rectangle in the viewport (pt), or nil.
    public func rect(_ axis: ScrollAxis, style: ScrollIndicatorStyle = .uikit) -> Rect? {
        guard scrolls(axis) else { return nil }
        let other: ScrollAxis = axis == .horizontal ? .vertical : .horizontal
        let (viewport, cross) = axis == .horizontal
            ? (viewportSize.width, viewportSize.height) : (viewportSize.height, viewportSize.width)
        let corner = scrolls(other) ? style.thickness + style.edgeInset : 0
        let track = viewport - 2 * style.edgeInset - corner
        guard track > 0, viewport > 0 else { return nil }

        let range = self.range(axis)
        let offset = axis == .horizontal ? contentOffset.x : contentOffset.y
        let extent = (range.upper - range.lower) + viewport
        let natural = Swift.min(track, Swift.max(style.minimumLength, track * viewport / extent))
        let progress = ((offset - range.lower) / (range.upper - range.lower)).clamped(0, 1)

        let before = Swift.max(0, range.lower - offset), after = Swift.max(0, offset - range.upper)
        let length = Swift.max(Swift.min(style.bandedMinimum, natural), natural - before - after)
        let start = style.edgeInset
        let position = before > 0 ? start
            : after > 0 ? start + track - length
            : start + progress * (track - natural)
        let across = cross - style.edgeInset - style.thickness
        return axis == .horizontal
            ? Rect(x: position, y: across, width: length, height: style.thickness)
            : Rect(x: across, y: position, width: style.thickness, height: length)
    }

    /// The resting offset range along `axis` (pt).
    private func range(_ axis: ScrollAxis) -> (lower: Double, upper: Double) {
        axis == .horizontal
            ? ScrollRange.axis(content: contentSize.width * zoomScale, viewport: viewportSize.width,
                               before: contentInset.left, after: contentInset.right)
            : ScrollRange.axis(content: contentSize.height * zoomScale, viewport: viewportSize.height,
                               before: contentInset.top, after: contentInset.bottom)
    }
}
