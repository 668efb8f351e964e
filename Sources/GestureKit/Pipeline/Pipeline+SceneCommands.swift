import GestureInput
import ScrollZoom

/// Commands from outside into a scene of scroll views: the scene counterpart of
/// `withController(at:emit:_:)`, on the same event-time loop as input (docs/bridge.md, "Scenes").
///
/// MERGE NOTE (scenecmd): the body needs three members of Pipeline.swift to be internal instead of
/// private — `withScene(_:)`, `drainSceneEvents(emit:)` and `scheduleFrame(after:)` — which this
/// branch could not change while Pipeline.swift's stored properties are being refactored. With
/// them internal, build with `PIPELINE_SCENE_ACCESS` (or delete the `#if` and its `#else`
/// branch); until then a command to a scene view is refused with `SceneCommandsUnavailable`.
extension Pipeline {
    /// Whether this build carries out commands to scene views (false until the merge note above is
    /// done; tests of the hook are enabled by it).
    public static var acceptsSceneCommands: Bool {
        #if PIPELINE_SCENE_ACCESS
        true
        #else
        false
        #endif
    }

    /// Runs `body` on the scene at `time` (after what is due by then), then reports the scene's
    /// events — each view's `scroll` lines with its state, visible pages, tiles, indicators — as
    /// the scene's own steps do, and schedules the frames of any animation it started. Returns
    /// nil when no scene is configured; rethrows `body`'s validation errors.
    public func withScene<R>(at time: Timestamp, emit: (PipelineOutput) -> Void,
                             _ body: (inout ScrollScene) throws -> R) throws -> R? {
        try start(at: time)
        advance(to: time, emit: emit)
        guard scene != nil else { return nil }
        #if PIPELINE_SCENE_ACCESS
        var result: Result<R, any Error>?
        withScene { scene in
            scene.advance(to: time)   // an animated change starts now, not at the last frame
            result = Result { try body(&scene) }
        }
        drainSceneEvents(emit: emit)
        if let now = scene?.now { scheduleFrame(after: now) }
        return try result?.get()
        #else
        throw SceneCommandsUnavailable()
        #endif
    }
}

/// A command to a scene view reached a build without the pipeline's scene hook (see the merge
/// note on `Pipeline.withScene(at:emit:_:)`).
public struct SceneCommandsUnavailable: Error, CustomStringConvertible {
    /// The reason a client reads.
    public var description: String {
        "commands to scene views are not enabled in this build (the pipeline's scene hook is pending)"
    }
}
