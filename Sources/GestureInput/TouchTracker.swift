/// Assembles touch events from any source into whole `TouchFrame`s, one device at a time.
///
/// Feed every `InputEvent` in order to `process(_:diagnostics:)`. A `.frame` closes one report and
/// returns a frame with every touch of that device: those still down (`began`, `moved`,
/// `stationary`) and those that ended or were cancelled since the previous frame (once, then gone).
/// `.deviceRemoved` returns a final frame that cancels every touch of the device. Pointer and
/// gesture events pass through untouched (nil), but still count toward time ordering.
///
/// Impossible input is repaired and reported (docs/design.md, "Errors and bad input"), never fatal;
/// after any of them the state is consistent:
/// - up/motion/cancel for an empty slot → `unknownSlot`, ignored;
/// - down on an occupied slot → `slotReused`: the old touch ends (`ended`) and the new one begins;
/// - a NaN/∞ point → `nonFiniteCoordinate`, the event is dropped;
/// - a slot below 0 or at least `slotLimit` → `slotOutOfRange`, dropped;
/// - any event of a device never added nor declared (or already removed) → `unknownDevice`, dropped;
/// - a time earlier than the previous event's → `timeWentBackwards`, clamped to that time
///   (`MonotonicTime`; inside a `Pipeline` the pipeline has already done so);
/// - a device added twice → `duplicateDevice`: its touches are cancelled and the new description kept.
///
/// Devices come with `.deviceAdded` events, or are declared up front (`init(declaring:)`: a
/// trace header's devices, docs/trace-format.md); the first `added` of a declared device only
/// replaces its description.
///
/// Allocation: the returned frame shares the tracker's reusable touch buffer, so steady state
/// allocates nothing as long as the caller lets go of a frame before the next call (keeping it is
/// fine — copy-on-write makes the next frame a fresh buffer). `diagnostics` is only appended to.
public struct TouchTracker {
    /// Highest slot number + 1 accepted from any source (real devices use < 64; protocol-B maximum
    /// in libinput is 60-ish; fake touches add a few).
    public static let slotLimit = 256

    /// Counts of what the tracker saw, for diagnostics output and tests.
    public struct Counters: Hashable, Sendable {
        /// Events processed.
        public var events = 0
        /// Frames returned.
        public var frames = 0
        /// Touches begun (`TouchID` serials handed out).
        public var touchesBegan = 0
        /// Diagnostics by code.
        public var diagnostics: [Diagnostic.Code: Int] = [:]
        /// Number of diagnostics with `code`.
        ///
        /// - Parameter code: a diagnostic code.
        /// - Returns: how many were reported; 0 for none.
        public func count(_ code: Diagnostic.Code) -> Int { diagnostics[code] ?? 0 }
    }

    private struct ActiveTouch {
        var touch: Touch
        /// Position changed since the last frame.
        var moved: Bool
    }

    private struct DeviceState {
        var id: DeviceID
        var info: DeviceInfo
        /// True once a `.deviceAdded` event announced it (false for a device only declared up front).
        var added = true
        /// Active touches by slot.
        var slots: [ActiveTouch?] = []
        /// Touches that ended or were cancelled since the last frame, with their final phase.
        var finished: [Touch] = []
        /// Number of non-nil `slots`.
        var activeCount = 0
    }

    /// Device states, found through `deviceIndex`. Kept in an array rather than a dictionary of
    /// states so per-event edits (`deviceStates[i].slots[slot] = …`) are in-place array accesses:
    /// a dictionary's `_modify` of this large value allocated on every touch event.
    private var deviceStates: [DeviceState] = []
    /// The position of each known device's state in `deviceStates`.
    private var deviceIndex: [DeviceID: Int] = [:]
    /// The latest event time, for the clock-regression rule (`MonotonicTime`).
    private var clock = MonotonicTime()
    private var nextSerial: UInt64 = 1
    private var scratch: [Touch] = []

    /// What happened so far.
    public private(set) var counters = Counters()

    /// Creates an empty tracker: devices come with `.deviceAdded` events.
    public init() {}

