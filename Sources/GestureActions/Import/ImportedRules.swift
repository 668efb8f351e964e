/// Another tool's configuration turned into `gestures.yaml` rules, with what could not be turned
/// and why (`gesturekit daemon --import`).
public struct ImportedRules: Sendable, Hashable {
    /// One rule as it will be written.
    public struct Entry: Sendable, Hashable {
        /// Where it came from (`touchegg.conf:12`), written as a comment above it.
        public var source: String
        /// The gesture kind.
        public var gesture: DesktopGestureKind
        /// Fingers, when the source gave them.
        public var fingers: Int?
        /// Direction, when the source gave one.
        public var direction: DesktopDirection?
        /// `on:` when not the default.
        public var on: DesktopPhase?
        /// `repeat:` (with `on: update`).
        public var repeatStep: Double?
        /// Threshold in percent, when the source had one.
        public var percent: Double?
        /// The action.
        public var action: Action

        /// An entry with every field given.
        ///
        /// - Parameters:
        ///   - source: where it came from (`touchegg.conf:12`), written as a comment above it.
        ///   - gesture: the gesture kind.
        ///   - fingers: the finger count, when the source gave one.
        ///   - direction: the direction, when the source gave one.
        ///   - on: the phase it fires at, when not the default.
        ///   - repeatStep: the `repeat:` step, with `on: update`.
        ///   - percent: the threshold in percent, when the source had one.
        ///   - action: the action.
        public init(source: String, gesture: DesktopGestureKind, fingers: Int? = nil,
                    direction: DesktopDirection? = nil, on: DesktopPhase? = nil, repeatStep: Double? = nil,
                    percent: Double? = nil, action: Action) {
            self.source = source; self.gesture = gesture; self.fingers = fingers; self.direction = direction
            self.on = on; self.repeatStep = repeatStep; self.percent = percent; self.action = action
        }
    }

    /// A rule's action as written.
    public enum Action: Sendable, Hashable {
        /// `command: [argv…]`.
        case argv([String])
        /// `command: "line"` with `shell: true`.
        case shell(String)
        /// `keys: combination`.
        case keys(String)
    }

    /// The rules, in the source's order.
    public var entries: [Entry] = []
    /// What could not be converted, one line each (`file:line: what and why`).
    public var skipped: [String] = []
    /// How unmatched gestures go to touchegg, when the source says (touchegg's desktop actions).
    public var forward: ToucheggForwarding?

    /// Nothing yet.
    public init() {}

    /// Adds `entry` when its keys are keys GestureKit can send; otherwise notes why not.
    mutating func add(_ entry: Entry) {
        if case .keys(let text) = entry.action {
            do { _ = try KeyCombination(parsing: text) } catch {
                skipped.append("\(entry.source): \(error.description)")
                return
            }
        }
        entries.append(entry)
    }
}
