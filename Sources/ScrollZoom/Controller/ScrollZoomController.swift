import GestureInput

/// A headless model of UIScrollView (docs/scroll-zoom.md): viewport, content, zoom and paging as
/// numbers, moved by drags, pinches and programmatic calls, animated on event time by
/// `advance(to:)`.
///
/// Coordinates: `contentOffset` is the viewport's top-left in zoomed content coordinates (as
/// UIKit's `bounds.origin`); `contentSize` is the unzoomed size, shown at `contentSize ×
/// zoomScale`. Every animation is a closed-form function of the time since it began, so the
/// state at time t does not depend on how often `advance` ran (frame-rate independent).
///
/// A value type, `Sendable`, no locks: own it from one thread. Events collect in `events`; drain
/// them with `drainEvents(into:)` (allocation-free once the buffer has grown).
public struct ScrollZoomController: Sendable {
    // MARK: Geometry (validated setters)

    /// Size of the visible area (pt).
    public private(set) var viewportSize: Size
    /// Size of the content at zoom 1 (pt).
    public private(set) var contentSize: Size
    /// Extra scrollable space around the content (pt), as UIKit's `contentInset`.
    public private(set) var contentInset: EdgeInsets
    /// Top-left of the viewport in zoomed content coordinates (pt).
    public internal(set) var contentOffset: Point
    /// Current zoom (1 = natural size).
    public internal(set) var zoomScale: Double
    /// Smallest zoom a gesture settles at.
    public private(set) var minimumZoomScale: Double
    /// Largest zoom a gesture settles at.
    public private(set) var maximumZoomScale: Double
    /// Page size for paging (pt); the viewport size unless set with `setPageSize(_:)`.
    public var pageSize: Size { customPageSize ?? viewportSize }
    /// How fast flings slow down (per ms).
    public private(set) var decelerationRate: DecelerationRate

    // MARK: Behaviour

    /// Drags past an edge rubber-band and flings bounce (UIKit `bounces`, default true).
    public var bounces = true
    /// Pinches past min/max rubber-band and spring back (UIKit `bouncesZoom`, default true).
    public var bouncesZoom = true
    /// Rubber-band horizontally even when the content is not wider than the viewport.
    public var alwaysBounceHorizontal = false
    /// Rubber-band vertically even when the content is not taller than the viewport.
    public var alwaysBounceVertical = false
    /// Releases settle on page boundaries (UIKit `isPagingEnabled`, default false).
    public var isPagingEnabled = false
    /// Scroll speed above which a paging release turns the page (pt/s).
    public var pagingFlickVelocity = PagingTarget.defaultFlickVelocity
    /// Content smaller than the viewport is centred (as photo viewers centre a small image);
    /// changing it re-centres at once when idle.
    public var centersContent: Bool {
        didSet { recenter() }
    }
    /// Hook called with (scroll velocity pt/s, proposed target offset) at `willEndDragging`; its
    /// result becomes the target (clamped to the scrollable range), e.g. for snapping.
    public var willEndDraggingTarget: (@Sendable (_ velocity: Vector, _ proposedTarget: Point) -> Point)?

    // MARK: Bookkeeping

    /// The latest event time the controller has seen (µs).
    public var now: Timestamp { clock.latest }
    /// The controller's clock, which never goes backwards (`MonotonicTime`, docs/design.md,
    /// "Time").
    var clock: MonotonicTime
    /// Events not yet drained, oldest first.
    public internal(set) var events: [ScrollZoomEvent]
    /// `advance(to:)` calls with a time before `now` (ignored; an input defect, docs/design.md,
    /// "Time").
    public internal(set) var clockRegressions = 0
    /// Interactive calls with NaN/∞ arguments (ignored; docs/design.md, "Errors and bad input").
    public internal(set) var ignoredInputs = 0

    var customPageSize: Size?
    /// What moves it (the state machine). Every assignment also sets `phase`.
    var motion: ScrollMotion = .idle {
        didSet { phase = motion.phase }
    }
    /// `motion.phase`, kept beside it: the flags, `advance(to:)` and `nextIdleTime` read this byte
    /// on every frame and snapshot instead of copying the 256-byte motion to read its case (a
    /// `memcpy` call each; docs/performance.md, "Readers and replays").
    private(set) var phase: ScrollMotion.Phase = .idle

