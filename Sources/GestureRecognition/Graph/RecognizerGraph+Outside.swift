import GestureInput

/// The graph ending an attempt from outside the recognizer (removal, device removal, an illegal
/// request), and the chores every decision shares: telling a recognizer it was stopped, cancelling
/// its timers, recording why for `explain`.
extension RecognizerArena {
    /// Fails a still-possible recognizer or cancels a began one, for `code`; decided ones are left.
    mutating func stop(_ i: Int, code: FailureReason.Code, time: Timestamp, into output: inout [GestureEvent]) {
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
    mutating func illegal(_ kind: RecognizerTransition.Kind, _ i: Int, time: Timestamp,
                          into output: inout [GestureEvent]) {
        illegalTransitionCount += 1
        record(time, i, .illegalTransition(from: nodes[i].requested, kind))
        if assertsOnIllegalTransition {
            assertionFailure("recognizer '\(nodes[i].name)' asked for \(kind) from \(nodes[i].requested)")
        }
        stop(i, code: .illegalTransition, time: time, into: &output)
    }

    /// Sends `.cancel` to a recognizer (its requests are ignored) and cancels its timers; `state`
    /// is what the graph made of it (`failed` or `cancelled`), its view during the call.
    mutating func notifyCancel(_ i: Int, as state: GestureState, time: Timestamp) {
        cancelTimers(i)
        cancelContext.prepare(time: time, state: state)
        nodes[i].box.handle(.cancel, context: &cancelContext)
    }

    /// Changes node `i`'s arbitration state (the only way the graph does); one that now sees itself
    /// as finished (recognized, ended, cancelled, failed) makes the next `resetFinished` look.
    mutating func update(_ i: Int, _ event: NodeState.Event) {
        nodes[i].state.handle(event)
        if RecognizerStateMachine.isTerminal(nodes[i].requested) { mayReset = true }
    }

    /// Appends an explain record about node `i` when explaining.
    mutating func record(_ time: Timestamp, _ i: Int, _ event: ExplainRecord.Event) {
        guard isExplaining else { return }
        explainRecords.append(ExplainRecord(time: time, recognizer: nodes[i].name, event: event))
    }
}
