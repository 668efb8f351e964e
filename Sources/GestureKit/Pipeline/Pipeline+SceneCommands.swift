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
    ///   - time: when the command takes effect, in event time; what is due by then runs first.
    ///   - emit: receives the outputs of what ran first, then the scene's `scene` outputs.
    ///   - body: the command, given the scene to change.
    /// - Returns: what `body` returned, or nil when the configuration has no scene (`body` is then
    ///   not called).
    /// - Throws: what `body` throws (a `ScrollSceneError` naming the view), or an `EventTimeError`
    ///   for a time beyond ±`Pipeline.latestEventTime`.
    public func withScene<R>(at time: Timestamp, emit: (PipelineOutput) -> Void,
                             _ body: (inout ScrollScene) throws -> R) throws -> R? {
        try start(at: time)
        advance(to: time, emit: emit)
        guard scene != nil else { return nil }
        var result: Result<R, any Error>?
        withScene { scene in
            scene.advance(to: time)   // an animated change starts now, not at the last frame
            result = Result { try body(&scene) }
        }
        drainSceneEvents(emit: emit)
        if let now = scene?.now { scheduleFrame(after: now) }
        return try result?.get()
    }
}
