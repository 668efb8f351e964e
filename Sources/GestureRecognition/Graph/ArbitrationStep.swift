import GestureInput

/// One step of arbitration, queued on the graph's work list and carried out in order by
/// `RecognizerArena.arbitrate(time:into:)`. A step never calls another step: it pushes the steps that
/// follow from it, so a chain of consequences (a winner fails a dependent, whose failure releases
/// a held recognizer, which wins in turn…) runs as a loop, not as recursion.
///
/// The list is last-in first-out and a step pushes its follow-ups in reverse, so consequences are
/// carried out depth first, in the order they were caused (the order golden traces record).
/// Conditions are checked when a step runs, not when it is queued: earlier steps may have decided
/// the node meanwhile.
enum ArbitrationStep {
    /// Publish `state` for node `node` (emits the event); `recognized`/`began` then fail its
    /// dependents and exclude its competitors.
    case publish(node: Int, GestureState, GestureSample)
    /// Node `dependent` requires `winner` to fail, and `winner` just recognized: fail it if it is
    /// still undecided.
    case failDependent(Int, winner: Int)
    /// Exclusivity after `winner` recognized or began: one step per other node.
    case exclude(winner: Int)
    /// Fail or cancel node `node` if it shares a touch with `winner` (and may not recognize with it).
    case excludeOne(Int, winner: Int)
    /// The graph fails a node from outside (exclusivity, dependency, device, removal, illegal).
    case fail(Int, FailureReason, by: Int?)
    /// A node failed (by itself or the graph): mark it and tell the nodes waiting for it.
    case markFailed(Int, FailureReason, by: Int?)
    /// Node `failed` failed: node `dependent`, if held, stops waiting for it, and is released when
    /// it was the last one.
    case dependencyFailed(Int, failed: Int)
    /// After a released recognition published its first state: publish what it did while held
    /// (latest change, then its finish), unless the release ended it meanwhile. Its samples are on
    /// the graph's `replays` stack (kept out of the step so that every step stays small).
    case replayHeld(Int, GestureState)
}
