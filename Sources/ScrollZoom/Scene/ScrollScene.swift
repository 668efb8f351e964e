import GestureInput

/// A tree of named scroll views (docs/design.md, "Scenes"): a pager of zoomable pages, a peeking
/// gallery, a list of carousels. Each view is a `ScrollZoomController` with a frame in its parent's
/// content.
///
/// It takes the calls a binding makes on one controller — touch down/up, drag, zoom, tap zoom,
/// page, a held item — with points in surface coordinates, routes them by hit testing, and splits
/// a drag between nested views frame by frame (`NestedDrag`). Every animation, autoscroll
/// included, runs on event time through `advance(to:)`; nothing reads a clock. Events of every
/// view collect in `events`, tagged with the view's name, with each view's tiles and scroll
/// indicators (the scene owns their `TileLoader` and `ScrollIndicatorTracker`). Rules:
/// docs/scroll-zoom.md, "Nested scrolling".
public struct ScrollScene: Sendable {
    /// One view's place in the tree (the controller lives in `controllers`, same index), and the
    /// pure pieces the scene reports its state through.
    struct Node: Sendable {
        var name: String
        var frame: Rect
        var hitOutset: EdgeInsets
        var resetsZoomOffscreen: Bool
        var parent: Int?
        var children: [Int]
        /// The tiles loaded for a tiled view (nil: not tiled).
        var tileLoader: TileLoader?
        /// The indicators reported for a view that shows them (nil: not shown).
        var indicators: ScrollIndicatorTracker?
        /// How a held item autoscrolls the view (nil: it does not).
        var autoscroll: AutoscrollConfiguration?
    }

    /// The views in scene order (depth first, parents before children).
    var nodes: [Node] = []
    /// The views' controllers, in scene order (as `names`).
    public internal(set) var controllers: [ScrollZoomController] = []
    /// Indices of the top-level views, back to front.
    var roots: [Int] = []
    /// What the fingers are doing to the scene now.
    var gesture: SceneGesture = .idle
    /// The visible-page window last reported, per paging view.
    var reportedPages: [Int: ClosedRange<Int>] = [:]

    /// The latest event time the scene has seen (µs).
    public private(set) var now: Timestamp
    /// Events not yet drained, oldest first within each call.
    public internal(set) var events: [SceneEvent] = []
    /// Inputs with a non-finite point or translation (ignored; docs/design.md, "Errors and bad
    /// input").
    public internal(set) var ignoredInputs = 0

    /// A scene of `views` (top level, back to front) at rest at `time`. Throws a
    /// `ScrollSceneError` naming the view for an empty or repeated name, a frame or hit outset
    /// the controller's rules reject (`ScrollZoomError`: sizes and outsets in 0…`maximumLength`,
    /// origins within ±`maximumCoordinate`).
    ///
    /// - Parameters:
    ///   - views: the top-level views, back to front, each with its children.
    ///   - time: the scene's clock origin, in event time.
    /// - Throws: `ScrollSceneError` naming the view whose name, frame or hit outset is refused.
    public init(views: [ScrollSceneView], time: Timestamp = .zero) throws {
        now = time
        var seen: Set<String> = []
        for view in views {
            roots.append(try add(view, parent: nil, seen: &seen))
        }
        for index in controllers.indices {
            controllers[index].advance(to: time)
            // The scene starts from the views' state, not from the history that set it up.
            controllers[index].events.removeAll(keepingCapacity: true)
            if controllers[index].isPagingEnabled { reportedPages[index] = controllers[index].visiblePages }
        }
    }

    /// Adds `view` and its children depth first; returns its index.
    private mutating func add(_ view: ScrollSceneView, parent: Int?, seen: inout Set<String>) throws -> Int {
        guard !view.name.isEmpty else {
            throw ScrollSceneError(view: view.name, reason: "the name is empty (expected a unique, non-empty name)")
        }
        guard seen.insert(view.name).inserted else {
            throw ScrollSceneError(view: view.name,
                reason: "the name is used by another view (expected unique names: they tag every event)")
        }
        var controller = view.controller
        do {
            try ScrollZoomError.requirePoint(view.frame.origin, "frame.origin")
            try ScrollZoomError.requireSize(view.frame.size, "frame")
            try ScrollZoomError.requireLength(view.hitOutset.top, "hitOutset.top")
            try ScrollZoomError.requireLength(view.hitOutset.left, "hitOutset.left")
            try ScrollZoomError.requireLength(view.hitOutset.bottom, "hitOutset.bottom")
            try ScrollZoomError.requireLength(view.hitOutset.right, "hitOutset.right")
            try controller.setViewportSize(view.frame.size)
        } catch let error as ScrollZoomError {
            throw ScrollSceneError(view: view.name, reason: error.description)
        }
        let index = nodes.count
        nodes.append(Node(name: view.name, frame: view.frame, hitOutset: view.hitOutset,
                          resetsZoomOffscreen: view.resetsZoomOffscreen, parent: parent, children: [],
                          tileLoader: view.tiles.map { TileLoader(content: $0) },
                          indicators: view.showsIndicators ? ScrollIndicatorTracker() : nil,
                          autoscroll: view.autoscroll))
        controllers.append(controller)
        for child in view.children {
            let childIndex = try add(child, parent: index, seen: &seen)
            nodes[index].children.append(childIndex)
        }
        return index
    }

    // MARK: Queries

    /// The view names in scene order (depth first, parents before children).
    public var names: [String] { nodes.map(\.name) }

