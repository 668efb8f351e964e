import GestureInput

/// Programmatic changes of one view from outside the gestures (a kiosk's `setContentOffset`,
/// `setPage`, …; docs/bridge.md, "Scenes"). The controller's own API does the work and its one rule
/// for a change during a gesture holds (`move(to:)`: during a drag or pinch it applies at once and
/// the gesture goes on from there; otherwise running motion stops first). The scene keeps its own
/// record of a drag in step, so the drag's split between nested views goes on from there too.
extension ScrollScene {
    /// Runs `body` on the controller of view `name` as `update(_:_:)` does (the step finishes as
    /// after any input: off-screen pages reset their zoom, visible pages are reported). When a
    /// drag runs through the view, its share of the drag moves with the change, so its edges and
    /// the hand-over to outer views are measured from where the change put it. Returns `body`'s
    /// result, or nil for an unknown name (nothing changes).
    ///
    /// - Parameters:
    ///   - name: the view's name.
    ///   - body: the change, given the view's controller.
    /// - Returns: what `body` returned, or nil for an unknown name.
    @discardableResult
    public mutating func command<Result>(_ name: String,
                                         _ body: (inout ScrollZoomController) throws -> Result) rethrows -> Result? {
        guard let index = index(of: name) else { return nil }
        let before = controllers[index].contentOffset
        defer { followCommand(of: index, from: before) }
        return try update(name, body)
    }

    /// Moves view `index`'s link of a running drag by the offset change from `before`: the
    /// controller moved its own drag anchor by the same amount (`move(to:)`).
    private mutating func followCommand(of index: Int, from before: Point) {
        guard case .dragging(var drag) = gesture,
              let link = drag.links.firstIndex(where: { $0.view == index }) else { return }
        let shift = controllers[index].contentOffset - before
        guard shift != .zero else { return }
        drag.links[link].anchor += shift
        drag.links[link].raw += shift
        gesture = .dragging(drag)
    }
}
