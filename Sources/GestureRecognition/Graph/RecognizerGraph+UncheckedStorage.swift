import GestureInput

/// The graph's hot state, kept in one place because its stored properties are exempt from Swift's
/// dynamic exclusivity checks (`@exclusivity(unchecked)`): only the graph touches them, never
/// while a recognizer runs (recognizers cannot reach the graph, and the graph is not `Sendable`),
/// so no access can overlap and the checks buy nothing. The graph reads and changes them in place
/// through the forwarding properties below, so the rest of its code reads as safe Swift.
///
/// Unchecked exclusivity: checked, the `.gktrace` replay costs 19 % more instructions and the
/// debug-events one 17 % more, since every `nodes[i].…` of routing and arbitration is an access to
/// a class property (docs/performance.md). `isExplaining` and `diagnostics` (read on every publish
/// and after every input) are here for the same reason (1.6 % and 2.7 %).
final class GraphStorage {
    /// Recognizers in insertion order, stored inline and changed in place.
    @exclusivity(unchecked) var nodes: ContiguousArray<RecognizerNode> = []
    /// For each device input kind (`DeviceInputs.route`), the indices of the recognizers that read
    /// it, in order (rebuilt when the graph changes).
    @exclusivity(unchecked) var deviceRoutes: [ContiguousArray<Int>] = []
    /// Timer queue; payload = (node serial, timer id).
    @exclusivity(unchecked) var scheduler: Scheduler<RecognizerGraph.TimerPayload>
    /// Reused context for ordinary inputs.
    @exclusivity(unchecked) var context = RecognizerContext()
    /// Reused context for `.cancel` notifications (requests made there are ignored).
    @exclusivity(unchecked) var cancelContext = RecognizerContext()
    /// Simultaneity as a matrix over node indices (rebuilt when the graph changes); empty when no
    /// pair is declared, so that a graph of many recognizers without any costs no N² matrix.
    @exclusivity(unchecked) var simultaneous: [Bool] = []
    /// The arbitration work list (`ArbitrationStep`): empty between inputs, capacity kept.
    @exclusivity(unchecked) var steps: [ArbitrationStep] = []
    /// Samples of released recognitions, one per queued `replayHeld` step, in step order.
    @exclusivity(unchecked) var replays: [HeldSamples] = []
    /// False only when no recognizer is held: set when one is held, cleared by the
    /// next `releaseStaleHolds` scan that finds none. Lets that per-input scan return at once.
    @exclusivity(unchecked) var mayHoldRecognizers = false
    /// False only when no recognizer sees itself as finished: set by `update` when one does,
    /// cleared by the next `resetFinished` scan that leaves none. Lets that per-input scan return
    /// at once.
    @exclusivity(unchecked) var mayReset = false
    /// `RecognizerGraph.isExplaining`: read on every publish, failure and reset.
    @exclusivity(unchecked) var isExplaining: Bool
    /// `RecognizerGraph.diagnostics`: read after every input (the pipeline drains it).
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []

    /// Empty state whose clock starts at `start` (µs).
    init(start: Timestamp, explain: Bool) {
        scheduler = Scheduler(now: start)
        isExplaining = explain
        steps.reserveCapacity(64)
        replays.reserveCapacity(8)
    }
}

extension RecognizerGraph {
    /// `storage.nodes`, read and changed in place.
    var nodes: ContiguousArray<RecognizerNode> {
        _read { yield storage.nodes }
        _modify { yield &storage.nodes }
    }
    /// `storage.deviceRoutes`.
    var deviceRoutes: [ContiguousArray<Int>] {
        _read { yield storage.deviceRoutes }
        _modify { yield &storage.deviceRoutes }
    }
    /// `storage.scheduler`.
    var scheduler: Scheduler<TimerPayload> {
        _read { yield storage.scheduler }
        _modify { yield &storage.scheduler }
    }
    /// `storage.context`.
    var context: RecognizerContext {
        _read { yield storage.context }
        _modify { yield &storage.context }
    }
    /// `storage.cancelContext`.
    var cancelContext: RecognizerContext {
        _read { yield storage.cancelContext }
        _modify { yield &storage.cancelContext }
    }
    /// `storage.simultaneous`.
    var simultaneous: [Bool] {
        _read { yield storage.simultaneous }
        _modify { yield &storage.simultaneous }
    }
    /// `storage.steps`.
    var steps: [ArbitrationStep] {
        _read { yield storage.steps }
        _modify { yield &storage.steps }
    }
    /// `storage.replays`.
    var replays: [HeldSamples] {
        _read { yield storage.replays }
        _modify { yield &storage.replays }
    }
    /// `storage.mayHoldRecognizers`.
    var mayHoldRecognizers: Bool {
        get { storage.mayHoldRecognizers }
        set { storage.mayHoldRecognizers = newValue }
    }
    /// `storage.mayReset`.
    var mayReset: Bool {
        get { storage.mayReset }
        set { storage.mayReset = newValue }
    }
}
