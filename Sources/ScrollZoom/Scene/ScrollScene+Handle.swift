import GestureInput

/// The scene's state machine: every input goes through `handle(_:time:)`.
extension ScrollScene {
    /// Applies `input` at `time` (after advancing every view to it), then resets pages that left
    /// the screen and reports visible-page changes. Returns false when the input was not taken:
    /// no view there, nothing zoomable, a pinch while a pager around the page is off its resting
    /// page, a page while the pager is dragged or settling, a held item over no view that
    /// autoscrolls, an input the current state does not
    /// expect (`SceneGesture`), or a non-finite point or translation (counted in `ignoredInputs`).
    ///
    /// - Parameters:
    ///   - input: the call, with points in surface coordinates.
    ///   - time: the event time of the call; every view first advances to it.
    /// - Returns: whether the scene took the input.
    @discardableResult
    public mutating func handle(_ input: SceneInput, time: Timestamp) -> Bool {
        moveClock(to: time)
        var taken = false
        if isFinite(input) {
            taken = apply(input)
        } else {
            ignoredInputs += 1
        }
        finishStep()
        return taken
    }

    /// Zooms the deepest zoomable view under `point` with `zoom` — the binding's tap-zoom policy,
    /// given that view's controller and the point in its viewport — unless a pager around it is
    /// off its resting page. Returns whether a view zoomed. A finger still held is lifted first.
    ///
    /// - Parameters:
    ///   - point: where the tap landed, in surface points.
    ///   - time: the event time of the tap.
    ///   - zoom: the zoom to make, given the view's controller and the tap in its viewport.
    /// - Returns: whether a view zoomed.
    @discardableResult
    public mutating func zoomByTap(at point: Point, time: Timestamp,
        _ zoom: (inout ScrollZoomController, _ viewportPoint: Point) throws -> Void
    ) rethrows -> Bool {
        moveClock(to: time)
        defer { finishStep() }
        switch gesture {
        case .dragging, .zooming, .holding:
            return false
        case .touching(let path):
            lift(path)
            gesture = .idle
        case .idle:
            break
        }
        guard point.isFinite else {
            ignoredInputs += 1
            return false
        }
        let path = hitPath(at: point)
        guard let target = zoomTarget(in: path), !zoomIsBlocked(target, path: path) else { return false }
        try zoom(&controllers[target], viewportPoint(point, in: target))
        return true
    }

    private func isFinite(_ input: SceneInput) -> Bool {
        switch input {
        case .touchDown(let p), .beginDrag(let p), .beginZoom(let p), .page(_, let p), .holdItem(let p): p.isFinite
        case .drag(let translation): translation.isFinite
        case .zoom(_, let focal): focal.isFinite
        case .touchUp, .endDrag, .endZoom, .dropItem: true
        }
    }

