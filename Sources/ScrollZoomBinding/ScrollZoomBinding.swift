import GestureInput
import GestureRecognition
import ScrollZoom

/// Turns touches and recognizer output (`GestureEvent`s) into controller calls (docs/design.md,
/// "Data flow": the only place that knows both gestures and the scroll view; the pipeline does not
/// call the controller beside it). It knows no recognizer classes, only events.
///
/// Touch reports (`handle(_:controller:)` with a `TouchFrame`): a landing stops a fling at once,
/// before any recognizer has decided; the last lift lets a stopped bounce settle. Gesture events:
/// each first advances the controller to the event's time. Defaults by kind: pan → drag,
/// pinch / touchpad pinch → zoom, tap → tap zoom, swipe → page, scroll → finger scroll or wheel,
/// touchpad hold → stop motion, long press → autoscroll (scenes only); a mapping by recognizer
/// name overrides the kind.
///
/// Which drag and zoom events reach the controller is `state` (`BindingState`): a pinch takes
/// over a drag that is running, and that drag's later events are ignored until a new drag begins.
/// Swipes are ignored while a drag or its fling runs, so a flick that a pan already paged does
/// not page twice.
public struct ScrollZoomBinding: Sendable {
    /// The mapping in use.
    public var configuration: Configuration {
        didSet { resolvedActions.removeAll(keepingCapacity: true) }
    }
    /// Where the binding stands with drags and pinches (docs/scroll-zoom.md, "Binding states").
    public internal(set) var state = BindingState.idle
    /// Events the binding could not use (missing or non-finite fields), counted (docs/design.md,
    /// "Errors and bad input").
    public internal(set) var ignoredEvents = 0

    /// `action(for:)` results by recognizer name and kind, cleared when `configuration` changes.
    /// A graph has a handful of recognizers, and comparing their (short) names is much cheaper
    /// than hashing them into the two dictionaries for every gesture event.
    private var resolvedActions: [(recognizer: String, kind: GestureKind, action: BindingAction)] = []
    /// More distinct (name, kind) pairs than this are looked up every time (bounded memory).
    private static let resolvedActionLimit = 32

    /// A binding with `configuration`.
    ///
    /// - Parameter configuration: what the binding maps and how it zooms.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The action for `event`: by recognizer name, else by kind, else ignore.
    ///
    /// - Parameter event: a recognizer's event.
    /// - Returns: what the binding does with it.
    public func action(for event: GestureEvent) -> BindingAction {
        configuration.actionsByRecognizer[event.recognizer] ?? configuration.actionsByKind[event.kind] ?? .ignore
    }

    /// Applies one touch report to `controller`: a touch that lands stops a fling or bounce at
    /// once, before any recognizer has decided (UIKit's scroll view does this on touch-down); the
    /// last lift lets a stopped bounce settle. Returns whether it called the controller (whose
    /// events the caller then collects); a report that only moves touches changes nothing.
    ///
    /// - Parameters:
    ///   - frame: the next touch frame.
    ///   - controller: the controller to drive.
    /// - Returns: whether it called the controller.
    @discardableResult
    public mutating func handle(_ frame: TouchFrame, controller: inout ScrollZoomController) -> Bool {
        switch TouchChange(frame) {
        case .landed: controller.touchDown(time: frame.time)
        case .lifted: controller.touchUp(time: frame.time)
        case .landedAndLifted:
            controller.touchDown(time: frame.time)
            controller.touchUp(time: frame.time)
        case .none: return false
        }
        return true
    }

    /// Applies one recognizer event to `controller` (advancing it to the event's time first).
    ///
    /// - Parameters:
    ///   - event: the next gesture event.
    ///   - controller: the controller to drive.
    public mutating func handle(_ event: GestureEvent, controller: inout ScrollZoomController) {
        controller.advance(to: event.time)
        guard let event = usable(event) else { return }
        apply(event, &controller)
    }

    /// What a touch report means to the binding: a touch landed (at its point), the last one
    /// lifted, both (a touch landed and lifted within the report), or neither. "Landed" is
    /// `TouchFrame.landed(_:)`, the rule the graph's routing and the recognizers use.
    enum TouchChange {
        case landed(Point)
        case lifted
        case landedAndLifted(Point)
        case none

        init(_ frame: TouchFrame) {
            var landed: Point?, active = 0
            for t in frame.touches {
                if landed == nil, frame.landed(t) { landed = t.location }
                if !t.phase.isFinished { active += 1 }
            }
            switch (landed, active) {
            case (let point?, 0): self = .landedAndLifted(point)
            case (let point?, _): self = .landed(point)
            case (nil, 0): self = .lifted
            case (nil, _): self = .none
            }
        }
    }

    /// `event` if its location is finite; otherwise it is counted in `ignoredEvents`, and an end
    /// still ends what its `began` started, as a cancel (no position or velocity is needed:
    /// dropping it left the controller dragging or zooming for good); anything else is dropped.
    mutating func usable(_ event: GestureEvent) -> GestureEvent? {
        guard !event.location.isFinite else { return event }
        ignoredEvents += 1
        guard event.state == .ended || event.state == .cancelled else { return nil }
        var end = event
        end.state = .cancelled
        end.location = .zero
        end.velocity = nil
        end.scaleVelocity = nil
        return end
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
        case .autoscroll, .ignore:
            // One controller has no item to hold: autoscroll is a scene's (a view's `autoscroll`).
            return
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

    // MARK: Drag and zoom (routed by `state`)

    private mutating func handleDrag(_ event: GestureEvent, _ controller: inout ScrollZoomController, sign: Double) {
        let translation = (event.translation ?? .zero) * sign
        switch event.state {
        case .began:
            guard case .drag = state.handle(.dragBegan) else { return }
            controller.beginDrag(at: event.location, time: event.time)
            if translation != .zero { controller.drag(translation: translation, time: event.time) }
        case .changed:
            guard case .drag = state.handle(.dragChanged) else { return }
            controller.drag(translation: translation, time: event.time)
        case .ended:
            guard case .drag = state.handle(.dragEnded) else { return }
            controller.endDrag(velocity: (event.velocity ?? .zero) * sign, time: event.time)
        case .cancelled:
            guard case .drag = state.handle(.dragEnded) else { return }
            controller.endDrag(velocity: .zero, time: event.time)
        case .possible, .recognized, .failed:
            return
        }
    }

    private mutating func handleZoom(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        var focal = event.location
        if event.kind == .touchpadPinch {
            let size = controller.viewportSize
            focal = configuration.touchpadZoomFocus ?? Point(x: size.width / 2, y: size.height / 2)
        }
        switch event.state {
        case .began:
            guard case .zoom(let start) = state.handle(.zoomBegan(currentScale: controller.zoomScale)) else { return }
            controller.beginZoom(focal: focal, time: event.time)
            if let scale = event.scale, scale != 1 {
                controller.zoom(scale: start * scale, focal: focal, time: event.time)
            }
        case .changed:
            guard case .zoom(let start) = state.handle(.zoomChanged) else { return }
            guard let scale = event.scale, scale.isFinite, scale > 0 else {
                ignoredEvents += 1
                return
            }
            controller.zoom(scale: start * scale, focal: focal, time: event.time)
        case .ended, .cancelled:
            guard case .zoom = state.handle(.zoomEnded) else { return }
            controller.endZoom(velocity: event.scaleVelocity ?? 0, time: event.time)
        case .possible, .recognized, .failed:
            return
        }
    }
}