    /// Creates a tracker that knows `devices` (device `i` is `DeviceID(i)`) before any event, as a
    /// trace header declares them: their events count even without a `.deviceAdded` first.
    ///
    /// - Parameter devices: the devices known before the first event, indexed by `DeviceID`.
    public init(declaring devices: [DeviceInfo]) {
        for (i, info) in devices.enumerated() {
            deviceIndex[DeviceID(i)] = deviceStates.count
            deviceStates.append(DeviceState(id: DeviceID(i), info: info, added: false))
        }
    }

    /// The description of a device currently known (added and not removed).
    ///
    /// - Parameter id: a device's id.
    /// - Returns: its description, or nil when it is not known.
    public func deviceInfo(_ id: DeviceID) -> DeviceInfo? { stateIndex(of: id).map { deviceStates[$0].info } }

    /// True for a device currently known (added and not removed): `deviceInfo(id) != nil`
    /// without copying the description, for per-event checks.
    ///
    /// - Parameter id: a device's id.
    /// - Returns: whether it is known now.
    public func knows(_ id: DeviceID) -> Bool { stateIndex(of: id) != nil }

    /// Devices currently known, in id order.
    public var deviceIDs: [DeviceID] { deviceIndex.keys.sorted() }

    /// Number of touches currently down on `device`.
    ///
    /// - Parameter device: a device's id.
    /// - Returns: the touches down on it; 0 for an unknown device.
    public func activeTouchCount(device: DeviceID) -> Int {
        stateIndex(of: device).map { deviceStates[$0].activeCount } ?? 0
    }

    /// The touches currently down on `device`, in landing order (allocates: for inspection and tests).
    ///
    /// - Parameter device: a device's id.
    /// - Returns: its touches in landing order; empty for an unknown device.
    public func activeTouches(device: DeviceID) -> [Touch] {
        guard let i = stateIndex(of: device) else { return [] }
        return deviceStates[i].slots.compactMap { $0?.touch }.sorted { $0.id < $1.id }
    }

    /// Processes one event; returns a frame when the event closes a report (or removes a device
    /// that had touches); appends any defects to `diagnostics`.
    ///
    /// - Parameters:
    ///   - event: the next event, in time order.
    ///   - diagnostics: receives the defects found (a reused slot, an unknown device, …), appended.
    /// - Returns: the frame the event closed, or nil while a report is still open (or for an event
    ///   that is not a touch's).
    public mutating func process(_ event: InputEvent, diagnostics: inout [Diagnostic]) -> TouchFrame? {
        counters.events += 1
        if let regression = clock.regression(event.time, device: event.device) { report(&diagnostics, regression) }
        let time = clock.admit(event.time)
        let id = event.device

        switch event.kind {
        case .deviceAdded(let info):
            var frame: TouchFrame?
            if let i = stateIndex(of: id), !deviceStates[i].added {
                // Declared up front: the `added` event brings the description it announces.
                deviceStates[i].info = info
                deviceStates[i].added = true
            } else if let i = stateIndex(of: id) {
                report(&diagnostics, Diagnostic(time: time, device: id, code: .duplicateDevice,
                                                message: """
                                                    device added twice; its touches are cancelled and the new \
                                                    description '\(info.name)' replaces '\(deviceStates[i].info.name)'
                                                    """))
                frame = cancelAll(device: id, time: time)
                deviceStates[i] = DeviceState(id: id, info: info)
            } else {
                deviceIndex[id] = deviceStates.count
                deviceStates.append(DeviceState(id: id, info: info))
            }
            return frame
        case .deviceRemoved:
            guard stateIndex(of: id) != nil else {
                report(&diagnostics, unknownDevice(id, time, "deviceRemoved"))
                return nil
            }
            let frame = cancelAll(device: id, time: time)
            removeState(of: id)
            return frame
        case .pointer, .gesture:
            if stateIndex(of: id) == nil { report(&diagnostics, unknownDevice(id, time, "pointer or gesture event")) }
            return nil
        case .touch(let touch):
            guard let index = stateIndex(of: id) else {
                report(&diagnostics, unknownDevice(id, time, "touch event"))
                return nil
            }
            return handle(touch, device: id, index: index, time: time, diagnostics: &diagnostics)
        }
    }

