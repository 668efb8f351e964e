import GestureInput

/// Require-to-fail (docs/recognition.md, "Arbitration rules", rule 3; UIKit `require(toFail:)`):
/// a recognizer that asks to recognize or begin while a recognizer it requires to fail is still
/// deciding is held, keeping its data; it fails if that dependency wins, and fires at the time the
/// last one fails or stops deciding. The edges form a one-way DAG, declared here with the cycle
/// check; the decisions it takes are queued as `ArbitrationStep`s (`RecognizerGraph+Arbitration.swift`),
/// and held recognizers are released in `RecognizerGraph+Holds.swift`.
extension RecognizerGraph {
    /// Declares that `name` may recognize only after `other` fails (UIKit `require(toFail:)`).
    /// One-way: `other` is not affected by `name`. Throws if it would close a cycle, naming it.
    ///
    /// - Parameters:
    ///   - name: the recognizer held back (a single tap waiting for the double tap).
    ///   - other: the recognizer that must fail first. Declaring the same pair twice is harmless.
    /// - Throws: `RecognizerGraphError.unknownRecognizer` for either name not in the graph;
    ///   `.dependencyCycle` naming the cycle the edge would close; `.invalidValue` past 64
    ///   dependencies of `name`.
    public func require(_ name: String, toFail other: String) throws(RecognizerGraphError) {
        try core.require(name, toFail: other)
    }

    /// Names of the recognizers `name` requires to fail (direct edges, in declaration order).
    ///
    /// - Parameter name: a recognizer's name.
    /// - Returns: the names it waits for; empty for none or a name not in the graph.
    public func dependencies(of name: String) -> [String] { core.dependencies(of: name) }
}

extension RecognizerArena {
    /// `RecognizerGraph.require(_:toFail:)`.
    mutating func require(_ name: String, toFail other: String) throws(RecognizerGraphError) {
        guard index(of: name) != nil else { throw .unknownRecognizer(name) }
        guard index(of: other) != nil else { throw .unknownRecognizer(other) }
        if name == other { throw .dependencyCycle([name, name]) }
        if let path = dependencyPath(from: other, to: name) { throw .dependencyCycle([name] + path) }
        if requireEdges.contains(where: { $0.dependent == name && $0.dependency == other }) { return }
        guard dependencies(of: name).count < 64 else {
            throw .invalidValue(path: name, expected: "at most 64 require(toFail:) dependencies")
        }
        requireEdges.append((name, other))
        rebuild()
    }

    /// `RecognizerGraph.dependencies(of:)`.
    func dependencies(of name: String) -> [String] {
        requireEdges.filter { $0.dependent == name }.map(\.dependency)
    }

    /// The dependency path `from → … → to` following require-to-fail edges, if one exists.
    func dependencyPath(from: String, to: String) -> [String]? {
        var visited: Set<String> = []
        func walk(_ n: String) -> [String]? {
            if n == to { return [n] }
            guard visited.insert(n).inserted else { return nil }
            for e in requireEdges where e.dependent == n {
                if let rest = walk(e.dependency) { return [n] + rest }
            }
            return nil
        }
        return walk(from)
    }

    /// A recognizer wants to recognize or begin: fail it if a dependency already won, hold it while
    /// a dependency is still possible, else fire.
    mutating func requestStart(_ i: Int, state: GestureState, sample: GestureSample, time: Timestamp) {
        var mask: UInt64 = 0
        for (k, d) in nodes[i].dependencies.enumerated() {
            switch nodes[d].published {
            case .possible:
                // Wait only for a dependency that is deciding something (see `isUndecided`).
                if nodes[d].isUndecided { mask |= 1 << UInt64(k) }
            case .failed:
                continue
            case .recognized, .began, .changed, .ended, .cancelled:
                steps.append(.markFailed(i, FailureReason(.dependencyRecognized), by: d))
                return
            }
        }
        nodes[i].lastSample = sample
        if mask == 0 {
            steps.append(.publish(node: i, state, sample))
            return
        }
        nodes[i].heldSamples = HeldSamples(first: sample)
        update(i, .hold(PendingRecognition(firstState: state, waitingMask: mask, since: time)))
        mayHoldRecognizers = true
        if state == .recognized { cancelTimers(i) }
        if isExplaining {
            var names: [String] = []
            for (k, d) in nodes[i].dependencies.enumerated() where mask & (1 << UInt64(k)) != 0 {
                names.append(nodes[d].name)
            }
            record(time, i, .held(waitingFor: names))
        }
    }

    /// Node `d` stops waiting for `failed`; released when that was its last undecided dependency.
    mutating func dependencyFailed(_ d: Int, failed i: Int, time: Timestamp) {
        guard case .held(var p) = nodes[d].state, let k = nodes[d].dependencies.firstIndex(of: i) else { return }
        p.waitingMask &= ~(1 << UInt64(k))
        update(d, .waitingFor(p.waitingMask))
        if p.waitingMask == 0 { release(d, p, after: nodes[i].name, time: time) }
    }
}
