import GestureInput

/// The arbitration graph (docs/recognition.md): routes inputs to recognizers, owns the `Scheduler`,
/// applies the state table, require-to-fail (`RecognizerGraph+RequireToFail.swift`), exclusivity
/// and simultaneity (`RecognizerGraph+Exclusivity.swift`), and emits `GestureEvent`s in a
/// deterministic order (recognizers in the order they were added, requests in the order made).
///
/// Before an input at time t is dispatched, every timer due at or before t fires (deadline order,
/// then insertion order). Inputs earlier than the scheduler's time are clamped and counted.
/// Diagram and worked example: `docs/recognition.md`.
public final class RecognizerGraph {
    /// The hot state: nodes, routes, scheduler, contexts, work list (`RecognizerGraph+UncheckedStorage.swift`).
    let storage: GraphStorage
    /// `require(a, toFail: b)` edges by name: (a, b).
    var requireEdges: [(dependent: String, dependency: String)] = []
    /// Pairs allowed to recognize simultaneously, by name (stored both ways).
    var simultaneousPairs: Set<NamePair> = []
    var nextSerial = 0
    /// Each recognizer's index in `nodes` by name, so that a lookup costs O(1), not a scan.
    var nameIndex: [String: Int] = [:]
    /// While true (`build(_:)`), structural changes skip `rebuild()`; it runs once at the end, so
    /// that building N recognizers costs one rebuild rather than N (a 500-tap config took 17 s).
    var isBatching = false

    /// When true, `explainRecords` collects why recognizers failed, were held or released.
    public var isExplaining: Bool {
        get { storage.isExplaining }
        set { storage.isExplaining = newValue }
    }
    /// Explain output collected so far (only when `isExplaining`); clear it when consumed.
    public var explainRecords: [ExplainRecord] = []
    /// Input defects seen (time going backwards), counted and clamped (docs/design.md, "Time").
    public internal(set) var diagnostics: [Diagnostic] {
        _read { yield storage.diagnostics }
        _modify { yield &storage.diagnostics }
    }
    /// Hands each diagnostic collected so far to `body` and forgets it: a consumer that drains
    /// (the pipeline does, after every input) keeps a long live session's memory flat.
    ///
    /// - Parameter body: called once per diagnostic, oldest first.
    public func drainDiagnostics(_ body: (Diagnostic) -> Void) {
        guard !diagnostics.isEmpty else { return }
        for d in diagnostics { body(d) }
        diagnostics.removeAll(keepingCapacity: true)
    }

    /// Hands each explain record collected so far to `body` and forgets it (see `drainDiagnostics`).
    ///
    /// - Parameter body: called once per record, oldest first.
    public func drainExplainRecords(_ body: (ExplainRecord) -> Void) {
        guard !explainRecords.isEmpty else { return }
        for r in explainRecords { body(r) }
        explainRecords.removeAll(keepingCapacity: true)
    }

    /// Illegal transitions requested by recognizers (bugs); each also fails the recognizer.
    public internal(set) var illegalTransitionCount = 0
    /// When true (default), an illegal transition also trips `assertionFailure` in debug builds.
    public var assertsOnIllegalTransition = true

    struct TimerPayload { var serial: Int; var id: TimerID }
    struct NamePair: Hashable { var a: String; var b: String }

    /// Creates an empty graph whose clock starts at `start` (µs).
    ///
    /// - Parameters:
    ///   - start: the time of the graph's clock before the first input; timers count from it.
    ///   - explain: collect `ExplainRecord`s saying why recognizers failed or were held.
    public init(start: Timestamp = .zero, explain: Bool = false) {
        storage = GraphStorage(start: start, explain: explain)
        // The routing tables of no recognizer: a pointer or touchpad event before the first
        // `add` is routed to nobody (it indexed an empty table).
        rebuild()
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
        guard index(of: name) == nil else { throw .duplicateName(name) }
        if case .custom(let kindName) = recognizer.kind,
           kindName.isEmpty || GestureKind.builtIn(named: kindName) != nil {
            throw .invalidCustomKind(kindName)
        }
        let node = RecognizerNode(name: name, box: RecognizerBox(recognizer), region: region, serial: nextSerial)
        nextSerial += 1
        nodes.append(node)
        nameIndex[name] = nodes.count - 1
        rebuild()
    }