    /// The position of device `id`'s state in `deviceStates`, if it is known. With the usual one
    /// or two devices a scan of the states beats hashing the id on every event.
    private func stateIndex(of id: DeviceID) -> Int? {
        guard deviceStates.count <= Self.scannedDeviceLimit else { return deviceIndex[id] }
        for i in deviceStates.indices where deviceStates[i].id == id { return i }
        return nil
    }

    /// Up to this many devices, `stateIndex(of:)` scans instead of looking up `deviceIndex`.
    private static let scannedDeviceLimit = 8

    /// Forgets device `id`'s state: the last state moves into its place.
    private mutating func removeState(of id: DeviceID) {
        guard let i = deviceIndex.removeValue(forKey: id) else { return }
        let last = deviceStates.count - 1
        if i != last {
            deviceStates.swapAt(i, last)
            deviceIndex[deviceStates[i].id] = i
        }
        deviceStates.removeLast()
    }

    /// Closes every device's open report at `time`: for a source that ended without a final
    /// `.frame`. Each frame produced comes with an `unterminatedFrame` diagnostic.
    ///
    /// - Parameters:
    ///   - time: the time the frames are stamped with (the input's end).
    ///   - diagnostics: receives one `unterminatedFrame` per frame produced.
    /// - Returns: the closed frames, in device order; empty when no report was open.
    public mutating func flush(at time: Timestamp, diagnostics: inout [Diagnostic]) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        for id in deviceIndex.keys.sorted() {
            guard let i = deviceIndex[id] else { continue }
            let state = deviceStates[i]
            let pending =
                !state.finished.isEmpty
                || state.slots.contains { $0.map { $0.moved || $0.touch.phase == .began } ?? false }
            guard pending else { continue }
            report(&diagnostics, Diagnostic(time: time, device: id, code: .unterminatedFrame,
                                            message: "touch events without a closing frame; a frame was synthesized"))
            if let frame = makeFrame(device: id, time: time) { frames.append(frame) }
        }
        return frames
    }

    // MARK: Touch events

    private mutating func handle(_ event: TouchEvent, device id: DeviceID, index d: Int, time: Timestamp,
                                 diagnostics: inout [Diagnostic]) -> TouchFrame? {
        switch event {
        case .frame:
            return makeFrame(device: id, time: time)
        case .down(let slot, let point):
            guard valid(slot, point, id, d, time, "down", &diagnostics) else { return nil }
            if let old = deviceStates[d].slots[slot]?.touch {
                report(&diagnostics, Diagnostic(time: time, device: id, code: .slotReused,
                                                message: """
                                                    down on slot \(slot) while touch \(old.id) is still down; that \
                                                    touch ended first
                                                    """))
                finish(slot: slot, index: d, phase: .ended)
            }
            let touch = Touch(id: TouchID(device: id, serial: nextSerial), slot: slot, location: point,
                              startLocation: point, startTime: time, phase: .began)
            nextSerial += 1
            counters.touchesBegan += 1
            deviceStates[d].slots[slot] = ActiveTouch(touch: touch, moved: false)
            deviceStates[d].activeCount += 1
            return nil
        case .motion(let slot, let point):
            guard valid(slot, point, id, d, time, "motion", &diagnostics) else { return nil }
            // In place: copying the active touch out and back cost more than the motion itself.
            guard let location = deviceStates[d].slots[slot]?.touch.location else {
                report(&diagnostics, Diagnostic(time: time, device: id, code: .unknownSlot,
                                                message: "motion on slot \(slot), which has no touch; ignored"))
                return nil
            }
            if location != point {
                deviceStates[d].slots[slot]?.touch.location = point
                deviceStates[d].slots[slot]?.moved = true
            }
            return nil
        case .up(let slot), .cancel(let slot):
            let isUp: Bool
            if case .up = event { isUp = true } else { isUp = false }
            guard valid(slot, .zero, id, d, time, isUp ? "up" : "cancel", &diagnostics) else { return nil }
            guard deviceStates[d].slots[slot] != nil else {
                report(&diagnostics, Diagnostic(time: time, device: id, code: .unknownSlot,
                                                message: """
                                                    \(isUp ? "up" : "cancel") on slot \(slot), which has no touch; \
                                                    ignored
                                                    """))
                return nil
            }
            finish(slot: slot, index: d, phase: isUp ? .ended : .cancelled)
            return nil
        }
    }

    /// Checks slot range and point finiteness; grows the device's slot table to fit `slot`.
    private mutating func valid(
        _ slot: Int, _ point: Point, _ id: DeviceID, _ d: Int, _ time: Timestamp, _ what: String,
                                _ diagnostics: inout [Diagnostic]) -> Bool {
        guard slot >= 0 && slot < Self.slotLimit else {
            report(&diagnostics, Diagnostic(time: time, device: id, code: .slotOutOfRange,
                                            message: "\(what) on slot \(slot), outside 0..<\(Self.slotLimit); ignored"))
            return false
        }
        guard point.isFinite else {
            report(&diagnostics, Diagnostic(time: time, device: id, code: .nonFiniteCoordinate,
                                            message: "\(what) on slot \(slot) at \(point); dropped"))
            return false
        }
        let count = deviceStates[d].slots.count
        if slot >= count {
            deviceStates[d].slots.append(contentsOf: repeatElement(nil, count: slot + 1 - count))
        }
        return true
    }

    private mutating func finish(slot: Int, index d: Int, phase: TouchPhase) {
        guard var active = deviceStates[d].slots[slot] else { return }
        active.touch.phase = phase
        deviceStates[d].finished.append(active.touch)
        deviceStates[d].slots[slot] = nil
        deviceStates[d].activeCount -= 1
    }

    private mutating func cancelAll(device id: DeviceID, time: Timestamp) -> TouchFrame? {
        guard let d = stateIndex(of: id) else { return nil }
        for slot in deviceStates[d].slots.indices where deviceStates[d].slots[slot] != nil {
            finish(slot: slot, index: d, phase: .cancelled)
        }
        return makeFrame(device: id, time: time)
    }

    /// Builds the frame of `device` into the reusable buffer and resets per-frame phases.
    private mutating func makeFrame(device id: DeviceID, time: Timestamp) -> TouchFrame? {
        guard let d = stateIndex(of: id) else { return nil }
        scratch.removeAll(keepingCapacity: true)
        for t in deviceStates[d].finished { scratch.append(t) }
        for i in deviceStates[d].slots.indices {
            guard var active = deviceStates[d].slots[i] else { continue }
            if active.touch.phase != .began {
                active.touch.phase = active.moved ? .moved : .stationary
            }
            scratch.append(active.touch)
            // After this frame the touch is stationary until it moves again.
            active.touch.phase = .stationary
            active.moved = false
            deviceStates[d].slots[i] = active
        }
        deviceStates[d].finished.removeAll(keepingCapacity: true)
        guard !scratch.isEmpty else { return nil }
        // Landing order (TouchID); insertion sort: in place, tiny n.
        if scratch.count > 1 {
            for k in 1..<scratch.count {
                let t = scratch[k]
                var m = k - 1
                while m >= 0 && t.id < scratch[m].id { scratch[m + 1] = scratch[m]; m -= 1 }
                scratch[m + 1] = t
            }
        }
        counters.frames += 1
        return TouchFrame(time: time, device: id, touches: scratch)
    }

    private func unknownDevice(_ id: DeviceID, _ time: Timestamp, _ what: String) -> Diagnostic {
        Diagnostic(
            time: time, device: id, code: .unknownDevice,
            message: "\(what) for \(id), which was never added (or was removed); ignored")
    }

    private mutating func report(_ diagnostics: inout [Diagnostic], _ d: Diagnostic) {
        counters.diagnostics[d.code, default: 0] += 1
        diagnostics.append(d)
    }
}
