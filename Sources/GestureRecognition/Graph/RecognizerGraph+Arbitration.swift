import GestureInput

/// Arbitration: the state table, require-to-fail holds, exclusivity and simultaneity.
extension RecognizerGraph {
    /// Applies one requested transition of node `i`.
    func apply(_ transition: RecognizerTransition, to i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        // A recognizer failed or cancelled by the graph earlier in this call: requests are void.
        guard node.isListening else { return }
        guard let next = RecognizerStateMachine.next(from: node.requested, transition.kind, behavior: node.box.behavior) else {
            illegal(transition.kind, i, time: time, into: &output)
            return
        }
        switch transition {
        case .recognize(let sample), .begin(let sample):
            requestStart(i, state: next, sample: sample, time: time, into: &output)
        case .change(let sample):
            node.requested = next
            node.lastSample = sample
            if node.pending != nil { node.pending?.latest = sample } else { publish(i, next, sample, time: time, into: &output) }
        case .end(let sample), .cancel(let sample):
            node.requested = next
            node.lastSample = sample
            if node.pending != nil {
                node.pending?.finish = (next, sample)
                cancelTimers(node)
            } else {
                publish(i, next, sample, time: time, into: &output)
            }
        case .fail(let reason):
            node.requested = .failed
            publishFailure(i, reason, by: nil, time: time, into: &output)
        }
    }

    /// A recognizer wants to recognize or begin: fail it if a dependency already won, hold it while
    /// a dependency is still possible, else fire.
    func requestStart(_ i: Int, state: GestureState, sample: GestureSample, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        var mask: UInt64 = 0
        for (k, d) in node.dependencies.enumerated() {
            let dependency = nodes[d]
            switch dependency.published {
            case .possible:
                // Wait only for a dependency that is deciding something (see `isUndecided`).
                if dependency.isUndecided { mask |= 1 << UInt64(k) }
            case .failed:
                continue
            case .recognized, .began, .changed, .ended, .cancelled:
                node.requested = .failed
                publishFailure(i, FailureReason(.dependencyRecognized), by: dependency.name, time: time, into: &output)
                return
            }
        }
        node.requested = state
        node.lastSample = sample
        if mask == 0 {
            publish(i, state, sample, time: time, into: &output)
            return
        }
        node.pending = PendingRecognition(firstState: state, firstSample: sample, latest: nil, finish: nil,
                                          waitingMask: mask, since: time)
        mayHoldRecognizers = true
        if state == .recognized { cancelTimers(node) }
        if isExplaining {
            var names: [String] = []
            for (k, d) in node.dependencies.enumerated() where mask & (1 << UInt64(k)) != 0 { names.append(nodes[d].name) }
            record(time, node, .held(waitingFor: names))
        }
    }

    /// Publishes a state change: emits the event, and on `recognized`/`began` fails dependents
    /// and excludes competitors.
    func publish(_ i: Int, _ state: GestureState, _ sample: GestureSample, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        node.published = state
        node.lastSample = sample
        output.append(GestureEvent(time: time, recognizer: node.name, kind: node.box.kind, state: state, sample: sample))
        record(time, node, .published(state))
        if RecognizerStateMachine.isTerminal(state) { cancelTimers(node) }
        guard state == .recognized || state == .began else { return }
        // One-way require-to-fail: only recognizers that require *this one* to fail are affected.
        for d in node.dependents where (nodes[d].published == .possible && nodes[d].isListening) || nodes[d].pending != nil {
            graphFail(d, FailureReason(.dependencyRecognized), by: node.name, time: time, into: &output)
        }
        exclude(competitorsOf: i, time: time, into: &output)
    }

    /// Exclusivity (DESIGN §5.3): every other recognizer tracking one of this one's touches fails,
    /// or is cancelled if it had begun, unless the pair may recognize simultaneously.
    func exclude(competitorsOf i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        let winner = nodes[i]
        guard !winner.tracked.isEmpty else { return }
        let n = nodes.count
        for j in nodes.indices where j != i && !simultaneous[i * n + j] {
            let other = nodes[j]
            guard other.sharesTouches(with: winner) else { continue }
            switch other.published {
            case .possible:
                guard other.isListening || other.pending != nil else { continue }
                graphFail(j, FailureReason(.excluded), by: winner.name, time: time, into: &output)
            case .began, .changed:
                graphCancel(j, code: .excluded, by: winner.name, time: time, into: &output)
            case .recognized, .ended, .cancelled, .failed:
                continue
            }
        }
    }

    /// The graph fails a recognizer from outside (exclusivity, dependency, device, removal).
    func graphFail(_ i: Int, _ reason: FailureReason, by other: String?, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        let wasListening = node.isListening
        node.pending = nil
        node.requested = .failed
        if wasListening { notifyCancel(node, time: time) }
        publishFailure(i, reason, by: other, time: time, into: &output)
    }

