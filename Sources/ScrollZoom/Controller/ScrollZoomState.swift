import GestureInput

/// A snapshot of the controller for output and comparison: where the content is, how far it is
/// zoomed, which page shows and which UIScrollView flags are set.
public struct ScrollZoomState: Hashable, Sendable, Codable {
    /// The controller's time when the snapshot was taken (µs).
    public var time: Timestamp
    /// Top-left of the viewport in zoomed content coordinates (pt).
    public var contentOffset: Point
    /// Current zoom scale (1 = content at its natural size).
    public var zoomScale: Double
    /// Current page along the paging axis (0-based; 0 when the content is one page).
    public var page: Int
    /// A touch is down on the content (UIKit `isTracking`).
    public var isTracking: Bool
    /// A drag is in progress (UIKit `isDragging`).
    public var isDragging: Bool
    /// A fling, bounce or page snap is running (UIKit `isDecelerating`).
    public var isDecelerating: Bool
    /// A pinch is in progress (UIKit `isZooming`).
    public var isZooming: Bool
    /// The zoom springs back into [minimum, maximum] after a pinch (UIKit `isZoomBouncing`).
    public var isZoomBouncing: Bool

    /// A snapshot with every field given.
    ///
    /// - Parameters:
    ///   - time: when the snapshot was taken.
    ///   - contentOffset: the content offset, in points.
    ///   - zoomScale: the zoom scale.
    ///   - page: the page index along the paging axis.
    ///   - isTracking: a touch is down on the content.
    ///   - isDragging: a drag is in progress.
    ///   - isDecelerating: a fling, bounce or page snap is running.
    ///   - isZooming: a pinch is in progress.
    ///   - isZoomBouncing: the zoom springs back into its limits after a pinch.
    public init(time: Timestamp, contentOffset: Point, zoomScale: Double, page: Int, isTracking: Bool,
                isDragging: Bool, isDecelerating: Bool, isZooming: Bool, isZoomBouncing: Bool) {
        self.time = time; self.contentOffset = contentOffset; self.zoomScale = zoomScale; self.page = page
        self.isTracking = isTracking; self.isDragging = isDragging; self.isDecelerating = isDecelerating
        self.isZooming = isZooming; self.isZoomBouncing = isZoomBouncing
    }
}
