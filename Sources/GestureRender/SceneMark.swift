import GestureInput
import GestureKit
import ScrollZoom

/// A moment of a scene replay worth marking on the timeline: a drag handed from an inner view to
/// the view around it, a pager coming to rest on a page, a zoomed view reset off screen.
public struct SceneMark: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// View `to` began dragging while its descendant `from` was being dragged: the inner view
        /// reached its edge and the rest of the drag moves the outer one (docs/design.md,
        /// "Scenes").
        case handOver(from: String, to: String)
        /// Paging view `view` came to rest on `page` (end of its settle or page animation).
        case rest(view: String, page: Int)
        /// View `view` returned to its minimum zoom `zoom` while outside the area its parent
        /// shows: the off-screen reset (no gesture reaches a view there).
        case reset(view: String, zoom: Double)
    }

    /// What happened.
    public var kind: Kind
    /// When (event time, µs).
    public var time: Timestamp
    /// The time of the state reported with it: the step in which it happened, which a frame may
    /// end after `time` (a settle ends at its exact time, the frame that noticed it later). The
    /// views' states at this time show the mark's outcome.
    public var stepTime: Timestamp

    /// The words on the timeline ("hand-over page0 → pager", "pager at rest on page 1",
    /// "page0 reset to zoom 1").
    public var label: String {
        switch kind {
        case .handOver(let from, let to): "hand-over \(from) → \(to)"
        case .rest(let view, let page): "\(view) at rest on page \(page)"
        case .reset(let view, let zoom): "\(view) reset to zoom \(SVGWriter.number(zoom))"
        }
    }

    /// The marks of a scene replay, in time order.
    ///
    /// - Parameters:
    ///   - samples: each view's states over time.
    ///   - scene: the scene.
    /// - Returns: the marks.
    public static func marks(in samples: SceneSamples, scene: SceneDescription) -> [SceneMark] {
        var parent: [String: String] = [:]
        var paging: Set<String> = []
        var minimumZoom: [String: Double] = [:]
        for entry in scene.allViews() {
            if let p = entry.parent { parent[entry.view.name] = p.name }
            if entry.view.paging { paging.insert(entry.view.name) }
            minimumZoom[entry.view.name] = entry.view.minZoom
        }
        func isDescendant(_ view: String, of ancestor: String) -> Bool {
            var current = parent[view]
            while let p = current {
                if p == ancestor { return true }
                current = parent[p]
            }
            return false
        }

        var marks: [SceneMark] = []
        var dragging: [String] = []
        for message in samples.messages {
            let view = message.view, t = message.event.time
            switch message.event {
            case .willBeginDragging:
                if let inner = dragging.last(where: { isDescendant($0, of: view) }) {
                    marks.append(
                        SceneMark(kind: .handOver(from: inner, to: view), time: t, stepTime: message.state.time))
                }
                dragging.append(view)
            case .didEndDragging:
                dragging.removeAll { $0 == view }
            case .didEndDecelerating, .didEndScrollingAnimation:
                if paging.contains(view), !message.state.isDragging {
                    marks.append(
                        SceneMark(
                            kind: .rest(view: view, page: message.state.page), time: t, stepTime: message.state.time))
                }
            case .didScroll, .willEndDragging, .willBeginDecelerating, .willBeginZooming, .didZoom, .didEndZooming,
                 .didScrollToTop:
                break
            }
        }
        for name in samples.names {
            guard let series = samples.states[name], let minimum = minimumZoom[name] else { continue }
            for (a, b) in zip(series, series.dropFirst()) {
                let reached = abs(b.zoomScale - minimum) < 1e-9 && a.zoomScale > minimum + 1e-9
                guard reached, let outer = parent[name], isOffScreen(name, in: outer, scene, samples.states(at: b.time))
                else { continue }
                marks.append(SceneMark(kind: .reset(view: name, zoom: minimum), time: b.time, stepTime: b.time))
            }
        }
        return marks.sorted { $0.time < $1.time }
    }

    /// True when `view`'s frame lies outside the area its parent `outer` shows (its frame grown
    /// by its hit outset, where a peeking pager shows its neighbours), as `ScrollScene` decides
    /// which pages to reset.
    static func isOffScreen(_ view: String, in outer: String, _ scene: SceneDescription,
                            _ states: [String: ScrollZoomState]) -> Bool {
        let boxes = SceneGeometry.boxes(scene, states: states)
        guard let box = boxes.first(where: { $0.name == view }),
            let area = boxes.first(where: { $0.name == outer })?.hitArea
        else { return false }
        return !LabelPlacer.overlaps(box.frame, area)
    }
}
