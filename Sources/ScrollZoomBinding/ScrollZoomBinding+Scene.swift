import GestureInput
import GestureRecognition
import ScrollZoom

/// The binding driving a `ScrollScene` instead of one controller (docs/design.md, "Scenes"): the
/// same actions and the same `BindingState` routing, expressed as `SceneInput`s in surface points,
/// which the scene hit-tests and splits between nested views. Tap zoom runs the binding's
/// `DoubleTapZoomPolicy` on the view the scene picks; wheel and touchpad hold go to the view
/// under the pointer (else the first view) through `ScrollScene.update`; a long press holds an
/// item that autoscrolls the view under it.
extension ScrollZoomBinding {
    /// Applies one touch report to `scene`: the first finger landing is `.touchDown` at its point
    /// (picking the views under it and stopping their motion), the last lift is `.touchUp`.
    /// Returns whether it called the scene; a report that only moves touches changes nothing.
    ///
    /// - Parameters:
    ///   - frame: the next touch frame.
    ///   - scene: the scene to drive.
    /// - Returns: whether it called the scene, whose events the caller then collects.
    @discardableResult
    public mutating func handle(_ frame: TouchFrame, scene: inout ScrollScene) -> Bool {
        switch TouchChange(frame) {
        case .landed(let point): scene.handle(.touchDown(at: point), time: frame.time)
        case .lifted: scene.handle(.touchUp, time: frame.time)
        case .landedAndLifted(let point):
            scene.handle(.touchDown(at: point), time: frame.time)
            scene.handle(.touchUp, time: frame.time)
        case .none: return false
        }
        return true
    }

    /// Applies one recognizer event to `scene` (advancing every view to the event's time first).
    ///
    /// - Parameters:
    ///   - event: the next gesture event.
    ///   - scene: the scene to drive.
    public mutating func handle(_ event: GestureEvent, scene: inout ScrollScene) {
        scene.advance(to: event.time)
        guard let event = usable(event) else { return }
        apply(event, &scene)
    }

    /// Carries out `event`'s action on `scene`.
    private mutating func apply(_ event: GestureEvent, _ scene: inout ScrollScene) {
        switch action(for: event) {
        case .drag: handleDrag(event, &scene, sign: 1)
        case .zoom: handleZoom(event, &scene)
        case .tapZoom: handleTap(event, &scene)
        case .page:
            guard event.state == .recognized, let direction = event.direction else { return }
            scene.handle(.page(step: Self.pageStep(direction), at: event.location), time: event.time)
        case .scroll:
            if event.state == .recognized {
                updateView(under: event.location, &scene) { $0.handleWheel(event, &$1) }
            } else {
                handleDrag(event, &scene, sign: configuration.invertsFingerScroll ? -1 : 1)
            }
        case .wheel: updateView(under: event.location, &scene) { $0.handleWheel(event, &$1) }
        case .stopMotion: updateView(under: event.location, &scene) { $0.handleHold(event, &$1) }
        case .autoscroll: handleItemHold(event, &scene)
        case .ignore: return
        }
    }

    /// A long press holds an item: began and each change put it at the event's location (the
    /// scene autoscrolls the view under it near an edge), the end drops it.
    private func handleItemHold(_ event: GestureEvent, _ scene: inout ScrollScene) {
        switch event.state {
        case .began, .changed: scene.handle(.holdItem(at: event.location), time: event.time)
        case .ended, .cancelled: scene.handle(.dropItem, time: event.time)
        case .possible, .recognized, .failed: return
        }
    }

    /// Runs `body` on the deepest view under `point`, else the first view of the scene.
    private mutating func updateView(under point: Point, _ scene: inout ScrollScene,
                                     _ body: (inout ScrollZoomBinding, inout ScrollZoomController) -> Void) {
        guard let name = scene.viewsHit(at: point).last ?? scene.names.first else { return }
        scene.update(name) { body(&self, &$0) }
    }

    private mutating func handleDrag(_ event: GestureEvent, _ scene: inout ScrollScene, sign: Double) {
        let translation = (event.translation ?? .zero) * sign
        switch event.state {
        case .began:
            guard case .drag = state.handle(.dragBegan) else { return }
            scene.handle(.beginDrag(at: event.location), time: event.time)
            if translation != .zero { scene.handle(.drag(translation: translation), time: event.time) }
        case .changed:
            guard case .drag = state.handle(.dragChanged) else { return }
            scene.handle(.drag(translation: translation), time: event.time)
        case .ended:
            guard case .drag = state.handle(.dragEnded) else { return }
            scene.handle(.endDrag(velocity: (event.velocity ?? .zero) * sign), time: event.time)
        case .cancelled:
            guard case .drag = state.handle(.dragEnded) else { return }
            scene.handle(.endDrag(velocity: .zero), time: event.time)
        case .possible, .recognized, .failed:
            return
        }
    }

    /// A pinch the scene refuses (nothing zoomable, a pager mid-transition) leaves the binding's
    /// state as it was, so a running pan keeps dragging.
    private mutating func handleZoom(_ event: GestureEvent, _ scene: inout ScrollScene) {
        var focal = event.location
        if event.kind == .touchpadPinch {
            // A touchpad has no position on the surface: the centre of the first view.
            let frame = scene.names.first.flatMap { scene.frame(named: $0) } ?? .zero
            focal = configuration.touchpadZoomFocus ?? frame.center
        }
        switch event.state {
        case .began:
            guard scene.handle(.beginZoom(focal: focal), time: event.time) else { return }
            let current = scene.zoomingView.flatMap { scene.controller(named: $0)?.zoomScale } ?? 1
            guard case .zoom(let start) = state.handle(.zoomBegan(currentScale: current)) else { return }
            if let scale = event.scale, scale != 1 {
                scene.handle(.zoom(scale: start * scale, focal: focal), time: event.time)
            }
        case .changed:
            guard case .zoom(let start) = state.handle(.zoomChanged) else { return }
            guard let scale = event.scale, scale.isFinite, scale > 0 else {
                ignoredEvents += 1
                return
            }
            scene.handle(.zoom(scale: start * scale, focal: focal), time: event.time)
        case .ended, .cancelled:
            guard case .zoom = state.handle(.zoomEnded) else { return }
            scene.handle(.endZoom(velocity: event.scaleVelocity ?? 0), time: event.time)
        case .possible, .recognized, .failed:
            return
        }
    }

    /// A recognized tap lifts the touch it held; a zooming tap runs the `DoubleTapZoomPolicy`
    /// (`tapZoom`) on the view the scene picks, unless a pager around it is mid-transition.
    private mutating func handleTap(_ event: GestureEvent, _ scene: inout ScrollScene) {
        guard event.state == .recognized else { return }
        if Self.tapZooms(event) {
            scene.zoomByTap(at: event.location, time: event.time) { controller, point in
                tapZoom(event, at: point, &controller)
            }
        } else {
            scene.handle(.touchUp, time: event.time)
        }
    }
}