    private mutating func apply(_ input: SceneInput) -> Bool {
        switch (gesture, input) {
        case (.idle, .touchDown(let point)):
            let path = hitPath(at: point)
            guard !path.isEmpty else { return false }
            for view in path { controllers[view].touchDown(time: now) }
            gesture = .touching(path: path)
            return true
        case (.touching(let path), .touchUp):
            lift(path)
            gesture = .idle
            return true
        case (.idle, .beginDrag(let point)):
            let path = hitPath(at: point)
            for view in path { controllers[view].touchDown(time: now) }
            return beginDrag(path: path, at: point)
        case (.touching(let path), .beginDrag(let point)):
            return beginDrag(path: path, at: point)
        case (.dragging(var drag), .drag(let translation)):
            gesture = .idle  // the drag's links are then uniquely referenced: no copy per frame
            move(&drag, to: translation)
            gesture = .dragging(drag)
            return true
        case (.dragging(let drag), .endDrag(let velocity)):
            if !velocity.isFinite { ignoredInputs += 1 }
            release(drag, fingerVelocity: velocity.isFinite ? velocity : .zero)
            gesture = .idle
            return true
        case (.zooming(_, let target), .endDrag(let velocity)):
            controllers[target].endDrag(velocity: velocity / surfaceScale(of: target), time: now)
            return true
        case (.idle, .beginZoom(let focal)):
            return beginZoom(path: hitPath(at: focal), focal: focal)
        case (.touching(let path), .beginZoom(let focal)):
            return beginZoom(path: path, focal: focal)
        case (.dragging(let drag), .beginZoom(let focal)):
            return beginZoom(path: drag.path, focal: focal)
        case (.zooming(_, let target), .zoom(let scale, let focal)):
            controllers[target].zoom(scale: scale, focal: viewportPoint(focal, in: target), time: now)
            return true
        case (.zooming(_, let target), .endZoom(let velocity)):
            controllers[target].endZoom(velocity: velocity, time: now)
            gesture = .idle
            return true
        case (.idle, .page(let step, let point)):
            return page(step, path: hitPath(at: point))
        case (.touching(let path), .page(let step, _)):
            return page(step, path: path)
        case (.idle, .holdItem(let point)):
            let path = hitPath(at: point)
            guard autoscrollTarget(in: path) != nil else { return false }
            for view in path { controllers[view].touchDown(time: now) }
            return pickUpItem(path: path, at: point)
        case (.touching(let path), .holdItem(let point)):
            return pickUpItem(path: path, at: point)
        case (.holding, .holdItem(let point)):
            return moveItem(to: point)
        case (.holding, .dropItem):
            _ = dropItem()
            return true
        case (.holding, .touchUp):
            lift(dropItem())
            gesture = .idle
            return true
        case (.touching, .touchDown), (.dragging, .touchDown), (.zooming, .touchDown), (.holding, .touchDown),
             (.dragging, .holdItem), (.zooming, .holdItem),
             (.idle, .dropItem), (.touching, .dropItem), (.dragging, .dropItem), (.zooming, .dropItem),
             (.holding, .beginDrag), (.holding, .drag), (.holding, .endDrag), (.holding, .beginZoom),
             (.holding, .zoom), (.holding, .endZoom), (.holding, .page),
             (.idle, .touchUp), (.dragging, .touchUp), (.zooming, .touchUp),
             (.dragging, .beginDrag), (.zooming, .beginDrag),
             (.idle, .drag), (.touching, .drag), (.zooming, .drag),
             (.idle, .endDrag), (.touching, .endDrag),
             (.zooming, .beginZoom),
             (.idle, .zoom), (.touching, .zoom), (.dragging, .zoom),
             (.idle, .endZoom), (.touching, .endZoom), (.dragging, .endZoom),
             (.dragging, .page), (.zooming, .page):
            // Further fingers keep the first touch's views; a drag or pinch ends with its own end;
            // a pager being dragged turns pages by itself; a held item is not dragged, zoomed or
            // paged (its hold ends first), and only a hold drops an item.
            return false
        }
    }

    // MARK: Touch

    /// The fingers left views `path` without dragging: each settles, and a pager stopped between
    /// pages snaps to the nearest one (never at rest between pages).
    private mutating func lift(_ path: [Int]) {
        for view in path {
            controllers[view].touchUp(time: now)
            if controllers[view].isIdle, controllers[view].isBetweenPages {
                controllers[view].beginDrag(at: .zero, time: now)
                controllers[view].endDrag(velocity: .zero, time: now)
            }
        }
    }

    // MARK: Drag

    private mutating func beginDrag(path: [Int], at point: Point) -> Bool {
        let links = path.map { DragLink(view: $0, controller: controllers[$0], scale: surfaceScale(of: $0)) }
            .filter { !$0.axes.isEmpty }
        guard !path.isEmpty else { return false }
        gesture = .dragging(NestedDrag(path: path, links: links, location: point))
        return true
    }

