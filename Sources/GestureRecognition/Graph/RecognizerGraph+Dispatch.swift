import GestureInput

extension RecognizerGraph {
    /// Handles one input: fires every timer due at or before its time, dispatches it to the
    /// listening recognizers in order, applies their requests, then resets finished recognizers.
    public func handle(_ input: GraphInput, into output: inout [GestureEvent]) {
        let time = clamped(input.time, device: input.device)
        fireTimers(through: time, into: &output)
        scheduler.setNow(time)
        switch input {
        case .frame(let frame):
            dispatch(frame: frame, time: time, into: &output)
        case .pointer(_, let device, let event):
            dispatchToAll(.pointer(time, device, event), device: device, time: time, into: &output)
        case .touchpadGesture(_, let device, let event):
            dispatchToAll(.touchpadGesture(time, device, event), device: device, time: time, into: &output)
        case .deviceRemoved(_, let device):
            cancelDevice(device, at: time, into: &output)
        case .time:
            break
        }
        resetFinished(time: time, into: &output)
    }

    /// Handles one touch frame (shorthand for `handle(.frame(frame), into:)`).
    public func handle(_ frame: TouchFrame, into output: inout [GestureEvent]) {
        handle(.frame(frame), into: &output)
    }

    /// Fires every timer due at or before `time`, then sets the clock to `time`.
    public func advance(to time: Timestamp, into output: inout [GestureEvent]) {
        handle(.time(time), into: &output)
    }

    /// Fires every pending timer in deadline order, including timers scheduled while firing
    /// (end of a replay). Stops after `limit` timers as a guard against a recognizer that always
    /// reschedules itself.
    public func runUntilIdle(limit: Int = 100_000, into output: inout [GestureEvent]) {
        var fired = 0
        while fired < limit, let deadline = scheduler.nextDeadline {
            let t = max(deadline, scheduler.now)
            fired += fireTimers(through: t, into: &output)
            resetFinished(time: t, into: &output)
        }
    }

    /// Device removal: every began gesture from `device` gets `cancelled`, every recognizer still
    /// deciding about it fails, its touches are forgotten, and finished recognizers reset. Timers
    /// due by `time` fire first (same as `handle(.deviceRemoved(time, device), into:)`).
    public func cancelAll(device: DeviceID, at time: Timestamp, into output: inout [GestureEvent]) {
        handle(.deviceRemoved(time, device), into: &output)
    }

    func cancelDevice(_ device: DeviceID, at time: Timestamp, into output: inout [GestureEvent]) {
        for i in nodes.indices {
            let node = nodes[i]
            var involved = node.lastDevice == device
            for t in node.tracked where t.device == device { involved = true }
            if let p = node.pending, p.firstSample.device == device { involved = true }
            guard involved else { continue }
            node.tracked.removeAll { $0.device == device }
            switch node.published {
            case .began, .changed:
                graphCancel(i, code: .deviceRemoved, by: nil, time: time, into: &output)
            case .possible:
                if node.pending != nil || node.requested != .possible || node.lastDevice == device {
                    graphFail(i, FailureReason(.deviceRemoved), by: nil, time: time, into: &output)
                }
            case .recognized, .ended, .cancelled, .failed:
                break
            }
        }
        resetFinished(time: time, into: &output)
    }

    // MARK: Routing

    /// Clamps a time that went backwards to the scheduler's time, recording a diagnostic.
    func clamped(_ time: Timestamp, device: DeviceID?) -> Timestamp {
        guard time < scheduler.now else { return time }
        diagnostics.append(Diagnostic(time: time, device: device, code: .timeWentBackwards,
                                      message: "input at \(time.microseconds)µs is earlier than \(scheduler.now.microseconds)µs; clamped"))
        return scheduler.now
    }