    /// Runs `body`, which adds recognizers and declares their relations, then recomputes the
    /// index tables once: how `init(configuration:)` builds a graph in time linear in its size.
    /// An error leaves the graph with what was added before it, its tables recomputed.
    ///
    /// - Parameter body: the building steps (`add`, `require`, `allowSimultaneous`).
    /// - Throws: whatever `body` throws.
    public func build(_ body: (RecognizerGraph) throws(RecognizerGraphError) -> Void) throws(RecognizerGraphError) {
        let outer = isBatching
        isBatching = true
        defer {
            isBatching = outer
            if !outer { rebuild() }
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
        guard let i = index(of: name) else { throw .unknownRecognizer(name) }
        let t = time ?? scheduler.now
        stop(i, code: .removed, time: t, into: &output)
        cancelTimers(i)
        nodes.remove(at: i)
        nameIndex = Dictionary(uniqueKeysWithValues: nodes.indices.map { (nodes[$0].name, $0) })
        requireEdges.removeAll { $0.dependent == name || $0.dependency == name }
        simultaneousPairs = simultaneousPairs.filter { $0.a != name && $0.b != name }
        rebuild()
    }

    // MARK: Inspection

    /// Recognizer names in insertion (dispatch) order.
    public var names: [String] { nodes.map(\.name) }

    /// The published state of a recognizer (`possible` while held), or nil for an unknown name.
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: its state as the graph's outputs reported it.
    public func state(of name: String) -> GestureState? { index(of: name).map { nodes[$0].published } }

    /// True when the recognizer is held by require-to-fail.
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: whether it has recognized but waits for a recognizer it requires to fail;
    ///   false for a name not in the graph.
    public func isHeld(_ name: String) -> Bool { index(of: name).map { nodes[$0].isHeld } ?? false }

    /// The recognizer value stored under `name` (a copy), for inspection.
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: a copy of the recognizer in its current state, or nil for a name not in the graph.
    public func recognizer(named name: String) -> (any Recognizer)? { index(of: name).map { nodes[$0].box.base } }

    /// The scheduler's current time (µs): the latest input or timer handled.
    public var now: Timestamp { scheduler.now }

    /// The earliest pending timer deadline; live mode wakes up then and sends `.time`.
    public var nextDeadline: Timestamp? { scheduler.nextDeadline }

    /// True when no timer is pending and no recognizer is held, active, or mid-gesture.
    public var isIdle: Bool {
        scheduler.isIdle && nodes.allSatisfy { $0.published == .possible && !$0.isHeld && $0.tracked.isEmpty }
    }

    // MARK: Internals shared with the extensions

    func index(of name: String) -> Int? { nameIndex[name] }

    func nodeIndex(serial: Int) -> Int? {
        for i in nodes.indices where nodes[i].serial == serial { return i }
        return nil
    }

    /// Recomputes index-based tables after a structural change.
    func rebuild() {
        guard !isBatching else { return }
        let n = nodes.count
        for i in nodes.indices { nodes[i].dependencies = []; nodes[i].dependents = [] }
        for e in requireEdges {
            guard let a = index(of: e.dependent), let b = index(of: e.dependency) else { continue }
            nodes[a].dependencies.append(b)
            nodes[b].dependents.append(a)
        }
        // N² booleans only when some pair may recognize together; none is the common case.
        var matrix = simultaneousPairs.isEmpty ? [] : Array(repeating: false, count: n * n)
        for pair in simultaneousPairs {
            guard let i = nameIndex[pair.a], let j = nameIndex[pair.b], i != j else { continue }
            matrix[i * n + j] = true
        }
        simultaneous = matrix
        deviceRoutes = (0..<DeviceInputs.kindCount).map { route in
            ContiguousArray(nodes.indices.filter { nodes[$0].box.deviceInputs.rawValue & (1 << route) != 0 })
        }
        recomputeHolds()
    }
}
