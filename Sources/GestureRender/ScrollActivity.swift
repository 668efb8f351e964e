import GestureInput
import GestureKit
import GestureRecognition
import ScrollZoom

/// What the scroll view was doing over time (dragging, decelerating, zooming, animating), as spans
/// paired from its delegate messages, for the timeline lane and the plot's shading.
public struct ScrollActivity: Hashable, Sendable {
    /// A kind of scroll view activity.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `willBeginDragging` … `didEndDragging`.
        case dragging
        /// `willBeginDecelerating` … `didEndDecelerating` (fling, bounce, page snap).
        case decelerating
        /// `willBeginZooming` … `didEndZooming` (a pinch and its bounce).
        case zooming
        /// An animated zoom or scroll started by a gesture (double tap) … `didEndScrollingAnimation`.
        case animating
    }

    /// Which activity.
    public var kind: Kind
    /// When it started (µs).
    public var start: Timestamp
    /// When it ended (µs); the recording's end when it never did.
    public var end: Timestamp

    /// The spans in `recording`, ordered by start. An animation starts at the last gesture output
    /// at or before its end that is not itself part of a drag or pinch.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the spans.
    public static func spans(in recording: RenderRecording) -> [ScrollActivity] {
        var open: [Kind: Timestamp] = [:]
        var spans: [ScrollActivity] = []
        func finish(_ kind: Kind, _ time: Timestamp) {
            if let start = open.removeValue(forKey: kind) {
                spans.append(ScrollActivity(kind: kind, start: start, end: time))
            }
        }
        for record in recording.scrollEvents {
            let t = record.event.time
            switch record.event {
            case .willBeginDragging: open[.dragging] = open[.dragging] ?? t
            case .didEndDragging: finish(.dragging, t)
            case .willBeginDecelerating: open[.decelerating] = open[.decelerating] ?? t
            case .didEndDecelerating: finish(.decelerating, t)
            case .willBeginZooming: open[.zooming] = open[.zooming] ?? t
            case .didEndZooming: finish(.zooming, t)
            case .didEndScrollingAnimation, .didScrollToTop:
                let trigger = recording.lastCompletedGesture(atOrBefore: t)
                spans.append(ScrollActivity(kind: .animating, start: trigger?.time ?? t, end: t))
            case .didScroll, .didZoom, .willEndDragging:
                break
            }
        }
        let end = recording.endTime ?? .zero
        for (kind, start) in open { spans.append(ScrollActivity(kind: kind, start: start, end: end)) }
        return spans.sorted { ($0.start, $0.kind.rawValue) < ($1.start, $1.kind.rawValue) }
    }
}
