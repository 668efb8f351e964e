/// What one client chose to receive with `subscribe` (docs/bridge.md, "Commands"): line types
/// and, with a scene, views. A line is judged by the type and view its `BridgeLine` carries,
/// which the encoder took from the output it encoded.
struct BridgeSubscription: Hashable, Sendable {
    /// The line types received; `hello`, `reply` and `bye` (of no type) arrive whatever this holds.
    var types = BridgeCommand.LineType.defaults
    /// The scene views whose lines are received; nil: every view. Lines of no view (gestures,
    /// input, the one controller's lines) arrive whatever this holds.
    var views: Set<String>?

    /// Whether `line` is one this subscription receives: a type it holds (or none), and a view
    /// it holds (or none).
    func includes(_ line: BridgeLine) -> Bool {
        if let type = line.type, !types.contains(type) { return false }
        if let view = line.view, let views, !views.contains(view) { return false }
        return true
    }
}