    /// Fires timers due by `time` in order; returns how many fired.
    @discardableResult
    func fireTimers(through time: Timestamp, into output: inout [GestureEvent]) -> Int {
        var count = 0
        while let fired = scheduler.popDue(through: time) {
            count += 1
            guard let i = nodeIndex(serial: fired.payload.serial) else { continue }
            let node = nodes[i]
            guard let k = node.timers.firstIndex(where: { $0.token == fired.token }) else { continue }
            node.timers.remove(at: k)
            guard node.isListening else { continue }
            deliver(.timer(fired.payload.id, deadline: fired.deadline), to: i, time: scheduler.now, into: &output)
            // Reset at the timer's time, so recognizers it finished listen again for later timers.
            resetFinished(time: scheduler.now, into: &output)
        }
        return count
    }

    /// After a frame was delivered: the recognizer is involved with the frame's device only if it
    /// still tracks one of its touches or reacted (a transition or a timer). A touchpad recognizer
    /// that ignores every touchscreen touch stays tied to the touchpad, so removing the touchscreen
    /// does not cancel it and removing the touchpad does — the same rule as `dispatchToAll`.
    func noteDevice(of frame: TouchFrame, node: RecognizerNode) {
        let reacted = !context.transitions.isEmpty || !context.timerRequests.isEmpty
        if reacted || frame.touches.contains(where: { node.tracks($0.id) }) {
            node.lastDevice = frame.device
        }
    }

    /// Sends a non-touch input to every listening recognizer in order (except touch-only ones,
    /// which would ignore it: `TouchOnlyRecognizer`).
    func dispatchToAll(_ input: RecognizerInput, device: DeviceID, time: Timestamp, into output: inout [GestureEvent]) {
        for i in nodes.indices where nodes[i].isListening && nodes[i].box.takesDeviceEvents {
            deliver(input, to: i, time: time, into: &output)
            // Only a recognizer that reacted (asked for a timer or a transition) is involved with
            // the device: mouse motion must not tie every tap recognizer to the mouse.
            if !context.transitions.isEmpty || !context.timerRequests.isEmpty { nodes[i].lastDevice = device }
        }
    }

    /// Routes a frame: each listening recognizer gets the touches it tracks plus those that began
    /// inside its region; afterwards finished touches are forgotten everywhere.
    func dispatch(frame: TouchFrame, time: Timestamp, into output: inout [GestureEvent]) {
        // Most frames only move touches: nothing lands, nothing lifts. Decide once, not per node.
        var landing = false, finishing = false
        for touch in frame.touches {
            if touch.landed(in: frame) { landing = true }
            if touch.phase.isFinished { finishing = true }
        }
        // Pass 1: every listening recognizer picks up the touches that land in its region, so
        // exclusivity sees them even when an earlier recognizer decides on this very frame.
        for node in nodes {
            node.sawFrame = node.isListening
            guard landing, node.isListening else { continue }
            for touch in frame.touches where touch.landed(in: frame) && !node.tracks(touch.id) {
                if node.region.map({ $0.contains(touch.startLocation) }) ?? true { node.tracked.append(touch.id) }
            }
        }
        // Pass 2: deliver, in order, to those still listening.
        for i in nodes.indices {
            let node = nodes[i]
            guard node.isListening, !node.tracked.isEmpty else { continue }
            var all = true
            var any = false
            for touch in frame.touches {
                if node.tracks(touch.id) { any = true } else { all = false }
            }
            guard any else { continue }
            if all {
                deliver(.frame(time == frame.time ? frame : retimed(frame, time)), to: i, time: time, into: &output)
            } else {
                node.scratch.time = time
                node.scratch.device = frame.device
                node.scratch.touches.removeAll(keepingCapacity: true)
                for touch in frame.touches where node.tracks(touch.id) { node.scratch.touches.append(touch) }
                deliver(.frame(node.scratch), to: i, time: time, into: &output)
            }
            noteDevice(of: frame, node: node)
        }
        if landing { catchUp(frame: frame, time: time, into: &output) }
        guard finishing else { return }
        for node in nodes where !node.tracked.isEmpty {
            for touch in frame.touches where touch.phase.isFinished {
                if let k = node.tracked.firstIndex(of: touch.id) { node.tracked.remove(at: k) }
            }
        }
    }

