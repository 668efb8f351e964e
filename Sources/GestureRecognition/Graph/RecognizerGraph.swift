import GestureInput

/// The arbitration graph (docs/recognition.md): routes inputs to recognizers, owns the `Scheduler`,
/// applies the state table, require-to-fail (`RecognizerGraph+RequireToFail.swift`), exclusivity
/// and simultaneity (`RecognizerGraph+Exclusivity.swift`), and emits `GestureEvent`s in a
/// deterministic order (recognizers in the order they were added, requests in the order made).
///
/// Before an input at time t is dispatched, every timer due at or before t fires (deadline order,
/// then insertion order). Inputs earlier than the scheduler's time are clamped and counted.
/// Diagram and worked example: `docs/recognition.md`.
///
/// The state and the rules are a value, `RecognizerArena` (`RecognizerArena.swift`), extended by
/// one file per rule; this class owns one and forwards its public API to it.
public final class RecognizerGraph {
    /// The graph's state and logic (`RecognizerArena.swift`); this class owns it and forwards to it.
    var core: RecognizerArena

    /// When true, `explainRecords` collects why recognizers failed, were held or released.
    public var isExplaining: Bool {
        get { core.isExplaining }
        set { core.isExplaining = newValue }
    }
    /// Explain output collected so far (only when `isExplaining`); clear it when consumed.
    public var explainRecords: [ExplainRecord] {
        get { core.explainRecords }
        set { core.explainRecords = newValue }
    }
    /// Input defects seen (time going backwards), counted and clamped (docs/design.md, "Time").
    public var diagnostics: [Diagnostic] { core.diagnostics }

    /// Hands each diagnostic collected so far to `body` and forgets it: a consumer that drains
    /// (the pipeline does, after every input) keeps a long live session's memory flat.
    ///
    /// - Parameter body: called once per diagnostic, oldest first.
    public func drainDiagnostics(_ body: (Diagnostic) -> Void) {
        guard !core.diagnostics.isEmpty else { return }
        // `body` runs outside any access to `core`: it may inspect the graph.
        for d in core.diagnostics { body(d) }
        core.diagnostics.removeAll(keepingCapacity: true)
    }

    /// Hands each explain record collected so far to `body` and forgets it (see `drainDiagnostics`).
    ///
    /// - Parameter body: called once per record, oldest first.
    public func drainExplainRecords(_ body: (ExplainRecord) -> Void) {
        guard !core.explainRecords.isEmpty else { return }
        for r in core.explainRecords { body(r) }
        core.explainRecords.removeAll(keepingCapacity: true)
    }

    /// Illegal transitions requested by recognizers (bugs); each also fails the recognizer.
    public var illegalTransitionCount: Int { core.illegalTransitionCount }
    /// When true (default), an illegal transition also trips `assertionFailure` in debug builds.
    public var assertsOnIllegalTransition: Bool {
        get { core.assertsOnIllegalTransition }
        set { core.assertsOnIllegalTransition = newValue }
    }

    /// Creates an empty graph whose clock starts at `start` (µs).
    ///
    /// - Parameters:
    ///   - start: the time of the graph's clock before the first input; timers count from it.
    ///   - explain: collect `ExplainRecord`s saying why recognizers failed or were held.
    public init(start: Timestamp = .zero, explain: Bool = false) {
        core = RecognizerArena(start: start, explain: explain)
    }

    // MARK: Building

    /// Adds a recognizer under a unique `name`; with a `region`, touches that land outside it are
    /// never shown to it.
    ///
    /// - Parameters:
    ///   - recognizer: a built-in recognizer or one of your own (docs/recognizer-api.md).
    ///   - name: its name in the outputs, unique in the graph.
    ///   - region: where its touches must land (surface points); nil = anywhere.
    /// - Throws: `RecognizerGraphError.duplicateName` for a name already in the graph,
    ///   `.invalidCustomKind` for a `.custom` kind that is empty or a built-in kind's name.
    public func add(_ recognizer: some Recognizer, name: String, region: Rect? = nil) throws(RecognizerGraphError) {
        try core.add(recognizer, name: name, region: region)
    }

    /// Runs `body`, which adds recognizers and declares their relations, then recomputes the
    /// index tables once: how `init(configuration:)` builds a graph in time linear in its size.
    /// An error leaves the graph with what was added before it, its tables recomputed.
    ///
    /// - Parameter body: the building steps (`add`, `require`, `allowSimultaneous`).
    /// - Throws: whatever `body` throws.
    public func build(_ body: (RecognizerGraph) throws(RecognizerGraphError) -> Void) throws(RecognizerGraphError) {
        let outer = core.isBatching
        core.isBatching = true
        defer {
            core.isBatching = outer
            if !outer { core.rebuild() }
        }
        try body(self)
    }

    /// Removes a recognizer; a began gesture gets its `cancelled` (into `output`), and recognizers
    /// held waiting for it are released as if it had failed.
    ///
    /// - Parameters:
    ///   - name: the recognizer to remove; its dependencies and simultaneity pairs go with it.
    ///   - time: when it is removed, for its `cancelled` event; nil uses the graph's clock.
    ///   - output: receives the `cancelled` event of a gesture it had begun.
    /// - Throws: `RecognizerGraphError.unknownRecognizer` for a name not in the graph.
    public func remove(_ name: String, at time: Timestamp? = nil,
                       into output: inout [GestureEvent]) throws(RecognizerGraphError) {
        try core.remove(name, at: time, into: &output)
    }

    // MARK: Inspection

    /// Recognizer names in insertion (dispatch) order.
    public var names: [String] { core.nodes.map(\.name) }

    /// The published state of a recognizer (`possible` while held), or nil for an unknown name.
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: its state as the graph's outputs reported it.
    public func state(of name: String) -> GestureState? {
        core.index(of: name).map { core.nodes[$0].published }
    }

    /// True when the recognizer is held by require-to-fail.
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: whether it has recognized but waits for a recognizer it requires to fail;
    ///   false for a name not in the graph.
    public func isHeld(_ name: String) -> Bool { core.index(of: name).map { core.nodes[$0].isHeld } ?? false }

    /// The recognizer value stored under `name` (a copy), for inspection.
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: a copy of the recognizer in its current state, or nil for a name not in the graph.
    public func recognizer(named name: String) -> (any Recognizer)? {
        core.index(of: name).map { core.nodes[$0].box.base }
    }

    /// The scheduler's current time (µs): the latest input or timer handled.
    public var now: Timestamp { core.scheduler.now }

    /// The earliest pending timer deadline; live mode wakes up then and sends `.time`.
    public var nextDeadline: Timestamp? { core.scheduler.nextDeadline }

    /// True when no timer is pending and no recognizer is held, active, or mid-gesture.
    public var isIdle: Bool { core.isIdle }
}
