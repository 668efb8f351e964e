import GestureInput
import GestureRecognition
import ScrollZoom

extension ScrollZoomBinding {
    /// Tolerance for "already at that scale" (dimensionless): float noise from animations.
    static let scaleTolerance = 1e-6

    /// A recognized tap lifts the touch it held; a double tap zooms by the `DoubleTapZoomPolicy`,
    /// a two-finger tap zooms out by the step at its midpoint.
    mutating func handleTap(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        guard event.state == .recognized else { return }
        controller.touchUp(time: event.time)
        if Self.tapZooms(event) { tapZoom(event, at: event.location, &controller) }
    }

    /// Whether a recognized tap zooms: a one-finger double tap or a two-finger single tap.
    static func tapZooms(_ event: GestureEvent) -> Bool {
        let taps = event.taps ?? 1
        return (taps == 2 && event.touches == 1) || (taps == 1 && event.touches == 2)
    }

    /// The zoom of a recognized tap that `tapZooms`, at `location` in `controller`'s viewport.
    mutating func tapZoom(_ event: GestureEvent, at location: Point, _ controller: inout ScrollZoomController) {
        if event.touches == 1 {
            doubleTapZoom(at: location, &controller)
        } else {
            twoFingerTapZoom(at: location, &controller)
        }
    }

    /// A two-finger tap zooms out by the step about `location` (viewport points).
    private mutating func twoFingerTapZoom(at location: Point, _ controller: inout ScrollZoomController) {
        let target = Swift.max(controller.zoomScale / configuration.zoomStep, controller.minimumZoomScale)
        zoom(to: target, centeredOn: controller.contentPoint(atViewportPoint: location), &controller)
    }

    private mutating func doubleTapZoom(at location: Point, _ controller: inout ScrollZoomController) {
        let scale = controller.zoomScale
        let minimum = controller.minimumZoomScale
        let maximum = controller.maximumZoomScale
        let atMaximum = scale >= maximum - Self.scaleTolerance
        let step = atMaximum ? minimum : Swift.min(scale * configuration.zoomStep, maximum)
        let point = controller.contentPoint(atViewportPoint: location)
        switch configuration.doubleTapPolicy {
        case .stepToCenter:
            zoom(to: step, centeredOn: point, &controller)
        case .stepKeepingPoint:
            do {
                try controller.setZoomScale(step, anchoredAt: location, animated: configuration.animatesTapZoom)
            } catch { ignoredEvents += 1 }
        case .maximumAtPoint:
            do {
                try controller.setZoomScale(atMaximum ? minimum : maximum, centeredAt: point,
                                            animated: configuration.animatesTapZoom)
            } catch { ignoredEvents += 1 }
        case .cycleMinimumOneMaximum:
            let levels = [minimum, Swift.min(Swift.max(1, minimum), maximum), maximum]
            let next = levels.first { $0 > scale + Self.scaleTolerance } ?? minimum
            zoom(to: next, centeredOn: point, &controller)
        }
    }

    /// The photo-scroller pattern: `zoomRect(forScale:center:)` then `zoom(to:animated:)`.
    private mutating func zoom(to scale: Double, centeredOn point: Point, _ controller: inout ScrollZoomController) {
        let rect = controller.zoomRect(forScale: scale, center: point)
        do {
            try controller.zoom(to: rect, animated: configuration.animatesTapZoom)
        } catch { ignoredEvents += 1 }
    }
}
