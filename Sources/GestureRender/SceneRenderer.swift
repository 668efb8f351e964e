import GestureInput
import GestureKit
import GestureRecognition
import ScrollZoom

/// The picture of a scene replay (`gesturekit render --scene FILE TRACE`), as SVG text: every
/// view of the scene at the key moments (`ScenePanels`), then each view's content offset over
/// time on one chart — the inner page's and the pager's side by side, so the hand-over between
/// them shows as one line stopping at its edge while the other starts — with the hand-over, the
/// pager's rest, off-screen resets and the gestures marked and each view's dragging and settling
/// shaded; then the zoom of every view that zoomed. A pure function of a `RenderRecording` whose
/// `scene` is set (best replayed with `everyFrame`).
public enum SceneRenderer {
    /// Picture width (px), as `TraceRenderer`'s.
    public static let width = TraceRenderer.width
    /// Height of the offset chart (px).
    static let chartHeight = 260.0
    /// Height of the zoom chart (px): one or two lines between two limits need less room.
    static let zoomChartHeight = 190.0
    /// Most gesture markers on the charts; with more, only the scene's own marks are drawn (a
    /// marker's caption needs ~60 px of the 850-px axis to stay apart from its neighbours).
    static let maximumGestureMarkers = 10
    /// Most captioned scene marks (hand-overs, rests, resets); with more, every mark keeps its
    /// line and none its caption (three staggered rows of ~150-px captions fill the 850-px axis
    /// at about a dozen).
    static let maximumCaptionedMarks = 12
    /// Most samples kept per series and chart: a line keeps, per slice of the time axis, its
    /// first, lowest, highest and last sample, so its shape survives while a long trace's every
    /// frame (a 100,000-event trace made a 3 MB picture) does not reach the file.
    public static let slicesPerChart = 1000

    /// The SVG document for `recording`; a recording without a scene gives the panels and charts
    /// nothing to draw (empty axes).
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the SVG text.
    public static func render(_ recording: RenderRecording) -> String {
        let margin = TraceRenderer.margin, gap = TraceRenderer.gap
        let inner = width - 2 * margin
        let samples = SceneSamples(recording)
        let scene = recording.scene ?? SceneDescription(views: [])
        let marks = SceneMark.marks(in: samples, scene: scene)
        let moments = SceneMoment.moments(samples, marks: marks, end: recording.endTime)
        let origin = recording.origin ?? .zero
        let charts = self.charts(recording, samples: samples, marks: marks, origin: origin)

        let titleHeight = 30.0
        let panelsHeight =
            moments.isEmpty
            ? 0 : ScenePanels.height(moments, scene: scene, surface: recording.surface, width: inner) + gap
        let chartsHeight = charts.isEmpty ? 0 : chartHeight + 16 + Double(charts.count - 1) * (zoomChartHeight + 16)
        let height = margin + titleHeight + panelsHeight + chartsHeight + margin
        var svg = SVGWriter(width: width, height: height)
        var y = margin
        let views = samples.names.count
        let gestures = GestureMark.marks(in: recording).count
        var parts = [
            "\(views) view\(views == 1 ? "" : "s")",
            "\(recording.touches.count) touch\(recording.touches.count == 1 ? "" : "es")",
                     "\(gestures) gesture\(gestures == 1 ? "" : "s")"]
        let handOvers = marks.filter { if case .handOver = $0.kind { true } else { false } }.count
        if handOvers > 0 { parts.append("\(handOvers) hand-over\(handOvers == 1 ? "" : "s")") }
        let info = parts.joined(separator: " · ")
        svg.label(
            info, width - margin, y + 16, size: 12, anchor: "end", fill: RenderPalette.muted,
            extra: ["class": "summary"])
        let title = recording.title.isEmpty ? "gesturekit render --scene" : recording.title
        if let shown = TraceRenderer.shortened(title, toWidth: inner - TextMetrics.width(info, size: 12) - 16, size: 17)
        {
            svg.label(shown, margin, y + 16, size: 17, bold: true, extra: ["class": "title"])
        }
        y += titleHeight
        if !moments.isEmpty {
            ScenePanels.draw(
                moments, scene: scene, surface: recording.surface, origin: origin, touches: recording.touches,
                             into: &svg, x: margin, y: y, width: inner)
            y += panelsHeight
        }
        for (index, chart) in charts.enumerated() {
            let h = index == 0 ? chartHeight : zoomChartHeight
            chart.draw(into: &svg, x: margin, y: y, width: inner, height: h)
            y += h + 16
        }
        return svg.finish()
    }

