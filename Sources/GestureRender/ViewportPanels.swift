import GestureInput
import GestureKit
import ScrollZoom

/// Panel (c) of a trace picture: small panels, one per key moment, each showing the content at
/// zoom 1 (grey) and the part the viewport shows (blue frame: offset ÷ zoom, viewport ÷ zoom), so
/// zooming in shrinks the frame and scrolling moves it; zoom and offset are written underneath.
public enum ViewportPanels {
    /// Height of the drawing area of each small panel (px).
    static let drawingHeight = 150.0
    /// Widest a small panel gets (px).
    static let maximumPanelWidth = 240.0
    /// Most gesture diamonds in one small panel (the latest before its moment): more hide the
    /// viewport frame they explain.
    static let maximumAnchorsPerPanel = 8

    /// The height (px) the row needs; zero without a scroll/zoom model.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the height (px).
    public static func height(for recording: RenderRecording) -> Double {
        recording.setup == nil || KeyMoment.moments(in: recording).isEmpty ? 0 : 20 + drawingHeight + 46
    }

    /// Draws the row with its top-left corner at (x, y), `width` px wide.
    ///
    /// - Parameters:
    ///   - recording: the outputs a replay collected.
    ///   - svg: the document drawn into.
    ///   - x: the left edge (px).
    ///   - y: the top edge (px).
    ///   - width: the width (px).
    public static func draw(
        _ recording: RenderRecording, into svg: inout SVGWriter, x: Double, y: Double, width: Double
    ) {
        guard let setup = recording.setup else { return }
        let moments = KeyMoment.moments(in: recording)
        guard !moments.isEmpty else { return }
        PanelHeading.draw("Viewport over the content at rest",
                          key: """
                              grey: content at zoom 1 · blue: what the viewport shows · ◆: gestures since the \
                              previous panel
                              """,
                          into: &svg, x: x, y: y, width: width)
        let origin = recording.origin ?? .zero

        let content = Rect(origin: .zero, size: setup.content)
        var bounds = content
        let frames = moments.map { viewportFrame($0.state, viewport: setup.viewport) }
        for f in frames { bounds = bounds.union(f) }
        let anchors = contentAnchors(recording).filter { $0.point.isFinite }
        // Gesture anchors outside the content (a pan that began past its edge) widen the drawing,
        // so every diamond stays inside its panel.
        for anchor in anchors { bounds = bounds.union(Rect(origin: anchor.point, size: .zero)) }
        let gap = 12.0
        let panelWidth = min(maximumPanelWidth, (width - gap * Double(moments.count - 1)) / Double(moments.count))
        let s = min((panelWidth - 8) / bounds.width, (drawingHeight - 8) / bounds.height)
        let top = y + 20

        for (i, moment) in moments.enumerated() {
            let px = x + Double(i) * (panelWidth + gap)
            let ox = px + (panelWidth - bounds.width * s) / 2 - bounds.minX * s
            let oy = top + (drawingHeight - bounds.height * s) / 2 - bounds.minY * s
            svg.open(["class": "viewport-panel", "data-moment": moment.title])
            svg.rect(px, top, panelWidth, drawingHeight, fill: "#ffffff", stroke: RenderPalette.grid,
                     extra: ["class": "panel", "data-panel": "viewport"])
            svg.rect(ox + content.minX * s, oy + content.minY * s, content.width * s, content.height * s,
                     fill: "#d9d9d2", stroke: "#a0a096", extra: ["class": "content"])
            let f = frames[i]
            svg.rect(ox + f.minX * s, oy + f.minY * s, f.width * s, f.height * s, fill: "#0072B2",
                     stroke: "#0072B2", strokeWidth: 2, extra: ["class": "viewport", "fill-opacity": "0.18"])
            // The gestures that led to this moment (since the previous one), where they happened.
            let since = i > 0 ? moments[i - 1].state.time : moment.state.time
            let recent = anchors.filter { $0.time > since && $0.time <= moment.state.time }.suffix(
                maximumAnchorsPerPanel)
            for anchor in recent {
                let point = anchor.point
                let ax = ox + point.x * s, ay = oy + point.y * s
                svg.polygon([(ax, ay - 4), (ax + 4, ay), (ax, ay + 4), (ax - 4, ay)], fill: RenderPalette.ink,
                            extra: ["class": "content-anchor"])
            }
            let state = moment.state
            let lines = [(moment.title, 12.0, RenderPalette.ink, true),
                         ("""
                             t \(SVGWriter.number(Double((max(state.time, origin) - origin).microseconds) / 1000)) ms \
                             · zoom \(SVGWriter.number(state.zoomScale))
                             """,
                          11.0, RenderPalette.ink, false),
                         ("""
                             offset (\(SVGWriter.number(state.contentOffset.x)), \
                             \(SVGWriter.number(state.contentOffset.y)))
                             """,
                          11.0, RenderPalette.muted, false)]
            for (row, line) in lines.enumerated() {
                // Whole words only, within the panel's own width (six panels leave ~140 px each).
                guard let text = TextMetrics.abbreviate(line.0, toWidth: panelWidth / (line.3 ? 1.1 : 1), size: line.1)
                else { continue }
                svg.label(
                    text, px, top + drawingHeight + 15 + 14 * Double(row), size: line.1, fill: line.2, bold: line.3,
                          extra: ["class": "viewport-label"])
            }
            svg.close()
        }
    }

    /// The part of the content (in zoom-1 content points) that the viewport shows in `state`.
    ///
    /// - Parameters:
    ///   - state: the controller's state.
    ///   - viewport: the viewport's size (pt).
    /// - Returns: the rectangle in zoom-1 content points.
    public static func viewportFrame(_ state: ScrollZoomState, viewport: Size) -> Rect {
        let z = state.zoomScale > 0 ? state.zoomScale : 1
        return Rect(
            x: state.contentOffset.x / z, y: state.contentOffset.y / z, width: viewport.width / z,
            height: viewport.height / z)
    }

    /// Where each gesture happened in content coordinates (zoom 1), using the controller state
    /// just before it: the point a double tap zoomed around, the pinch focal point. Drawn as small
    /// diamonds so a reader can see the tapped point arrive at the viewport centre.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: each anchor with its recognizer and time.
    public static func contentAnchors(_ recording: RenderRecording) -> [(
        point: Point, recognizer: String, time: Timestamp
    )] {
        guard let initial = recording.initialState else { return [] }
        var anchors: [(point: Point, recognizer: String, time: Timestamp)] = []
        for mark in GestureMark.marks(in: recording) where mark.hasPosition {
            let before = recording.lastState(before: mark.start) ?? initial
            let z = before.zoomScale > 0 ? before.zoomScale : 1
            anchors.append(
                (
                    Point(
                        x: (mark.location.x + before.contentOffset.x) / z,
                        y: (mark.location.y + before.contentOffset.y) / z),
                            mark.recognizer, mark.start))
        }
        return anchors
    }
}
