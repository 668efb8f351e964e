import GestureInput

/// Require-to-fail holds: a held recognition waits for its dependencies, and is released (fired
/// at that time, with its data) when the last one fails or stops deciding. Decisions are queued
/// as `ArbitrationStep`s (`RecognizerGraph+Arbitration.swift`).
extension RecognizerGraph {
    /// Node `d` stops waiting for `failed`; released when that was its last undecided dependency.
    func dependencyFailed(_ d: Int, failed i: Int, time: Timestamp) {
        guard case .held(var p) = nodes[d].state, let k = nodes[d].dependencies.firstIndex(of: i) else { return }
        p.waitingMask &= ~(1 << UInt64(k))
        update(d, .waitingFor(p.waitingMask))
        if p.waitingMask == 0 { release(d, p, after: nodes[i].name, time: time) }
    }

    /// Fires a held recognition at `time`: queues its first state, then what it did while held.
    func release(_ i: Int, _ p: PendingRecognition, after dependency: String, time: Timestamp) {
        let samples = nodes[i].heldSamples
        record(time, i, .released(after: dependency))
        replays.append(samples)
        steps.append(.replayHeld(i, p.firstState))
        steps.append(.publish(node: i, p.firstState, samples.first))
    }

    /// Releases held recognizers whose remaining dependencies stopped deciding without failing
    /// (touches gone, no timer pending): they can no longer recognize, so they count as failed.
    /// Keeps a lazy recognizer (one that stays `possible` after its touches lift) from holding
    /// its dependents forever.
    func releaseStaleHolds(time: Timestamp, into output: inout [GestureEvent]) {
        guard mayHoldRecognizers else { return }
        mayHoldRecognizers = false
        for i in nodes.indices {
            // Test the cached flag before matching the state: most nodes are not held.
            guard nodes[i].isHeld, case .held(var p) = nodes[i].state else { continue }
            mayHoldRecognizers = true
            var last: String?
            for (k, d) in nodes[i].dependencies.enumerated() where p.waitingMask & (1 << UInt64(k)) != 0 {
                if nodes[d].published == .possible && !nodes[d].isUndecided {
                    p.waitingMask &= ~(1 << UInt64(k))
                    last = nodes[d].name
                }
            }
            guard last != nil || p.waitingMask == 0 else { continue }
            update(i, .waitingFor(p.waitingMask))
            // A mask already empty: the graph changed under it (a dependency removed).
            if p.waitingMask == 0 {
                release(i, p, after: last ?? "(removed)", time: time)
                arbitrate(time: time, into: &output)
            }
        }
    }

    /// After a structural change: a held recognizer keeps waiting only for dependencies that still
    /// exist and decide; one left with nothing to wait for is released at the end of the next input.
    func recomputeHolds() {
        for i in nodes.indices {
            guard case .held(var p) = nodes[i].state else { continue }
            p.waitingMask = 0
            for (k, d) in nodes[i].dependencies.enumerated()
            where nodes[d].published == .possible && nodes[d].isUndecided {
                p.waitingMask |= 1 << UInt64(k)
            }
            update(i, .waitingFor(p.waitingMask))
        }
    }
}
