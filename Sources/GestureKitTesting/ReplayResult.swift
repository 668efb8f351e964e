import GestureKit

/// What a replay reported, with the questions tests ask of it: the gestures of a recognizer, the
/// first `recognized` after a time, the controller's or a scene view's state at a time or at the
/// end, the delegate sequence. Times are event times, as the outputs report them.
public struct ReplayResult: CustomStringConvertible {
    /// Every output, in the order the pipeline reported it.
    public let outputs: [PipelineOutput]
    /// What the replay saw: header, events, diagnostics by code.
    public let summary: TraceReplay.Summary
    /// The pipeline as the replay left it (its graph, controller, scene), or nil when building it
    /// failed before `prepare` ran.
    public let pipeline: Pipeline?
    /// The recording's file, named in failure messages (nil for a built trace).
    public let source: String?

    /// A result from a replay's parts (`Recording.replay` builds it).
    ///
    /// - Parameters:
    ///   - outputs: every output, in order.
    ///   - summary: what the replay saw.
    ///   - pipeline: the pipeline as it ended.
    ///   - source: the recording's file, if any.
    public init(outputs: [PipelineOutput], summary: TraceReplay.Summary, pipeline: Pipeline?, source: String?) {
        self.outputs = outputs; self.summary = summary; self.pipeline = pipeline; self.source = source
    }

    /// A one-line summary (`#expect` and `#require` print it instead of every output): the
    /// source, the number of outputs and the gestures that were recognized or began.
    public var description: String {
        let started = gestures.filter { $0.state == .recognized || $0.state == .began }.map(\.recognizer)
        return "ReplayResult(\(source ?? "built trace"): \(outputs.count) outputs, gestures \(started))"
    }

    // MARK: Gestures

    /// Every recognizer output, in time order.
    public var gestures: [GestureEvent] {
        outputs.compactMap { if case .gesture(let g) = $0 { g } else { nil } }
    }

    /// The outputs of the recognizer named `recognizer`.
    ///
    /// - Parameter recognizer: its name in the graph.
    /// - Returns: its events, in time order.
    public func gestures(of recognizer: String) -> [GestureEvent] {
        gestures.filter { $0.recognizer == recognizer }
    }

    /// The outputs of every recognizer of `kind`.
    ///
    /// - Parameter kind: a built-in kind or `.custom(name)`.
    /// - Returns: their events, in time order.
    public func gestures(ofKind kind: GestureKind) -> [GestureEvent] {
        gestures.filter { $0.kind == kind }
    }

    /// The first output in `state` at or after `time`, of `recognizer` if given.
    ///
    /// - Parameters:
    ///   - state: the state asked for (`recognized` for a tap or a swipe, `began` for a pan).
    ///   - recognizer: a recognizer's name; nil = any.
    ///   - time: the earliest event time; nil = from the beginning.
    /// - Returns: the event, or nil when there is none.
    public func first(_ state: GestureState = .recognized, of recognizer: String? = nil,
                      after time: Timestamp? = nil) -> GestureEvent? {
        gestures.first { g in
            g.state == state && (recognizer == nil || g.recognizer == recognizer) && (time.map { g.time >= $0 } ?? true)
        }
    }

    /// Why `recognizer` failed, in order (only with `explain` on in the configuration).
    ///
    /// - Parameter recognizer: its name in the graph.
    /// - Returns: the reasons, oldest first.
    public func failures(of recognizer: String) -> [FailureReason] {
        outputs.compactMap { output in
            guard case .explain(let record) = output, record.recognizer == recognizer,
                  case .failed(let reason, _) = record.event else { return nil }
            return reason
        }
    }

    // MARK: The controller

    /// The single controller's delegate messages, in order (as `UIScrollViewDelegate` would hear
    /// them).
    public var delegateMessages: [ScrollZoomEvent] {
        outputs.compactMap { if case .scroll(let e, _) = $0 { e } else { nil } }
    }

    /// The names of `delegateMessages`, for comparing sequences:
    /// `[.willBeginDragging, .didScroll, …, .didEndDecelerating]`.
    ///
    /// - Parameter dropping: names left out (`[.didScroll, .didZoom]` keeps only the milestones).
    /// - Returns: the names in order.
    public func delegateSequence(dropping: Set<ScrollZoomEvent.Name> = []) -> [ScrollZoomEvent.Name] {
        delegateMessages.map(\.name).filter { !dropping.contains($0) }
    }

    /// The controller's state as last reported at or before `time`: the state after a delegate
    /// message, a frame (with `everyFrame`) or the end. Between reports nothing changed that a
    /// delegate would have heard; with `everyFrame` on, every animation frame is reported.
    ///
    /// - Parameter time: an event time.
    /// - Returns: the state, or nil before the first report (or with no controller).
    public func controllerState(at time: Timestamp) -> ScrollZoomState? {
        var latest: ScrollZoomState?
        for output in outputs {
            switch output {
            case .scroll(_, let s) where s.time <= time, .state(let s) where s.time <= time: latest = s
            default: continue
            }
        }
        return latest
    }

    /// The controller's state at the end, once every animation settled (the last `state` output).
    public var finalState: ScrollZoomState? {
        for case .state(let s) in outputs.reversed() { return s }
        return nil
    }

    // MARK: A scene

    /// The scene's reports for view `view`, in order.
    ///
    /// - Parameter view: a view's name in the scene file.
    /// - Returns: its delegate messages, states and scene events.
    public func sceneOutputs(of view: String) -> [SceneOutput] {
        outputs.compactMap { output in
            guard case .scene(let s) = output, s.view == view else { return nil }
            return s
        }
    }

    /// View `view`'s delegate messages, in order.
    ///
    /// - Parameter view: a view's name in the scene file.
    /// - Returns: the messages.
    public func delegateMessages(of view: String) -> [ScrollZoomEvent] {
        sceneOutputs(of: view).compactMap { if case .scroll(_, let e, _) = $0 { e } else { nil } }
    }

    /// View `view`'s state as last reported at or before `time` (as `controllerState(at:)`).
    ///
    /// - Parameters:
    ///   - view: a view's name in the scene file.
    ///   - time: an event time.
    /// - Returns: the state, or nil before the view's first report.
    public func sceneState(of view: String, at time: Timestamp) -> ScrollZoomState? {
        var latest: ScrollZoomState?
        for output in sceneOutputs(of: view) {
            switch output {
            case .scroll(_, _, let s) where s.time <= time, .state(_, let s) where s.time <= time: latest = s
            default: continue
            }
        }
        return latest
    }

    /// View `view`'s state at the end, once every animation settled.
    ///
    /// - Parameter view: a view's name in the scene file.
    /// - Returns: the state, or nil when the scene has no such view.
    public func finalSceneState(of view: String) -> ScrollZoomState? {
        for case .state(_, let s) in sceneOutputs(of: view).reversed() { return s }
        return nil
    }
}