    /// A recognizer released and reset while this frame was being dispatched (its dependency
    /// failed on this frame) missed the touches that landed in it: give it those now, so the
    /// finger that made the dependency fail (a second tap too far away) can still start its own
    /// gesture. Repeats while new recognizers become ready; bounded by the recognizer count.
    func catchUp(frame: TouchFrame, time: Timestamp, into output: inout [GestureEvent]) {
        guard frame.touches.contains(where: { $0.landed(in: frame) }) else { return }
        for _ in 0...nodes.count {
            resetFinished(time: time, into: &output)
            var delivered = false
            for i in nodes.indices {
                let node = nodes[i]
                guard node.isListening, !node.sawFrame, node.tracked.isEmpty else { continue }
                node.sawFrame = true
                for touch in frame.touches where touch.landed(in: frame) {
                    if node.region.map({ $0.contains(touch.startLocation) }) ?? true { node.tracked.append(touch.id) }
                }
                guard !node.tracked.isEmpty else { continue }
                node.scratch.time = time
                node.scratch.device = frame.device
                node.scratch.touches.removeAll(keepingCapacity: true)
                for touch in frame.touches where node.tracks(touch.id) { node.scratch.touches.append(touch) }
                deliver(.frame(node.scratch), to: i, time: time, into: &output)
                noteDevice(of: frame, node: node)
                delivered = true
            }
            if !delivered { return }
        }
    }

    private func retimed(_ frame: TouchFrame, _ time: Timestamp) -> TouchFrame {
        var f = frame
        f.time = time
        return f
    }

    /// Calls one recognizer and applies its requests: ignored touches, timers, then transitions.
    func deliver(_ input: RecognizerInput, to i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        context.prepare(time: time, state: node.requested)
        node.box.handle(input, context: &context)
        // Most calls request nothing: test before iterating (iterating retains the buffer).
        if !context.ignoredTouches.isEmpty {
            for touch in context.ignoredTouches {
                if let k = node.tracked.firstIndex(of: touch) { node.tracked.remove(at: k) }
            }
        }
        if !context.timerRequests.isEmpty {
            for request in context.timerRequests {
                if let k = node.timers.firstIndex(where: { $0.id == request.id }) {
                    scheduler.cancel(node.timers[k].token)
                    node.timers.remove(at: k)
                }
                if let deadline = request.deadline, node.isListening {
                    let token = scheduler.schedule(at: deadline, TimerPayload(serial: node.serial, id: request.id))
                    node.timers.append((request.id, token))
                }
            }
        }
        var k = 0
        while k < context.transitions.count {
            let transition = context.transitions[k]
            k += 1
            apply(transition, to: i, time: time, into: &output)
        }
    }

    /// Resets every recognizer that reached a terminal state, is not held and tracks no touches.
    func resetFinished(time: Timestamp, into output: inout [GestureEvent]) {
        releaseStaleHolds(time: time, into: &output)
        for i in nodes.indices {
            let node = nodes[i]
            guard RecognizerStateMachine.isTerminal(node.requested), !node.isHeld, node.tracked.isEmpty else { continue }
            cancelTimers(node)
            node.published = .possible
            node.requested = .possible
            node.lastSample = .empty
            node.lastDevice = nil
            record(time, node, .reset)
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

extension Touch {
    /// True when the touch is new in `frame`: it began, or it landed and lifted (or was cancelled)
    /// within this one report (`TouchTracker` then reports it only once, already finished).
    func landed(in frame: TouchFrame) -> Bool {
        phase == .began || (phase.isFinished && startTime == frame.time)
    }
}
