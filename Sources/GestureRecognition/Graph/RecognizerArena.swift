import GestureInput

/// The recognizer graph's state and logic, as a value: the recognizers (`RecognizerNode`s, stored
/// inline in one array), the routing tables, the scheduler and the arbitration work list.
/// `RecognizerGraph` owns one and forwards its public API to it; every rule is a `mutating`
/// extension that takes an input and appends the events it causes to an `inout` array:
/// routing (`RecognizerGraph+Routing.swift`), arbitration (`RecognizerGraph+Arbitration.swift`),
/// require-to-fail (`RecognizerGraph+RequireToFail.swift`) and its holds
/// (`RecognizerGraph+Holds.swift`), exclusivity (`RecognizerGraph+Exclusivity.swift`), timers
/// (`RecognizerGraph+Timers.swift`), inputs (`RecognizerGraph+Input.swift`), and what the graph
/// does to a recognizer from outside (`RecognizerGraph+Outside.swift`).
///
/// A value changed in place through `inout self`: reading or writing `nodes[i].…` is a plain
/// memory access, with no retain and no dynamic exclusivity check (the rules never call out to
/// code that could reach the graph; recognizers only see their `RecognizerContext`).
struct RecognizerArena {
    /// Recognizers in insertion order, stored inline and changed in place.
    var nodes: ContiguousArray<RecognizerNode> = []
    /// For each device input kind (`DeviceInputs.route`), the indices of the recognizers that read
    /// it, in order (rebuilt when the graph changes).
    var deviceRoutes: [ContiguousArray<Int>] = []
    /// Timer queue; payload = (node serial, timer id).
    var scheduler: Scheduler<TimerPayload>
    /// Reused context for ordinary inputs.
    var context = RecognizerContext()
    /// Reused context for `.cancel` notifications (requests made there are ignored).
    var cancelContext = RecognizerContext()
    /// Simultaneity as a matrix over node indices (rebuilt when the graph changes); empty when no
    /// pair is declared, so that a graph of many recognizers without any costs no N² matrix.
    var simultaneous: [Bool] = []
    /// The arbitration work list (`ArbitrationStep`): empty between inputs, capacity kept.
    var steps: [ArbitrationStep] = []
    /// Samples of released recognitions, one per queued `replayHeld` step, in step order.
    var replays: [HeldSamples] = []
    /// False only when no recognizer is held: set when one is held, cleared by the
    /// next `releaseStaleHolds` scan that finds none. Lets that per-input scan return at once.
    var mayHoldRecognizers = false
    /// False only when no recognizer sees itself as finished: set by `update` when one does,
    /// cleared by the next `resetFinished` scan that leaves none. Lets that per-input scan return
    /// at once.
    var mayReset = false

    /// `require(a, toFail: b)` edges by name: (a, b).
    var requireEdges: [(dependent: String, dependency: String)] = []
    /// Pairs allowed to recognize simultaneously, by name (stored both ways).
    var simultaneousPairs: Set<NamePair> = []
    /// The serial of the next recognizer added.
    var nextSerial = 0
    /// Each recognizer's index in `nodes` by name, so that a lookup costs O(1), not a scan.
    var nameIndex: [String: Int] = [:]
    /// While true (`RecognizerGraph.build(_:)`), structural changes skip `rebuild()`; it runs once
    /// at the end, so that building N recognizers costs one rebuild rather than N.
    var isBatching = false

    /// `RecognizerGraph.isExplaining`: read on every publish, failure and reset.
    var isExplaining: Bool
    /// `RecognizerGraph.explainRecords`.
    var explainRecords: [ExplainRecord] = []
    /// `RecognizerGraph.diagnostics`: input defects seen (time going backwards).
    var diagnostics: [Diagnostic] = []
    /// `RecognizerGraph.illegalTransitionCount`.
    var illegalTransitionCount = 0
    /// `RecognizerGraph.assertsOnIllegalTransition`.
    var assertsOnIllegalTransition = true

    struct TimerPayload { var serial: Int; var id: TimerID }
    struct NamePair: Hashable { var a: String; var b: String }

    /// Empty state whose clock starts at `start` (µs), with the routing tables of no recognizer
    /// (a pointer or touchpad event before the first `add` is routed to nobody).
    init(start: Timestamp, explain: Bool) {
        scheduler = Scheduler(now: start)
        isExplaining = explain
        steps.reserveCapacity(64)
        replays.reserveCapacity(8)
        rebuild()
    }

    // MARK: Building

    /// `RecognizerGraph.add(_:name:region:)`.
    mutating func add(_ recognizer: some Recognizer, name: String, region: Rect?) throws(RecognizerGraphError) {
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

    /// `RecognizerGraph.remove(_:at:into:)`.
    mutating func remove(_ name: String, at time: Timestamp?, into output: inout [GestureEvent])
        throws(RecognizerGraphError)
    {
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

    /// Recomputes index-based tables after a structural change.
    mutating func rebuild() {
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

    // MARK: Lookups

    /// The index in `nodes` of the recognizer named `name`.
    func index(of name: String) -> Int? { nameIndex[name] }

    /// The index in `nodes` of the recognizer whose serial is `serial` (a timer's owner).
    func nodeIndex(serial: Int) -> Int? {
        for i in nodes.indices where nodes[i].serial == serial { return i }
        return nil
    }

    /// `RecognizerGraph.isIdle`.
    var isIdle: Bool {
        scheduler.isIdle && nodes.allSatisfy { $0.published == .possible && !$0.isHeld && $0.tracked.isEmpty }
    }
}
