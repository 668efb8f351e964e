import GestureInput
import GestureKit
import ScrollZoom

/// A moment of a scene replay worth a panel of `ScenePanels`: the start, each hand-over and each
/// time a pager came to rest, and the end — every view's state then.
public struct SceneMoment: Sendable {
    /// What the moment is ("start", "hand-over page0 → pager", "pager at rest on page 1", "final").
    public var title: String
    /// When (event time, µs).
    public var time: Timestamp
    /// Every view's state then, by name.
    public var states: [String: ScrollZoomState]

    /// At most this many panels: four fit the 920-px row at ~220 px each, enough for a 320-pt
    /// screen and its neighbours to show labels at 10 px.
    public static let maximumCount = 4

    /// The moments of a scene replay: the start, the hand-overs and rests of `marks`, the final
    /// state when it differs from the last of these; with more than `maximumCount`, the first, the
    /// last and evenly spaced ones between stay.
    ///
    /// - Parameters:
    ///   - samples: each view's states over time.
    ///   - marks: the hand-overs and rests.
    ///   - end: the replay's end, for the final state; nil for none.
    /// - Returns: the moments, in time order.
    public static func moments(_ samples: SceneSamples, marks: [SceneMark], end: Timestamp?) -> [SceneMoment] {
        guard let start = samples.states.values.compactMap({ $0.first?.time }).min() else { return [] }
        var moments = [SceneMoment(title: "start", time: start, states: samples.states(at: start))]
        for mark in marks {
            switch mark.kind {
            case .handOver, .rest:
                moments.append(
                    SceneMoment(title: mark.label, time: mark.time, states: samples.states(at: mark.stepTime)))
            case .reset:
                continue
            }
        }
        if let end, let last = moments.last, end > last.time {
            let final = samples.states(at: end)
            if !same(final, last.states) { moments.append(SceneMoment(title: "final", time: end, states: final)) }
        }
        guard moments.count > maximumCount else { return moments }
        let n = moments.count
        return (0..<maximumCount).map {
            moments[Int((Double($0) * Double(n - 1) / Double(maximumCount - 1)).rounded())]
        }
    }

    /// True when no view's offset differs by half a point or more, nor its zoom by 0.001.
    static func same(_ a: [String: ScrollZoomState], _ b: [String: ScrollZoomState]) -> Bool {
        a.keys.allSatisfy { name in
            guard let p = a[name], let q = b[name] else { return false }
            return abs(p.contentOffset.x - q.contentOffset.x) < 0.5 && abs(p.contentOffset.y - q.contentOffset.y) < 0.5
                && abs(p.zoomScale - q.zoomScale) < 0.001
        }
    }
}
