import GestureInput
import GestureKit
import ScrollZoom

/// Each view's state over time in a scene replay (`render --scene`), from a `RenderRecording`'s
/// scene outputs: the state the scene starts in, then every snapshot and message in time order
/// (best recorded with `everyFrame`, so every animation frame is a sample).
public struct SceneSamples: Sendable {
    /// One delegate message of one view, with that view's state after it.
    public struct Message: Hashable, Sendable {
        /// The view's name.
        public var view: String
        /// The message.
        public var event: ScrollZoomEvent
        /// The view's state once the messages of the same step were delivered.
        public var state: ScrollZoomState
    }

    /// The view names in scene order (depth first, parents before children).
    public let names: [String]
    /// Each view's states in time order; the first is the scene's starting state at the
    /// recording's first time. A later state at the same time replaces an earlier one.
    public private(set) var states: [String: [ScrollZoomState]] = [:]
    /// Every message of every view, in time order.
    public private(set) var messages: [Message] = []

    /// The samples of `recording`'s scene; empty (no names) when it drove none.
    ///
    /// - Parameter recording: the outputs a replay collected.
    public init(_ recording: RenderRecording) {
        guard let scene = recording.scene else { names = []; return }
        names = scene.allViews().map(\.view.name)
        // The recording's first time (a window's opening time, where its opening states replace these).
        let start = recording.startTime ?? .zero
        // The views at rest before any input; a window's outputs open with each view's state.
        if let initial = try? scene.makeScene(time: .zero) {
            for (index, name) in initial.names.enumerated() {
                var state = initial.controllers[index].state
                state.time = start
                states[name] = [state]
            }
        }
        for output in recording.sceneOutputs {
            switch output {
            case .scroll(let view, let event, let state):
                messages.append(Message(view: view, event: event, state: state))
                add(state, of: view)
            case .state(let view, let state):
                add(state, of: view)
            case .visiblePages, .tiles, .indicator, .autoscroll:
                break
            }
        }
    }

    private mutating func add(_ state: ScrollZoomState, of view: String) {
        var series = states[view] ?? []
        if let last = series.last, last.time >= state.time {
            // Same step (or a window's opening state): the later report wins.
            series[series.count - 1] = state
            series[series.count - 1].time = max(last.time, state.time)
        } else {
            series.append(state)
        }
        states[view] = series
    }

    /// The state of `view` at `time`: its last sample at or before it, else its first; nil for a
    /// view the recording has no sample of.
    ///
    /// - Parameters:
    ///   - view: the view's name.
    ///   - time: a time of the replay.
    /// - Returns: the state, or nil.
    public func state(of view: String, at time: Timestamp) -> ScrollZoomState? {
        guard let series = states[view] else { return nil }
        return series.last { $0.time <= time } ?? series.first
    }

    /// Every view's state at `time` (`state(of:at:)`), by name.
    ///
    /// - Parameter time: a time of the replay.
    /// - Returns: the states, by view name.
    public func states(at time: Timestamp) -> [String: ScrollZoomState] {
        var result: [String: ScrollZoomState] = [:]
        for name in names { result[name] = state(of: name, at: time) }
        return result
    }

    /// The last state `outputs` report for `view` strictly before `time`, re-timed to `time`
    /// (the state a window opening at `time` starts from); nil when there is none.
    static func lastState(of view: String, in outputs: [SceneOutput], before time: Timestamp) -> ScrollZoomState? {
        for output in outputs.reversed() where output.time < time {
            switch output {
            case .scroll(view, _, var state), .state(view, var state):
                state.time = time
                return state
            default:
                continue
            }
        }
        return nil
    }
}
