/// What one client chose to receive with `subscribe` (docs/bridge.md, "Commands"): line types
/// and, with a scene, views. A line is judged by the type and view its `BridgeLine` carries,
/// which the encoder took from the output it encoded.
struct BridgeSubscription: Hashable, Sendable {
    /// The line types received; `hello`, `reply` and `bye` (of no type) arrive whatever this holds.
    var types: Set<BridgeCommand.LineType> { didSet { typeBits = LineTypeBits(types) } }
    /// The scene views whose lines are received; nil: every view. Lines of no view (gestures,
    /// input, the one controller's lines) arrive whatever this holds.
    var views: Set<String>?
    /// `types` as bits, for `includesEvery(types:namingAView:)`.
    private(set) var typeBits: LineTypeBits

    /// A subscription to `types` and `views` (nil: every view); by default what a client that
    /// never sent `subscribe` receives.
    init(types: Set<BridgeCommand.LineType> = BridgeCommand.LineType.defaults, views: Set<String>? = nil) {
        self.types = types
        self.views = views
        typeBits = LineTypeBits(types)
    }

    /// Whether `line` is one this subscription receives: a type it holds (or none), and a view
    /// it holds (or none).
    func includes(_ line: BridgeLine) -> Bool {
        if let type = line.type, !types.contains(type) { return false }
        if let view = line.view, let views, !views.contains(view) { return false }
        return true
    }

    /// Whether every line of a step is received, answered at once: the step's lines have `types`
    /// and, when `namingAView`, some name a scene view. False for a subscription to some views
    /// while a line names one (the hub then asks `includes(_:)` line by line).
    func includesEvery(types: LineTypeBits, namingAView: Bool) -> Bool {
        types.isSubset(of: typeBits) && (!namingAView || views == nil)
    }
}
