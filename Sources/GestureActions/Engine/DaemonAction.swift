import GestureKit

/// What the daemon does for one gesture moment, decided by `DaemonEngine`: the live daemon hands
/// these to its effect handlers, `--dry-run` prints them, `--explain` prints the explanations.
public enum DaemonAction: Sendable, Hashable {
    /// A rule fired: run its command or send its keys.
    case fire(Firing)
    /// Send a signal to touchegg's D-Bus clients.
    case forward(ToucheggSignal)
    /// Why the rules did or did not take a gesture (only when the engine explains).
    case explain(Explanation)
}

/// A rule firing for a gesture moment.
public struct Firing: Sendable, Hashable {
    /// The rule's name.
    public var rule: String
    /// What it does.
    public var action: RuleAction
    /// The gesture moment that fired it.
    public var gesture: DesktopGesture

    /// A firing with every field given.
    ///
    /// - Parameters:
    ///   - rule: the rule's name.
    ///   - action: what it does.
    ///   - gesture: the gesture moment that fired it.
    public init(rule: String, action: RuleAction, gesture: DesktopGesture) {
        self.rule = rule; self.action = action; self.gesture = gesture
    }

    /// The variables a command gets beside the daemon's environment: the gesture, its fingers,
    /// direction, phase and progress, so one command can follow a continuous gesture.
    public var environment: [String: String] {
        [
            "GESTUREKIT_RULE": rule, "GESTUREKIT_GESTURE": gesture.kind.rawValue,
            "GESTUREKIT_FINGERS": String(gesture.fingers), "GESTUREKIT_DIRECTION": gesture.direction?.rawValue ?? "",
            "GESTUREKIT_PHASE": gesture.phase.rawValue, "GESTUREKIT_PROGRESS": Threshold.format(gesture.progress),
        ]
    }
}

/// Why the rules did or did not take a gesture: one verdict per rule tried, in order.
public struct Explanation: Sendable, Hashable {
    /// The gesture moment explained (a begin, or the end of a gesture whose rule never fired).
    public var gesture: DesktopGesture
    /// The rules tried, in order, with why each did not take it (nil: it took it).
    public var verdicts: [(rule: String, mismatch: String?)]
    /// A note after the verdicts ("threshold not crossed: progress 12 % < 20 %", "forwarded to touchegg").
    public var note: String?

    /// An explanation with every field given.
    ///
    /// - Parameters:
    ///   - gesture: the gesture moment explained.
    ///   - verdicts: the rules tried, in order, each with why it did not take the gesture (nil: it did).
    ///   - note: a note after the verdicts; nil for none.
    public init(gesture: DesktopGesture, verdicts: [(rule: String, mismatch: String?)], note: String?) {
        self.gesture = gesture; self.verdicts = verdicts; self.note = note
    }

    public static func == (a: Explanation, b: Explanation) -> Bool {
        a.gesture == b.gesture && a.note == b.note && a.verdicts.map(\.rule) == b.verdicts.map(\.rule)
            && a.verdicts.map(\.mismatch) == b.verdicts.map(\.mismatch)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(gesture); hasher.combine(note)
        for verdict in verdicts { hasher.combine(verdict.rule); hasher.combine(verdict.mismatch) }
    }
}
