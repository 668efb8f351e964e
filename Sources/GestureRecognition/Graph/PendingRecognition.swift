import GestureInput

/// What a recognizer held by `require(toFail:)` asked for, kept until its dependencies decide.
struct PendingRecognition {
    /// `.recognized` (discrete) or `.began` (continuous): the state it will enter when released.
    var firstState: GestureState
    /// The data it had when it asked.
    var firstSample: GestureSample
    /// The latest `change` sample while held (continuous), if any.
    var latest: GestureSample?
    /// `.ended`/`.cancelled` and its sample, if the continuous gesture finished while held.
    var finish: (state: GestureState, sample: GestureSample)?
    /// Bits over the node's `dependencies`: dependencies still `possible` that it waits for.
    var waitingMask: UInt64
    /// When it was held (µs).
    var since: Timestamp
}
