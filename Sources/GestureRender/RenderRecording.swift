import GestureInput
import GestureKit
import GestureRecognition
import GestureTraces
import ScrollZoom

/// Everything a picture of a replay needs, collected from the pipeline's outputs: the touch paths,
/// the gestures, the scroll/zoom messages and state snapshots, and the model they ran against.
///
/// Fill it with `append(_:)` from any `PipelineOutput` stream (or use `replay(path:…)`), then hand
/// it to `TraceRenderer.render(_:)` or `OffsetPlot.render(_:)`; both are pure functions of it.
public struct RenderRecording: Sendable {
    /// One touch from landing to lifting, as the tracker reported it.
    public struct TouchTrack: Hashable, Sendable {
        /// The touch's identity.
        public var id: TouchID
        /// Where the touch was, in surface points, each time it moved (the first is the landing).
        public var samples: [Point]
        /// Event times of `samples` (µs), one per sample.
        public var times: [Timestamp]
        /// When it lifted or was cancelled; nil if the trace ended with it down.
        public var end: Timestamp?
        /// True when it was cancelled rather than lifted.
        public var cancelled: Bool
        /// True when it landed before the recording's time window (its first sample is where it
        /// was when the window opened, not where it landed).
        public var landedEarlier = false
    }

    /// One scroll/zoom delegate message with the controller state after it.
    public struct ScrollRecord: Hashable, Sendable {
        /// The message.
        public var event: ScrollZoomEvent
        /// The controller state once the messages of the same step were delivered.
        public var state: ScrollZoomState
    }

    /// The touch surface the touches are expressed in (points).
    public var surface: Size
    /// The scroll/zoom model the replay drove; nil when it ran none.
    public var setup: ScrollZoomSetup?
    /// The scene of scroll views the replay drove instead of `setup` (`render --scene`); nil
    /// without one. `SceneRenderer` draws it.
    public var scene: SceneDescription?
    /// A label for the picture's title (usually the trace file name).
    public var title: String
    /// True when the trace gave no surface, device axes or device size, so `surface` is the
    /// 1280 × 800 fallback (the picture says so).
    public var surfaceIsAssumed = false
    /// The controller state before any input (from `setup`); nil without a model.
    public var initialState: ScrollZoomState?
    /// Every touch, in landing order.
    public internal(set) var touches: [TouchTrack] = []
    /// Every gesture output, in time order.
    public internal(set) var gestures: [GestureEvent] = []
    /// Every scroll/zoom message, in time order.
    public internal(set) var scrollEvents: [ScrollRecord] = []
    /// Every state snapshot (`.state` outputs and the states attached to messages), in time order.
    public internal(set) var states: [ScrollZoomState] = []
    /// What the scene's views reported (messages, per-view states, visible pages…), in time order;
    /// empty without a scene.
    public internal(set) var sceneOutputs: [SceneOutput] = []
    /// Earliest time of a touch, gesture or scroll output (µs; device arrivals do not count); nil before any.
    public internal(set) var startTime: Timestamp?
    /// Latest event time seen (µs); nil before any output.
    public internal(set) var endTime: Timestamp?
    /// The time the picture's times count from: the trace's first touch, gesture or scroll output,
    /// also after `window(from:to:)` cut the start away.
    public var origin: Timestamp? { windowOrigin ?? startTime }

    /// The trace's start when this is a window of it (`window(from:to:)`).
    var windowOrigin: Timestamp?

    private var touchIndex: [TouchID: Int] = [:]

    /// An empty recording for a replay on `surface` driving `setup` (nil: no controller).
    ///
    /// - Parameters:
    ///   - surface: the touch surface the picture draws (pt).
    ///   - setup: the scroll/zoom model the replay drives; nil for none.
    ///   - title: the picture's title.
    public init(surface: Size, setup: ScrollZoomSetup?, title: String = "") {
        self.surface = surface
        self.setup = setup
        self.title = title
        initialState = try? setup?.makeController(at: .zero).state
    }

