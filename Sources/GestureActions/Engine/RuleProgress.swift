/// Where one rule is with the gesture it took: below or above its threshold, and which of its
/// repeat steps have fired. `handle(_:)` is the whole state machine (docs/daemon.md, "When a rule
/// fires"); the engine keeps one per active gesture.
public enum RuleProgress: Sendable, Hashable {
    /// Below the threshold; `fired` once it has fired in this gesture (a `begin` rule fires once).
    case below(fired: Bool)
    /// Above the threshold since progress `base`, with `step` repeat steps fired beyond it.
    case above(base: Double, step: Int, fired: Bool)
    /// The gesture ended or was cancelled.
    case finished

    /// The most steps one update fires: a jump of the whole range in 1 % steps.
    public static let maximumStepsPerUpdate = 100

    /// Moves on with one gesture moment.
    /// - Parameters:
    ///   - gesture: the moment.
    ///   - threshold: the rule's threshold.
    ///   - trigger: when the rule fires.
    /// - Returns: how many times the rule fires for this moment (0 most of the time).
    public mutating func handle(_ gesture: DesktopGesture, threshold: Threshold, trigger: RuleTrigger) -> Int {
        let crossed = threshold.isCrossed(by: gesture)
        switch (self, gesture.phase) {
        case (.finished, _):
            return 0
        case (_, .cancel):
            self = .finished
            return 0
        case (_, .end):
            self = .finished
            guard case .end = trigger else { return 0 }
            return crossed ? 1 : 0
        case (.below(let fired), .begin), (.below(let fired), .update):
            guard crossed else { return 0 }
            self = .above(base: gesture.progress, step: 0, fired: true)
            switch trigger {
            case .begin: return fired ? 0 : 1
            case .update: return 1
            case .end: return 0
            }
        case (.above(let base, let step, let fired), .begin), (.above(let base, let step, let fired), .update):
            // Falling back below the threshold is the cancel: the steps start again at the next crossing.
            guard crossed else {
                self = .below(fired: fired)
                return 0
            }
            guard case .update(let size) = trigger, gesture.phase == .update else { return 0 }
            guard let size else { return 1 }
            let reached = Int(min(Double(step + Self.maximumStepsPerUpdate), ((gesture.progress - base) / size)
                .rounded(.down)))
            guard reached > step else { return 0 }
            self = .above(base: base, step: reached, fired: fired)
            return reached - step
        }
    }
}
