import GestureInput
import GestureKit
import ScrollZoom

/// The offset-over-time plot: content offset (pt), scroll velocity (pt/s, from successive states)
/// and, when it changes, the zoom scale, against event time — best from a replay with
/// `everyFrame` so every animation frame is a sample. Phases (dragging, decelerating…) are shaded,
/// touches and rest are marked, and the content edges are drawn as dashed limits.
public enum OffsetPlot {
    /// Picture width (px).
    public static let width = 960.0
    /// Height of each chart (px).
    static let chartHeight = 250.0

    /// The SVG document for `recording`; charts with no samples show empty axes.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the SVG text.
    public static func render(_ recording: RenderRecording) -> String {
        let samples = self.samples(recording)
        let t0 = samples.first?.time ?? .zero
        func ms(_ t: Timestamp) -> Double { Double((t - t0).microseconds) / 1000 }
        let xRange = 0...max(1, samples.last.map { ms($0.time) } ?? 1)

        let movesX = spread(samples.map(\.contentOffset.x)) > 0.5
        let movesY = spread(samples.map(\.contentOffset.y)) > 0.5 || !movesX
        let zooms = spread(samples.map(\.zoomScale)) > 0.001
        let bands = ScrollActivity.spans(in: recording).map {
            LineChart.Band(
                from: ms($0.start), to: ms($0.end), colour: RenderPalette.activity($0.kind), label: $0.kind.rawValue)
        }
        var markers: [LineChart.Marker] = []
        for (i, touch) in recording.touches.enumerated() {
            if let down = touch.times.first, !touch.landedEarlier {
                markers.append(.init(x: ms(down), label: "touch \(i + 1) down"))
            }
            if let up = touch.end {
                markers.append(.init(x: ms(up), label: "touch \(i + 1) \(touch.cancelled ? "cancelled" : "up")"))
            }
        }
        for record in recording.scrollEvents {
            if case .didEndDecelerating(let t) = record.event { markers.append(.init(x: ms(t), label: "at rest")) }
        }

        var offset = LineChart(title: "Content offset (pt)", xLabel: "time since the first sample (ms)", series: [])
        var velocity = LineChart(
            title: "Scroll velocity (pt/s, from successive frames)", xLabel: "time since the first sample (ms)",
            series: [])
        let axes: [(name: String, colour: String, moves: Bool, value: (ScrollZoomState) -> Double)] = [
            ("x", "#0072B2", movesX, { $0.contentOffset.x }),
            ("y", "#D55E00", movesY, { $0.contentOffset.y }),
        ]
        for axis in axes where axis.moves {
            offset.series.append(
                .init(
                    name: "offset \(axis.name)", colour: axis.colour,
                    points: samples.map { (ms($0.time), axis.value($0)) }))
            velocity.series.append(.init(name: "velocity \(axis.name)", colour: axis.colour,
                                         points: derivative(samples, ms: ms, value: axis.value)))
        }
        // The edges move with the zoom; draw them (and their crossings) only when it stays put.
        offset.guides = zooms ? [] : edges(recording, x: movesX, y: movesY)
        for guide in offset.guides {
            if let t = firstCrossing(of: guide.y, in: samples, axes: (movesX, movesY)) {
                markers.append(.init(x: ms(t), label: "crosses the edge: spring takes over"))
            }
        }
        for i in [0, 1] {
            var chart = i == 0 ? offset : velocity
            chart.bands = bands; chart.markers = markers; chart.xRange = xRange
            if i == 0 { offset = chart } else { velocity = chart }
        }
        var charts = [offset, velocity]
        if zooms {
            var zoom = LineChart(title: "Zoom scale", xLabel: "time since the first sample (ms)",
                series: [.init(name: "zoom", colour: "#009E73", points: samples.map { (ms($0.time), $0.zoomScale) })])
            zoom.bands = bands; zoom.markers = markers; zoom.xRange = xRange
            if let setup = recording.setup {
                // A limit far from the data would squash the curve; show the ones it comes near.
                let zs = samples.map(\.zoomScale)
                let lo = zs.min() ?? 1, hi = zs.max() ?? 1, reach = (hi - lo) * 0.5
                let limits: [LineChart.Guide] = [.init(y: setup.maximumZoom, label: "maximum zoom"),
                                                 .init(y: setup.minimumZoom ?? setup.fitZoom, label: "minimum zoom")]
                zoom.guides = limits.filter { $0.y >= lo - reach && $0.y <= hi + reach }
            }
            charts.append(zoom)
        }

        let titleHeight = 40.0
        var svg = SVGWriter(width: width, height: titleHeight + Double(charts.count) * (chartHeight + 16) + 10)
        svg.label(
            recording.title.isEmpty ? "Offset over time" : "\(recording.title): offset over time", 20, 26, size: 17,
            bold: true)
        svg.label("\(samples.count) samples", width - 20, 26, size: 12, anchor: "end", fill: RenderPalette.muted)
        for (i, chart) in charts.enumerated() {
            chart.draw(
                into: &svg, x: 20, y: titleHeight + Double(i) * (chartHeight + 16), width: width - 40,
                height: chartHeight)
        }
        return svg.finish()
    }

