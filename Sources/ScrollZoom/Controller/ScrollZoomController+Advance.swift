import GestureInput

/// Running animations on event time.
extension ScrollZoomController {
    /// Moves the clock to `time` and updates every running motion to its closed-form state at
    /// `time`, sending `didScroll`/`didZoom` and, when a motion finishes, its end events stamped
    /// with the exact finishing time. A time before `now` is ignored and counted in
    /// `clockRegressions`. Allocation-free once the event buffer has grown.
    ///
    /// - Parameter time: the event time now.
    public mutating func advance(to time: Timestamp) {
        guard !clock.isBackwards(time) else {
            clockRegressions += 1
            return
        }
        clock.admit(time)
        guard phase.animates else { return }
        switch motion {
        case .idle, .touching, .dragging, .zooming:
            return
        case .decelerating(let fling):
            if time >= fling.end {
                apply(offset: fling.destination, scale: zoomScale, at: fling.end)
                motion = .idle
                emit(.didEndDecelerating(time: fling.end))
                // A drag that interrupted a zoom bounce leaves the scale past a limit: settle it now.
                settleIfOutOfBounds()
            } else {
                apply(offset: fling.offset(at: (time - fling.start).seconds), scale: zoomScale, at: time)
            }
        case .zoomBouncing(let transition):
            if time >= transition.end {
                apply(offset: transition.toOffset, scale: transition.toScale, at: transition.end)
                motion = .idle
                emit(.didEndZooming(time: transition.end, atScale: transition.toScale))
            } else {
                let state = transition.state(at: (time - transition.start).seconds)
                apply(offset: state.offset, scale: state.scale, at: time)
            }
        case .animating(let transition, let purpose):
            if time >= transition.end {
                apply(offset: transition.toOffset, scale: transition.toScale, at: transition.end)
                motion = .idle
                finishAnimation(purpose, at: transition.end, arrived: true)
            } else {
                let state = transition.state(at: (time - transition.start).seconds)
                apply(offset: state.offset, scale: state.scale, at: time)
            }
        }
    }

    /// The time at which every running motion will have finished, or nil when nothing runs on its
    /// own (idle, or a touch is down): a replay advances until then.
    public var nextIdleTime: Timestamp? {
        guard phase.animates else { return nil }
        return switch motion {
        case .idle, .touching, .dragging, .zooming: nil
        case .decelerating(let fling): fling.end
        case .zoomBouncing(let transition), .animating(let transition, _): transition.end
        }
    }

    /// Sends the end events of a programmatic animation.
    mutating func finishAnimation(_ purpose: AnimationPurpose, at time: Timestamp, arrived: Bool) {
        switch purpose {
        case .scroll:
            emit(.didEndScrollingAnimation(time: time))
        case .zoom:
            emit(.didEndZooming(time: time, atScale: zoomScale))
            emit(.didEndScrollingAnimation(time: time))
        case .scrollToTop:
            emit(.didEndScrollingAnimation(time: time))
            if arrived { emit(.didScrollToTop(time: time)) }
        }
    }

    /// Stops a running fling, bounce or animation where it is at `now`, sending its end event
    /// (`didEndDecelerating`, `didEndZooming`, `didEndScrollingAnimation`) so every "will begin"
    /// has its "did end". Touch-driven states are left alone.
    mutating func interruptMotion() {
        switch motion {
        case .idle, .touching, .dragging, .zooming:
            return
        case .decelerating:
            motion = .idle
            emit(.didEndDecelerating(time: now))
        case .zoomBouncing:
            motion = .idle
            emit(.didEndZooming(time: now, atScale: zoomScale))
        case .animating(_, let purpose):
            motion = .idle
            finishAnimation(purpose, at: now, arrived: false)
        }
    }

    /// A new touch landed at `time`: any fling, bounce or animation stops where it is (UIKit stops
    /// deceleration on touch down) and `isTracking` turns on until `touchUp(time:)` or a drag.
    ///
    /// - Parameter time: when the touch landed.
    public mutating func touchDown(time: Timestamp) {
        advance(to: time)
        switch motion {
        case .dragging, .zooming, .touching:
            return
        case .idle, .decelerating, .zoomBouncing, .animating:
            interruptMotion()
            motion = .touching
        }
    }

    /// The touch that stopped a fling lifted without dragging: at rest, or springs back if it
    /// was stopped out of bounds (with the deceleration events).
    ///
    /// - Parameter time: when the touch lifted.
    public mutating func touchUp(time: Timestamp) {
        advance(to: time)
        guard case .touching = motion else { return }
        motion = .idle
        settleIfOutOfBounds()
    }

    /// Stops any fling, bounce or animation at `time` without starting a touch. A zoom bounce
    /// stopped past a zoom limit ends at the limit at once (about the viewport centre): at rest the
    /// zoom is always within its limits.
    ///
    /// - Parameter time: when the motion stops.
    public mutating func stopMotion(time: Timestamp) {
        advance(to: time)
        interruptMotion()
        if case .touching = motion { motion = .idle }
        let scale = zoomScale.clamped(minimumZoomScale, maximumZoomScale)
        if isIdle, scale != zoomScale {
            let offset = clampedOffset(zoomedOffset(to: scale, keeping: viewportCenter), scale: scale)
            apply(offset: offset, scale: scale, at: now)
        }
    }

    /// When at rest out of the resting range, springs back (`willBeginDecelerating` …
    /// `didEndDecelerating`), as UIKit does after a touch held a bounce. A scale left past a zoom
    /// limit (a touch or drag interrupted the zoom bounce) bounces back first, about the viewport
    /// centre (`willBeginZooming` … `didEndZooming`): at rest the scale is always within limits.
    mutating func settleIfOutOfBounds() {
        guard isIdle else { return }
        let scale = zoomScale.clamped(minimumZoomScale, maximumZoomScale)
        if scale != zoomScale {
            let offset = clampedOffset(zoomedOffset(to: scale, keeping: viewportCenter), scale: scale)
            let progress = Spring(from: 0, to: 1, velocity: 0, tolerance: Self.zoomSettleTolerance)
            emit(.willBeginZooming(time: now))
            motion = .zoomBouncing(ZoomTransition(start: now, fromOffset: contentOffset, toOffset: offset,
                                                  fromScale: zoomScale, toScale: scale, progress: .spring(progress)))
            return
        }
        guard isOutOfBounds else { return }
        let range = offsetRange(scale: zoomScale)
        let fling = Fling(
            start: now,
            x: axisFling(contentOffset.x, velocity: 0, lower: range.lower.x, upper: range.upper.x),
            y: axisFling(contentOffset.y, velocity: 0, lower: range.lower.y, upper: range.upper.y))
        emit(.willBeginDecelerating(time: now))
        motion = .decelerating(fling)
    }

    /// A fling along one axis with this controller's rate and bounce setting.
    func axisFling(_ position: Double, velocity: Double, lower: Double, upper: Double) -> AxisMotion {
        let fling = BoundedFling(position: position, velocity: velocity, rate: decelerationRate,
                                 lower: lower, upper: upper, bounces: bounces)
        return fling.duration == 0 && fling.destination == position ? .fixed(position) : .fling(fling)
    }
}