    /// Adds one pipeline output; inputs other than touch frames, explanations and diagnostics
    /// only extend the time range.
    ///
    /// - Parameter output: the next output of the replay, in order.
    public mutating func append(_ output: PipelineOutput) {
        switch output {
        case .input(let event):
            switch event.kind {
            case .deviceAdded, .deviceRemoved: break
            case .touch, .pointer, .gesture: note(event.time)
            }
        case .frame(let frame):
            note(frame.time)
            for touch in frame.touches { record(touch, at: frame.time) }
        case .gesture(let gesture):
            note(gesture.time)
            gestures.append(gesture)
        case .explain:
            break
        case .scroll(let event, let state):
            note(event.time)
            scrollEvents.append(ScrollRecord(event: event, state: state))
            if states.last != state { states.append(state) }
        case .state(let state):
            note(state.time)
            if states.last != state { states.append(state) }
        case .scene(let output):
            note(output.time)
            sceneOutputs.append(output)
        case .diagnostic:
            break
        }
    }

    /// The recognizers that reported anything, in order of their first output.
    public var recognizers: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for g in gestures where seen.insert(g.recognizer).inserted { names.append(g.recognizer) }
        return names
    }

    /// The last gesture output at or before `time` that recognized or ended a gesture (what a
    /// scroll view's settling or animation followed). Binary search: outputs are in time order, and
    /// a long trace has thousands of both.
    ///
    /// - Parameter time: a time of the replay.
    /// - Returns: the gesture, or nil.
    public func lastCompletedGesture(atOrBefore time: Timestamp) -> GestureEvent? {
        var index = Self.partition(gestures) { $0.time <= time }
        while index > 0 {
            index -= 1
            let g = gestures[index]
            if g.state == .recognized || g.state == .ended { return g }
        }
        return nil
    }

    /// The last state snapshot strictly before `time` (binary search; snapshots are in time order).
    ///
    /// - Parameter time: a time of the replay.
    /// - Returns: the snapshot, or nil.
    public func lastState(before time: Timestamp) -> ScrollZoomState? {
        let index = Self.partition(states) { $0.time < time }
        return index > 0 ? states[index - 1] : nil
    }

    /// The number of leading elements of `items` for which `isBefore` holds (it must hold for a
    /// prefix and then never again).
    private static func partition<T>(_ items: [T], _ isBefore: (T) -> Bool) -> Int {
        var low = 0, high = items.count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(items[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The centroid of the touches down at `time` (each at its last sample by then); nil when
    /// none was. Where a touchpad gesture, which carries no position, is drawn.
    ///
    /// - Parameter time: a time of the replay.
    /// - Returns: the centroid (pt), or nil.
    public func fingerCentroid(at time: Timestamp) -> Point? {
        var sum = Vector(dx: 0, dy: 0), count = 0.0
        for track in touches {
            guard let first = track.times.first, first <= time, (track.end ?? time) >= time,
                  let index = track.times.lastIndex(where: { $0 <= time }) else { continue }
            let p = track.samples[index]
            guard p.isFinite else { continue }
            sum = Vector(dx: sum.dx + p.x, dy: sum.dy + p.y)
            count += 1
        }
        return count > 0 ? Point(x: sum.dx / count, y: sum.dy / count) : nil
    }

    private mutating func note(_ time: Timestamp) {
        if startTime.map({ time < $0 }) ?? true { startTime = time }
        if endTime.map({ time > $0 }) ?? true { endTime = time }
    }

    private mutating func record(_ touch: Touch, at time: Timestamp) {
        guard let index = touchIndex[touch.id] else {
            touchIndex[touch.id] = touches.count
            touches.append(TouchTrack(id: touch.id, samples: [touch.location], times: [time],
                                      end: touch.phase.isFinished ? time : nil, cancelled: touch.phase == .cancelled))
            return
        }
        if touches[index].samples.last != touch.location {
            touches[index].samples.append(touch.location)
            touches[index].times.append(time)
        }
        if touch.phase.isFinished {
            touches[index].end = time
            touches[index].cancelled = touch.phase == .cancelled
        }
    }
}

extension RenderRecording {
    /// Replays the trace at `path` (as `TraceReplay.run`) and records every output. The surface is
    /// `surface` if given, else the trace's (`TraceReplay.defaultSurface(for:)`); the model is the
    /// one `configure` returns. Throws what `TraceReplay.run` throws.
    ///
    /// - Parameters:
    ///   - path: the trace file.
    ///   - format: its format; nil detects it.
    ///   - surface: the surface to draw (pt); nil uses the trace's.
    ///   - deviceSize: for raw recordings, the device's physical size (mm).
    ///   - configure: builds the pipeline's configuration from the trace's header.
    /// - Returns: the recording of every output.
    /// - Throws: what `TraceReplay.run(path:format:surface:deviceSize:threads:configure:emit:)` throws.
    public static func replay(path: String, format: TraceFormat? = nil, surface: Size? = nil, deviceSize: Size? = nil,
                              configure: (TraceHeader) throws -> PipelineConfiguration) throws -> RenderRecording {
        var recording: RenderRecording?
        var pending: [PipelineOutput] = []
        let name = path.split(separator: "/").last.map(String.init) ?? path
        try TraceReplay.run(path: path, format: format, surface: surface, deviceSize: deviceSize, configure: { header in
            let configuration = try configure(header)
            recording = RenderRecording(surface: surface ?? pictureSurface(for: header),
                                        setup: configuration.scene == nil ? configuration.scrollZoom : nil, title: name)
            recording?.scene = configuration.scene
            recording?.surfaceIsAssumed = surface == nil && isSurfaceAssumed(for: header)
            return configuration
        }, emit: { output in
            if recording != nil { recording?.append(output) } else { pending.append(output) }
        })
        var result =
            recording ?? RenderRecording(surface: surface ?? Size(width: 1280, height: 800), setup: nil, title: name)
        for output in pending { result.append(output) }
        return result
    }

    /// The surface a picture of a trace shows: the header's, else the whole axis range of the
    /// first touch device in the points its touches are reported in (the same `CoordinateMapping`
    /// the importer used: a touchscreen without resolution or a touchpad in millimetres at
    /// 96 dpi), else `TraceReplay.defaultSurface(for:)`. A surface guessed from the device's size
    /// alone left real recordings' touches far outside the box.
    ///
    /// - Parameter header: the trace's header.
    /// - Returns: the surface (pt).
    public static func pictureSurface(for header: TraceHeader) -> Size {
        if let s = header.surface, s.width > 0, s.height > 0 { return s }
        for device in header.devices where device.kind == .touchscreen || device.kind == .touchpad {
            guard let evdev = device.evdev,
                  let x = evdev.absinfo[EvdevCode.ABS_MT_POSITION_X] ?? evdev.absinfo[EvdevCode.ABS_X],
                  let y = evdev.absinfo[EvdevCode.ABS_MT_POSITION_Y] ?? evdev.absinfo[EvdevCode.ABS_Y],
                  let mapping = try? CoordinateMapping(device: device) else { continue }
            let low = mapping.point(x: x.minimum, y: y.minimum), high = mapping.point(x: x.maximum, y: y.maximum)
            let size = Size(width: abs(high.x - low.x), height: abs(high.y - low.y))
            if size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite { return size }
        }
        return TraceReplay.defaultSurface(for: header)
    }

    /// True when `pictureSurface(for:)` falls back to 1280 × 800 for want of anything in `header`.
    static func isSurfaceAssumed(for header: TraceHeader) -> Bool {
        header.surface == nil && !header.devices.contains { $0.evdev != nil || $0.sizeMillimetres != nil }
    }
}
