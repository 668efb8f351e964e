import GestureInput
import ScrollZoom

/// Milliseconds as a timestamp.
public func ms(_ value: Int64) -> Timestamp { .milliseconds(value) }

/// An 800×600 viewport over `content` (default 2000×1500) with the given zoom limits.
public func makeController(
    content: Size = Size(width: 2000, height: 1500), viewport: Size = Size(width: 800, height: 600),
                           minimumZoom: Double = 1, maximumZoom: Double = 1, zoom: Double = 1,
                           centersContent: Bool = false) throws -> ScrollZoomController {
    try ScrollZoomController(viewportSize: viewport, contentSize: content, zoomScale: zoom,
                             minimumZoomScale: minimumZoom, maximumZoomScale: maximumZoom,
                             centersContent: centersContent)
}

/// Advances at `hz` frames per second from the controller's time until it is idle (or
/// `limit` seconds passed), calling `frame` after each step.
public func runUntilIdle(_ controller: inout ScrollZoomController, hz: Int64 = 60, limit: Double = 10,
                         frame: (ScrollZoomController) -> Void = { _ in }) {
    let start = controller.now
    var i: Int64 = 1
    while !controller.isIdle {
        let t = start + .microseconds(i * 1_000_000 / hz)
        controller.advance(to: t)
        frame(controller)
        i += 1
        if (t - start).seconds > limit { return }
    }
}

/// The event names with runs of the same name collapsed to one (`didScroll`* → `didScroll`).
public func collapsedNames(_ events: [ScrollZoomEvent], dropping dropped: Set<ScrollZoomEvent.Name> = [])
    -> [ScrollZoomEvent.Name]
{
    var names: [ScrollZoomEvent.Name] = []
    for event in events where !dropped.contains(event.name) {
        if names.last != event.name { names.append(event.name) }
    }
    return names
}

extension Point {
    /// True when both coordinates are within `tolerance` of `other`'s.
    public func isClose(to other: Point, tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}
