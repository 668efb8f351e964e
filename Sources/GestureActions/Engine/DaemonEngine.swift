import GestureKit

/// The daemon's decisions as a value: for each gesture moment, which rule takes the gesture
/// (first match in file order, at its begin), whether it fires (its threshold, trigger and repeat
/// steps through `RuleProgress`), and what goes to touchegg's clients. Pure: the live daemon,
/// `--dry-run` and `--explain` run the same engine, and tests walk it without devices.
public struct DaemonEngine: Sendable {
    /// What the engine knows of one active gesture.
    enum Track: Sendable, Hashable {
        /// Rule `rule` took it; `fired` counts its firings.
        case taken(rule: Int, progress: RuleProgress, fired: Int, forwarding: Forwarding?)
        /// No rule took it.
        case untaken(forwarding: Forwarding?)
    }

    /// A gesture being forwarded to touchegg: its type and the largest percentage sent so far
    /// (touchegg's clients expect it never to shrink within a gesture).
    struct Forwarding: Sendable, Hashable {
        var type: ToucheggSignal.GestureType
        var percentage: Double
        /// The last moment sent, for the end `finish(at:)` sends when the input stops mid-gesture.
        var last: DesktopGesture
    }

    /// The rules and forwarding in force.
    public private(set) var configuration: DaemonConfiguration
    /// Also return `.explain` actions: why each gesture was or was not taken.
    public var explains: Bool
    private var tracks: [Int: Track] = [:]

    /// An engine for `configuration`.
    /// - Parameters:
    ///   - configuration: the rules.
    ///   - explains: whether to explain every gesture.
    public init(configuration: DaemonConfiguration, explains: Bool = false) {
        self.configuration = configuration; self.explains = explains
    }

    /// Gestures in progress.
    public var activeGestures: Int { tracks.count }

    /// Puts new rules in force. Gestures a rule had taken finish without firing again; gestures
    /// being forwarded go on to their end, so touchegg's clients see every end.
    /// - Parameter configuration: the new rules.
    public mutating func reload(_ configuration: DaemonConfiguration) {
        self.configuration = configuration
        for (id, track) in tracks {
            if case .taken(_, _, _, let forwarding) = track { tracks[id] = .untaken(forwarding: forwarding) }
        }
    }

    /// Decides what one gesture moment does.
    /// - Parameter gesture: a moment from `GestureReader`.
    /// - Returns: the actions, in order (touchegg's signal first, then the firings, then the explanation).
    public mutating func handle(_ gesture: DesktopGesture) -> [DaemonAction] {
        var actions: [DaemonAction] = []
        let track: Track
        if gesture.phase == .begin {
            track = begin(gesture, &actions)
        } else {
            guard let known = tracks[gesture.id] else { return [] }
            track = known
        }
        switch track {
        case .untaken(var forwarding):
            if let signal = forward(gesture, &forwarding) { actions.insert(.forward(signal), at: 0) }
            tracks[gesture.id] = .untaken(forwarding: forwarding)
        case .taken(let index, var progress, var fired, var forwarding):
            if let signal = forward(gesture, &forwarding) { actions.insert(.forward(signal), at: 0) }
            let rule = configuration.rules[index]
            let count = progress.handle(gesture, threshold: rule.threshold, trigger: rule.trigger)
            for _ in 0..<count {
                actions.append(.fire(Firing(rule: rule.name, action: rule.action, gesture: gesture)))
            }
            fired += count
            tracks[gesture.id] = .taken(rule: index, progress: progress, fired: fired, forwarding: forwarding)
            if explains, fired == 0, gesture.phase == .end || gesture.phase == .cancel {
                let why = gesture.phase == .cancel ? "the gesture was cancelled"
                    : rule.threshold.shortfall(of: gesture).map { "its threshold was not crossed: \($0)" }
                    ?? "it fires \(Self.describe(rule.trigger)), not at the end"
                actions.append(.explain(Explanation(gesture: gesture, verdicts: [],
                                                    note: "rule \(rule.name) did not fire: \(why)")))
            }
        }
        if gesture.phase == .end || gesture.phase == .cancel { tracks[gesture.id] = nil }
        return actions
    }

