import GestureInput

/// One delegate callback of the scroll/zoom model (UIScrollViewDelegate's messages), with the
/// event time it happened at.
///
/// Order for a flick (UIKit's): `willBeginDragging`, `didScroll`*, `willEndDragging`,
/// `didEndDragging(willDecelerate: true)`, `willBeginDecelerating`, `didScroll`*,
/// `didEndDecelerating`. Zoom: `willBeginZooming`, `didZoom`*, `didEndZooming` — the last only
/// after any zoom bounce has settled. `name.rawValue` is the JSON `"event"` string.
public enum ScrollZoomEvent: Hashable, Sendable {
    /// A drag started (the pan moved past its slop).
    case willBeginDragging(time: Timestamp)
    /// The content offset changed; `offset` is the new value (pt).
    case didScroll(time: Timestamp, offset: Point)
    /// The finger lifted: scroll `velocity` (pt/s, offset units) and where the motion will end.
    /// `targetOffset` is after the `willEndDraggingTarget` hook had its say.
    case willEndDragging(time: Timestamp, velocity: Vector, targetOffset: Point)
    /// The drag ended; `willDecelerate` says whether motion (fling, bounce, paging) follows.
    case didEndDragging(time: Timestamp, willDecelerate: Bool)
    /// Deceleration (or bounce back, or paging snap) begins.
    case willBeginDecelerating(time: Timestamp)
    /// Deceleration finished (or was stopped by a new touch); the offset is at rest.
    case didEndDecelerating(time: Timestamp)
    /// A pinch started zooming.
    case willBeginZooming(time: Timestamp)
    /// The zoom scale changed; `scale` is the new value.
    case didZoom(time: Timestamp, scale: Double)
    /// Zooming finished at `atScale`, after any bounce back into [minimum, maximum].
    case didEndZooming(time: Timestamp, atScale: Double)
    /// An animated programmatic change (`setContentOffset(_:animated: true)`, zooms) finished.
    case didEndScrollingAnimation(time: Timestamp)
    /// `scrollToTop(animated:)` arrived at the top.
    case didScrollToTop(time: Timestamp)

    /// The event's name; raw values are the JSON `"event"` strings.
    public enum Name: String, Hashable, Sendable, Codable, CaseIterable {
        /// UIKit `scrollViewWillBeginDragging`.
        case willBeginDragging
        /// UIKit `scrollViewDidScroll`.
        case didScroll
        /// UIKit `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
        case willEndDragging
        /// UIKit `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging
        /// UIKit `scrollViewWillBeginDecelerating`.
        case willBeginDecelerating
        /// UIKit `scrollViewDidEndDecelerating`.
        case didEndDecelerating
        /// UIKit `scrollViewWillBeginZooming(_:with:)`.
        case willBeginZooming
        /// UIKit `scrollViewDidZoom`.
        case didZoom
        /// UIKit `scrollViewDidEndZooming(_:with:atScale:)`.
        case didEndZooming
        /// UIKit `scrollViewDidEndScrollingAnimation`.
        case didEndScrollingAnimation
        /// UIKit `scrollViewDidScrollToTop`.
        case didScrollToTop
    }

    /// Which callback this is.
    public var name: Name {
        switch self {
        case .willBeginDragging: .willBeginDragging
        case .didScroll: .didScroll
        case .willEndDragging: .willEndDragging
        case .didEndDragging: .didEndDragging
        case .willBeginDecelerating: .willBeginDecelerating
        case .didEndDecelerating: .didEndDecelerating
        case .willBeginZooming: .willBeginZooming
        case .didZoom: .didZoom
        case .didEndZooming: .didEndZooming
        case .didEndScrollingAnimation: .didEndScrollingAnimation
        case .didScrollToTop: .didScrollToTop
        }
    }

    /// When it happened (event time, µs).
    public var time: Timestamp {
        switch self {
        case .willBeginDragging(let t), .didScroll(let t, _), .willEndDragging(let t, _, _),
             .didEndDragging(let t, _), .willBeginDecelerating(let t), .didEndDecelerating(let t),
             .willBeginZooming(let t), .didZoom(let t, _), .didEndZooming(let t, _),
             .didEndScrollingAnimation(let t), .didScrollToTop(let t):
            t
        }
    }
}
