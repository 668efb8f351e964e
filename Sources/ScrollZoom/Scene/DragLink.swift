import GestureInput

/// One scroll view taking part in a nested drag: where it may go and how far the drag has moved
/// it. Offsets are in the view's own (zoomed content) points, fixed at the gesture's start except
/// `raw` and `isDragging`.
struct DragLink: Sendable {
    /// The view's index in the scene.
    var view: Int
    /// Surface points per point of the view (its ancestors' zoom).
    var scale: Double
    /// Axes it may move along: a pager only along its paging axis, never an axis it cannot scroll.
    var axes: Set<Axis>
    /// The low end of its resting range of offsets (pt).
    var lower: Point
    /// The high end of its resting range of offsets (pt).
    var upper: Point
    /// Where it rests (pt): a pager at its page when the gesture began, any other view at its
    /// offset brought into range. An outer view away from it is displaced.
    var rest: Point
    /// Its unconstrained offset when the gesture began (pt): its controller's drag anchor.
    var anchor: Point
    /// Its unconstrained offset now (pt): anchor plus every share of the drag it took.
    var raw: Point
    /// Its controller's drag has begun (a view starts dragging when it first takes a share).
    var isDragging = false
    /// It rubber-bands past its range (`bounces`).
    var bounces: Bool

    /// A link for `controller` (view `view`) at the start of a gesture.
    init(view: Int, controller: ScrollZoomController, scale: Double) {
        self.view = view
        self.scale = scale
        axes = Set(Axis.allCases.filter { axis in
            controller.canScroll(axis) && (!controller.isPagingEnabled || axis == controller.pagingAxis)
        })
        let range = controller.offsetRange(scale: controller.zoomScale)
        (lower, upper) = (range.lower, range.upper)
        rest = controller.isPagingEnabled ? controller.nearestPageOffset
            : controller.clampedOffset(controller.contentOffset, scale: controller.zoomScale)
        anchor = controller.unconstrainedOffset(controller.contentOffset, scale: controller.zoomScale)
        raw = anchor
        bounces = controller.bounces
    }

    /// Away from its rest along `axis` by more than `ScrollZoomController.restTolerance`.
    func isDisplaced(along axis: Axis) -> Bool { abs(raw[axis] - rest[axis]) > ScrollZoomController.restTolerance }

    /// The travel (pt) it can take of `delta` along `axis` without leaving its range: all of it
    /// inside the range, none further out from an edge it is beyond, back in when it is outside.
    func travel(_ delta: Double, along axis: Axis) -> Double {
        let position = raw[axis]
        if delta > 0 { return Swift.min(delta, Swift.max(position, upper[axis]) - position) }
        return Swift.max(delta, Swift.min(position, lower[axis]) - position)
    }

    /// Room (pt) left before its edge in the direction of `velocity`'s sign along `axis`.
    func room(towards velocity: Double, along axis: Axis) -> Double {
        velocity > 0 ? upper[axis] - raw[axis] : raw[axis] - lower[axis]
    }
}