    /// A controller showing `contentSize` (at zoom 1) in `viewportSize`, at rest at time `time`.
    /// The initial offset is (0, 0) brought into the scrollable range (centred when
    /// `centersContent` and the content is smaller); `zoomScale` (any positive number) is clamped
    /// to the limits. Throws naming any invalid argument and its allowed range: sizes in
    /// 0…`maximumLength`, insets within ±`maximumLength`, zoom limits in `zoomScaleRange`.
    ///
    /// - Parameters:
    ///   - viewportSize: the visible area, in points.
    ///   - contentSize: the content's size at zoom 1, in points.
    ///   - contentInset: extra scrollable space around the content, as UIKit's `contentInset`.
    ///   - zoomScale: the initial zoom; clamped to the limits.
    ///   - minimumZoomScale: the smallest zoom.
    ///   - maximumZoomScale: the largest zoom; equal limits make a view that does not zoom.
    ///   - centersContent: centre content smaller than the viewport.
    ///   - decelerationRate: how fast a fling slows down.
    ///   - time: the controller's clock origin, in event time.
    /// - Throws: `ScrollZoomError` naming the first invalid argument and its allowed range.
    public init(viewportSize: Size, contentSize: Size, contentInset: EdgeInsets = .zero,
                zoomScale: Double = 1, minimumZoomScale: Double = 1, maximumZoomScale: Double = 1,
                centersContent: Bool = false, decelerationRate: DecelerationRate = .normal,
                time: Timestamp = .zero) throws {
        try ScrollZoomError.requireSize(viewportSize, "viewportSize")
        try ScrollZoomError.requireSize(contentSize, "contentSize")
        try Self.validate(contentInset)
        try Self.validateZoomLimits(minimumZoomScale, maximumZoomScale)
        try ScrollZoomError.requirePositive(zoomScale, "zoomScale")
        try Self.validate(decelerationRate)
        self.viewportSize = viewportSize
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.minimumZoomScale = minimumZoomScale
        self.maximumZoomScale = maximumZoomScale
        self.zoomScale = zoomScale.clamped(minimumZoomScale, maximumZoomScale)
        self.centersContent = centersContent
        self.decelerationRate = decelerationRate
        clock = MonotonicTime(startingAt: time)
        events = []
        events.reserveCapacity(64)
        contentOffset = .zero
        contentOffset = clampedOffset(.zero, scale: self.zoomScale)
    }

    // MARK: Flags (UIKit names)

    /// A touch is on the content (dragging, pinching, or holding after stopping a fling).
    public var isTracking: Bool {
        switch phase {
        case .touching, .dragging, .zooming: true
        case .idle, .decelerating, .zoomBouncing, .animating: false
        }
    }

    /// The content is being dragged.
    public var isDragging: Bool {
        switch phase {
        case .dragging: true
        case .zooming(let isDragging): isDragging
        case .idle, .touching, .decelerating, .zoomBouncing, .animating: false
        }
    }

    /// A fling, bounce back or page snap is running.
    public var isDecelerating: Bool { phase == .decelerating }

    /// A pinch is zooming.
    public var isZooming: Bool {
        if case .zooming = phase { return true }
        return false
    }

    /// The zoom springs back into range after a pinch.
    public var isZoomBouncing: Bool { phase == .zoomBouncing }

    /// Nothing moves and no touch is down: a replay can stop advancing.
    public var isIdle: Bool { phase == .idle }

    /// A snapshot of offset, zoom, page and flags.
    public var state: ScrollZoomState {
        ScrollZoomState(time: now, contentOffset: contentOffset, zoomScale: zoomScale, page: currentPage,
                        isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating,
                        isZooming: isZooming, isZoomBouncing: isZoomBouncing)
    }

    /// Where the content appears in the viewport (pt): origin = −offset, size = content × zoom.
    public var contentFrame: Rect {
        Rect(origin: Point(x: -contentOffset.x, y: -contentOffset.y), size: contentSize * zoomScale)
    }

    // MARK: Events

    /// Moves every pending event to the end of `buffer`; both keep a capacity to reuse.
    ///
    /// - Parameter buffer: receives the pending delegate messages in the order they were sent.
    public mutating func drainEvents(into buffer: inout [ScrollZoomEvent]) {
        guard !events.isEmpty else { return }
        guard buffer.isEmpty else {
            buffer.append(contentsOf: events)
            events.removeAll(keepingCapacity: true)
            return
        }
        // The usual case (a pipeline drains into its emptied buffer after every step): the two
        // arrays trade storage, with no element copied and no `removeAll` (≈ 150 instructions a
        // step in `replay --output jsonl` of a touchpad log).
        swap(&buffer, &events)
    }

    /// Returns and clears the pending events (allocates; convenient in tests and tools).
    ///
    /// - Returns: the pending delegate messages in the order they were sent.
    public mutating func takeEvents() -> [ScrollZoomEvent] {
        let taken = events
        events.removeAll(keepingCapacity: true)
        return taken
    }

    mutating func emit(_ event: ScrollZoomEvent) { events.append(event) }

