import GestureInput

/// Autoscroll while an item is held near a view's edge (ScrollViewSuite's Autoscroll), as a pure
/// state machine on event time. Diagram: docs/scroll-zoom.md, "Autoscroll".
///
///     idle ──fingerMoved──► holding ◄──fingerMoved out of the zone / edge reached── scrolling
///       ▲                     │  └──────fingerMoved into the zone (began)──────────────►│
///       └────fingerLifted─────┴─────────────fingerLifted (ended)───────────────────────┘
///
/// The caller feeds the finger (viewport points) with the view's offsets, and `advance(to:)` at
/// its frame times; it applies each `scroll(to:)` without animation
/// (`setContentOffset(_:animated: false)`). Every `began` is followed by exactly one `ended`.
public struct Autoscroll: Hashable, Sendable {
    /// What the view offers to scroll, at the moment of an input.
    public struct View: Hashable, Sendable {
        /// Viewport size (pt).
        public var viewportSize: Size
        /// Current content offset (pt).
        public var contentOffset: Point
        /// Smallest resting offset (pt).
        public var lower: Point
        /// Largest resting offset (pt).
        public var upper: Point

        /// A view with every field given.
        ///
        /// - Parameters:
        ///   - viewportSize: the view's visible area (pt).
        ///   - contentOffset: its content offset (pt).
        ///   - lower: its smallest resting offset (pt).
        ///   - upper: its largest resting offset (pt).
        public init(viewportSize: Size, contentOffset: Point, lower: Point, upper: Point) {
            self.viewportSize = viewportSize; self.contentOffset = contentOffset; self.lower = lower; self.upper = upper
        }

        /// The controller's viewport, offset and resting range.
        ///
        /// - Parameter controller: the controller, read at its current time.
        public init(_ controller: ScrollZoomController) {
            self.init(viewportSize: controller.viewportSize, contentOffset: controller.contentOffset,
                      lower: controller.minimumContentOffset, upper: controller.maximumContentOffset)
        }
    }

    /// Where the machine is.
    public enum State: Hashable, Sendable {
        /// No item is held.
        case idle
        /// An item is held at `finger`, outside the zone or against the content edge.
        case holding(finger: Point)
        /// The view scrolls along `motion` with the item held at `finger`; the offset was last
        /// reported for `reported`.
        case scrolling(AutoscrollMotion, finger: Point, reported: Timestamp)
    }

    /// What happens to the held item.
    public enum Input: Hashable, Sendable {
        /// The held item's finger is at `finger` (viewport points) at `time`; `view` as it is then.
        case fingerMoved(to: Point, view: View, at: Timestamp)
        /// The finger lifted (the item was dropped) at `time`.
        case fingerLifted(at: Timestamp)
        /// Event time reached `time` (a frame).
        case advance(to: Timestamp)
    }

    /// Why autoscroll stopped.
    public enum EndReason: String, Hashable, Sendable, Codable {
        /// The finger moved out of the zone.
        case leftZone
        /// The finger lifted.
        case lifted
        /// Every moving axis reached its content edge.
        case reachedContentEdge
    }

    /// What the caller carries out, in order.
    public enum Action: Hashable, Sendable {
        /// Autoscroll began at `time` with `velocity` (pt/s).
        case began(velocity: Vector, at: Timestamp)
        /// Set the content offset to `offset` (pt), without animation.
        case scroll(to: Point, at: Timestamp)
        /// Autoscroll stopped at `time`.
        case ended(EndReason, at: Timestamp)
    }

    /// Zone and speed.
    public var configuration: AutoscrollConfiguration
    /// The current state.
    public private(set) var state: State = .idle

    /// An idle machine.
    ///
    /// - Parameter configuration: the edge zone and the speed curve.
    public init(configuration: AutoscrollConfiguration = .standard) { self.configuration = configuration }

    /// Whether the view is being autoscrolled.
    public var isScrolling: Bool {
        if case .scrolling = state { return true }
        return false
    }

    /// When the running motion reaches the content edge (the next time `advance` must run); nil
    /// when nothing scrolls.
    public var deadline: Timestamp? {
        if case .scrolling(let motion, _, _) = state { return motion.endTime }
        return nil
    }

    /// Moves the machine on by one input; returns what to carry out.
    ///
    /// - Parameter input: the finger's move or lift, or a time to advance to.
    /// - Returns: what to report and do, in order: scrolling began, scroll the view to an offset, or
    ///   scrolling ended.
    public mutating func handle(_ input: Input) -> [Action] {
        var actions: [Action] = []
        switch (state, input) {
        case (.idle, .fingerMoved(let finger, let view, let time)),
             (.holding, .fingerMoved(let finger, let view, let time)):
            start(finger: finger, offset: view.contentOffset, view: view, at: time, into: &actions)
        case (.scrolling(let motion, _, let reported), .fingerMoved(let finger, let view, let time)):
            let offset = run(motion, reported: reported, to: time, finger: finger, into: &actions)
            guard case .scrolling = state else {
                start(finger: finger, offset: offset, view: view, at: time, into: &actions)
                break
            }
            let velocity = configuration.velocity(finger: finger, viewportSize: view.viewportSize)
            let next = AutoscrollMotion(
                start: offset, startTime: time, velocity: velocity, lower: view.lower, upper: view.upper)
            if next.isMoving {
                state = .scrolling(next, finger: finger, reported: time)
            } else {
                state = .holding(finger: finger)
                actions.append(.ended(velocity == .zero ? .leftZone : .reachedContentEdge, at: time))
            }
        case (.scrolling(let motion, let finger, let reported), .advance(let time)):
            _ = run(motion, reported: reported, to: time, finger: finger, into: &actions)
        case (.scrolling(let motion, let finger, let reported), .fingerLifted(let time)):
            _ = run(motion, reported: reported, to: time, finger: finger, into: &actions)
            if case .scrolling = state { actions.append(.ended(.lifted, at: time)) }
            state = .idle
        case (.holding, .fingerLifted):
            state = .idle
        case (.idle, .fingerLifted), (.idle, .advance), (.holding, .advance):
            break
        }
        return actions
    }

    /// Starts scrolling when the finger is in a zone and the content can move that way.
    private mutating func start(
        finger: Point, offset: Point, view: View, at time: Timestamp, into actions: inout [Action]
    ) {
        let velocity = configuration.velocity(finger: finger, viewportSize: view.viewportSize)
        let motion = AutoscrollMotion(
            start: offset, startTime: time, velocity: velocity, lower: view.lower, upper: view.upper)
        if motion.isMoving {
            state = .scrolling(motion, finger: finger, reported: time)
            actions.append(.began(velocity: motion.velocity, at: time))
        } else {
            state = .holding(finger: finger)
        }
    }

    /// Advances `motion` to `time`: scrolls, and ends at the content edge when it was reached (both
    /// stamped with the moment it was reached). Returns the offset at `time`.
    private mutating func run(_ motion: AutoscrollMotion, reported: Timestamp, to time: Timestamp, finger: Point,
                              into actions: inout [Action]) -> Point {
        let offset = motion.offset(at: time)
        let reached = motion.endTime.flatMap { $0 <= time ? $0 : nil }
        if time > reported { actions.append(.scroll(to: offset, at: reached ?? time)) }
        if let end = reached {
            state = .holding(finger: finger)
            actions.append(.ended(.reachedContentEdge, at: end))
        } else if time > reported {
            state = .scrolling(motion, finger: finger, reported: time)
        }
        return offset
    }
}
