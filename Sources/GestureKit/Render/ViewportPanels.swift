import GestureInput
import ScrollZoom

/// Panel (c) of a trace picture: small panels, one per key moment, each showing the content at
/// zoom 1 (grey) and the part the viewport shows (blue frame: offset ÷ zoom, viewport ÷ zoom), so
/// zooming in shrinks the frame and scrolling moves it; zoom and offset are written underneath.
public enum ViewportPanels {
    /// Height of the drawing area of each small panel (px).
    static let drawingHeight = 150.0
    /// Widest a small panel gets (px).
    static let maximumPanelWidth = 240.0

    /// The height (px) the row needs; zero without a scroll/zoom model.
    public static func height(for recording: RenderRecording) -> Double {
        recording.setup == nil || KeyMoment.moments(in: recording).isEmpty ? 0 : 20 + drawingHeight + 46
    }

    /// Draws the row with its top-left corner at (x, y), `width` px wide.
    public static func draw(_ recording: RenderRecording, into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        guard let setup = recording.setup else { return }
        let moments = KeyMoment.moments(in: recording)
        guard !moments.isEmpty else { return }
        svg.label("Viewport over the content at rest", x, y + 12, size: 13, bold: true)
        svg.label("grey: content at zoom 1 · blue: what the viewport shows · ◆: where the gestures since the previous panel happened",
                  x + width, y + 12, size: 10, anchor: "end", fill: RenderPalette.muted)

        let content = Rect(origin: .zero, size: setup.content)
        var bounds = content
        let frames = moments.map { viewportFrame($0.state, viewport: setup.viewport) }
        for f in frames { bounds = union(bounds, f) }
        let gap = 12.0
        let panelWidth = min(maximumPanelWidth, (width - gap * Double(moments.count - 1)) / Double(moments.count))
        let s = min((panelWidth - 8) / bounds.width, (drawingHeight - 8) / bounds.height)
        let top = y + 20
        let anchors = contentAnchors(recording)

        for (i, moment) in moments.enumerated() {
            let px = x + Double(i) * (panelWidth + gap)
            let ox = px + (panelWidth - bounds.width * s) / 2 - bounds.minX * s
            let oy = top + (drawingHeight - bounds.height * s) / 2 - bounds.minY * s
            svg.open(["class": "viewport-panel", "data-moment": moment.title])
            svg.rect(px, top, panelWidth, drawingHeight, fill: "#ffffff", stroke: RenderPalette.grid)
            svg.rect(ox + content.minX * s, oy + content.minY * s, content.width * s, content.height * s,
                     fill: "#d9d9d2", stroke: "#a0a096", extra: ["class": "content"])
            let f = frames[i]
            svg.rect(ox + f.minX * s, oy + f.minY * s, f.width * s, f.height * s, fill: "#0072B2",
                     stroke: "#0072B2", strokeWidth: 2, extra: ["class": "viewport", "fill-opacity": "0.18"])
            // The gestures that led to this moment (since the previous one), where they happened.
            let since = i > 0 ? moments[i - 1].state.time : moment.state.time
            for anchor in anchors where anchor.time > since && anchor.time <= moment.state.time && anchor.point.isFinite {
                let point = anchor.point
                let ax = ox + point.x * s, ay = oy + point.y * s
                svg.polygon([(ax, ay - 4), (ax + 4, ay), (ax, ay + 4), (ax - 4, ay)], fill: RenderPalette.ink,
                            extra: ["class": "content-anchor"])
            }
            let state = moment.state
            svg.label(moment.title, px, top + drawingHeight + 15, size: 12, bold: true)
            svg.label("t \(SVGWriter.number(Double(state.time.microseconds) / 1000)) ms · zoom \(SVGWriter.number(state.zoomScale))",
                      px, top + drawingHeight + 29, size: 11)
            svg.label("offset (\(SVGWriter.number(state.contentOffset.x)), \(SVGWriter.number(state.contentOffset.y)))",
                      px, top + drawingHeight + 43, size: 11, fill: RenderPalette.muted)
            svg.close()
        }
    }

    /// The part of the content (in zoom-1 content points) that the viewport shows in `state`.
    public static func viewportFrame(_ state: ScrollZoomState, viewport: Size) -> Rect {
        let z = state.zoomScale > 0 ? state.zoomScale : 1
        return Rect(x: state.contentOffset.x / z, y: state.contentOffset.y / z, width: viewport.width / z, height: viewport.height / z)
    }

    /// Where each gesture happened in content coordinates (zoom 1), using the controller state
    /// just before it: the point a double tap zoomed around, the pinch focal point. Drawn as small
    /// diamonds so a reader can see the tapped point arrive at the viewport centre.
    public static func contentAnchors(_ recording: RenderRecording) -> [(point: Point, recognizer: String, time: Timestamp)] {
        guard let initial = recording.initialState else { return [] }
        var anchors: [(point: Point, recognizer: String, time: Timestamp)] = []
        for mark in GestureMark.marks(in: recording) {
            let before = recording.states.last { $0.time < mark.start } ?? initial
            let z = before.zoomScale > 0 ? before.zoomScale : 1
            anchors.append((Point(x: (mark.location.x + before.contentOffset.x) / z, y: (mark.location.y + before.contentOffset.y) / z),
                            mark.recognizer, mark.start))
        }
        return anchors
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