    /// Sets offset and scale, sending `didScroll` / `didZoom` for what changed.
    mutating func apply(offset: Point, scale: Double, at time: Timestamp) {
        let scrolled = offset != contentOffset
        let zoomed = scale != zoomScale
        contentOffset = offset
        zoomScale = scale
        if scrolled { emit(.didScroll(time: time, offset: offset)) }
        if zoomed { emit(.didZoom(time: time, scale: scale)) }
    }

    // MARK: Validated setters

    /// Sets the viewport size (pt); throws for a dimension outside 0…`maximumLength` (negative,
    /// too large, or not finite).
    ///
    /// - Parameter size: the new visible area, in points.
    /// - Throws: `ScrollZoomError` for a dimension outside 0…`maximumLength`.
    public mutating func setViewportSize(_ size: Size) throws {
        try ScrollZoomError.requireSize(size, "viewportSize")
        viewportSize = size
        recenter()
    }

    /// Sets the unzoomed content size (pt); throws for a dimension outside 0…`maximumLength`
    /// (negative, too large, or not finite).
    ///
    /// - Parameter size: the new content size at zoom 1, in points.
    /// - Throws: `ScrollZoomError` for a dimension outside 0…`maximumLength`.
    public mutating func setContentSize(_ size: Size) throws {
        try ScrollZoomError.requireSize(size, "contentSize")
        contentSize = size
        recenter()
    }

    /// Sets the content inset (pt); throws for a value outside ±`maximumLength` or not finite.
    ///
    /// - Parameter inset: the new inset, in points.
    /// - Throws: `ScrollZoomError` for a value outside ±`maximumLength` or not finite.
    public mutating func setContentInset(_ inset: EdgeInsets) throws {
        try Self.validate(inset)
        contentInset = inset
        recenter()
    }

    /// Sets the zoom limits; throws when either is outside `zoomScaleRange` (or not finite) or
    /// min > max. A zoom outside the new range is clamped at once about the viewport centre (as
    /// UIKit does when idle), also while a touch is down, a drag or fling runs, or a programmatic
    /// zoom animates (which stops, with its end events); a zoom bounce heading outside the new
    /// range stops and clamps likewise. A pinch in progress keeps its scale and springs back into
    /// the new range on release, as does a bounce already heading into it.
    ///
    /// - Parameters:
    ///   - minimum: the smallest zoom.
    ///   - maximum: the largest zoom, at least `minimum`.
    /// - Throws: `ScrollZoomError` for a limit outside `zoomScaleRange` or `minimum` above `maximum`.
    public mutating func setZoomScaleLimits(minimum: Double, maximum: Double) throws {
        try Self.validateZoomLimits(minimum, maximum)
        minimumZoomScale = minimum
        maximumZoomScale = maximum
        func outside(_ scale: Double) -> Bool { scale < minimum || scale > maximum }
        let clamps = switch motion {
        case .zooming: false
        case .zoomBouncing(let bounce): outside(bounce.toScale)
        case .animating(let animation, _): outside(zoomScale) || outside(animation.toScale)
        case .idle, .touching, .dragging, .decelerating: outside(zoomScale)
        }
        if clamps {
            let scale = zoomScale.clamped(minimum, maximum)
            move(to: clampedOffset(zoomedOffset(to: scale, keeping: viewportCenter), scale: scale), scale: scale,
                 animated: false, purpose: .zoom)
        }
        recenter()
    }

    /// Sets the page size (pt), or nil for the viewport size; throws for a dimension that is not
    /// above 0 and at most `maximumLength`.
    ///
    /// - Parameter size: the page size in points, or nil for the viewport's size.
    /// - Throws: `ScrollZoomError` for a dimension not above 0 and at most `maximumLength`.
    public mutating func setPageSize(_ size: Size?) throws {
        if let size {
            try ScrollZoomError.requireLength(size.width, "pageSize.width", positive: true)
            try ScrollZoomError.requireLength(size.height, "pageSize.height", positive: true)
        }
        customPageSize = size
    }

    /// Sets the deceleration rate; throws unless 0 < rate < 1 per ms.
    ///
    /// - Parameter rate: the fraction of velocity kept per millisecond.
    /// - Throws: `ScrollZoomError` unless 0 < rate < 1.
    public mutating func setDecelerationRate(_ rate: DecelerationRate) throws {
        try Self.validate(rate)
        decelerationRate = rate
    }

    /// Re-centres axes whose content is smaller than the viewport, when at rest.
    mutating func recenter() {
        guard centersContent, isIdle else { return }
        let range = offsetRange(scale: zoomScale)
        var offset = contentOffset
        if range.lower.x == range.upper.x { offset.x = range.lower.x }
        if range.lower.y == range.upper.y { offset.y = range.lower.y }
        apply(offset: offset, scale: zoomScale, at: now)
    }
}
