import Foundation
import GestureKit

/// `gestures.yaml` as written, before its checks (`configuration()` makes the rules). Every key
/// is read by name, so the strict decoder reports any other as unknown, with a suggestion.
struct GesturesFile: Decodable {
    var rules: [RuleEntry]?
    var touchegg: ToucheggEntry?
    var maxCommands: Int?

    enum CodingKeys: String, CodingKey {
        case rules, touchegg
        case maxCommands = "max-commands"
    }

    struct ToucheggEntry: Decodable {
        var forward: ToucheggForwarding?
    }

    /// A command: an argv list, or one line for `shell: true`.
    enum CommandEntry: Decodable {
        case argv([String])
        case line(String)

        init(from decoder: any Decoder) throws {
            if let argv = try? [String](from: decoder) { self = .argv(argv); return }
            self = .line(try String(from: decoder))
        }
    }

    /// The phases a rule can fire at.
    enum TriggerPhase: String, Decodable, CaseIterable { case begin, update, end }

    struct ThresholdEntry: Decodable {
        var percent: Double?
        var distance: Double?
        var duration: Double?
    }

    struct RuleEntry: Decodable {
        var name: String?
        var gesture: DesktopGestureKind
        var fingers: Int?
        var direction: DesktopDirection?
        var device: DesktopDeviceKind?
        var deviceName: String?
        var threshold: ThresholdEntry?
        var on: TriggerPhase?
        var `repeat`: Double?
        var command: CommandEntry?
        var shell: Bool?
        var timeout: Double?
        var keys: String?

        enum CodingKeys: String, CodingKey {
            case name, gesture, fingers, direction, device, threshold, on, `repeat`, command, shell, timeout, keys
            case deviceName = "device-name"
        }
    }

    /// The checked configuration.
    /// - Throws: `ConfigurationFile.Invalid` at the offending key path.
    func configuration() throws(ConfigurationFile.Invalid) -> DaemonConfiguration {
        let maximum = maxCommands ?? DaemonConfiguration.defaultMaximumCommands
        guard (1...Self.maximumCommandsLimit).contains(maximum) else {
            throw .init(path: "max-commands", message: "expected 1 to \(Self.maximumCommandsLimit), got \(maximum)")
        }
        var checked: [Rule] = []
        for (index, entry) in (rules ?? []).enumerated() {
            checked.append(try entry.rule(at: "rules[\(index)]", number: index + 1))
        }
        return DaemonConfiguration(rules: checked, touchegg: touchegg?.forward ?? .unmatched, maximumCommands: maximum)
    }

    /// A bound on `max-commands` (each command is a process with three pipes).
    static let maximumCommandsLimit = 256
    /// The longest `timeout`: an hour.
    static let maximumTimeout = 3600.0
    /// The most fingers a rule can name (libinput reports up to five; a hand has five).
    static let maximumFingers = 5
}

extension GesturesFile.RuleEntry {
    /// The checked rule.
    /// - Parameters:
    ///   - path: the rule's key path (`rules[2]`).
    ///   - number: its 1-based position, which names a rule without `name`.
    /// - Throws: `ConfigurationFile.Invalid` at the offending key.
    func rule(at path: String, number: Int) throws(ConfigurationFile.Invalid) -> Rule {
        typealias Invalid = ConfigurationFile.Invalid
        if let fingers, !(1...GesturesFile.maximumFingers).contains(fingers) {
            throw Invalid(path: path + ".fingers",
                          message: "expected 1 to \(GesturesFile.maximumFingers), got \(fingers)")
        }
        if gesture == .doubleTap, let fingers, fingers != 1 {
            throw Invalid(path: path + ".fingers", message: "a double tap is recognized with one finger only")
        }
        if let direction, !Self.directions(of: gesture).contains(direction) {
            let allowed = Self.directions(of: gesture).map(\.rawValue)
            throw Invalid(path: path + ".direction", message: allowed.isEmpty
                ? "a \(gesture.rawValue) has no direction: remove `direction`"
                : "a \(gesture.rawValue) goes \(allowed.joined(separator: ", ")), got \(direction.rawValue)")
        }
        if let deviceName, deviceName.isEmpty {
            throw Invalid(path: path + ".device-name", message: "expected a glob such as \"*Synaptics*\", got \"\"")
        }
        let threshold = try self.threshold(at: path + ".threshold")
        let trigger = try self.trigger(at: path)
        let action = try self.action(at: path)
        let name = self.name ?? "rule \(number)"
        if name.isEmpty { throw Invalid(path: path + ".name", message: "expected a name, got \"\"") }
        let match = RuleMatch(gesture: gesture, fingers: fingers, direction: direction, device: device,
                              deviceName: deviceName)
        return Rule(name: name, match: match,
                    threshold: threshold, trigger: trigger, action: action)
    }

