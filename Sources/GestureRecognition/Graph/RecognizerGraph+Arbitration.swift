import GestureInput

/// The arbitration work list (docs/recognition.md, "Arbitration rules"): a requested transition
/// is checked against the state table, then every decision runs as an `ArbitrationStep` queued on
/// one list, so that consequences run depth first in the order they were caused and no step calls
/// another. Publishing a winner queues the two rules it triggers: require-to-fail
/// (`RecognizerGraph+RequireToFail.swift`) and exclusivity (`RecognizerGraph+Exclusivity.swift`).
/// Routing (who sees which input) is in `RecognizerGraph+Routing.swift`.
extension RecognizerArena {
    /// Applies one requested transition of node `i`.
    mutating func apply(_ transition: RecognizerTransition, to i: Int, time: Timestamp,
                        into output: inout [GestureEvent]) {
        // A recognizer failed or cancelled by the graph earlier in this call: requests are void.
        guard nodes[i].isListening else { return }
        let requested = nodes[i].requested
        let behavior = nodes[i].box.behavior
        guard let next = RecognizerStateMachine.next(from: requested, transition.kind, behavior: behavior) else {
            illegal(transition.kind, i, time: time, into: &output)
            return
        }
        switch transition {
        case .recognize(let sample), .begin(let sample):
            requestStart(i, state: next, sample: sample, time: time)
        // A change or finish has no consequence for other recognizers: published at once.
        case .change(let sample):
            nodes[i].lastSample = sample
            if nodes[i].isHeld {
                nodes[i].heldSamples.latest = sample
                update(i, .heldChange)
            } else {
                publish(i, next, sample, time: time, into: &output)
            }
        case .end(let sample), .cancel(let sample):
            nodes[i].lastSample = sample
            if nodes[i].isHeld {
                nodes[i].heldSamples.finish = (next, sample)
                update(i, .heldFinish(next))
                cancelTimers(i)
            } else {
                publish(i, next, sample, time: time, into: &output)
            }
        case .fail(let reason):
            steps.append(.markFailed(i, reason, by: nil))
        }
        arbitrate(time: time, into: &output)
    }

    /// Runs the work list until it is empty: each step carries out one decision and queues its
    /// consequences (see `ArbitrationStep`).
    mutating func arbitrate(time: Timestamp, into output: inout [GestureEvent]) {
        while let step = steps.popLast() {
            switch step {
            case .publish(let i, let state, let sample):
                publish(i, state, sample, time: time, into: &output)
            case .failDependent(let d, let winner):
                if nodes[d].state.isUndecidedToOthers {
                    steps.append(.fail(d, FailureReason(.dependencyRecognized), by: winner))
                }
            case .exclude(let winner):
                queueExclusion(of: winner)
            case .excludeOne(let j, let winner):
                excludeOne(j, winner: winner, time: time, into: &output)
            case .fail(let i, let reason, let by):
                let wasListening = nodes[i].isListening
                update(i, .fail)
                if wasListening { notifyCancel(i, as: .failed, time: time) }
                markFailed(i, reason, by: by, time: time)
            case .markFailed(let i, let reason, let by):
                markFailed(i, reason, by: by, time: time)
            case .dependencyFailed(let d, let failed):
                dependencyFailed(d, failed: failed, time: time)
            case .replayHeld(let i, let firstState):
                // Exclusivity or a dependent chain may have ended it meanwhile.
                guard let p = replays.popLast() else { continue }
                guard nodes[i].published == firstState else { continue }
                if let latest = p.latest { publish(i, .changed, latest, time: time, into: &output) }
                if let finish = p.finish, nodes[i].published == .began || nodes[i].published == .changed {
                    publish(i, finish.state, finish.sample, time: time, into: &output)
                }
            }
        }
    }

    /// Publishes a state change: emits the event, and on `recognized`/`began` queues the failure of
    /// its dependents, then the exclusion of its competitors.
    mutating func publish(_ i: Int, _ state: GestureState, _ sample: GestureSample, time: Timestamp,
                 into output: inout [GestureEvent]) {
        update(i, .publish(state))
        nodes[i].lastSample = sample
        output.append(GestureEvent(time: time, recognizer: nodes[i].name, kind: nodes[i].box.kind, state: state,
                                   sample: sample))
        record(time, i, .published(state))
        if RecognizerStateMachine.isTerminal(state) { cancelTimers(i) }
        guard state == .recognized || state == .began else { return }
        // One-way require-to-fail: only recognizers that require *this one* to fail are affected.
        steps.append(.exclude(winner: i))
        for d in nodes[i].dependents.reversed() { steps.append(.failDependent(d, winner: i)) }
    }

    /// The graph cancels a began gesture from outside; `cancelled` carries the last sample.
    mutating func cancel(_ i: Int, code: FailureReason.Code, by other: String?, time: Timestamp,
                into output: inout [GestureEvent]) {
        let wasListening = nodes[i].isListening
        if wasListening { notifyCancel(i, as: .cancelled, time: time) }
        record(time, i, .cancelled(code, by: other))
        publish(i, .cancelled, nodes[i].lastSample, time: time, into: &output)
    }

    /// Marks a recognizer failed (no event is emitted for failures) and queues, for each node
    /// that requires it to fail, the end of that wait.
    mutating func markFailed(_ i: Int, _ reason: FailureReason, by other: Int?, time: Timestamp) {
        if nodes[i].published != .failed { update(i, .fail) }
        cancelTimers(i)
        record(time, i, .failed(reason, by: other.map { nodes[$0].name }))
        for d in nodes[i].dependents.reversed() { steps.append(.dependencyFailed(d, failed: i)) }
    }
}
