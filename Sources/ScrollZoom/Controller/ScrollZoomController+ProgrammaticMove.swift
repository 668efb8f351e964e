import GestureInput

/// How every programmatic scroll and zoom is carried out (UIScrollView's methods; the public entry
/// points are in `+ProgrammaticScroll.swift`, `+SetZoomScale.swift` and `+ZoomToRect.swift`). An
/// animated change starts at `now` and runs on `advance(to:)`; a non-animated one applies at once
/// with `didScroll`/`didZoom`. During a drag or a pinch the change applies at once so that the
/// gesture continues from there.
extension ScrollZoomController {
    /// Carries out a programmatic change. During a drag or pinch it applies at once (the drag
    /// continues from there); otherwise it stops any running motion first, and the scale goes no
    /// further than the zoom limits: a zoom bounce it interrupts may have left the zoom past a
    /// limit, and the controller never comes to rest there.
    mutating func move(to offset: Point, scale: Double, animated: Bool, purpose: AnimationPurpose) {
        switch motion {
        case .dragging(var drag):
            drag.anchor = Point(x: drag.anchor.x + offset.x - contentOffset.x,
                                y: drag.anchor.y + offset.y - contentOffset.y)
            motion = .dragging(drag)
            apply(offset: offset, scale: scale, at: now)
            return
        case .zooming:
            apply(offset: offset, scale: scale, at: now)
            return
        case .idle, .touching, .decelerating, .zoomBouncing, .animating:
            interruptMotion()
        }
        let scale = scale.clamped(minimumZoomScale, maximumZoomScale)
        if offset == contentOffset && scale == zoomScale {
            if case .scrollToTop = purpose { emit(.didScrollToTop(time: now)) }
            return
        }
        guard animated else {
            apply(offset: offset, scale: scale, at: now)
            if case .scrollToTop = purpose { emit(.didScrollToTop(time: now)) }
            return
        }
        if case .touching = motion { motion = .idle }
        motion = .animating(ZoomTransition(start: now, fromOffset: contentOffset, toOffset: offset,
                                           fromScale: zoomScale, toScale: scale, progress: .timed(TimingCurve())),
                            purpose)
    }
}