    /// The offset chart and, when a view zoomed, the zoom chart, sharing one time axis (ms from
    /// the trace's start), shading and markers.
    static func charts(_ recording: RenderRecording, samples: SceneSamples, marks: [SceneMark], origin: Timestamp)
        -> [LineChart]
    {
        func ms(_ t: Timestamp) -> Double { Double((t - origin).microseconds) / 1000 }
        let last = max(recording.endTime ?? origin, origin + .milliseconds(1))
        // A little room after the last sample, so a reset at the very end stays visible.
        let end = last + TimeSpan(microseconds: max(20_000, (last - origin).microseconds / 40))
        let xLabel = "time since the trace's start (ms)"
        var offset = LineChart(title: "Content offset of each view (pt)", xLabel: xLabel, series: [])
        var zoom = LineChart(title: "Zoom scale of each view that zoomed", xLabel: xLabel, series: [])
        for (index, name) in samples.names.enumerated() {
            let series = samples.states[name] ?? []
            let colour = ScenePanels.colour(ofViewAt: index)
            let axes: [(name: String, dash: String?, value: (ScrollZoomState) -> Double)] = [
                ("x", nil, { $0.contentOffset.x }), ("y", "6 3", { $0.contentOffset.y }),
            ]
            for axis in axes where spread(series.map(axis.value)) >= 0.5 {
                offset.series.append(.init(name: "\(name) \(axis.name)", colour: colour,
                        points: thinned(series.map { (ms($0.time), axis.value($0)) }, upTo: ms(end)), dash: axis.dash))
            }
            if spread(series.map(\.zoomScale)) >= 0.001 {
                zoom.series.append(
                    .init(
                        name: name, colour: colour,
                        points: thinned(series.map { (ms($0.time), $0.zoomScale) }, upTo: ms(end))))
            }
        }
        let bands = activity(samples).map { span in
            LineChart.Band(from: ms(span.start), to: ms(span.end), colour: span.colour, label: span.label)
        }
        let captioned = marks.count <= maximumCaptionedMarks
        var markers = marks.map { LineChart.Marker(x: ms($0.time), label: captioned ? $0.label : "") }
        let gestures = gestureMarkers(recording)
        if gestures.count <= maximumGestureMarkers {
            markers += gestures.map { .init(x: ms($0.time), label: $0.label) }
        }
        markers.sort { $0.x < $1.x }
        var charts = [offset]
        if !zoom.series.isEmpty { charts.append(zoom) }
        for i in charts.indices {
            charts[i].bands = bands; charts[i].markers = markers; charts[i].xRange = 0...ms(end)
            // Overlapping bands and markers crowd the chart: captions above the lines, outlined.
            charts[i].headroom = 16; charts[i].outlinedCaptions = true
        }
        return charts
    }

    /// Each view's dragging and settling as shaded spans in the view's colour, paired from its
    /// messages (`willBeginDragging` … `didEndDragging`, `willBeginDecelerating` … `didEndDecelerating`).
    static func activity(_ samples: SceneSamples) -> [(start: Timestamp, end: Timestamp, colour: String, label: String)]
    {
        var open: [String: Timestamp] = [:]
        var spans: [(start: Timestamp, end: Timestamp, colour: String, label: String)] = []
        for message in samples.messages {
            let colour = ScenePanels.colour(ofViewAt: samples.names.firstIndex(of: message.view) ?? 0)
            let t = message.event.time
            switch message.event {
            case .willBeginDragging: open["\(message.view) dragged"] = open["\(message.view) dragged"] ?? t
            case .willBeginDecelerating: open["\(message.view) settles"] = open["\(message.view) settles"] ?? t
            case .didEndDragging, .didEndDecelerating:
                let label =
                    message.event.name == .didEndDragging ? "\(message.view) dragged" : "\(message.view) settles"
                if let start = open.removeValue(forKey: label) { spans.append((start, t, colour, label)) }
            default:
                break
            }
        }
        return spans.sorted { $0.start < $1.start }
    }

    /// The gestures worth a marker: each recognized discrete gesture, and each continuous one's
    /// beginning and end ("doubleTap", "pan began", "pan ended").
    static func gestureMarkers(_ recording: RenderRecording) -> [(time: Timestamp, label: String)] {
        recording.gestures.compactMap { g in
            switch g.state {
            case .recognized: (g.time, g.recognizer)
            case .began: (g.time, "\(g.recognizer) began")
            case .ended: (g.time, "\(g.recognizer) ended")
            case .cancelled: (g.time, "\(g.recognizer) cancelled")
            default: nil
            }
        }
    }

    /// `points` (in x order, x from 0 to `upTo`) with, per of `slicesPerChart` slices of x, only
    /// the first, lowest, highest and last point; unchanged when there are no more points than slices.
    ///
    /// - Parameters:
    ///   - points: the samples, in x order.
    ///   - end: the last x of the chart.
    /// - Returns: the points kept, in x order.
    public static func thinned(_ points: [(x: Double, y: Double)], upTo end: Double) -> [(x: Double, y: Double)] {
        guard points.count > slicesPerChart, end > 0 else { return points }
        var kept: [(x: Double, y: Double)] = []
        var slice: [(x: Double, y: Double)] = []
        var current = -1
        func flush() {
            guard let first = slice.first, let last = slice.last,
                  let low = slice.min(by: { $0.y < $1.y }), let high = slice.max(by: { $0.y < $1.y }) else { return }
            // In time order, without repeating a point.
            for p in [first, low, high, last].sorted(by: { $0.x < $1.x }) where kept.last.map({ $0 != p }) ?? true {
                kept.append(p)
            }
            slice.removeAll(keepingCapacity: true)
        }
        for p in points {
            let index = Int.saturating(p.x / end * Double(slicesPerChart))
            if index != current { flush(); current = index }
            slice.append(p)
        }
        flush()
        return kept
    }

    private static func spread(_ values: [Double]) -> Double {
        guard let lo = values.min(), let hi = values.max() else { return 0 }
        return hi - lo
    }
}