    /// The index of the view named `name` in scene order, if any.
    ///
    /// - Parameter name: a view's name.
    /// - Returns: its index in `names`, or nil.
    public func index(of name: String) -> Int? { nodes.firstIndex { $0.name == name } }

    /// The controller of the view named `name`, if any.
    ///
    /// - Parameter name: a view's name.
    /// - Returns: a copy of its controller, or nil for an unknown name.
    public func controller(named name: String) -> ScrollZoomController? {
        index(of: name).map { controllers[$0] }
    }

    /// The frame of the view named `name` (in its parent's content; surface points at the top
    /// level), if any.
    ///
    /// - Parameter name: a view's name.
    /// - Returns: its frame, or nil for an unknown name.
    public func frame(named name: String) -> Rect? {
        index(of: name).map { nodes[$0].frame }
    }

    /// The view a pinch is zooming now (nil when no pinch runs): whose zoom scale a pinch's
    /// relative scale multiplies.
    public var zoomingView: String? {
        if case .zooming(_, let target) = gesture { return nodes[target].name }
        return nil
    }

    /// The parent of the view named `name` (nil for a top-level or unknown view).
    ///
    /// - Parameter name: a view's name.
    /// - Returns: its parent's name, or nil.
    public func parent(of name: String) -> String? {
        index(of: name).flatMap { nodes[$0].parent }.map { nodes[$0].name }
    }

    /// Runs `body` on the controller of the view named `name` at the scene's time — a
    /// programmatic change, or a binding action the scene does not route (wheel, touchpad hold)
    /// — then collects its events like any input. Returns `body`'s result, or nil for an
    /// unknown name.
    ///
    /// - Parameters:
    ///   - name: the view's name.
    ///   - body: the change, given the view's controller.
    /// - Returns: what `body` returned, or nil for an unknown name.
    @discardableResult
    public mutating func update<Result>(_ name: String,
                                        _ body: (inout ScrollZoomController) throws -> Result) rethrows -> Result? {
        guard let index = index(of: name) else { return nil }
        defer { finishStep() }
        return try body(&controllers[index])
    }

    /// Whether the scene changes on its own after `time` without input: a view's motion runs, an
    /// indicator fades, or a held item autoscrolls. A loop keeps calling `advance(to:)` at its
    /// frame rate while it does (the pipeline's frames).
    ///
    /// - Parameter time: the time now.
    /// - Returns: whether anything moves or fades after it.
    public func isAnimating(at time: Timestamp) -> Bool {
        if nextIdleTime != nil { return true }
        if case .holding(_, _, let autoscroll) = gesture, autoscroll.isScrolling { return true }
        return nodes.contains { $0.indicators?.isFading(at: time) == true }
    }

    /// Nothing moves and no touch is down in any view: a replay can stop advancing.
    public var isIdle: Bool {
        if case .idle = gesture { return controllers.allSatisfy(\.isIdle) }
        return false
    }

    /// The time at which every running motion will have finished, or nil when nothing runs on
    /// its own (all idle, or a touch is down).
    public var nextIdleTime: Timestamp? {
        guard case .idle = gesture else { return nil }
        return controllers.compactMap(\.nextIdleTime).max()
    }

    // MARK: Events

    /// Moves every pending event to the end of `buffer`, keeping the scene's capacity. Tiles and
    /// indicators are sampled first, at `now` (`reportTilesAndIndicators`): they report the state
    /// the scene has when its caller collects a step's events.
    ///
    /// - Parameter buffer: receives the pending events, in order.
    public mutating func drainEvents(into buffer: inout [SceneEvent]) {
        reportTilesAndIndicators()
        buffer.append(contentsOf: events)
        events.removeAll(keepingCapacity: true)
    }

    /// Returns and clears the pending events, tiles and indicators sampled first as in
    /// `drainEvents(into:)` (allocates; convenient in tests and tools).
    ///
    /// - Returns: the pending events, in order.
    public mutating func takeEvents() -> [SceneEvent] {
        reportTilesAndIndicators()
        let taken = events
        events.removeAll(keepingCapacity: true)
        return taken
    }

    // MARK: Time

    /// Moves every view's clock to `time`, running their animations (`ScrollZoomController.advance`),
    /// then resets pages that left the screen and reports visible-page changes. A time before
    /// `now` is ignored (each controller counts it in `clockRegressions`).
    ///
    /// - Parameter time: the time now.
    public mutating func advance(to time: Timestamp) {
        moveClock(to: time)
        finishStep()
    }

    /// Advances every controller, and a held item's autoscroll, to `time` without the end-of-step
    /// bookkeeping; a view still tracking or moving then delays its indicators' fade (a finger
    /// held until an input at `time` was on the view until `time`).
    mutating func moveClock(to time: Timestamp) {
        for index in controllers.indices { controllers[index].advance(to: time) }
        if time > now { now = time }
        advanceAutoscroll()
        noteIndicatorActivity()
    }

    /// After every call: off-screen pages return to their minimum zoom, controller events are
    /// collected under their view names, changed visible-page windows are reported, and shown
    /// indicators note a view that is tracking or moving (their fade waits for it).
    mutating func finishStep() {
        resetOffscreenZoom()
        collectControllerEvents()
        reportVisiblePages()
        noteIndicatorActivity()
    }

    /// Moves every controller's pending events to `events`, tagged with the view's name.
    mutating func collectControllerEvents() {
        for index in controllers.indices where !controllers[index].events.isEmpty {
            for event in controllers[index].events {
                events.append(.scroll(view: nodes[index].name, event: event))
            }
            controllers[index].events.removeAll(keepingCapacity: true)
        }
    }
}