    /// The graph cancels a began gesture from outside; `cancelled` carries the last sample.
    func graphCancel(_ i: Int, code: FailureReason.Code, by other: String?, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        let wasListening = node.isListening
        node.pending = nil
        node.requested = .cancelled
        if wasListening { notifyCancel(node, time: time) }
        record(time, node, .cancelled(code, by: other))
        publish(i, .cancelled, node.lastSample, time: time, into: &output)
    }

    /// Marks a recognizer failed (no event is emitted for failures) and releases recognizers held
    /// waiting for it when it was their last undecided dependency.
    func publishFailure(_ i: Int, _ reason: FailureReason, by other: String?, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        node.published = .failed
        node.pending = nil
        cancelTimers(node)
        record(time, node, .failed(reason, by: other))
        for d in node.dependents {
            let dependent = nodes[d]
            guard var p = dependent.pending, let k = dependent.dependencies.firstIndex(of: i) else { continue }
            p.waitingMask &= ~(1 << UInt64(k))
            dependent.pending = p
            if p.waitingMask == 0 { release(d, after: node.name, time: time, into: &output) }
        }
    }

    /// Releases held recognizers whose remaining dependencies stopped deciding without failing
    /// (touches gone, no timer pending): they can no longer recognize, so they count as failed.
    /// Keeps a lazy recognizer (one that stays `possible` after its touches lift) from holding
    /// its dependents forever.
    func releaseStaleHolds(time: Timestamp, into output: inout [GestureEvent]) {
        guard mayHoldRecognizers else { return }
        mayHoldRecognizers = false
        for i in nodes.indices {
            let node = nodes[i]
            // Test the flag before copying the (large) pending record: most nodes are not held.
            guard node.isHeld, var p = node.pending else { continue }
            mayHoldRecognizers = true
            var last: String?
            for (k, d) in node.dependencies.enumerated() where p.waitingMask & (1 << UInt64(k)) != 0 {
                let dependency = nodes[d]
                if dependency.published == .possible && !dependency.isUndecided {
                    p.waitingMask &= ~(1 << UInt64(k))
                    last = dependency.name
                }
            }
            guard last != nil || p.waitingMask == 0 else { continue }
            node.pending = p
            // A mask already empty: the graph changed under it (a dependency removed).
            if p.waitingMask == 0 { release(i, after: last ?? "(removed)", time: time, into: &output) }
        }
    }

    /// Fires a held recognition at `time`: its first sample, then the latest change and the
    /// finish it reached while held.
    func release(_ i: Int, after dependency: String, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        guard let p = node.pending else { return }
        node.pending = nil
        record(time, node, .released(after: dependency))
        publish(i, p.firstState, p.firstSample, time: time, into: &output)
        // Exclusivity or a dependent chain may have ended it meanwhile.
        guard node.published == p.firstState else { return }
        if let latest = p.latest { publish(i, .changed, latest, time: time, into: &output) }
        if let finish = p.finish, node.published == .began || node.published == .changed {
            publish(i, finish.state, finish.sample, time: time, into: &output)
        }
    }

    /// An illegal transition: counted, recorded, asserted in debug, and the recognizer stops
    /// (failed, or cancelled if it had begun).
    func illegal(_ kind: RecognizerTransition.Kind, _ i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        let node = nodes[i]
        illegalTransitionCount += 1
        record(time, node, .illegalTransition(from: node.requested, kind))
        if assertsOnIllegalTransition {
            assertionFailure("recognizer '\(node.name)' asked for \(kind) from \(node.requested)")
        }
        switch node.published {
        case .began, .changed: graphCancel(i, code: .illegalTransition, by: nil, time: time, into: &output)
        case .possible: graphFail(i, FailureReason(.illegalTransition), by: nil, time: time, into: &output)
        case .recognized, .ended, .cancelled, .failed: node.requested = node.published
        }
    }

    /// Sends `.cancel` to a recognizer (its requests are ignored) and cancels its timers.
    func notifyCancel(_ node: RecognizerNode, time: Timestamp) {
        cancelTimers(node)
        cancelContext.prepare(time: time, state: node.requested)
        node.box.handle(.cancel, context: &cancelContext)
    }

    /// Cancels every pending timer of a recognizer.
    func cancelTimers(_ node: RecognizerNode) {
        guard !node.timers.isEmpty else { return }
        for t in node.timers { scheduler.cancel(t.token) }
        node.timers.removeAll(keepingCapacity: true)
    }

    /// Appends an explain record when explaining.
    func record(_ time: Timestamp, _ node: RecognizerNode, _ event: ExplainRecord.Event) {
        guard isExplaining else { return }
        explainRecords.append(ExplainRecord(time: time, recognizer: node.name, event: event))
    }
}
