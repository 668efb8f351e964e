import GestureInput

/// The graph's inputs: each one fires the timers due by its time (`RecognizerGraph+Timers.swift`),
/// is routed to the recognizers (`RecognizerGraph+Routing.swift`), then finished recognizers
/// reset. The public entry points are `RecognizerGraph`'s; the work is `RecognizerArena`'s.
extension RecognizerGraph {
    /// Handles one input: fires every timer due at or before its time, dispatches it to the
    /// listening recognizers in order, applies their requests, then resets finished recognizers.
    /// A time earlier than the graph's clock is clamped to it and counted in `diagnostics`.
    ///
    /// - Parameters:
    ///   - input: the next input, in time order.
    ///   - output: receives the gesture events this causes, appended in time order.
    public func handle(_ input: GraphInput, into output: inout [GestureEvent]) {
        core.handle(input, into: &output)
    }

    /// Handles one touch frame (shorthand for `handle(.frame(frame), into:)`).
    ///
    /// - Parameters:
    ///   - frame: the next touch frame, in time order.
    ///   - output: receives the gesture events this causes, appended in time order.
    public func handle(_ frame: TouchFrame, into output: inout [GestureEvent]) {
        handle(.frame(frame), into: &output)
    }

    /// Fires every timer due at or before `time`, then sets the clock to `time`.
    ///
    /// - Parameters:
    ///   - time: the time now; an earlier time than the clock's is clamped to it.
    ///   - output: receives the gesture events this causes, appended in time order.
    public func advance(to time: Timestamp, into output: inout [GestureEvent]) {
        handle(.time(time), into: &output)
    }

    /// Fires every pending timer in deadline order, including timers scheduled while firing
    /// (end of a replay). Stops after `limit` timers as a guard against a recognizer that always
    /// reschedules itself.
    ///
    /// - Parameters:
    ///   - limit: the most timers fired before it returns.
    ///   - output: receives the gesture events this causes, appended in time order.
    public func runUntilIdle(limit: Int = 100_000, into output: inout [GestureEvent]) {
        core.runUntilIdle(limit: limit, into: &output)
    }

    /// Device removal: every began gesture from `device` gets `cancelled`, every recognizer still
    /// deciding about it fails, its touches are forgotten, and finished recognizers reset. Timers
    /// due by `time` fire first (same as `handle(.deviceRemoved(time, device), into:)`).
    ///
    /// - Parameters:
    ///   - device: the device that went away.
    ///   - time: when it went away.
    ///   - output: receives the gesture events this causes, appended in time order.
    public func cancelAll(device: DeviceID, at time: Timestamp, into output: inout [GestureEvent]) {
        handle(.deviceRemoved(time, device), into: &output)
    }
}

extension RecognizerArena {
    /// `RecognizerGraph.handle(_:into:)`: timers due first, then the input, then resets.
    mutating func handle(_ input: GraphInput, into output: inout [GestureEvent]) {
        if let regression = scheduler.clock.regression(input.time, device: input.device) {
            diagnostics.append(regression)
        }
        let time = scheduler.clock.clamped(input.time)
        fireTimers(through: time, into: &output)
        scheduler.setNow(time)
        switch input {
        case .frame(let frame):
            dispatch(frame: frame, time: time, into: &output)
        case .pointer(_, let device, let event):
            dispatch(device: .pointer(time, device, event), kind: DeviceInputs(event), device: device, time: time,
                     into: &output)
        case .touchpadGesture(_, let device, let event):
            dispatch(device: .touchpadGesture(time, device, event), kind: DeviceInputs(event.kind), device: device,
                     time: time, into: &output)
        case .deviceRemoved(_, let device):
            cancelDevice(device, at: time, into: &output)
        case .time:
            break
        }
        resetFinished(time: time, into: &output)
    }

    /// `RecognizerGraph.runUntilIdle(limit:into:)`.
    mutating func runUntilIdle(limit: Int, into output: inout [GestureEvent]) {
        var fired = 0
        while fired < limit, let deadline = scheduler.nextDeadline {
            let t = max(deadline, scheduler.now)
            fired += fireTimers(through: t, into: &output)
            resetFinished(time: t, into: &output)
        }
    }

    /// `RecognizerGraph.cancelAll(device:at:into:)`, once timers due by `time` have fired.
    mutating func cancelDevice(_ device: DeviceID, at time: Timestamp, into output: inout [GestureEvent]) {
        for i in nodes.indices {
            var involved = nodes[i].tiedDevice == device
            for t in nodes[i].tracked where t.device == device { involved = true }
            if nodes[i].isHeld, nodes[i].heldSamples.first.device == device { involved = true }
            guard involved else { continue }
            nodes[i].tracked.removeAll { $0.device == device }
            switch nodes[i].state {
            case .active, .held:
                stop(i, code: .deviceRemoved, time: time, into: &output)
            case .listening:
                if nodes[i].tiedDevice == device { stop(i, code: .deviceRemoved, time: time, into: &output) }
            case .decided:
                break
            }
        }
        resetFinished(time: time, into: &output)
    }

    /// Resets every recognizer that reached a terminal state, is not held and tracks no touches.
    mutating func resetFinished(time: Timestamp, into output: inout [GestureEvent]) {
        releaseStaleHolds(time: time, into: &output)
        guard mayReset else { return }
        mayReset = false
        for i in nodes.indices where RecognizerStateMachine.isTerminal(nodes[i].requested) {
            // Terminal as it sees itself and not held: the node state is `decided`. One still
            // held or touched is looked at again after the next input.
            guard !nodes[i].isHeld, nodes[i].tracked.isEmpty else {
                mayReset = true
                continue
            }
            cancelTimers(i)
            update(i, .reset)
            nodes[i].lastSample = .empty
            nodes[i].tiedDevice = nil
            record(time, i, .reset)
            deliver(.reset, to: i, time: time, into: &output)
        }
    }
}

extension GraphInput {
    /// The device an input names, if any.
    var device: DeviceID? {
        switch self {
        case .frame(let f): f.device
        case .pointer(_, let d, _), .touchpadGesture(_, let d, _), .deviceRemoved(_, let d): d
        case .time: nil
        }
    }
}
