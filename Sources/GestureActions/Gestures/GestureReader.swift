import GestureKit

/// Turns the pipeline's public outputs (recognizer events, devices added and removed) into the
/// daemon's gestures: one begin, updates, and one end or cancel per gesture, each with its kind,
/// fingers, direction, device and progress.
///
/// A continuous recognizer's `began` becomes the gesture's begin once its direction is known
/// (a pan's first translation, a pinch's first scale other than 1): touchegg likewise begins a
/// swipe only after its start threshold, with its direction (`libinput-swipe-handler.cpp`). A tap
/// or discrete swipe is a begin and an end at once, at 100 %.
public struct GestureReader: Sendable {
    /// One recognizer's gesture in progress.
    enum Track: Sendable, Hashable {
        /// Began, direction not known yet: the begin is held back.
        case pending(Pending)
        /// Begun and reported.
        case running(Running)
    }

    struct Pending: Sendable, Hashable {
        var kind: DesktopGestureKind
        var fingers: Int
        var device: DeviceID?
        var start: Timestamp
    }

    struct Running: Sendable, Hashable {
        var id: Int
        var kind: DesktopGestureKind
        var fingers: Int
        var direction: DesktopDirection?
        var device: DeviceID?
        var start: Timestamp
        var scale: GestureProgress
    }

    /// The devices known, by id.
    public private(set) var devices: [DeviceID: DeviceInfo]
    /// The touch surface in points.
    public var surface: Size
    private var tracks: [String: Track] = [:]
    private var nextID = 1

    /// A reader knowing `devices` already (a recording's header) on `surface`.
    /// - Parameters:
    ///   - devices: devices known before any input.
    ///   - surface: the touch surface in points.
    public init(devices: [DeviceID: DeviceInfo] = [:], surface: Size) {
        self.devices = devices; self.surface = surface
    }

    /// Reads one pipeline output.
    /// - Parameter output: what the pipeline reported.
    /// - Returns: the gesture moments it makes (none for most outputs).
    public mutating func handle(_ output: PipelineOutput) -> [DesktopGesture] {
        switch output {
        case .input(let event):
            switch event.kind {
            case .deviceAdded(let info): devices[event.device] = info
            case .deviceRemoved: devices[event.device] = nil
            case .touch, .pointer, .gesture: break
            }
            return []
        case .gesture(let event):
            return handle(event)
        case .frame, .explain, .scroll, .state, .diagnostic, .scene:
            return []
        }
    }

    /// Reads one recognizer event.
    /// - Parameter event: the recognizer's output.
    /// - Returns: the gesture moments it makes.
    public mutating func handle(_ event: GestureEvent) -> [DesktopGesture] {
        guard let kind = Self.kind(of: event) else { return [] }
        let sample = event.sample
        switch event.state {
        case .possible, .failed:
            return []
        case .recognized:
            var running = start(kind, fingers: sample.touches, device: sample.device, at: event.time, event: event)
            running.direction = kind == .swipe ? sample.direction.map(Self.direction) : nil
            return [moment(running, .begin, at: event.time, progress: 100, distance: nil),
                    moment(running, .end, at: event.time, progress: 100, distance: nil)]
        case .began:
            let pending = Pending(kind: kind, fingers: sample.touches, device: sample.device, start: event.time)
            if !kind.isContinuous {
                let running = start(kind, fingers: pending.fingers, device: pending.device, at: event.time,
                                    event: event)
                tracks[event.recognizer] = .running(running)
                return [moment(running, .begin, at: event.time, progress: 100, distance: nil)]
            }
            tracks[event.recognizer] = .pending(pending)
            return advance(pending, event)
        case .changed:
            switch tracks[event.recognizer] {
            case .pending(let pending): return advance(pending, event)
            case .running(let running):
                guard running.kind.isContinuous else { return [] }
                let (progress, distance) = measure(running, sample)
                return [moment(running, .update, at: event.time, progress: progress, distance: distance)]
            case nil: return []
            }
        case .ended, .cancelled:
            guard case .running(let running) = tracks.removeValue(forKey: event.recognizer) else { return [] }
            let phase: DesktopPhase = event.state == .ended ? .end : .cancel
            guard running.kind.isContinuous else {
                return [moment(running, phase, at: event.time, progress: 100, distance: nil)]
            }
            // A cancelled gesture may report an empty sample: it keeps no progress.
            let (progress, distance) = event.state == .ended ? measure(running, sample) : (0, 0)
            return [moment(running, phase, at: event.time, progress: progress, distance: distance)]
        }
    }

