import GestureInput
import ScrollZoom

/// Commands from outside into a scene of scroll views: the scene counterpart of
/// `withController(at:emit:_:)`, on the same event-time loop as input (docs/bridge.md, "Scenes").
extension Pipeline {
    /// Runs `body` on the scene at `time` (after what is due by then), then reports the scene's
    /// events — each view's `scroll` lines with its state, visible pages, tiles, indicators — as
    /// the scene's own steps do, and schedules the frames of any animation it started. Returns
    /// nil when no scene is configured; rethrows `body`'s validation errors.
    ///
    /// - Parameters:
    ///   - time: when the command takes effect (event time).
    ///   - emit: receives what is due by then and the scene's events.
    ///   - body: the command, on the scene in place.
    /// - Returns: what `body` returned; nil when no scene is configured.
    /// - Throws: `body`'s validation errors, `PipelineReentrancyError` from an output handler.
    public func withScene<R>(at time: Timestamp, emit: (PipelineOutput) -> Void,
                             _ body: (inout ScrollScene) throws -> R) throws -> R? {
        try enter("withScene(at:emit:_:)")
        defer { leave() }
        return try core.withScene(at: time, emit: emit, body)
    }
}
