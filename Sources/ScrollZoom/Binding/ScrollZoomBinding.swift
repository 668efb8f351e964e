import GestureInput
import GestureRecognition

/// Turns recognizer output (`GestureEvent`s) into controller calls (DESIGN §1: the only place that
/// knows both gestures and the scroll view). It knows no recognizer classes, only events.
///
/// Each event first advances the controller to the event's time. Defaults by kind: pan → drag,
/// pinch / touchpad pinch → zoom, tap → tap zoom, swipe → page, scroll → finger scroll or wheel,
/// touchpad hold → stop motion; a mapping by recognizer name overrides the kind.
///
/// A pinch takes over a pan that is running (the focal point carries the pan); the pan's later
/// events are ignored until a new pan begins. Swipes are ignored while a drag or its fling runs,
/// so a flick that a pan already paged does not page twice. The pipeline should call
/// `ScrollZoomController.touchDown(time:)` when a touch lands so it stops a fling at once (a new
/// touch stops deceleration before any recognizer has decided).
public struct ScrollZoomBinding: Sendable {
    /// What the binding maps and how it zooms.
    public struct Configuration: Hashable, Sendable {
        /// Actions for recognizer names (wins over `actionsByKind`).
        public var actionsByRecognizer: [String: BindingAction]
        /// Actions for gesture kinds.
        public var actionsByKind: [GestureKind: BindingAction]
        /// How a double tap zooms.
        public var doubleTapPolicy: DoubleTapZoomPolicy
        /// Zoom factor of one double tap or two-finger tap (×1.5 in seed 004 and ScrollViewSuite).
        public var zoomStep: Double
        /// Whether tap zooms animate (UIKit's seeds animate them).
        public var animatesTapZoom: Bool
        /// Points scrolled per wheel detent. UIKit has no wheel; 40 pt is Chromium's pixels per
        /// line (`kPixelsPerLineStep`), close to GTK's and Firefox's line heights.
        public var wheelLineStep: Double
        /// Where a touchpad pinch zooms about (viewport points). A touchpad has no position on the
        /// content, so nil zooms about the viewport centre; a shell that tracks the pointer passes
        /// its position here.
        public var touchpadZoomFocus: Point?
        /// Negate touchpad scroll translations/velocities (when the source reports scroll deltas,
        /// offset direction, instead of finger motion).
        public var invertsFingerScroll: Bool

        /// The default mapping by recognizer name: the presets' `wheel` scroll recognizer (wheel
        /// and continuous sources) scrolls by line steps rather than dragging.
        public static let defaultActionsByRecognizer: [String: BindingAction] = ["wheel": .wheel]

        /// The default mapping by kind.
        public static let defaultActionsByKind: [GestureKind: BindingAction] = [
            .pan: .drag, .pinch: .zoom, .touchpadPinch: .zoom, .tap: .tapZoom, .swipe: .page,
            .scroll: .scroll, .touchpadHold: .stopMotion,
            .longPress: .ignore, .rotation: .ignore, .edgePan: .ignore, .touchpadSwipe: .ignore,
        ]

        /// A configuration; every argument has the documented default.
        public init(actionsByRecognizer: [String: BindingAction] = Configuration.defaultActionsByRecognizer,
                    actionsByKind: [GestureKind: BindingAction] = Configuration.defaultActionsByKind,
                    doubleTapPolicy: DoubleTapZoomPolicy = .stepToCenter, zoomStep: Double = 1.5,
                    animatesTapZoom: Bool = true, wheelLineStep: Double = 40, invertsFingerScroll: Bool = false,
                    touchpadZoomFocus: Point? = nil) {
            self.actionsByRecognizer = actionsByRecognizer
            self.actionsByKind = actionsByKind
            self.doubleTapPolicy = doubleTapPolicy
            self.zoomStep = zoomStep
            self.animatesTapZoom = animatesTapZoom
            self.wheelLineStep = wheelLineStep
            self.invertsFingerScroll = invertsFingerScroll
            self.touchpadZoomFocus = touchpadZoomFocus
        }
    }

    /// The mapping in use.
    public var configuration: Configuration {
        didSet { resolvedActions.removeAll(keepingCapacity: true) }
    }
    /// Events the binding could not use (missing or non-finite fields), counted (DESIGN §9).
    public private(set) var ignoredEvents = 0

