import GestureInput

/// The graph's bookkeeping for one recognizer: its box, name and region, its arbitration state
/// (`NodeState`), the touches it tracks, the device it is tied to, and its timers.
///
/// A value stored inline in the graph's `nodes` array and changed in place (`nodes[i].x = …`):
/// reading or writing a node on the hot path retains nothing (a class would be retained on each
/// visit, and its box on each delivery; docs/performance.md, "Recognition").
struct RecognizerNode {
    let name: String
    let box: AnyRecognizerBox
    var region: Rect?
    /// Stable id (timer payloads survive index changes when recognizers are removed).
    let serial: Int

    /// Where it stands in arbitration (listening, active, held, decided). What routing reads on
    /// every input is cached below when it changes, so the hot path reads stored words instead of
    /// matching the enum (deriving them on each read cost replay speed, `scripts/bench-replay.sh`).
    var state: NodeState = .listening {
        didSet {
            published = state.published
            requested = state.requested
            isListening = state.isListening
            isHeld = state.isHeld
        }
    }
    /// `state.published`: the state as the outside sees it (a held recognizer is `possible`).
    private(set) var published: GestureState = .possible
    /// `state.requested`: the state it asked for (its own view; differs from `published` if held).
    private(set) var requested: GestureState = .possible
    /// `state.isListening`: true while it receives input.
    private(set) var isListening = true
    /// `state.isHeld`: true when held by require-to-fail.
    private(set) var isHeld = false
    /// The samples of a held recognition (meaningful while `isHeld`), outside `state` so that the
    /// state stays a few words: copying two samples on every publish cost 30 % of replay speed.
    var heldSamples = HeldSamples(first: .empty)
    /// Last sample published or requested (what a graph-made `cancelled` carries).
    var lastSample: GestureSample = .empty
    /// The device whose removal ends its attempt: set by routing when it reacts to an input from
    /// that device (`tie(to:reacted:)`), cleared on reset.
    var tiedDevice: DeviceID?

    /// True when it was listening as the current frame began dispatching (or has caught up with it).
    var sawFrame = false
    /// Touches delivered to it and still down (landing order).
    var tracked: [TouchID] = []
    /// Pending timers: id and scheduler token.
    var timers: [(id: TimerID, token: TimerToken)] = []
    /// Reused filtered frame (touches of other regions or that landed while it was not listening
    /// removed).
    var scratch: TouchFrame

    /// Indices (in the graph's node array) of recognizers this one requires to fail.
    var dependencies: [Int] = []
    /// Indices of recognizers that require this one to fail.
    var dependents: [Int] = []

    init(name: String, box: AnyRecognizerBox, region: Rect?, serial: Int) {
        self.name = name; self.box = box; self.region = region; self.serial = serial
        tracked.reserveCapacity(10)
        timers.reserveCapacity(4)
        scratch = TouchFrame(time: .zero, device: DeviceID(0), touches: [])
        scratch.touches.reserveCapacity(10)
    }

    /// True while it may still recognize in the current attempt: it tracks touches, has a timer
    /// pending (a multi-tap between taps), or is held. A `possible` recognizer with none of these
    /// cannot be about to recognize, so recognizers that require it to fail don't wait for it.
    var isUndecided: Bool { !tracked.isEmpty || !timers.isEmpty || isHeld }

    /// Ties it to `device` when it reacted to an input from it (asked for a transition or a timer)
    /// or tracks one of its touches: only then does removing the device end its attempt. Mouse
    /// motion must not tie every tap recognizer to the mouse; a touchpad recognizer that ignores
    /// every touchscreen touch stays tied to the touchpad.
    mutating func tie(to device: DeviceID, reacted: Bool) {
        if reacted { tiedDevice = device }
    }

    /// True when it tracks `touch`.
    func tracks(_ touch: TouchID) -> Bool {
        for t in tracked where t == touch { return true }
        return false
    }

    /// Stops tracking `touch`, if it does.
    mutating func forget(_ touch: TouchID) {
        if let k = tracked.firstIndex(of: touch) { tracked.remove(at: k) }
    }
}
