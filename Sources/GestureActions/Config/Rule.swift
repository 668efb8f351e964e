import GestureKit

/// One rule of `gestures.yaml`: which gestures it takes, what must be crossed before it fires,
/// when it fires and what it does (docs/daemon.md, "Rule fields").
public struct Rule: Sendable, Hashable {
    /// The rule's name in dry-run lines, explanations and logs.
    public var name: String
    /// Which gestures it takes.
    public var match: RuleMatch
    /// What must be crossed before it fires.
    public var threshold: Threshold
    /// When in the gesture it fires.
    public var trigger: RuleTrigger
    /// What it does.
    public var action: RuleAction

    /// A rule with every field given.
    /// - Parameters:
    ///   - name: its name.
    ///   - match: the gestures it takes.
    ///   - threshold: what must be crossed first (`Threshold.none` for nothing).
    ///   - trigger: when it fires.
    ///   - action: what it does.
    public init(name: String, match: RuleMatch, threshold: Threshold = .none, trigger: RuleTrigger,
                action: RuleAction) {
        self.name = name; self.match = match; self.threshold = threshold; self.trigger = trigger
        self.action = action
    }
}

/// When in a gesture a rule fires.
public enum RuleTrigger: Sendable, Hashable {
    /// Once, as soon as the gesture has crossed the threshold (at once for taps and holds).
    case begin
    /// At the crossing, then once per `step` percent of progress beyond it (every update when
    /// nil); falling back below the threshold starts the steps again.
    case update(step: Double?)
    /// Once at the gesture's end, if it is above the threshold then (not when cancelled).
    case end
}

/// What a rule does when it fires.
public enum RuleAction: Sendable, Hashable {
    /// Runs a command (`CommandLaunching`).
    case command(CommandSpec)
    /// Sends a key combination (`KeySending`).
    case keys(KeyCombination)

    /// One line saying what it does: `command: xdotool key super+Right`, `keys: super+Right`.
    public var summary: String {
        switch self {
        case .command(let spec): "command: " + spec.argv.joined(separator: " ")
        case .keys(let keys): "keys: \(keys)"
        }
    }
}

/// What a gesture must cross before a rule fires: every condition given must hold.
public struct Threshold: Sendable, Hashable {
    /// Progress in percent (0–100).
    public var percent: Double?
    /// Distance in millimetres of the device (swipes and edge swipes).
    public var distance: Double?
    /// Milliseconds since the gesture began.
    public var duration: Double?

    /// A threshold; nil conditions do not count.
    ///
    /// - Parameters:
    ///   - percent: the progress to cross, in percent (0–100).
    ///   - distance: the distance to cross, in millimetres of the device.
    ///   - duration: the milliseconds since the gesture began to cross.
    public init(percent: Double? = nil, distance: Double? = nil, duration: Double? = nil) {
        self.percent = percent; self.distance = distance; self.duration = duration
    }

    /// Nothing to cross.
    public static let none = Threshold()

    /// Whether `gesture` is past every condition.
    /// - Parameter gesture: the gesture's moment.
    /// - Returns: true when every given condition holds (a distance the device cannot measure does not).
    public func isCrossed(by gesture: DesktopGesture) -> Bool {
        shortfall(of: gesture) == nil
    }

    /// The first condition `gesture` has not crossed, in words ("progress 12 % < 20 %"), or nil.
    /// - Parameter gesture: the gesture's moment.
    /// - Returns: why the threshold is not crossed, or nil when it is.
    public func shortfall(of gesture: DesktopGesture) -> String? {
        if let percent, gesture.progress < percent {
            return "progress \(Self.format(gesture.progress)) % < \(Self.format(percent)) %"
        }
        if let distance {
            guard let travelled = gesture.distance else { return "the device's distance is not known" }
            if travelled < distance { return "distance \(Self.format(travelled)) mm < \(Self.format(distance)) mm" }
        }
        if let duration, Double(gesture.elapsedMilliseconds) < duration {
            return "duration \(gesture.elapsedMilliseconds) ms < \(Self.format(duration)) ms"
        }
        return nil
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