    /// Ends every gesture still in progress when the input stops (the end of a replay, a stop):
    /// forwarded ones get touchegg's end, so every begin a client saw has its end; rules do not fire.
    /// - Parameter time: the time of the stop.
    /// - Returns: the touchegg ends, in gesture order.
    public mutating func finish(at time: Timestamp) -> [DaemonAction] {
        var actions: [DaemonAction] = []
        for id in tracks.keys.sorted() {
            let forwarding: Forwarding?
            switch tracks[id] {
            case .taken(_, _, _, let f)?: forwarding = f
            case .untaken(let f)?: forwarding = f
            case nil: forwarding = nil
            }
            guard let state = forwarding else { continue }
            var end = state.last
            end.phase = .cancel
            if time > end.time {
                end.elapsedMilliseconds += UInt64((time.microseconds - end.time.microseconds) / 1000)
                end.time = time
            }
            var sending: Forwarding? = state
            if let signal = forward(end, &sending) { actions.append(.forward(signal)) }
        }
        tracks = [:]
        return actions
    }

    /// Matches a begin against the rules, in order; the first match takes it.
    private mutating func begin(_ gesture: DesktopGesture, _ actions: inout [DaemonAction]) -> Track {
        var verdicts: [(rule: String, mismatch: String?)] = []
        var taken: Int?
        for (index, rule) in configuration.rules.enumerated() {
            let mismatch = rule.match.mismatch(gesture)
            verdicts.append((rule.name, mismatch))
            if mismatch == nil { taken = index; break }
        }
        let type = Self.toucheggType(of: gesture)
        let forwards: Bool
        switch configuration.touchegg {
        case .all: forwards = type != nil
        case .none: forwards = false
        case .unmatched: forwards = type != nil && taken == nil
        }
        let forwarding = forwards ? type.map { Forwarding(type: $0, percentage: 0, last: gesture) } : nil
        if explains {
            let note: String
            if let taken { note = "taken by rule \(configuration.rules[taken].name)" } else {
                note = configuration.rules.isEmpty ? "no rules" : "no rule took it"
            }
            let forwarded = forwarding != nil ? "; forwarded to touchegg" : ""
            actions.append(.explain(Explanation(gesture: gesture, verdicts: verdicts, note: note + forwarded)))
        }
        if let taken { return .taken(rule: taken, progress: .below(fired: false), fired: 0, forwarding: forwarding) }
        return .untaken(forwarding: forwarding)
    }

    /// touchegg's signal for a moment of a forwarded gesture (nil when it is not forwarded).
    private func forward(_ gesture: DesktopGesture, _ forwarding: inout Forwarding?) -> ToucheggSignal? {
        guard var state = forwarding else { return nil }
        state.percentage = max(state.percentage, min(100, max(0, gesture.progress)))
        state.last = gesture
        forwarding = state
        let phase: ToucheggSignal.Phase
        switch gesture.phase {
        case .begin: phase = .begin
        case .update: phase = .update
        case .end, .cancel: phase = .end
        }
        let device: ToucheggSignal.DeviceType
        switch gesture.device {
        case .touchpad: device = .touchpad
        case .touchscreen: device = .touchscreen
        case .other: device = .unknown
        }
        return ToucheggSignal(phase: phase, type: state.type, direction: Self.toucheggDirection(gesture.direction),
                              percentage: state.percentage, fingers: Int32(clamping: gesture.fingers),
                              deviceType: device, elapsedMilliseconds: gesture.elapsedMilliseconds)
    }

    /// touchegg's type of a gesture: swipes (edge swipes too), pinches, and taps of two or more
    /// fingers, as touchegg's own touchscreen handler reports them (`libinput-touch-handler.cpp`);
    /// nil for what touchegg has no type for (holds, rotations, one-finger and double taps).
    static func toucheggType(of gesture: DesktopGesture) -> ToucheggSignal.GestureType? {
        switch gesture.kind {
        case .swipe, .edgeSwipe: .swipe
        case .pinch: .pinch
        case .tap: gesture.fingers >= 2 ? .tap : nil
        case .doubleTap, .hold, .rotate: nil
        }
    }

    static func toucheggDirection(_ direction: DesktopDirection?) -> ToucheggSignal.Direction {
        switch direction {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .in: .in
        case .out: .out
        case .clockwise, .counterclockwise, nil: .unknown
        }
    }

    static func describe(_ trigger: RuleTrigger) -> String {
        switch trigger {
        case .begin: "at the begin"
        case .update: "on updates"
        case .end: "at the end"
        }
    }
}
