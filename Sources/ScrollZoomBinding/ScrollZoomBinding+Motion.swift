import GestureInput
import GestureRecognition
import ScrollZoom

extension ScrollZoomBinding {
    /// A swipe turns one page when paging, unless a drag or its fling runs (a flick that a pan
    /// already paged must not page twice).
    mutating func handlePage(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        guard event.state == .recognized, controller.isPagingEnabled, let direction = event.direction else { return }
        guard !controller.isDragging, !controller.isDecelerating else { return }
        controller.scrollToPage(controller.currentPage + Self.pageStep(direction), animated: true)
    }

    /// The pages a swipe in `direction` turns: left/up = next (+1), right/down = previous (−1).
    static func pageStep(_ direction: SwipeDirection) -> Int {
        switch direction {
        case .left, .up: 1
        case .right, .down: -1
        }
    }

    /// A wheel report: `.recognized`, or the `began` of the `began` + `ended` pair a continuous
    /// scroll recognizer reports per wheel event (its `ended` repeats the delta and is skipped).
    mutating func handleWheel(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        guard event.state == .recognized || event.state == .began else { return }
        guard let detents = event.translation, detents.isFinite else {
            ignoredEvents += 1
            return
        }
        controller.stopMotion(time: event.time)
        let offset = controller.contentOffset
        let delta = detents * configuration.wheelLineStep
        let range = (lower: controller.minimumContentOffset, upper: controller.maximumContentOffset)
        let target = Point(x: (offset.x + delta.dx).clamped(range.lower.x, range.upper.x),
                           y: (offset.y + delta.dy).clamped(range.lower.y, range.upper.y))
        do {
            try controller.setContentOffset(target, animated: false)
        } catch { ignoredEvents += 1 }
    }

    /// Fingers resting on a touchpad hold the content like a touch: began stops a fling, ended lifts.
    mutating func handleHold(_ event: GestureEvent, _ controller: inout ScrollZoomController) {
        switch event.state {
        case .began, .recognized:
            controller.touchDown(time: event.time)
        case .ended, .cancelled:
            controller.touchUp(time: event.time)
        case .possible, .changed, .failed:
            return
        }
    }
}
