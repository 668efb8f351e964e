import GestureInput

/// What a recognizer held by `require(toFail:)` asked for, kept in its `NodeState.held` until its
/// dependencies decide. A few words, so the node state stays cheap to copy on every publish; the
/// samples it keeps are in the node's `HeldSamples`.
struct PendingRecognition {
    /// `.recognized` (discrete) or `.began` (continuous): the state it will enter when released.
    var firstState: GestureState
    /// The state the recognizer believes it is in: `firstState`, then `changed`, then its finish.
    var requested: GestureState
    /// Bits over the node's `dependencies`: dependencies still `possible` that it waits for.
    var waitingMask: UInt64
    /// When it was held (µs).
    var since: Timestamp

    /// A recognition held at `since`, waiting for the dependencies in `waitingMask`.
    init(firstState: GestureState, waitingMask: UInt64, since: Timestamp) {
        self.firstState = firstState; requested = firstState
        self.waitingMask = waitingMask; self.since = since
    }
}

/// The samples of a held recognition, published in order when it is released.
struct HeldSamples {
    /// The data it had when it asked.
    var first: GestureSample
    /// The latest `change` sample while held (continuous), if any.
    var latest: GestureSample?
    /// `.ended`/`.cancelled` and its sample, if the continuous gesture finished while held.
    var finish: (state: GestureState, sample: GestureSample)?
}
