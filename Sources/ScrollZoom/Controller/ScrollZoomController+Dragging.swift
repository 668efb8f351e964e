import GestureInput

/// Interactive dragging (from a pan or a touchpad finger scroll, through the binding).
extension ScrollZoomController {
    /// A drag starts at `time` (the pan passed its slop at viewport point `location`): stops any
    /// motion, sends `willBeginDragging`. Picking up content mid-bounce does not jump: the drag
    /// continues from the rubber-banded position.
    ///
    /// - Parameters:
    ///   - location: where the drag began, in viewport points.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func beginDrag(at location: Point, time: Timestamp) {
        advance(to: time)
        switch motion {
        case .dragging, .zooming:
            return
        case .idle, .touching, .decelerating, .zoomBouncing, .animating:
            interruptMotion()
        }
        motion = .dragging(DragSession(anchor: unconstrainedOffset(contentOffset, scale: zoomScale),
                                       translation: .zero, startPage: pagePosition))
        emit(.willBeginDragging(time: now))
    }

    /// The finger's cumulative translation since `beginDrag` is `translation` (pt; content
    /// follows the finger, so the offset moves the opposite way). Past an edge it rubber-bands.
    /// Axes that cannot scroll do not move. Ignored outside a drag; NaN is counted and ignored.
    ///
    /// - Parameters:
    ///   - translation: the finger's translation since the drag began, in points.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func drag(translation: Vector, time: Timestamp) {
        advance(to: time)
        guard translation.isFinite else {
            ignoredInputs += 1
            return
        }
        guard case .dragging(var drag) = motion else { return }
        drag.translation = translation
        motion = .dragging(drag)
        let raw = Point(x: canScrollHorizontally(scale: zoomScale) ? drag.anchor.x - translation.dx : contentOffset.x,
                        y: canScrollVertically(scale: zoomScale) ? drag.anchor.y - translation.dy : contentOffset.y)
        apply(offset: constrainedOffset(raw, scale: zoomScale), scale: zoomScale, at: now)
    }

    /// The finger moved by `delta` since the last update (pt).
    ///
    /// - Parameters:
    ///   - delta: the finger's motion since the last update, in points.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func drag(by delta: Vector, time: Timestamp) {
        guard case .dragging(let session) = motion else {
            advance(to: time)
            return
        }
        drag(translation: session.translation + delta, time: time)
    }

    /// The fastest release speed a fling starts with (pt/s); faster releases keep their direction
    /// at this speed. Flutter `kMaxFlingVelocity` 8000 (gestures/constants.dart) and Android
    /// `ViewConfiguration.MAXIMUM_FLING_VELOCITY` 8000 dp/s; UIKit publishes no limit.
    public static let maximumFlingVelocity = 8000.0
    /// The slowest release speed that flings (pt/s): a slower lift-off is a wobble and the
    /// content stays where the finger left it. Flutter `kMinFlingVelocity` 50
    /// (gestures/constants.dart), Android `ViewConfiguration.MINIMUM_FLING_VELOCITY` 50 dp/s.
    public static let minimumFlingVelocity = 50.0

    /// The finger lifted with `velocity` (finger velocity, pt/s; the scroll velocity is its
    /// negative). Sends `willEndDragging` (target after the hook), `didEndDragging`, and when
    /// motion follows `willBeginDecelerating`: a fling with bounce, a spring back from out of
    /// bounds, or a page snap. The speed is limited to `maximumFlingVelocity`, and below
    /// `minimumFlingVelocity` it is zero.
    ///
    /// - Parameters:
    ///   - velocity: the finger's velocity at lift, in points per second.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func endDrag(velocity: Vector, time: Timestamp) {
        advance(to: time)
        var finger = velocity
        if !finger.isFinite {
            ignoredInputs += 1
            finger = .zero
        }
        finger = Self.flingVelocity(finger)
        switch motion {
        case .dragging(let drag):
            release(drag, fingerVelocity: finger)
        case .zooming(var pinch) where pinch.isDragging:
            // The pinch owns the offset; the drag just ends.
            pinch.isDragging = false
            motion = .zooming(pinch)
            emit(.willEndDragging(time: now, velocity: .zero, targetOffset: contentOffset))
            emit(.didEndDragging(time: now, willDecelerate: false))
        case .idle, .touching, .decelerating, .zooming, .zoomBouncing, .animating:
            return
        }
    }

    /// A release velocity within the fling limits: zero below `minimumFlingVelocity`, at most
    /// `maximumFlingVelocity` in the same direction (Flutter `Velocity.clampMagnitude`).
    static func flingVelocity(_ velocity: Vector) -> Vector {
        // The length scaled by the larger component, so components near 1e308 do not overflow to ∞.
        let larger = Swift.max(abs(velocity.dx), abs(velocity.dy))
        guard larger > 0 else { return .zero }
        let speed =
            larger
            * ((velocity.dx / larger) * (velocity.dx / larger) + (velocity.dy / larger) * (velocity.dy / larger))
            .squareRoot()
        if speed < minimumFlingVelocity { return .zero }
        if speed > maximumFlingVelocity {
            return Vector(
                dx: velocity.dx / speed * maximumFlingVelocity, dy: velocity.dy / speed * maximumFlingVelocity)
        }
        return velocity
    }

    /// The release of a drag: targets, hook, motion and events.
    mutating func release(_ drag: DragSession, fingerVelocity: Vector) {
        let scroll = Vector(dx: canScrollHorizontally(scale: zoomScale) ? -fingerVelocity.dx : 0,
                            dy: canScrollVertically(scale: zoomScale) ? -fingerVelocity.dy : 0)
        let range = offsetRange(scale: zoomScale)
        let offset = contentOffset
        var x: AxisMotion
        var y: AxisMotion
        var target: Point
        if isPagingEnabled {
            target = pagingTarget(velocity: scroll, startPage: drag.startPage)
            x = pageSpring(offset.x, to: target.x, velocity: scroll.dx)
            y = pageSpring(offset.y, to: target.y, velocity: scroll.dy)
        } else {
            x = axisFling(offset.x, velocity: scroll.dx, lower: range.lower.x, upper: range.upper.x)
            y = axisFling(offset.y, velocity: scroll.dy, lower: range.lower.y, upper: range.upper.y)
            target = Point(x: x.destination, y: y.destination)
        }
        if let hook = willEndDraggingTarget {
            let proposed = hook(scroll, target)
            if proposed.isFinite && proposed != target {
                let adjusted = clampedOffset(proposed, scale: zoomScale)
                x = motion(offset.x, to: adjusted.x, velocity: scroll.dx, lower: range.lower.x, upper: range.upper.x)
                y = motion(offset.y, to: adjusted.y, velocity: scroll.dy, lower: range.lower.y, upper: range.upper.y)
                target = adjusted
            }
        }
        emit(.willEndDragging(time: now, velocity: scroll, targetOffset: target))
        let fling = Fling(start: now, x: x, y: y)
        let willDecelerate = fling.end > now || fling.destination != offset
        emit(.didEndDragging(time: now, willDecelerate: willDecelerate))
        if willDecelerate {
            emit(.willBeginDecelerating(time: now))
            motion = .decelerating(fling)
        } else {
            motion = .idle
            settleIfOutOfBounds()
        }
    }

    /// The paging target offset for a release with scroll `velocity` (pt/s).
    func pagingTarget(velocity: Vector, startPage: (x: Int, y: Int)) -> Point {
        let range = offsetRange(scale: zoomScale)
        let counts = pageCounts
        let page = pageSize
        let px = PagingTarget.page(offset: contentOffset.x, velocity: velocity.dx, pageSize: page.width,
                                   startPage: startPage.x, pageCount: counts.x, flickVelocity: pagingFlickVelocity)
        let py = PagingTarget.page(offset: contentOffset.y, velocity: velocity.dy, pageSize: page.height,
                                   startPage: startPage.y, pageCount: counts.y, flickVelocity: pagingFlickVelocity)
        return Point(x: pageOffset(px, size: page.width, lower: range.lower.x, upper: range.upper.x),
                     y: pageOffset(py, size: page.height, lower: range.lower.y, upper: range.upper.y))
    }

    /// A spring to a page offset carrying the release velocity (capped like an edge hand-over).
    func pageSpring(_ position: Double, to target: Double, velocity: Double) -> AxisMotion {
        if position == target && velocity == 0 { return .fixed(position) }
        let cap = BoundedFling.maximumHandoffVelocity
        return .spring(Spring(from: position, to: target, velocity: velocity.clamped(-cap, cap)))
    }

    /// A motion from `position` that ends at `target` (an adjusted target): a deceleration whose
    /// velocity is chosen so its rest point is the target (v0 = −(target − x0)·k) when starting in
    /// range, else a spring; paging always springs.
    func motion(_ position: Double, to target: Double, velocity: Double, lower: Double, upper: Double) -> AxisMotion {
        if position == target { return .fixed(position) }
        if isPagingEnabled || position < lower || position > upper {
            return pageSpring(position, to: target, velocity: velocity)
        }
        let v0 = -(target - position) * decelerationRate.decayPerSecond
        return .fling(BoundedFling(position: position, velocity: v0, rate: decelerationRate,
                                   lower: lower, upper: upper, bounces: bounces))
    }
}