    /// The directions a kind can have.
    static func directions(of kind: DesktopGestureKind) -> [DesktopDirection] {
        switch kind {
        case .swipe, .edgeSwipe: [.up, .down, .left, .right]
        case .pinch: [.in, .out]
        case .rotate: [.clockwise, .counterclockwise]
        case .tap, .doubleTap, .hold: []
        }
    }

    private func threshold(at path: String) throws(ConfigurationFile.Invalid) -> Threshold {
        guard let entry = threshold else { return .none }
        if let percent = entry.percent, !(0...100).contains(percent) {
            throw .init(path: path + ".percent", message: "expected 0 to 100, got \(percent)")
        }
        if let distance = entry.distance {
            guard gesture == .swipe || gesture == .edgeSwipe else {
                throw .init(path: path + ".distance", message:
                    "a distance in millimetres is measured for swipes and edge swipes only; use `percent`")
            }
            guard distance >= 0 && distance <= 1000 else {
                throw .init(path: path + ".distance", message: "expected 0 to 1000 mm, got \(distance)")
            }
        }
        if let duration = entry.duration, !(duration >= 0 && duration <= 60_000) {
            throw .init(path: path + ".duration", message: "expected 0 to 60000 ms, got \(duration)")
        }
        return Threshold(percent: entry.percent, distance: entry.distance, duration: entry.duration)
    }

    private func trigger(at path: String) throws(ConfigurationFile.Invalid) -> RuleTrigger {
        if let step = `repeat` {
            guard on == .update else {
                throw .init(path: path + ".repeat", message: "`repeat` steps go with `on: update`")
            }
            guard step > 0 && step <= 100 else {
                throw .init(path: path + ".repeat",
                            message: "expected a step of progress above 0 up to 100 %, got \(step)")
            }
        }
        switch on {
        case .begin: return .begin
        case .end: return .end
        case .update:
            guard gesture.isContinuous else {
                throw .init(path: path + ".on", message:
                    "a \(gesture.rawValue) has no updates: use begin or end "
                        + "(updates come from swipes, pinches, rotations)")
            }
            return .update(step: `repeat`)
        // Taps fire when recognized; a hold when the fingers lift without having moved (libinput
        // begins a hold whenever fingers rest and cancels it when they move on into a swipe, pinch
        // or scroll); a continuous gesture once, at its end, as libinput-gestures and touchegg's
        // `on_end` actions do.
        case nil: return gesture == .tap || gesture == .doubleTap ? .begin : .end
        }
    }

    private func action(at path: String) throws(ConfigurationFile.Invalid) -> RuleAction {
        let timeout = self.timeout ?? DaemonConfiguration.defaultTimeout
        if self.timeout != nil && command == nil {
            throw .init(path: path + ".timeout", message: "`timeout` goes with `command`")
        }
        if shell != nil && command == nil { throw .init(path: path + ".shell", message: "`shell` goes with `command`") }
        switch (command, keys) {
        case (nil, nil):
            throw .init(path: path, message: "give the rule an action: `command` or `keys`")
        case (.some, .some):
            throw .init(path: path + ".keys", message: "a rule has one action: `command` or `keys`, not both")
        case (nil, .some(let text)):
            do { return .keys(try KeyCombination(parsing: text)) } catch {
                throw .init(path: path + ".keys", message: error.description)
            }
        case (.some(let command), nil):
            guard timeout > 0 && timeout <= GesturesFile.maximumTimeout else {
                throw .init(path: path + ".timeout", message:
                    "expected seconds above 0 up to \(Int(GesturesFile.maximumTimeout)), got \(timeout)")
            }
            let words: [String]
            switch command {
            case .argv(let argv): words = argv
            case .line(let line): words = [line]
            }
            // A C string ends at NUL: the program would see its argument cut there.
            if words.contains(where: { $0.utf8.contains(0) }) {
                throw .init(path: path + ".command", message: "a command cannot contain a NUL character (\\0)")
            }
            switch (command, shell ?? false) {
            case (.argv(let argv), false):
                guard let program = argv.first, !program.isEmpty else {
                    throw .init(path: path + ".command",
                                message: "expected a program and its arguments, e.g. [xdotool, key, super+Right]")
                }
                return .command(CommandSpec(argv: argv, shell: false, timeout: timeout))
            case (.line(let line), true):
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw .init(path: path + ".command", message: "expected a shell line, got \"\"")
                }
                return .command(CommandSpec(argv: [line], shell: true, timeout: timeout))
            case (.line, false):
                throw .init(path: path + ".command", message:
                    "a command runs without a shell as a list, e.g. [xdotool, key, super+Right]; "
                    + "for one shell line add `shell: true`")
            case (.argv, true):
                throw .init(path: path + ".command",
                            message: "with `shell: true` the command is one line (a string), not a list")
            }
        }
    }
}
