import GestureInput
import GestureRecognition
import ScrollZoom
import ScrollZoomBinding

/// What reaches the controller or scene: touch frames and gestures through the binding, and the
/// delegate messages and scene events that come back, each reported with the state after its step.
extension PipelineCore {
    /// Reports the graph's explain records, diagnostics and gestures, and hands each gesture to
    /// the binding, which drives the controller or scene.
    ///
    /// - Parameter emit: receives the outputs, in order.
    mutating func deliverGestures(emit: (PipelineOutput) -> Void) {
        // Drained, not read by index: the graph forgets what was delivered, so a long live
        // session with --explain or a clock that keeps jumping back does not grow.
        if configuration.explain { graph.drainExplainRecords { emit(.explain($0)) } }
        graph.drainDiagnostics { report($0, emit: emit) }
        guard !gestures.isEmpty else { return }
        for g in gestures {
            emit(.gesture(g))
            if scene != nil {
                scene?.receive(g, through: &binding)
                drainSceneEvents(emit: emit)
                if nextFrame == nil, let now = scene?.now { scheduleFrame(after: now) }
            } else if controller != nil {
                controller?.receive(g, through: &binding)
                drainScrollEvents(emit: emit)
                if nextFrame == nil, let now = controller?.now { scheduleFrame(after: now) }
            }
        }
        gestures.removeAll(keepingCapacity: true)
    }

    /// Reports the controller's pending delegate messages, each with its state after the step.
    ///
    /// - Parameter emit: receives the `scroll` outputs.
    mutating func drainScrollEvents(emit: (PipelineOutput) -> Void) {
        controller?.drainEvents(into: &scrollEvents)
        guard !scrollEvents.isEmpty, let state = controller?.state else { return }
        for e in scrollEvents { emit(.scroll(e, state)) }
        scrollEvents.removeAll(keepingCapacity: true)
    }

    /// Hands a touch frame to the binding (a touch that lands stops a fling or bounce before any
    /// recognizer has decided; the last lift lets a stopped bounce settle), then reports what the
    /// controller did, when the binding called it.
    ///
    /// - Parameters:
    ///   - frame: the tracker's frame.
    ///   - emit: receives what the controller or scene reported.
    mutating func bindTouches(_ frame: TouchFrame, emit: (PipelineOutput) -> Void) {
        if scene != nil {
            guard scene?.receive(frame, through: &binding) == true else { return }
            drainSceneEvents(emit: emit)
            if nextFrame == nil { scheduleFrame(after: frame.time) }
            return
        }
        guard controller?.receive(frame, through: &binding) == true else { return }
        drainScrollEvents(emit: emit)
        if nextFrame == nil { scheduleFrame(after: frame.time) }
    }

    /// Reports the scene's pending events: each delegate message with its view's state after the
    /// step (as `drainScrollEvents`), then the scene's own (visible pages, tiles, indicators,
    /// autoscroll), which the scene samples as it is drained.
    ///
    /// - Parameter emit: receives the `scene` outputs.
    mutating func drainSceneEvents(emit: (PipelineOutput) -> Void) {
        scene?.drainEvents(into: &sceneEvents)
        guard !sceneEvents.isEmpty, let scene else { return }
        for e in sceneEvents {
            switch e {
            case .scroll(let view, let event):
                guard let state = scene.controller(named: view)?.state else { continue }
                emit(.scene(.scroll(view: view, event: event, state: state)))
            case .visiblePages(let view, let time, let pages):
                emit(.scene(.visiblePages(view: view, time: time, pages: pages)))
            case .tiles(let view, let time, let change):
                emit(.scene(.tiles(view: view, time: time, change: change)))
            case .indicator(let view, let time, let change):
                emit(.scene(.indicator(view: view, time: time, change: change)))
            case .autoscroll(let view, let time, let event):
                emit(.scene(.autoscroll(view: view, time: time, event: event)))
            }
        }
        sceneEvents.removeAll(keepingCapacity: true)
    }

    /// One `state` output per view of the scene, in scene order.
    ///
    /// - Parameter emit: receives the states.
    func emitSceneStates(emit: (PipelineOutput) -> Void) {
        guard let scene else { return }
        for (index, name) in scene.names.enumerated() {
            emit(.scene(.state(view: name, state: scene.controllers[index].state)))
        }
    }
}

/// The binding's calls with the controller in place: `controller?.receive(g, through: &binding)`
/// reaches the stored controller through optional chaining, while the binding (another stored
/// property) is passed alongside.
extension ScrollZoomController {
    /// `binding.handle(frame, controller: &self)`.
    fileprivate mutating func receive(_ frame: TouchFrame, through binding: inout ScrollZoomBinding) -> Bool {
        binding.handle(frame, controller: &self)
    }

    /// `binding.handle(event, controller: &self)`.
    fileprivate mutating func receive(_ event: GestureEvent, through binding: inout ScrollZoomBinding) {
        binding.handle(event, controller: &self)
    }
}

/// The same for a scene.
extension ScrollScene {
    /// `binding.handle(frame, scene: &self)`.
    fileprivate mutating func receive(_ frame: TouchFrame, through binding: inout ScrollZoomBinding) -> Bool {
        binding.handle(frame, scene: &self)
    }

    /// `binding.handle(event, scene: &self)`.
    fileprivate mutating func receive(_ event: GestureEvent, through binding: inout ScrollZoomBinding) {
        binding.handle(event, scene: &self)
    }
}
