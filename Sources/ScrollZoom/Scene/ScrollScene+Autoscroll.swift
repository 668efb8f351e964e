import GestureInput

/// Autoscroll in a scene (ScrollViewSuite's Autoscroll, docs/scroll-zoom.md): while a finger holds
/// an item near the edge of a view that autoscrolls, that view scrolls towards the edge on event
/// time — `Autoscroll`, fed the finger in the view's viewport points and advanced with the scene's
/// clock.
extension ScrollScene {
    /// The deepest view of `path` that autoscrolls: the one a held item scrolls.
    func autoscrollTarget(in path: [Int]) -> Int? {
        path.last { nodes[$0].autoscroll != nil }
    }

    /// An item is picked up on the views of `path` at surface point `point`: the deepest of them
    /// that autoscrolls holds it (and may start scrolling at once). False when none autoscrolls.
    mutating func pickUpItem(path: [Int], at point: Point) -> Bool {
        guard let view = autoscrollTarget(in: path), let configuration = nodes[view].autoscroll else { return false }
        let autoscroll = Autoscroll(configuration: configuration)
        gesture = .holding(path: path, view: view, autoscroll: autoscroll)
        return moveItem(to: point)
    }

    /// The held item's finger is at surface point `point`: the view's autoscroll starts, changes
    /// speed or stops for it.
    mutating func moveItem(to point: Point) -> Bool {
        guard case .holding(let path, let view, var autoscroll) = gesture else { return false }
        let finger = viewportPoint(point, in: view)
        let actions = autoscroll.handle(.fingerMoved(to: finger, view: Autoscroll.View(controllers[view]), at: now))
        gesture = .holding(path: path, view: view, autoscroll: autoscroll)
        perform(actions, on: view)
        return true
    }

    /// The held item is dropped (its finger lifted): a running autoscroll ends. Returns the views
    /// the finger is on.
    mutating func dropItem() -> [Int] {
        guard case .holding(let path, let view, var autoscroll) = gesture else { return [] }
        let actions = autoscroll.handle(.fingerLifted(at: now))
        gesture = .touching(path: path)
        perform(actions, on: view)
        return path
    }

    /// Runs a held item's autoscroll to `now` (a frame): the view scrolls, and stops at its edge.
    mutating func advanceAutoscroll() {
        guard case .holding(let path, let view, var autoscroll) = gesture, autoscroll.isScrolling else { return }
        let actions = autoscroll.handle(.advance(to: now))
        gesture = .holding(path: path, view: view, autoscroll: autoscroll)
        perform(actions, on: view)
    }

    /// Carries out `actions` of view `view`'s autoscroll: offsets are set without animation, and
    /// began/ended become `SceneEvent.autoscroll`, after the controller events that came before.
    private mutating func perform(_ actions: [Autoscroll.Action], on view: Int) {
        for action in actions {
            switch action {
            case .scroll(let offset, _):
                controllers[view].move(
                    to: offset, scale: controllers[view].zoomScale, animated: false, purpose: .scroll)
            case .began(let velocity, let time):
                collectControllerEvents()
                events.append(.autoscroll(view: nodes[view].name, time: time, event: .began(velocity: velocity)))
            case .ended(let reason, let time):
                collectControllerEvents()
                events.append(.autoscroll(view: nodes[view].name, time: time, event: .ended(reason)))
            }
        }
    }
}
