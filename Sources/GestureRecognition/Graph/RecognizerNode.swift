import GestureInput

/// The graph's bookkeeping for one recognizer: its box, name, region, state as published and as
/// requested, touches tracked, timers, and the data of a held recognition.
///
/// Hot properties are `@exclusivity(unchecked)`: only the graph touches them, never while a
/// recognizer runs (recognizers cannot reach the graph), so the dynamic checks (a quarter of the
/// per-event time in a profile) buy nothing.
final class RecognizerNode {
    let name: String
    let box: AnyRecognizerBox
    @exclusivity(unchecked) var region: Rect?
    /// Stable id (timer payloads survive index changes when recognizers are removed).
    let serial: Int

    /// State as the outside sees it (events emitted). A held recognizer is `possible` here.
    @exclusivity(unchecked) var published: GestureState = .possible
    /// State the recognizer asked for (its own view); equals `published` unless held.
    @exclusivity(unchecked) var requested: GestureState = .possible
    /// Held by require-to-fail, if it is.
    @exclusivity(unchecked) var pending: PendingRecognition?
    /// Last sample published or requested (what a graph-made `cancelled` carries).
    @exclusivity(unchecked) var lastSample: GestureSample = .empty
    /// The device of the last input delivered since the last reset.
    @exclusivity(unchecked) var lastDevice: DeviceID?

    /// True when it was listening as the current frame began dispatching (or has caught up with it).
    @exclusivity(unchecked) var sawFrame = false
    /// Touches delivered to it and still down (landing order).
    @exclusivity(unchecked) var tracked: [TouchID] = []
    /// Pending timers: id and scheduler token.
    @exclusivity(unchecked) var timers: [(id: TimerID, token: TimerToken)] = []
    /// Reused filtered frame (touches of other regions or that landed while it was not listening removed).
    @exclusivity(unchecked) var scratch: TouchFrame

    /// Indices (in the graph's node array) of recognizers this one requires to fail.
    @exclusivity(unchecked) var dependencies: [Int] = []
    /// Indices of recognizers that require this one to fail.
    @exclusivity(unchecked) var dependents: [Int] = []

    init(name: String, box: AnyRecognizerBox, region: Rect?, serial: Int) {
        self.name = name; self.box = box; self.region = region; self.serial = serial
        tracked.reserveCapacity(10)
        timers.reserveCapacity(4)
        scratch = TouchFrame(time: .zero, device: DeviceID(0), touches: [])
        scratch.touches.reserveCapacity(10)
    }

    /// True while it receives input (`possible`, `began`, `changed` as it sees itself).
    var isListening: Bool { RecognizerStateMachine.isListening(requested) }

    /// True while it may still recognize in the current attempt: it tracks touches, has a timer
    /// pending (a multi-tap between taps), or is held. A `possible` recognizer with none of these
    /// cannot be about to recognize, so recognizers that require it to fail don't wait for it.
    var isUndecided: Bool { !tracked.isEmpty || !timers.isEmpty || isHeld }

    /// True when held by require-to-fail (`pending` is set), without copying the pending record.
    var isHeld: Bool {
        if case .none = pending { return false }
        return true
    }

    /// True when it tracks `touch`.
    func tracks(_ touch: TouchID) -> Bool {
        for t in tracked where t == touch { return true }
        return false
    }

    /// True when it shares a tracked touch with `other`.
    func sharesTouches(with other: RecognizerNode) -> Bool {
        for t in tracked where other.tracks(t) { return true }
        return false
    }
}
