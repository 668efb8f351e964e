import GestureInput

/// Exclusivity (docs/recognition.md, "Arbitration rules", rule 4): when a recognizer recognizes
/// or begins, every other recognizer tracking one of its touches fails, or is cancelled if it had
/// begun, so that one touch drives one gesture. Simultaneity is the declared exemption: a pair
/// allowed to recognize together (either way round) is left alone.
extension RecognizerGraph {
    /// Lets `a` and `b` recognize together (symmetric: one declaration allows both ways).
    ///
    /// - Parameters:
    ///   - a: one recognizer's name.
    ///   - b: the other's.
    /// - Throws: `RecognizerGraphError.unknownRecognizer` for either name not in the graph.
    public func allowSimultaneous(_ a: String, _ b: String) throws(RecognizerGraphError) {
        try core.allowSimultaneous(a, b)
    }

    /// Lets every pair within `group` recognize together.
    ///
    /// - Parameter group: the recognizers' names (a pinch, a rotation and a pan, say).
    /// - Throws: `RecognizerGraphError.unknownRecognizer` for a name not in the graph, before any
    ///   pair is allowed.
    public func allowSimultaneous(group: [String]) throws(RecognizerGraphError) {
        try core.allowSimultaneous(group: group)
    }

    /// True when `a` and `b` may be active together (declared for the pair, either way round).
    ///
    /// - Parameters:
    ///   - a: one recognizer's name.
    ///   - b: the other's.
    /// - Returns: whether the pair was allowed; false for a name not in the graph.
    public func canRecognizeSimultaneously(_ a: String, _ b: String) -> Bool {
        core.canRecognizeSimultaneously(a, b)
    }
}

extension RecognizerArena {
    /// `RecognizerGraph.allowSimultaneous(_:_:)`.
    mutating func allowSimultaneous(_ a: String, _ b: String) throws(RecognizerGraphError) {
        guard index(of: a) != nil else { throw .unknownRecognizer(a) }
        guard index(of: b) != nil else { throw .unknownRecognizer(b) }
        simultaneousPairs.insert(NamePair(a: a, b: b))
        simultaneousPairs.insert(NamePair(a: b, b: a))
        rebuild()
    }

    /// `RecognizerGraph.allowSimultaneous(group:)`.
    mutating func allowSimultaneous(group: [String]) throws(RecognizerGraphError) {
        for a in group { guard index(of: a) != nil else { throw .unknownRecognizer(a) } }
        for a in group { for b in group where a != b { simultaneousPairs.insert(NamePair(a: a, b: b)) } }
        rebuild()
    }

    /// `RecognizerGraph.canRecognizeSimultaneously(_:_:)`.
    func canRecognizeSimultaneously(_ a: String, _ b: String) -> Bool {
        simultaneousPairs.contains(NamePair(a: a, b: b))
    }

    /// Exclusivity (docs/design.md, "Arbitration", rule 3): one step per other node that may not
    /// recognize with `winner`.
    mutating func queueExclusion(of i: Int) {
        guard !nodes[i].tracked.isEmpty else { return }
        let n = nodes.count
        // An empty matrix: no pair was declared (see `rebuild`).
        let anySimultaneous = !simultaneous.isEmpty
        for j in nodes.indices.reversed() where j != i && !(anySimultaneous && simultaneous[i * n + j]) {
            steps.append(.excludeOne(j, winner: i))
        }
    }

    /// True when nodes `j` and `i` track a touch in common.
    func sharesTouches(_ j: Int, _ i: Int) -> Bool {
        for t in nodes[j].tracked where nodes[i].tracks(t) { return true }
        return false
    }

    /// A node sharing a touch with `winner` fails, or is cancelled if it had begun.
    mutating func excludeOne(_ j: Int, winner i: Int, time: Timestamp, into output: inout [GestureEvent]) {
        guard sharesTouches(j, i) else { return }
        switch nodes[j].state {
        case .listening, .held: steps.append(.fail(j, FailureReason(.excluded), by: i))
        case .active: cancel(j, code: .excluded, by: nodes[i].name, time: time, into: &output)
        case .decided: return
        }
    }
}
