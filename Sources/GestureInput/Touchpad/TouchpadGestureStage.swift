/// Turns the touch frames of raw touchpads into the gesture and scroll events libinput makes of
/// the same fingers (docs/touchpad-gestures.md): the stage between `TouchTracker` and the
/// recognizer graph, so that a recording or a `listen --raw` session of a touchpad reaches the
/// `Touchpad*Recognizer`s and the finger-scroll recognizer exactly as libinput's events do.
///
/// One `TouchpadGestureMachine` per touchpad, made when its first frame arrives. Touchscreens'
/// frames pass by untouched; the frames themselves still go on to the touch recognizers.
public struct TouchpadGestureStage: Sendable {
    private var machines: [DeviceID: TouchpadGestureMachine] = [:]
    /// Millimetres → points of each touchpad's frames.
    private var scales: [DeviceID: Double] = [:]
    /// Devices seen that are not touchpads.
    private var others: Set<DeviceID> = []

    /// A stage with no device seen.
    public init() {}

    /// The machine's rules for a touchpad, with libinput's defaults: gestures off on semi-MT pads
    /// and pads with fewer than two slots (`tp_gesture_are_gestures_enabled`); tapping, and so a
    /// tap cancelling a hold, on only for pads without a physical left button (`tp_tap_default`
    /// in `src/evdev-mt-touchpad-tap.c`).
    ///
    /// - Parameter info: the touchpad's description: its slot count, evdev properties and buttons.
    /// - Returns: the configuration, with libinput's units per millimetre.
    public static func configuration(for info: DeviceInfo) -> TouchpadGestureMachine.Configuration {
        let semiMT = info.evdev?.properties.contains(EvdevCode.INPUT_PROP_SEMI_MT) ?? false
        let button = info.evdev?.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_LEFT) ?? false
        return TouchpadGestureMachine.Configuration(gesturesEnabled: !semiMT && info.slotCount > 1,
                                                    slots: info.slotCount, tapCancelsHold: !button)
    }

    /// The events one frame causes: none unless its device is a touchpad. `describe` is asked once
    /// per device (the first frame decides), for its description and the scale its frames' points
    /// were mapped with (`DeviceInfo.pointsPerMillimetre(surface:)`), so the per-frame cost for
    /// other devices is one set lookup.
    ///
    /// - Parameters:
    ///   - frame: one report of a device's touches, in points.
    ///   - describe: the device's description and points per millimetre, or nil for an unknown
    ///     device (its frames are then ignored, as are those of a scale that is not positive).
    /// - Returns: the gesture and scroll events, stamped with the frame's time and device; empty for
    ///   a device that is not a touchpad.
    public mutating func handle(_ frame: TouchFrame,
                                describe: (DeviceID) -> (info: DeviceInfo, pointsPerMillimetre: Double)?)
        -> [InputEvent] {
        if others.contains(frame.device) { return [] }
        if machines[frame.device] == nil {
            guard let (info, scale) = describe(frame.device), info.kind == .touchpad, scale > 0 else {
                others.insert(frame.device)
                return []
            }
            machines[frame.device] = TouchpadGestureMachine(configuration: Self.configuration(for: info))
            scales[frame.device] = scale
        }
        let scale = scales[frame.device] ?? CoordinateMapping.defaultPointsPerMillimetre
        var fingers: [TouchpadGestureMachine.Finger] = []
        fingers.reserveCapacity(frame.touches.count)
        for t in frame.touches where !t.phase.isFinished {
            fingers.append(.init(id: t.id, position: Point(x: t.location.x / scale, y: t.location.y / scale)))
        }
        return run(.frame(time: frame.time, fingers: fingers), device: frame.device, time: frame.time)
    }

    /// The earliest deadline of any touchpad's machine.
    public var nextDeadline: Timestamp? {
        var earliest: Timestamp?
        for m in machines.values {
            if let d = m.nextDeadline, earliest.map({ d < $0 }) ?? true { earliest = d }
        }
        return earliest
    }

    /// Fires every deadline due by `time`, each at its own time; the events they cause, in device
    /// order. Bounded: each firing clears the deadline it fired.
    ///
    /// - Parameter time: the time reached; deadlines at or before it fire.
    /// - Returns: the events, each stamped with the deadline that caused it; empty when none is due.
    public mutating func advance(to time: Timestamp) -> [InputEvent] {
        var out: [InputEvent] = []
        for device in machines.keys.sorted() {
            var previous: Timestamp?
            while let d = machines[device]?.nextDeadline, d <= time, d != previous {
                previous = d
                out += run(.deadline(d), device: device, time: d)
            }
        }
        return out
    }

    /// Forgets a removed device (the graph cancels its gestures itself).
    ///
    /// - Parameter device: the removed device; a later frame of the same id starts a fresh machine.
    public mutating func remove(_ device: DeviceID) {
        machines[device] = nil
        scales[device] = nil
        others.remove(device)
    }

    private mutating func run(_ input: TouchpadGestureMachine.Input, device: DeviceID, time: Timestamp)
        -> [InputEvent] {
        guard let actions = machines[device]?.handle(input), !actions.isEmpty else { return [] }
        return actions.map { InputEvent(time: time, device: device, kind: Self.kind(of: $0)) }
    }

    /// The input event of one action, as `LibinputSource` would deliver it.
    static func kind(of action: TouchpadGestureMachine.Action) -> InputEvent.Kind {
        switch action {
        case .gesture(let g): .gesture(g)
        case .scroll(let delta): .pointer(.scroll(source: .finger, delta: delta, v120: .zero, stopped: []))
        case .scrollStop:
            .pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: [.horizontal, .vertical]))
        }
    }
}