    /// Samples closer together than this are merged, keeping the later one (µs): the frame state
    /// just before an input and the state after it would otherwise draw a step and a velocity spike.
    static let mergeWindow = TimeSpan.milliseconds(1)

    /// The states in time order, starting with the initial state at the first event time.
    static func samples(_ recording: RenderRecording) -> [ScrollZoomState] {
        var samples: [ScrollZoomState] = []
        if var initial = recording.initialState {
            initial.time = recording.startTime ?? initial.time
            samples.append(initial)
        }
        for s in recording.states where samples.last.map({ s.time >= $0.time }) ?? true {
            if let last = samples.last, s.time - last.time < mergeWindow, samples.count > 1 {
                samples[samples.count - 1] = s
            } else {
                samples.append(s)
            }
        }
        return samples
    }

    private static func derivative(_ samples: [ScrollZoomState], ms: (Timestamp) -> Double,
                                   value: (ScrollZoomState) -> Double) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for (a, b) in zip(samples, samples.dropFirst()) {
            let dt = Double((b.time - a.time).microseconds) / 1_000_000
            guard dt > 0 else { continue }
            points.append(((ms(a.time) + ms(b.time)) / 2, (value(b) - value(a)) / dt))
        }
        return points
    }

    private static func edges(_ recording: RenderRecording, x: Bool, y: Bool) -> [LineChart.Guide] {
        guard let setup = recording.setup, let initial = recording.initialState else { return [] }
        let z = initial.zoomScale
        var guides: [LineChart.Guide] = []
        let maxX = setup.content.width * z - setup.viewport.width
        let maxY = setup.content.height * z - setup.viewport.height
        if x, maxX >= 0 {
            guides += [
                .init(y: 0, label: "left edge (x = 0)"),
                .init(y: maxX, label: "right edge (x = \(SVGWriter.number(maxX)))")
            ]
        }
        if y, maxY >= 0 {
            guides += [
                .init(y: 0, label: "top edge (y = 0)"),
                .init(y: maxY, label: "bottom edge (y = \(SVGWriter.number(maxY)))")
            ]
        }
        return guides
    }

    /// When the offset first passes `edge` outwards (from inside the content to beyond it).
    private static func firstCrossing(of edge: Double, in samples: [ScrollZoomState], axes: (x: Bool, y: Bool))
        -> Timestamp?
    {
        for (a, b) in zip(samples, samples.dropFirst()) {
            for (on, va, vb) in [
                (axes.x, a.contentOffset.x, b.contentOffset.x), (axes.y, a.contentOffset.y, b.contentOffset.y)
            ] where on {
                let outwards = edge == 0 ? (va >= 0 && vb < 0) : (va <= edge && vb > edge)
                if outwards { return b.time }
            }
        }
        return nil
    }

    private static func spread(_ values: [Double]) -> Double {
        guard let lo = values.min(), let hi = values.max() else { return 0 }
        return hi - lo
    }
}
