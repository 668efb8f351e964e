import GestureInput

/// Routing: which recognizer sees which input, and carrying out what it asked for (ignored
/// touches, timers, transitions). Decisions on its transitions: `RecognizerGraph+Arbitration.swift`.
extension RecognizerArena {
    /// Sends a pointer or touchpad input to the listening recognizers that read its kind
    /// (`deviceRoutes`: built once per graph change from `DeviceInputSelective`), in order.
    mutating func dispatch(device input: RecognizerInput, kind: DeviceInputs, device: DeviceID, time: Timestamp,
                  into output: inout [GestureEvent]) {
        let route = deviceRoutes[kind.route]
        for i in route where nodes[i].isListening {
            let reacted = deliver(input, to: i, time: time, into: &output)
            nodes[i].tie(to: device, reacted: reacted)
        }
    }

    /// Routes a frame: each listening recognizer gets the touches it tracks plus those that began
    /// inside its region; afterwards finished touches are forgotten everywhere.
    mutating func dispatch(frame: TouchFrame, time: Timestamp, into output: inout [GestureEvent]) {
        // Most frames only move touches: nothing lands, nothing lifts. Decide once, not per node.
        var landing = false, finishing = false
        for touch in frame.touches {
            if frame.landed(touch) { landing = true }
            if touch.phase.isFinished { finishing = true }
        }
        // Pass 1: every listening recognizer picks up the touches that land in its region, so
        // exclusivity sees them even when an earlier recognizer decides on this very frame
        // (`sawFrame` is read only by `catchUp`, after a frame where touches land).
        if landing {
            for i in nodes.indices {
                nodes[i].sawFrame = nodes[i].isListening
                if nodes[i].isListening { adopt(landingIn: frame, by: i) }
            }
        }
        // Pass 2: deliver, in order, to those still listening.
        for i in nodes.indices {
            guard nodes[i].isListening, !nodes[i].tracked.isEmpty else { continue }
            var all = true
            var any = false
            for touch in frame.touches {
                if nodes[i].tracks(touch.id) { any = true } else { all = false }
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
        for i in nodes.indices where !nodes[i].tracked.isEmpty {
            for touch in frame.touches where touch.phase.isFinished { nodes[i].forget(touch.id) }
        }
    }

    /// A recognizer released and reset while this frame was being dispatched (its dependency
    /// failed on this frame) missed the touches that landed in it: give it those now, so the
    /// finger that made the dependency fail (a second tap too far away) can still start its own
    /// gesture. Repeats while new recognizers become ready; bounded by the recognizer count.
    mutating func catchUp(frame: TouchFrame, time: Timestamp, into output: inout [GestureEvent]) {
        for _ in 0...nodes.count {
            resetFinished(time: time, into: &output)
            var delivered = false
            for i in nodes.indices {
                guard nodes[i].isListening, !nodes[i].sawFrame, nodes[i].tracked.isEmpty else { continue }
                nodes[i].sawFrame = true
                adopt(landingIn: frame, by: i)
                guard !nodes[i].tracked.isEmpty else { continue }
                deliverTracked(frame, to: i, time: time, into: &output)
                delivered = true
            }
            if !delivered { return }
        }
    }

    /// Node `i` starts tracking the touches that land in `frame` inside its region.
    private mutating func adopt(landingIn frame: TouchFrame, by i: Int) {
        for touch in frame.touches where frame.landed(touch) && !nodes[i].tracks(touch.id) {
            if nodes[i].region.map({ $0.contains(touch.startLocation) }) ?? true { nodes[i].tracked.append(touch.id) }
        }
    }

    /// Delivers the touches of `frame` that node `i` tracks, in its reused scratch frame.
    private mutating func deliverTracked(_ frame: TouchFrame, to i: Int, time: Timestamp,
                                         into output: inout [GestureEvent]) {
        nodes[i].scratch.time = time
        nodes[i].scratch.device = frame.device
        nodes[i].scratch.touches.removeAll(keepingCapacity: true)
        for touch in frame.touches where nodes[i].tracks(touch.id) { nodes[i].scratch.touches.append(touch) }
        deliverTied(nodes[i].scratch, from: frame, to: i, time: time, into: &output)
    }

    /// Delivers `filtered` (what node `i` sees of `frame`), then ties the node to the frame's
    /// device when it reacted or still tracks one of its touches.
    private mutating func deliverTied(_ filtered: TouchFrame, from frame: TouchFrame, to i: Int, time: Timestamp,
                                      into output: inout [GestureEvent]) {
        let reacted = deliver(.frame(filtered), to: i, time: time, into: &output)
        let stillTracks = frame.touches.contains(where: { nodes[i].tracks($0.id) })
        nodes[i].tie(to: frame.device, reacted: reacted || stillTracks)
    }

    private func retimed(_ frame: TouchFrame, _ time: Timestamp) -> TouchFrame {
        var f = frame
        f.time = time
        return f
    }

    /// Calls one recognizer and applies its requests: ignored touches, timers, then transitions.
    /// Returns true when it reacted (asked for a timer or a transition): what ties it to a device.
    @discardableResult
    mutating func deliver(_ input: RecognizerInput, to i: Int, time: Timestamp,
                          into output: inout [GestureEvent]) -> Bool {
        context.prepare(time: time, state: nodes[i].requested)
        nodes[i].box.handle(input, context: &context)
        // Most calls request nothing: test before iterating (iterating retains the buffer).
        if !context.ignoredTouches.isEmpty {
            for touch in context.ignoredTouches { nodes[i].forget(touch) }
        }
        let reacted = !context.timerRequests.isEmpty || !context.transitions.isEmpty
        if !context.timerRequests.isEmpty { applyTimerRequests(of: i) }
        var k = 0
        while k < context.transitions.count {
            let transition = context.transitions[k]
            k += 1
            apply(transition, to: i, time: time, into: &output)
        }
        return reacted
    }
}
