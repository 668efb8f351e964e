import GestureInput

/// Routing: which recognizer sees which input, and carrying out what it asked for (ignored
/// touches, timers, transitions). Decisions on its transitions: `RecognizerGraph+Arbitration.swift`.
extension RecognizerGraph {
    /// Sends a non-touch input to every listening recognizer in order (except touch-only ones,
    /// which would ignore it: `TouchOnlyRecognizer`).
    func dispatchToAll(_ input: RecognizerInput, device: DeviceID, time: Timestamp, into output: inout [GestureEvent]) {
        for i in nodes.indices where nodes[i].isListening && nodes[i].box.takesDeviceEvents {
            let reacted = deliver(input, to: i, time: time, into: &output)
            nodes[i].tie(to: device, reacted: reacted)
        }
    }

    /// Routes a frame: each listening recognizer gets the touches it tracks plus those that began
    /// inside its region; afterwards finished touches are forgotten everywhere.
    func dispatch(frame: TouchFrame, time: Timestamp, into output: inout [GestureEvent]) {
        // Most frames only move touches: nothing lands, nothing lifts. Decide once, not per node.
        var landing = false, finishing = false
        for touch in frame.touches {
            if frame.landed(touch) { landing = true }
            if touch.phase.isFinished { finishing = true }
        }
        // Pass 1: every listening recognizer picks up the touches that land in its region, so
        // exclusivity sees them even when an earlier recognizer decides on this very frame.
        for node in nodes {
            node.sawFrame = node.isListening
            guard landing, node.isListening else { continue }
            adopt(landingIn: frame, by: node)
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
                let whole = time == frame.time ? frame : retimed(frame, time)
                deliverTied(whole, from: frame, to: i, time: time, into: &output)
            } else {
                deliverTracked(frame, to: i, time: time, into: &output)
            }
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
        for _ in 0...nodes.count {
            resetFinished(time: time, into: &output)
            var delivered = false
            for i in nodes.indices {
                let node = nodes[i]
                guard node.isListening, !node.sawFrame, node.tracked.isEmpty else { continue }
                node.sawFrame = true
                adopt(landingIn: frame, by: node)
                guard !node.tracked.isEmpty else { continue }
                deliverTracked(frame, to: i, time: time, into: &output)
                delivered = true
            }
            if !delivered { return }
        }
    }

    /// `node` starts tracking the touches that land in `frame` inside its region.
    private func adopt(landingIn frame: TouchFrame, by node: RecognizerNode) {
        for touch in frame.touches where frame.landed(touch) && !node.tracks(touch.id) {
            if node.region.map({ $0.contains(touch.startLocation) }) ?? true { node.tracked.append(touch.id) }
        }
    }

    /// Delivers the touches of `frame` that node `i` tracks, in its reused scratch frame.
    private func deliverTracked(_ frame: TouchFrame, to i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        node.scratch.time = time
        node.scratch.device = frame.device
        node.scratch.touches.removeAll(keepingCapacity: true)
        for touch in frame.touches where node.tracks(touch.id) { node.scratch.touches.append(touch) }
        deliverTied(node.scratch, from: frame, to: i, time: time, into: &output)
    }

    /// Delivers `filtered` (what node `i` sees of `frame`), then ties the node to the frame's
    /// device when it reacted or still tracks one of its touches.
    private func deliverTied(_ filtered: TouchFrame, from frame: TouchFrame, to i: Int, time: Timestamp,
                             into output: inout [GestureEvent]) {
        let reacted = deliver(.frame(filtered), to: i, time: time, into: &output)
        let node = nodes[i]
        node.tie(to: frame.device, reacted: reacted || frame.touches.contains(where: { node.tracks($0.id) }))
    }

    private func retimed(_ frame: TouchFrame, _ time: Timestamp) -> TouchFrame {
        var f = frame
        f.time = time
        return f
    }

    /// Calls one recognizer and applies its requests: ignored touches, timers, then transitions.
    /// Returns true when it reacted (asked for a timer or a transition): what ties it to a device.
    @discardableResult
    func deliver(_ input: RecognizerInput, to i: Int, time: Timestamp, into output: inout [GestureEvent]) -> Bool {
        let node = nodes[i]
        context.prepare(time: time, state: node.requested)
        node.box.handle(input, context: &context)
        // Most calls request nothing: test before iterating (iterating retains the buffer).
        if !context.ignoredTouches.isEmpty {
            for touch in context.ignoredTouches {
                if let k = node.tracked.firstIndex(of: touch) { node.tracked.remove(at: k) }
            }
        }
        let reacted = !context.timerRequests.isEmpty || !context.transitions.isEmpty
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
        return reacted
    }
}
