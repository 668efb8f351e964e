import GestureInput

/// Arbitration decisions (docs/recognition.md): the state table, require-to-fail holds, exclusivity
/// and simultaneity. Each entry point queues `ArbitrationStep`s and runs the work list to the end;
/// no step calls another. Routing (who sees which input) is in `RecognizerGraph+Routing.swift`.
extension RecognizerGraph {
    /// Applies one requested transition of node `i`.
    func apply(_ transition: RecognizerTransition, to i: Int, time: Timestamp, into output: inout [GestureEvent]) {
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

    /// A recognizer wants to recognize or begin: fail it if a dependency already won, hold it while
    /// a dependency is still possible, else fire.
    func requestStart(_ i: Int, state: GestureState, sample: GestureSample, time: Timestamp) {
        var mask: UInt64 = 0
        for (k, d) in nodes[i].dependencies.enumerated() {
            switch nodes[d].published {
            case .possible:
                // Wait only for a dependency that is deciding something (see `isUndecided`).
                if nodes[d].isUndecided { mask |= 1 << UInt64(k) }
            case .failed:
                continue
            case .recognized, .began, .changed, .ended, .cancelled:
                steps.append(.markFailed(i, FailureReason(.dependencyRecognized), by: d))
                return
            }
        }
        nodes[i].lastSample = sample
        if mask == 0 {
            steps.append(.publish(node: i, state, sample))
            return
        }
        nodes[i].heldSamples = HeldSamples(first: sample)
        update(i, .hold(PendingRecognition(firstState: state, waitingMask: mask, since: time)))
        mayHoldRecognizers = true
        if state == .recognized { cancelTimers(i) }
        if isExplaining {
            var names: [String] = []
            for (k, d) in nodes[i].dependencies.enumerated() where mask & (1 << UInt64(k)) != 0 {
                names.append(nodes[d].name)
            }
            record(time, i, .held(waitingFor: names))
        }
    }

    /// Runs the work list until it is empty: each step carries out one decision and queues its
    /// consequences (see `ArbitrationStep`).
    func arbitrate(time: Timestamp, into output: inout [GestureEvent]) {
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
    func publish(_ i: Int, _ state: GestureState, _ sample: GestureSample, time: Timestamp,
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

    /// Exclusivity (docs/design.md, "Arbitration", rule 3): one step per other node that may not
    /// recognize with `winner`.
    func queueExclusion(of i: Int) {
        guard !nodes[i].tracked.isEmpty else { return }
        let n = nodes.count
        // An empty matrix: no pair was declared (see `rebuild`).
        let anySimultaneous = !simultaneous.isEmpty
        for j in nodes.indices.reversed() where j != i && !(anySimultaneous && simultaneous[i * n + j]) {
            steps.append(.excludeOne(j, winner: i))
        }
    }

    /// True when nodes `j` and `i` track a touch in common.
    func sharesTouches(_ j: Int, _ i: Int) -> Bool {
        for t in nodes[j].tracked where nodes[i].tracks(t) { return true }
        return false
    }

    /// A node sharing a touch with `winner` fails, or is cancelled if it had begun.
    func excludeOne(_ j: Int, winner i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        guard sharesTouches(j, i) else { return }
        switch nodes[j].state {
        case .listening, .held: steps.append(.fail(j, FailureReason(.excluded), by: i))
        case .active: cancel(j, code: .excluded, by: nodes[i].name, time: time, into: &output)
        case .decided: return
        }
    }

    /// The graph cancels a began gesture from outside; `cancelled` carries the last sample.
    func cancel(_ i: Int, code: FailureReason.Code, by other: String?, time: Timestamp,
                into output: inout [GestureEvent]) {
        let wasListening = nodes[i].isListening
        if wasListening { notifyCancel(i, as: .cancelled, time: time) }
        record(time, i, .cancelled(code, by: other))
        publish(i, .cancelled, nodes[i].lastSample, time: time, into: &output)
    }

    /// Marks a recognizer failed (no event is emitted for failures) and queues, for each node
    /// that requires it to fail, the end of that wait.
    func markFailed(_ i: Int, _ reason: FailureReason, by other: Int?, time: Timestamp) {
        if nodes[i].published != .failed { update(i, .fail) }
        cancelTimers(i)
        record(time, i, .failed(reason, by: other.map { nodes[$0].name }))
        for d in nodes[i].dependents.reversed() { steps.append(.dependencyFailed(d, failed: i)) }
    }
}
