import GestureInput

/// Timers are inputs (docs/recognition.md, "Arbitration rules", rule 2): a recognizer asks for
/// them through its context (`applyTimerRequests`), every timer due at or before an input's time
/// fires first, in deadline order (`fireTimers`), and a recognizer that is decided or reset loses
/// its own (`cancelTimers`). A timer names its recognizer by serial, so removals don't shift it.
extension RecognizerArena {
    /// Fires timers due by `time` in order; returns how many fired.
    @discardableResult
    mutating func fireTimers(through time: Timestamp, into output: inout [GestureEvent]) -> Int {
        var count = 0
        while let fired = scheduler.popDue(through: time) {
            count += 1
            guard let i = nodeIndex(serial: fired.payload.serial) else { continue }
            guard let k = nodes[i].timers.firstIndex(where: { $0.token == fired.token }) else { continue }
            nodes[i].timers.remove(at: k)
            guard nodes[i].isListening else { continue }
            deliver(.timer(fired.payload.id, deadline: fired.deadline), to: i, time: scheduler.now, into: &output)
            // Reset at the timer's time, so recognizers it finished listen again for later timers.
            resetFinished(time: scheduler.now, into: &output)
        }
        return count
    }

    /// Carries out the timer requests node `i` just made: each replaces its pending timer of the
    /// same id; a deadline schedules it again while the node listens.
    mutating func applyTimerRequests(of i: Int) {
        for request in context.timerRequests {
            if let k = nodes[i].timers.firstIndex(where: { $0.id == request.id }) {
                scheduler.cancel(nodes[i].timers[k].token)
                nodes[i].timers.remove(at: k)
            }
            if let deadline = request.deadline, nodes[i].isListening {
                let token = scheduler.schedule(at: deadline, TimerPayload(serial: nodes[i].serial, id: request.id))
                nodes[i].timers.append((request.id, token))
            }
        }
    }

    /// Cancels every pending timer of node `i`.
    mutating func cancelTimers(_ i: Int) {
        guard !nodes[i].timers.isEmpty else { return }
        for t in nodes[i].timers { scheduler.cancel(t.token) }
        nodes[i].timers.removeAll(keepingCapacity: true)
    }
}
