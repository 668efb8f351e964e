import GestureInput
import ScrollZoom

/// Time between inputs: recognizer timers, touchpad gesture deadlines and controller frames run in
/// time order, and frames run on a fixed grid only while the controller or scene animates.
extension PipelineCore {
    /// Runs recognizer timers and controller frames due at or before `time`, earliest first.
    ///
    /// - Parameters:
    ///   - time: the time reached.
    ///   - emit: receives the outputs, in time order.
    mutating func runDue(through time: Timestamp, emit: (PipelineOutput) -> Void) {
        while true {
            let touchpad = touchpadGestures.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            let timer = graph.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            let frame = nextFrame.flatMap { $0 <= time ? $0 : nil }
            if let p = touchpad, timer.map({ p <= $0 }) ?? true, frame.map({ p <= $0 }) ?? true {
                // A touchpad deadline first on a tie: its gesture events are input to the graph.
                deliverTouchpadEvents(touchpadGestures.advance(to: p), emit: emit)
            } else if let t = timer, frame.map({ t <= $0 }) ?? true {
                graph.advance(to: t, into: &gestures)
                deliverGestures(emit: emit)
            } else if let f = frame {
                tick(at: latestFrames(from: f, through: time), emit: emit)
            } else {
                return
            }
        }
    }

    /// `frame`, or the first of the last `Pipeline.maximumCatchUpFrames` frames due by `time` when
    /// more are due (on the same grid: whole periods later).
    private func latestFrames(from frame: Timestamp, through time: Timestamp) -> Timestamp {
        let period = framePeriod
        let due = (time - frame).microseconds / period
        guard due > Pipeline.maximumCatchUpFrames else { return frame }
        return frame + TimeSpan(microseconds: period) * (due - Pipeline.maximumCatchUpFrames)
    }

    /// One controller frame at `time`; schedules the next while the controller animates.
    private mutating func tick(at time: Timestamp, emit: (PipelineOutput) -> Void) {
        if scene != nil {
            scene?.advance(to: time)
            drainSceneEvents(emit: emit)
            if configuration.everyFrame { emitSceneStates(emit: emit) }
            scheduleFrame(after: time)
            return
        }
        guard controller != nil else { nextFrame = nil; return }
        controller?.advance(to: time)
        drainScrollEvents(emit: emit)
        if configuration.everyFrame, let state = controller?.state { emit(.state(state)) }
        scheduleFrame(after: time)
    }

    /// The frame grid's period in microseconds, at least one (a zero or negative interval would
    /// put every frame at the same instant).
    private var framePeriod: Int64 { max(configuration.frameInterval.microseconds, 1) }

    /// Frames run only while the controller animates towards a known end (deceleration, bounce,
    /// programmatic animation; in a scene also a fading indicator or an autoscroll,
    /// `ScrollScene.isAnimating`). Touching, dragging and zooming change nothing between events,
    /// so a finger held for an hour (or a timestamp jump of years) costs no frames.
    ///
    /// - Parameter time: the frame or step just run; the next frame is the grid's first after it.
    mutating func scheduleFrame(after time: Timestamp) {
        let animates = scene != nil
            ? scene?.isAnimating(at: time) == true
            : controller?.nextIdleTime != nil
        guard animates, let origin = frameOrigin else {
            nextFrame = nil
            return
        }
        let period = framePeriod
        // Saturating (Timestamp arithmetic): a trace near Int64.max has no later frame to run,
        // so the animation stops there rather than wrapping to a negative time.
        let k = (time - origin).microseconds / period + 1
        let next = origin + TimeSpan(microseconds: period) * k
        nextFrame = next > time ? next : nil
    }
}
