import GestureInput
import GestureKit
import ScrollZoom

/// A moment worth a viewport panel: the start, each time the scroll view came to rest after a
/// gesture (end of a zoom, deceleration or animation, or a drag that did not decelerate), the end.
public struct KeyMoment: Hashable, Sendable {
    /// What the moment is ("start", "after doubleTap", "final").
    public var title: String
    /// The controller state at that moment.
    public var state: ScrollZoomState

    /// At most this many panels; with more moments the first, the last and evenly spaced ones stay.
    public static let maximumCount = 6

    /// The key moments of `recording`, without consecutive repeats of the same offset and zoom.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the moments, in time order.
    public static func moments(in recording: RenderRecording) -> [KeyMoment] {
        var moments: [KeyMoment] = []
        if let initial = recording.initialState { moments.append(KeyMoment(title: "start", state: initial)) }
        for record in recording.scrollEvents {
            let settles: Bool
            switch record.event {
            case .didEndZooming, .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop: settles = true
            case .didEndDragging(_, let willDecelerate): settles = !willDecelerate
            case .willBeginDragging, .didScroll, .willEndDragging, .willBeginDecelerating, .willBeginZooming, .didZoom:
                settles = false
            }
            guard settles, !record.state.isZooming, !record.state.isDecelerating, !record.state.isZoomBouncing else {
                continue
            }
            let cause = recording.lastCompletedGesture(atOrBefore: record.event.time)
            append(
                KeyMoment(
                    title: cause.map { "after \($0.recognizer)" } ?? record.event.name.rawValue, state: record.state),
                to: &moments)
        }
        if let last = recording.states.last {
            if let previous = moments.last, same(previous.state, last) {
                if moments.count > 1 { moments[moments.count - 1].title += " (final)" }
            } else {
                moments.append(KeyMoment(title: "final", state: last))
            }
        }
        guard moments.count > maximumCount else { return moments }
        let n = moments.count
        return (0..<maximumCount).map {
            moments[Int((Double($0) * Double(n - 1) / Double(maximumCount - 1)).rounded())]
        }
    }

    private static func append(_ moment: KeyMoment, to moments: inout [KeyMoment]) {
        if let previous = moments.last, same(previous.state, moment.state) { return }
        moments.append(moment)
    }

    private static func same(_ a: ScrollZoomState, _ b: ScrollZoomState) -> Bool {
        abs(a.contentOffset.x - b.contentOffset.x) < 0.5 && abs(a.contentOffset.y - b.contentOffset.y) < 0.5
            && abs(a.zoomScale - b.zoomScale) < 0.001
    }
}