    /// Splits the finger's motion since the last frame and moves every view that took a share.
    private mutating func move(_ drag: inout NestedDrag, to translation: Vector) {
        let scroll = drag.translation - translation
        drag.translation = translation
        for axis in Axis.allCases where scroll[axis] != 0 { drag.split(scroll[axis], along: axis) }
        for i in drag.links.indices where drag.links[i].isDragging || drag.links[i].raw != drag.links[i].anchor {
            startDragging(&drag.links[i], at: drag.location)
            let link = drag.links[i]
            controllers[link.view].drag(translation: link.anchor - link.raw, time: now)
        }
    }

    /// Begins `link`'s controller drag if it has not begun.
    private mutating func startDragging(_ link: inout DragLink, at location: Point) {
        guard !link.isDragging else { return }
        link.isDragging = true
        controllers[link.view].beginDrag(at: viewportPoint(location, in: link.view), time: now)
    }

    /// The fingers lifted with `fingerVelocity` (surface pt/s): each axis's velocity goes to one
    /// view (`NestedDrag.releaseLink`); every dragging view ends its drag (a pager settles on a
    /// page), the others lift.
    private mutating func release(_ drag: NestedDrag, fingerVelocity: Vector) {
        var drag = drag
        var velocities = Array(repeating: Vector.zero, count: drag.links.count)
        for axis in Axis.allCases {
            if let i = drag.releaseLink(velocity: -fingerVelocity[axis], along: axis) {
                velocities[i][axis] = fingerVelocity[axis] / drag.links[i].scale
            }
        }
        for i in drag.links.indices where velocities[i] != .zero { startDragging(&drag.links[i], at: drag.location) }
        let dragging = Set(drag.links.filter(\.isDragging).map(\.view))
        for (i, link) in drag.links.enumerated() where link.isDragging {
            controllers[link.view].endDrag(velocity: velocities[i], time: now)
        }
        lift(drag.path.filter { !dragging.contains($0) })
    }

    // MARK: Zoom

    /// Whether a pager around zoom target `target` on `path` is off its resting page: pinch and
    /// tap zoom are blocked mid-transition.
    func zoomIsBlocked(_ target: Int, path: [Int]) -> Bool {
        let drag: NestedDrag? = if case .dragging(let current) = gesture { current } else { nil }
        return path.prefix { $0 != target }.contains { view in
            guard controllers[view].isPagingEnabled else { return false }
            if let drag, drag.links.contains(where: { $0.view == view }) { return drag.isDisplaced(view) }
            return controllers[view].isBetweenPages
        }
    }

    /// A pinch begins on `path`: the deepest zoomable view zooms; a drag in progress ends on every
    /// other view (the zooming view's own drag continues inside its pinch, as in the controller).
    private mutating func beginZoom(path: [Int], focal: Point) -> Bool {
        guard let target = zoomTarget(in: path), !zoomIsBlocked(target, path: path) else { return false }
        if case .dragging(let drag) = gesture {
            for link in drag.links where link.isDragging && link.view != target {
                controllers[link.view].endDrag(velocity: .zero, time: now)
            }
            let dragging = Set(drag.links.filter(\.isDragging).map(\.view))
            lift(path.filter { $0 != target && !dragging.contains($0) })
        } else {
            lift(path.filter { $0 != target })
        }
        controllers[target].beginZoom(focal: viewportPoint(focal, in: target), time: now)
        gesture = .zooming(path: path, target: target)
        return true
    }

    // MARK: Page

    /// The deepest pager on `path` moves `step` pages, animated, unless it is being dragged or
    /// is settling already.
    private mutating func page(_ step: Int, path: [Int]) -> Bool {
        guard let pager = path.last(where: { controllers[$0].isPagingEnabled }) else { return false }
        let controller = controllers[pager]
        guard !controller.isDragging, !controller.isDecelerating else { return false }
        let (current, added) = controller.currentPage.addingReportingOverflow(step)
        controllers[pager].scrollToPage(added ? (step > 0 ? Int.max : Int.min) : current, animated: true)
        return true
    }
}
