import GestureInput

/// The graph ending an attempt from outside the recognizer (removal, device removal, an illegal
/// request), and the chores every decision shares: telling a recognizer it was stopped, cancelling
/// its timers, recording why for `explain`.
extension RecognizerGraph {
    /// Fails a still-possible recognizer or cancels a began one, for `code`; decided ones are left.
    func stop(_ i: Int, code: FailureReason.Code, time: Timestamp, into output: inout [GestureEvent]) {
        switch nodes[i].state {
        case .active: cancel(i, code: code, by: nil, time: time, into: &output)
        case .listening, .held:
            steps.append(.fail(i, FailureReason(code), by: nil))
            arbitrate(time: time, into: &output)
        case .decided: break
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
        stop(i, code: .illegalTransition, time: time, into: &output)
    }

    /// Sends `.cancel` to a recognizer (its requests are ignored) and cancels its timers; `state`
    /// is what the graph made of it (`failed` or `cancelled`), its view during the call.
    func notifyCancel(_ node: RecognizerNode, as state: GestureState, time: Timestamp) {
        cancelTimers(node)
        cancelContext.prepare(time: time, state: state)
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
