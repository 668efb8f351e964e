import GestureInput

/// What a `ScrollScene` reports: a controller's own events tagged with the view's name, and the
/// scene-level changes (which pages a pager wants loaded, tiles, indicators, autoscroll). Cases
/// are added, never renamed.
public enum SceneEvent: Hashable, Sendable {
    /// A `ScrollZoomEvent` of the view named `view`, unchanged.
    case scroll(view: String, event: ScrollZoomEvent)
    /// The paging view `view` now wants `pages` loaded (current page − 1 … + 1, for lazy
    /// loading); sent whenever the window changes.
    case visiblePages(view: String, time: Timestamp, pages: ClosedRange<Int>)
    /// The tiled view `view` needs or may drop tiles (`TileLoader`; views with `tiles`).
    case tiles(view: String, time: Timestamp, change: TileChange)
    /// A scroll indicator of view `view` moved, resized or changed opacity
    /// (`ScrollIndicatorTracker`; views with `showsIndicators`).
    case indicator(view: String, time: Timestamp, change: ScrollIndicatorChange)
    /// A held item started or stopped autoscrolling view `view` (views with `autoscroll`).
    case autoscroll(view: String, time: Timestamp, event: AutoscrollEvent)

    /// The name of the view the event is about.
    public var view: String {
        switch self {
        case .scroll(let view, _), .visiblePages(let view, _, _), .tiles(let view, _, _),
             .indicator(let view, _, _), .autoscroll(let view, _, _):
            view
        }
    }

    /// When it happened (event time, µs).
    public var time: Timestamp {
        switch self {
        case .scroll(_, let event): event.time
        case .visiblePages(_, let time, _), .tiles(_, let time, _), .indicator(_, let time, _),
             .autoscroll(_, let time, _):
            time
        }
    }
}
