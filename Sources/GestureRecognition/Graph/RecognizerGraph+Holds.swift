import GestureInput

/// Holds (docs/recognition.md, "Arbitration rules", rule 3): a recognizer held by require-to-fail
/// (`requestStart` in `RecognizerGraph+RequireToFail.swift` holds it) is released when its last
/// undecided dependency fails or stops deciding, and then publishes, at that time, what it did
/// while held. `mayHoldRecognizers` lets the per-input scan return at once when none is held.
extension RecognizerArena {
    /// Fires a held recognition at `time`: queues its first state, then what it did while held.
    mutating func release(_ i: Int, _ p: PendingRecognition, after dependency: String, time: Timestamp) {
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
    mutating func releaseStaleHolds(time: Timestamp, into output: inout [GestureEvent]) {
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
    mutating func recomputeHolds() {
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
