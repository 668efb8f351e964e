import GestureInput
import ScrollZoom

/// Commands from outside (the bridge's `setZoomScale`, a scene's `scrollToPage`, …) on the same
/// event-time loop as input: what is due by the command's time runs first, then the command on the
/// controller or scene in place, then its messages are reported and its animation frames scheduled.
extension PipelineCore {
    /// Runs `body` on the controller at `time`.
    ///
    /// - Parameters:
    ///   - time: when the command takes effect.
    ///   - emit: receives what ran first, then the controller's delegate messages.
    ///   - body: the command.
    /// - Returns: what `body` returned; nil without a controller (`body` is then not called).
    /// - Throws: `EventTimeError`, the controller's creation error, or what `body` throws.
    mutating func withController<R>(at time: Timestamp, emit: (PipelineOutput) -> Void,
                                    _ body: (inout ScrollZoomController) throws -> R) throws -> R? {
        try startIfNeeded(at: time)
        advance(to: time, emit: emit)
        guard controller != nil else { return nil }
        controller?.advance(to: time)   // an animated change starts now, not at the last frame
        let result = Result { try controller?.apply(body) }
        drainScrollEvents(emit: emit)
        if nextFrame == nil, let now = controller?.now { scheduleFrame(after: now) }
        return try result.get()
    }

    /// Runs `body` on the scene at `time`.
    ///
    /// - Parameters:
    ///   - time: when the command takes effect.
    ///   - emit: receives what ran first, then the scene's events.
    ///   - body: the command.
    /// - Returns: what `body` returned; nil without a scene (`body` is then not called).
    /// - Throws: `EventTimeError`, the scene's creation error, or what `body` throws.
    mutating func withScene<R>(at time: Timestamp, emit: (PipelineOutput) -> Void,
                               _ body: (inout ScrollScene) throws -> R) throws -> R? {
        try start(at: time)
        advance(to: time, emit: emit)
        guard scene != nil else { return nil }
        scene?.advance(to: time)   // an animated change starts now, not at the last frame
        let result = Result { try scene?.apply(body) }
        drainSceneEvents(emit: emit)
        if let now = scene?.now { scheduleFrame(after: now) }
        return try result.get()
    }
}

extension ScrollZoomController {
    /// Runs `body` on `self` in place (reached through optional chaining).
    fileprivate mutating func apply<R>(_ body: (inout ScrollZoomController) throws -> R) rethrows -> R {
        try body(&self)
    }
}

extension ScrollScene {
    /// Runs `body` on `self` in place (reached through optional chaining).
    fileprivate mutating func apply<R>(_ body: (inout ScrollScene) throws -> R) rethrows -> R {
        try body(&self)
    }
}
