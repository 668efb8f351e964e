import GestureKit

/// Controller commands carried out: on the one controller, or on a scene view's controller
/// (docs/bridge.md, "Commands" and "Scenes"). Either way the controller's own API does the work,
/// so a command during a drag or pinch is handled by the controller's one rule (it applies at
/// once and the gesture goes on from there; otherwise it stops any running motion first).
extension BridgeCommand {
    /// Applies a controller command as the controller's own API does (other commands change
    /// nothing). `configure` applies all of its changes or none (validated on a copy). Throws the
    /// controller's `ScrollZoomError`, naming the argument.
    ///
    /// - Parameter controller: the controller to change; left as it was when the command throws.
    /// - Throws: `ScrollZoomError` naming the argument the controller refuses, or `page` for
    ///   `setPage` on a controller without paging.
    public func apply(to controller: inout ScrollZoomController) throws {
        switch self {
        case .setZoomScale(let scale, let center, let animated):
            if let center {
                try controller.setZoomScale(scale, centeredAt: center, animated: animated)
            } else {
                try controller.setZoomScale(scale, animated: animated)
            }
        case .setContentOffset(let offset, let animated):
            try controller.setContentOffset(offset, animated: animated)
        case .zoomToRect(let rect, let animated):
            try controller.zoom(to: rect, animated: animated)
        case .scrollRectToVisible(let rect, let animated):
            try controller.scrollRectToVisible(rect, animated: animated)
        case .setPage(let page, let animated):
            guard controller.isPagingEnabled else {
                throw ScrollZoomError(
                    argument: "page",
                    reason: "paging is off, so there are no pages to turn (expected a paging view, or setContentOffset)"
                )
            }
            controller.scrollToPage(page, animated: animated)
        case .configure(let c):
            var copy = controller
            if let v = c.viewport { try copy.setViewportSize(v) }
            if let s = c.content { try copy.setContentSize(s) }
            if c.minimumZoom != nil || c.maximumZoom != nil {
                try copy.setZoomScaleLimits(minimum: c.minimumZoom ?? copy.minimumZoomScale,
                                            maximum: c.maximumZoom ?? copy.maximumZoomScale)
            }
            if let paging = c.paging { copy.isPagingEnabled = paging }
            if let pageSize = c.pageSize { try copy.setPageSize(pageSize) }
            controller = copy
        case .subscribe, .state, .ping, .stats, .auth:
            break
        }
    }

    /// Applies a controller command to view `name` of `scene` through `ScrollScene.command`: the view's
    /// controller changes as with `apply(to:)` (a drag through the view goes on from there), then the
    /// scene finishes the step as after any input (a page scrolled off screen returns to its minimum
    /// zoom, a pager's visible-page window is reported). `configure` may not change what the scene lays
    /// out: a view's `viewport` is its frame, and a view holding other views keeps its `content`.
    /// Throws `ScrollZoomError` naming the argument, or the view when the scene has none of that name.
    ///
    /// - Parameters:
    ///   - name: the scene view the command names (its `"view"`).
    ///   - scene: the scene holding the view.
    /// - Throws: `ScrollZoomError` naming the bad argument (`viewport`, or `content` of a view
    ///   holding views, among those of `apply(to:)`), or `view` when the scene has no view `name`.
    public func apply(toView name: String, in scene: inout ScrollScene) throws {
        if case .configure(let c) = self {
            if c.viewport != nil {
                throw ScrollZoomError(argument: "viewport", reason: """
                    view \"\(name)\"'s viewport is its frame in the scene file (expected content, minZoom, maxZoom, \
                    paging or pageSize)
                    """)
            }
            if c.content != nil, scene.names.contains(where: { scene.parent(of: $0) == name }) {
                throw ScrollZoomError(argument: "content", reason: """
                    view \"\(name)\" holds views laid out in its content by the scene file (expected a view without \
                    children)
                    """)
            }
        }
        guard try scene.command(name, { controller in try apply(to: &controller) }) != nil else {
            throw ScrollZoomError(
                argument: "view",
                reason: "the scene has no view \"\(name)\" (expected one of \(scene.names.joined(separator: ", ")))")
        }
    }
}
