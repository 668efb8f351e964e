import Foundation
import GestureKit

/// Which gestures go to touchegg's D-Bus clients (GNOME's X11 Gestures extension, Cinnamon,
/// elementary's Gala).
public enum ToucheggForwarding: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every swipe, pinch and multi-finger tap, whatever the rules do.
    case all
    /// None: the rules alone act.
    case none
    /// Those no rule took, as touchegg sends the gestures its own configuration leaves to the
    /// desktop (`GNOME_SHELL`, `CINNAMON`, `ELEMENTARY` actions). The default.
    case unmatched
}

/// A loaded `gestures.yaml`: the rules in order (the first that matches a gesture takes it), what
/// goes to touchegg's clients, and how many commands may run at once.
public struct DaemonConfiguration: Sendable, Hashable {
    /// The rules, in file order.
    public var rules: [Rule]
    /// Which gestures go to touchegg's clients.
    public var touchegg: ToucheggForwarding
    /// Commands running at once; a launch beyond it is dropped and logged.
    public var maximumCommands: Int

    /// Four commands at once: desktop commands (xdotool, wmctrl, pactl) end in milliseconds, and
    /// four leave room beside one that hangs until its timeout.
    public static let defaultMaximumCommands = 4
    /// Seconds a command may run before it is stopped: long enough for a program that opens a
    /// window, short enough that a hung one frees its place.
    public static let defaultTimeout = 30.0

    /// A configuration with every field given.
    ///
    /// - Parameters:
    ///   - rules: the rules in order; the first that matches a gesture takes it.
    ///   - touchegg: which gestures go to touchegg's clients.
    ///   - maximumCommands: how many commands may run at once; a launch beyond it is dropped and logged.
    public init(rules: [Rule], touchegg: ToucheggForwarding = .unmatched,
                maximumCommands: Int = defaultMaximumCommands) {
        self.rules = rules; self.touchegg = touchegg; self.maximumCommands = maximumCommands
    }

    /// Whether some rule sends keys (the daemon then opens a uinput keyboard).
    public var usesKeys: Bool { rules.contains { if case .keys = $0.action { true } else { false } } }

    /// Every key code the rules send (what the uinput keyboard must be able to press).
    public var keyCodes: Set<UInt16> {
        Set(rules.flatMap { rule -> [UInt16] in if case .keys(let k) = rule.action { k.codes } else { [] } })
    }

    /// The default file: `$XDG_CONFIG_HOME/gesturekit/gestures.yaml`, else
    /// `~/.config/gesturekit/gestures.yaml` (the XDG Base Directory specification).
    /// - Parameter environment: the process environment.
    /// - Returns: the path, or nil when neither variable is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/gesturekit/gestures.yaml"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/gesturekit/gestures.yaml"
    }

    /// Reads and checks `gestures.yaml` at `path`.
    /// - Parameter path: the file.
    /// - Returns: the configuration.
    /// - Throws: `ConfigurationFile.LoadError` at `file:line:column`.
    public static func load(path: String) throws(ConfigurationFile.LoadError) -> DaemonConfiguration {
        try ConfigurationFile.load(GesturesFile.self, path: path, expecting: "a mapping with `rules`") {
            file throws(ConfigurationFile.Invalid) in try file.configuration()
        }
    }

    /// Checks `gestures.yaml` text.
    /// - Parameters:
    ///   - data: the text.
    ///   - file: names it in errors.
    /// - Returns: the configuration.
    /// - Throws: `ConfigurationFile.LoadError` at `file:line:column`.
    public static func parse(_ data: Data, file: String) throws(ConfigurationFile.LoadError) -> DaemonConfiguration {
        try ConfigurationFile.decode(GesturesFile.self, from: data, file: file, expecting: "a mapping with `rules`") {
            file throws(ConfigurationFile.Invalid) in try file.configuration()
        }
    }
}