    /// The begin of a pending gesture once `event` shows its direction.
    private mutating func advance(_ pending: Pending, _ event: GestureEvent) -> [DesktopGesture] {
        guard let direction = Self.direction(of: pending.kind, event.sample) else { return [] }
        var running = start(pending.kind, fingers: pending.fingers, device: pending.device, at: pending.start,
                            event: event)
        running.direction = direction
        tracks[event.recognizer] = .running(running)
        let (progress, distance) = measure(running, event.sample)
        return [moment(running, .begin, at: event.time, progress: progress, distance: distance)]
    }

    private mutating func start(_ kind: DesktopGestureKind, fingers: Int, device: DeviceID?, at time: Timestamp,
                                event: GestureEvent) -> Running {
        let libinput = [GestureKind.touchpadSwipe, .touchpadPinch, .touchpadHold].contains(event.kind)
        let scale = GestureProgress.scale(device: device.flatMap { devices[$0] }, surface: surface,
                                          libinputGesture: libinput)
        let running = Running(id: nextID, kind: kind, fingers: fingers, direction: nil, device: device, start: time,
                              scale: scale)
        nextID += 1
        return running
    }

    private func measure(_ running: Running, _ sample: GestureSample) -> (Double, Double?) {
        guard let direction = running.direction else { return (0, nil) }
        switch running.kind {
        case .swipe, .edgeSwipe:
            let measured = running.scale.swipe(sample.translation ?? .zero, direction: direction)
            return (measured.progress, measured.distance)
        case .pinch: return (GestureProgress.pinch(scale: sample.scale ?? 1, direction: direction), nil)
        case .rotate: return (GestureProgress.rotation(angle: sample.rotation ?? 0, direction: direction), nil)
        case .tap, .doubleTap, .hold: return (100, nil)
        }
    }

    private func moment(_ running: Running, _ phase: DesktopPhase, at time: Timestamp, progress: Double,
                        distance: Double?) -> DesktopGesture {
        let info = running.device.flatMap { devices[$0] }
        let device: DesktopDeviceKind
        switch info?.kind {
        case .touchpad: device = .touchpad
        case .touchscreen: device = .touchscreen
        case .other, nil: device = .other
        }
        let elapsed = max(0, time.microseconds - running.start.microseconds) / 1000
        return DesktopGesture(id: running.id, time: time, kind: running.kind, fingers: running.fingers,
                              direction: running.direction, device: device, deviceName: info?.name ?? "",
                              phase: phase, progress: progress, distance: distance,
                              elapsedMilliseconds: UInt64(elapsed))
    }

    /// The daemon's kind of a recognizer event (nil for scrolling and for a custom kind, which
    /// no rule of gestures.yaml names).
    static func kind(of event: GestureEvent) -> DesktopGestureKind? {
        switch event.kind {
        case .tap: (event.sample.taps ?? 1) >= 2 ? .doubleTap : .tap
        case .longPress, .touchpadHold: .hold
        case .pan, .swipe, .touchpadSwipe: .swipe
        case .pinch, .touchpadPinch: .pinch
        case .rotation: .rotate
        case .edgePan: .edgeSwipe
        case .scroll, .custom: nil
        }
    }

    static func direction(_ swipe: SwipeDirection) -> DesktopDirection {
        switch swipe {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }

    static func direction(of kind: DesktopGestureKind, _ sample: GestureSample) -> DesktopDirection? {
        switch kind {
        case .swipe, .edgeSwipe: GestureProgress.direction(of: sample.translation ?? .zero)
        case .pinch: GestureProgress.pinchDirection(scale: sample.scale ?? 1)
        case .rotate: GestureProgress.rotationDirection(angle: sample.rotation ?? 0)
        case .tap, .doubleTap, .hold: nil
        }
    }
}
