import GestureInput
import ScrollZoom

/// What a scene of scroll views reports through a `Pipeline` (`replay --scene`): the outputs a
/// single controller reports, each tagged with its view's name, and the scene's own events.
/// Cases are added, never renamed (docs/output-format.md).
public enum SceneOutput: Sendable {
    /// A delegate message of view `view`, with that view's state once the messages of the same
    /// step were delivered (as `PipelineOutput.scroll`).
    case scroll(view: String, event: ScrollZoomEvent, state: ScrollZoomState)
    /// A snapshot of view `view` (every frame with `everyFrame`, and once per view at the end).
    case state(view: String, state: ScrollZoomState)
    /// The paging view `view` now wants `pages` loaded (`SceneEvent.visiblePages`).
    case visiblePages(view: String, time: Timestamp, pages: ClosedRange<Int>)
    /// The tiled view `view` needs or may drop tiles (`SceneEvent.tiles`; only views whose scene
    /// file declares `tiles`).
    case tiles(view: String, time: Timestamp, change: TileChange)
    /// A scroll indicator of view `view` moved, resized or changed opacity
    /// (`SceneEvent.indicator`; only views whose scene file has `indicators: true`).
    case indicator(view: String, time: Timestamp, change: ScrollIndicatorChange)
    /// A held item started or stopped autoscrolling view `view` (`SceneEvent.autoscroll`; only
    /// views whose scene file turns `autoscroll` on).
    case autoscroll(view: String, time: Timestamp, event: AutoscrollEvent)

    /// When it happened (event time, µs).
    public var time: Timestamp {
        switch self {
        case .scroll(_, let event, _): event.time
        case .state(_, let state): state.time
        case .visiblePages(_, let time, _), .tiles(_, let time, _), .indicator(_, let time, _),
             .autoscroll(_, let time, _):
            time
        }
    }
}
