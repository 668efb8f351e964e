import GestureInput

/// A drag through nested scroll views (a zoomable page inside a pager), decided frame by frame.
///
/// The finger's motion since the last frame, as an offset change d (surface pt; minus the finger
/// motion), is split per axis among the links, outermost first, the last being the inner view:
///
/// 1. an outer view away from its rest (a pager off the page the drag started on) takes d back
///    towards its rest first — moving back returns the pager before the inner view pans again;
/// 2. the inner view takes d up to its edge, then each outer view outwards up to its edge (a pager
///    moves only along its paging axis, so vertical travel never reaches a horizontal pager);
/// 3. what is left rubber-bands the outermost view that moves along that axis — a pager at its
///    first or last page — or, only when no outer view moves along it, the inner view.
///
/// Shares are in each view's own points: surface points divided by the view's `scale`.
struct NestedDrag: Sendable {
    /// The views under the touch, outermost first (the scene's hit path).
    var path: [Int]
    /// The views of `path` that can move, outermost first; the last is the inner view.
    var links: [DragLink]
    /// Where the drag began (surface pt).
    var location: Point
    /// The finger's translation so far (surface pt).
    var translation: Vector = .zero

    /// Splits the offset change `delta` (surface pt) along `axis` among the links.
    mutating func split(_ delta: Double, along axis: Axis) {
        guard let inner = links.indices.last else { return }
        var left = delta
        for i in links.indices.dropLast() where left != 0 && links[i].axes.contains(axis) {
            let gap = links[i].rest[axis] - links[i].raw[axis]
            guard gap != 0, (gap > 0) == (left > 0) else { continue }
            let wanted = left / links[i].scale
            if abs(wanted) >= abs(gap) {
                links[i].raw[axis] = links[i].rest[axis]
                left -= gap * links[i].scale
            } else {
                links[i].raw[axis] += wanted
                left = 0
            }
        }
        for i in stride(from: inner, through: 0, by: -1) where left != 0 && links[i].axes.contains(axis) {
            let step = links[i].travel(left / links[i].scale, along: axis)
            links[i].raw[axis] += step
            left -= step * links[i].scale
        }
        if left != 0, let band = rubberBandLink(along: axis), links[band].bounces {
            links[band].raw[axis] += left / links[band].scale
        }
    }

    /// The view that rubber-bands along `axis`: the outermost that moves along it.
    func rubberBandLink(along axis: Axis) -> Int? {
        links.firstIndex { $0.axes.contains(axis) }
    }

    /// Which link a release with scroll velocity `velocity` (surface pt/s) along `axis` goes to:
    /// a displaced outer view (it settles by velocity and distance); else the first view, inner
    /// outwards, with room left in that direction (a fast flick on a zoomed page at its edge so
    /// reaches the pager and turns the page); else the view that rubber-bands.
    func releaseLink(velocity: Double, along axis: Axis) -> Int? {
        guard velocity != 0 else { return nil }
        if let displaced = links.indices.dropLast().first(where: {
            links[$0].axes.contains(axis) && links[$0].isDisplaced(along: axis)
        }) {
            return displaced
        }
        let moving = links.indices.reversed().first {
            links[$0].axes.contains(axis)
                && links[$0].room(towards: velocity, along: axis) > ScrollZoomController.restTolerance
        }
        return moving ?? rubberBandLink(along: axis)
    }

    /// Whether link view `view` is off the rest it had when the drag began, along any axis it moves.
    func isDisplaced(_ view: Int) -> Bool {
        guard let link = links.first(where: { $0.view == view }) else { return false }
        return link.axes.contains { link.isDisplaced(along: $0) }
    }
}
