import GestureInput

/// Pinch zoom: interactive zooming from a pinch or a touchpad pinch, through the binding.
///
/// The content point under the focal point when the pinch began stays under the focal point:
/// offset = p · scale − focal (so moving fingers also pan). Past [minimum, maximum] the scale
/// rubber-bands (`bouncesZoom`): shown = limit + RubberBand(d = limit, c = 0.55)(raw − limit).
extension ScrollZoomController {
    /// A pinch begins at viewport point `focal`: stops any motion (a drag in progress continues as
    /// part of the pinch), sends `willBeginZooming`.
    ///
    /// - Parameters:
    ///   - focal: the pinch's focal point (the fingers' centroid), in viewport points.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func beginZoom(focal: Point, time: Timestamp) {
        advance(to: time)
        guard focal.isFinite else {
            ignoredInputs += 1
            return
        }
        var isDragging = false
        var startPage = pagePosition
        switch motion {
        case .zooming:
            return
        case .dragging(let drag):
            isDragging = true
            startPage = drag.startPage
        case .idle, .touching, .decelerating, .zoomBouncing, .animating:
            interruptMotion()
        }
        let point = Point(x: (contentOffset.x + focal.x) / zoomScale, y: (contentOffset.y + focal.y) / zoomScale)
        motion = .zooming(PinchSession(contentPoint: point, focal: focal, isDragging: isDragging, startPage: startPage))
        emit(.willBeginZooming(time: now))
    }

    /// The pinch asks for zoom `scale` (absolute, before rubber band) with the focal point at
    /// `focal` (viewport pt). Sends `didScroll`/`didZoom`. Ignored outside a pinch; NaN or a
    /// non-positive scale is counted and ignored.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale asked for, absolute (not relative to the pinch's start).
    ///   - focal: the focal point now, in viewport points; the content under it at the pinch's start
    ///     stays under it.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func zoom(scale: Double, focal: Point, time: Timestamp) {
        advance(to: time)
        guard scale.isFinite, scale > 0, focal.isFinite else {
            ignoredInputs += 1
            return
        }
        guard case .zooming(var pinch) = motion else { return }
        pinch.focal = focal
        motion = .zooming(pinch)
        let shown = shownScale(forRaw: scale)
        let raw = Point(x: pinch.contentPoint.x * shown - focal.x, y: pinch.contentPoint.y * shown - focal.y)
        apply(offset: constrainedOffset(raw, scale: shown), scale: shown, at: now)
    }

    /// The pinch ended (`velocity` in 1/s, unused: UIKit does not carry zoom momentum). If the
    /// scale or offset is out of range it springs back — scale to the nearest limit around the
    /// focal point, offset into range — with `isZoomBouncing` set; `didEndZooming` follows only
    /// once it has settled. A drag that was part of the pinch ends here too.
    ///
    /// - Parameters:
    ///   - velocity: the scale's rate at lift, per second; not used.
    ///   - time: the event time of the call; the controller first advances to it.
    public mutating func endZoom(velocity: Double, time: Timestamp) {
        advance(to: time)
        guard case .zooming(let pinch) = motion else { return }
        let scale = zoomScale.clamped(minimumZoomScale, maximumZoomScale)
        let focalOffset = Point(
            x: pinch.contentPoint.x * scale - pinch.focal.x, y: pinch.contentPoint.y * scale - pinch.focal.y)
        let offset = clampedOffset(zoomScale == scale ? contentOffset : focalOffset, scale: scale)
        let settles = scale != zoomScale || offset != contentOffset
        if pinch.isDragging {
            emit(.willEndDragging(time: now, velocity: .zero, targetOffset: offset))
            emit(.didEndDragging(time: now, willDecelerate: settles))
        }
        guard settles else {
            motion = .idle
            emit(.didEndZooming(time: now, atScale: zoomScale))
            return
        }
        let progress = Spring(from: 0, to: 1, velocity: 0, tolerance: Self.zoomSettleTolerance)
        motion = .zoomBouncing(ZoomTransition(start: now, fromOffset: contentOffset, toOffset: offset,
                                              fromScale: zoomScale, toScale: scale, progress: .spring(progress)))
    }

    /// Fraction of the way left when a zoom bounce snaps to its end (dimensionless): 0.1 %, under
    /// half a point for any change of scale and offset up to 500 pt.
    static let zoomSettleTolerance = 0.001

    /// The scale shown for a pinch asking for `raw`: rubber-banded past the limits when
    /// `bouncesZoom`, else clamped.
    func shownScale(forRaw raw: Double) -> Double {
        guard bouncesZoom else { return raw.clamped(minimumZoomScale, maximumZoomScale) }
        if raw > maximumZoomScale {
            return maximumZoomScale
                + RubberBand(dimension: maximumZoomScale).shown(forOvershoot: raw - maximumZoomScale)
        }
        if raw < minimumZoomScale {
            return minimumZoomScale
                + RubberBand(dimension: minimumZoomScale).shown(forOvershoot: raw - minimumZoomScale)
        }
        return raw
    }
}