    /// Zoom scale when the current pinch began.
    private var pinchStartScale: Double?
    /// A pinch took over the running pan; its events wait for the next `began`.
    private var panTakenOver = false
    /// `action(for:)` results by recognizer name and kind, cleared when `configuration` changes.
    /// A graph has a handful of recognizers, and comparing their (short) names is much cheaper
    /// than hashing them into the two dictionaries for every gesture event.
    private var resolvedActions: [(recognizer: String, kind: GestureKind, action: BindingAction)] = []
    /// More distinct (name, kind) pairs than this are looked up every time (bounded memory).
    private static let resolvedActionLimit = 32

    /// A binding with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The action for `event`: by recognizer name, else by kind, else ignore.
    public func action(for event: GestureEvent) -> BindingAction {
        configuration.actionsByRecognizer[event.recognizer] ?? configuration.actionsByKind[event.kind] ?? .ignore
    }

    /// Applies one recognizer event to `controller` (advancing it to the event's time first).
    public mutating func handle(_ event: GestureEvent, controller: inout ScrollZoomController) {
        controller.advance(to: event.time)
        guard event.location.isFinite else {
            ignoredEvents += 1
            // An end still ends what its `began` started, as a cancel (no position or velocity is
            // needed): dropping it left the controller dragging or zooming for good.
            guard event.state == .ended || event.state == .cancelled else { return }
            var end = event
            end.state = .cancelled
            end.location = .zero
            end.velocity = nil
            end.scaleVelocity = nil
            apply(end, &controller)
            return
        }
        apply(event, &controller)
    }

    /// Carries out `event`'s action on `controller`.
    private mutating func apply(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        switch resolvedAction(for: event) {
        case .drag: handleDrag(event, &controller, sign: 1)
        case .zoom: handleZoom(event, &controller)
        case .tapZoom: handleTap(event, &controller)
        case .page: handlePage(event, &controller)
        case .scroll:
            if event.state == .recognized {
                handleWheel(event, &controller)
            } else {
                handleDrag(event, &controller, sign: configuration.invertsFingerScroll ? -1 : 1)
            }
        case .wheel: handleWheel(event, &controller)
        case .stopMotion: handleHold(event, &controller)
        case .ignore: return
        }
    }

    /// `action(for:)`, remembered per recognizer name and kind.
    private mutating func resolvedAction(for event: GestureEvent) -> BindingAction {
        for entry in resolvedActions where entry.kind == event.kind && entry.recognizer == event.recognizer {
            return entry.action
        }
        let action = action(for: event)
        if resolvedActions.count < Self.resolvedActionLimit {
            resolvedActions.append((event.recognizer, event.kind, action))
        }
        return action
    }

    // MARK: Drag

    private mutating func handleDrag(_ event: GestureEvent, _ controller: inout ScrollZoomController, sign: Double) {
        let translation = (event.translation ?? .zero) * sign
        switch event.state {
        case .began:
            panTakenOver = controller.isZooming
            guard !panTakenOver else { return }
            controller.beginDrag(at: event.location, time: event.time)
            if translation != .zero { controller.drag(translation: translation, time: event.time) }
        case .changed:
            guard !panTakenOver else { return }
            controller.drag(translation: translation, time: event.time)
        case .ended:
            guard !panTakenOver else { return }
            controller.endDrag(velocity: (event.velocity ?? .zero) * sign, time: event.time)
        case .cancelled:
            guard !panTakenOver else { return }
            controller.endDrag(velocity: .zero, time: event.time)
        case .possible, .recognized, .failed:
            return
        }
    }

    // MARK: Zoom

    private mutating func handleZoom(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        var event = event
        if event.kind == .touchpadPinch {
            let size = controller.viewportSize
            event.location = configuration.touchpadZoomFocus ?? Point(x: size.width / 2, y: size.height / 2)
        }
        switch event.state {
        case .began:
            pinchStartScale = controller.zoomScale
            if controller.isDragging { panTakenOver = true }
            controller.beginZoom(focal: event.location, time: event.time)
            if let scale = event.scale, scale != 1, let start = pinchStartScale {
                controller.zoom(scale: start * scale, focal: event.location, time: event.time)
            }
        case .changed:
            guard let start = pinchStartScale else { return }
            guard let scale = event.scale, scale.isFinite, scale > 0 else {
                ignoredEvents += 1
                return
            }
            controller.zoom(scale: start * scale, focal: event.location, time: event.time)
        case .ended, .cancelled:
            guard pinchStartScale != nil else { return }
            pinchStartScale = nil
            if controller.isZooming { panTakenOver = true }
            controller.endZoom(velocity: event.scaleVelocity ?? 0, time: event.time)
        case .possible, .recognized, .failed:
            return
        }
    }

    // MARK: Taps

    private mutating func handleTap(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        guard event.state == .recognized else { return }
        controller.touchUp(time: event.time)
        let taps = event.taps ?? 1
        if taps == 2 && event.touches == 1 {
            doubleTapZoom(at: event.location, &controller)
        } else if taps == 1 && event.touches == 2 {
            let target = Swift.max(controller.zoomScale / configuration.zoomStep, controller.minimumZoomScale)
            zoom(to: target, centredOn: controller.contentPoint(atViewportPoint: event.location), &controller)
        }
    }

    /// Tolerance for "already at that scale" (dimensionless): float noise from animations.
    private static let scaleTolerance = 1e-6

    private mutating func doubleTapZoom(at location: Point, _ controller: inout ScrollZoomController) {
        let scale = controller.zoomScale
        let minimum = controller.minimumZoomScale
        let maximum = controller.maximumZoomScale
        let atMaximum = scale >= maximum - Self.scaleTolerance
        let step = atMaximum ? minimum : Swift.min(scale * configuration.zoomStep, maximum)
        let point = controller.contentPoint(atViewportPoint: location)
        switch configuration.doubleTapPolicy {
        case .stepToCenter:
            zoom(to: step, centredOn: point, &controller)
        case .stepKeepingPoint:
            do {
                try controller.setZoomScale(step, anchoredAt: location, animated: configuration.animatesTapZoom)
            } catch { ignoredEvents += 1 }
        case .maximumAtPoint:
            do {
                try controller.setZoomScale(atMaximum ? minimum : maximum, centeredAt: point,
                                            animated: configuration.animatesTapZoom)
            } catch { ignoredEvents += 1 }
        case .cycleMinimumOneMaximum:
            let levels = [minimum, Swift.min(Swift.max(1, minimum), maximum), maximum]
            let next = levels.first { $0 > scale + Self.scaleTolerance } ?? minimum
            zoom(to: next, centredOn: point, &controller)
        }
    }

    /// Seed 004's way: `zoomRect(forScale:center:)` then `zoom(to:animated:)`.
    private mutating func zoom(to scale: Double, centredOn point: Point, _ controller: inout ScrollZoomController) {
        let rect = controller.zoomRect(forScale: scale, center: point)
        do {
            try controller.zoom(to: rect, animated: configuration.animatesTapZoom)
        } catch { ignoredEvents += 1 }
    }

    // MARK: Paging, wheel, hold

    private mutating func handlePage(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        guard event.state == .recognized, controller.isPagingEnabled, let direction = event.direction else { return }
        guard !controller.isDragging, !controller.isDecelerating else { return }
        let step = switch direction {
        case .left, .up: 1
        case .right, .down: -1
        }
        controller.scrollToPage(controller.currentPage + step, animated: true)
    }

    /// A wheel report: `.recognized`, or the `began` of the `began` + `ended` pair a continuous
    /// scroll recognizer reports per wheel event (its `ended` repeats the delta and is skipped).
    private mutating func handleWheel(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        guard event.state == .recognized || event.state == .began else { return }
        guard let detents = event.translation, detents.isFinite else {
            ignoredEvents += 1
            return
        }
        controller.stopMotion(time: event.time)
        let offset = controller.contentOffset
        let delta = detents * configuration.wheelLineStep
        let range = (lower: controller.minimumContentOffset, upper: controller.maximumContentOffset)
        let target = Point(x: (offset.x + delta.dx).clamped(range.lower.x, range.upper.x),
                           y: (offset.y + delta.dy).clamped(range.lower.y, range.upper.y))
        do {
            try controller.setContentOffset(target, animated: false)
        } catch { ignoredEvents += 1 }
    }

    private mutating func handleHold(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        switch event.state {
        case .began, .recognized:
            controller.touchDown(time: event.time)
        case .ended, .cancelled:
            controller.touchUp(time: event.time)
        case .possible, .changed, .failed:
            return
        }
    }
}
