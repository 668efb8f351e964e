import GestureKit

/// A plain line chart drawn into an `SVGWriter`: axes with round ticks, several series, shaded
/// bands (phases), vertical markers (events) and horizontal guides (limits such as an edge).
public struct LineChart: Sendable {
    /// One line.
    public struct Series: Sendable {
        /// Legend name.
        public var name: String
        /// Stroke colour.
        public var colour: String
        /// (x, y) samples in data units, in x order.
        public var points: [(x: Double, y: Double)]
        /// Dash pattern (SVG `stroke-dasharray`), nil for a solid line: tells apart two series of
        /// one colour (a view's x and y offsets).
        public var dash: String?
        /// A line with its legend name, colour, samples and dash pattern (nil: solid).
        ///
        /// - Parameters:
        ///   - name: the legend name.
        ///   - colour: the stroke colour.
        ///   - points: the samples, in x order.
        ///   - dash: the SVG dash pattern; nil for a solid line.
        public init(name: String, colour: String, points: [(x: Double, y: Double)], dash: String? = nil) {
            self.name = name; self.colour = colour; self.points = points; self.dash = dash
        }
    }

    /// A shaded x interval with a caption (e.g. "decelerating").
    public struct Band: Sendable {
        /// Start and end along x (data units).
        public var from: Double, to: Double
        /// Fill colour (drawn translucent).
        public var colour: String
        /// Caption at the top of the band.
        public var label: String
        /// A band from `from` to `to`.
        ///
        /// - Parameters:
        ///   - from: where the band starts on x.
        ///   - to: where it ends.
        ///   - colour: its fill.
        ///   - label: its legend text.
        public init(from: Double, to: Double, colour: String, label: String) {
            self.from = from; self.to = to; self.colour = colour; self.label = label
        }
    }

    /// A vertical line at `x` with a caption (an event; an empty caption draws the line alone).
    public struct Marker: Sendable {
        /// Position along x (data units).
        public var x: Double
        /// Caption.
        public var label: String
        /// A marker at `x`.
        ///
        /// - Parameters:
        ///   - x: where the marker stands.
        ///   - label: its text.
        public init(x: Double, label: String) { self.x = x; self.label = label }
    }

    /// A dashed horizontal line at `y` with a caption (a limit).
    public struct Guide: Sendable {
        /// Position along y (data units).
        public var y: Double
        /// Caption.
        public var label: String
        /// A guide at `y`.
        ///
        /// - Parameters:
        ///   - y: where the guide runs.
        ///   - label: its text.
        public init(y: Double, label: String) { self.y = y; self.label = label }
    }

    /// Title above the chart.
    public var title: String
    /// Unit or name of the x axis.
    public var xLabel: String
    /// The lines.
    public var series: [Series]
    /// Shaded phases.
    public var bands: [Band] = []
    /// Event lines.
    public var markers: [Marker] = []
    /// Limit lines.
    public var guides: [Guide] = []
    /// x range shown; nil = the data's.
    public var xRange: ClosedRange<Double>?
    /// Empty room above the highest value (px), where band captions stay clear of the lines.
    public var headroom = 0.0
    /// Band and marker captions get a white outline, so a line crossing one leaves it legible.
    public var outlinedCaptions = false

    /// A chart with a title, x-axis label and series.
    ///
    /// - Parameters:
    ///   - title: the chart's title.
    ///   - xLabel: the x axis's label.
    ///   - series: the lines.
    public init(title: String, xLabel: String, series: [Series]) {
        self.title = title; self.xLabel = xLabel; self.series = series
    }

    /// Left margin for the y tick labels (px).
    static let axisWidth = 64.0

    /// Draws the chart in the box at (x, y) of `width` × `height` px (title and axis labels included).
    ///
    /// - Parameters:
    ///   - svg: the document drawn into.
    ///   - x: the left edge (px).
    ///   - y: the top edge (px).
    ///   - width: the width (px).
    ///   - height: the height (px).
    public func draw(into svg: inout SVGWriter, x: Double, y: Double, width: Double, height: Double) {
        let left = x + Self.axisWidth, right = x + width - 10, top = y + 24, bottom = y + height - 34
        let xs = series.flatMap { $0.points.map(\.x) }
        let ys = series.flatMap { $0.points.map(\.y) } + guides.map(\.y)
        let xr = xRange ?? ((xs.min() ?? 0)...(max(xs.max() ?? 1, (xs.min() ?? 0) + 1e-9)))
        var ylo = ys.min() ?? 0, yhi = ys.max() ?? 1
        if yhi - ylo < 1e-9 { ylo -= 1; yhi += 1 }
        let pad = (yhi - ylo) * 0.08
        ylo -= pad; yhi += pad
        func px(_ v: Double) -> Double { left + (v - xr.lowerBound) / (xr.upperBound - xr.lowerBound) * (right - left) }
        func py(_ v: Double) -> Double { bottom - (v - ylo) / (yhi - ylo) * (bottom - top - headroom) }
        let outline = outlinedCaptions ? ["stroke": "#ffffff", "stroke-width": "3", "paint-order": "stroke"] : [:]

        svg.open(["class": "chart", "data-title": title])
        svg.label(title, x, y + 14, size: 13, bold: true)
        svg.rect(left, top, right - left, bottom - top, fill: "#ffffff", stroke: RenderPalette.grid)
        // A caption runs from its band's start; one that would reach the next caption is left
        // out (a short band right before another wrote "pagpager settles").
        let starts = bands.map { max(left, px($0.from)) }
        for (i, band) in bands.enumerated() {
            let a = starts[i], b = min(right, px(band.to))
            guard b > a else { continue }
            svg.rect(a, top, b - a, bottom - top, fill: band.colour, extra: ["fill-opacity": "0.13", "class": "band"])
            let next =
                starts.enumerated().filter { $0.offset != i && $0.element >= a && ($0.element > a || $0.offset > i) }
                .map(\.element).min() ?? right
            guard a + 3 + TextMetrics.width(band.label, size: 10) <= next else { continue }
            svg.label(band.label, a + 3, top + 12, size: 10, fill: band.colour, extra: outline)
        }
        let ystep = AxisTicks.step(for: yhi - ylo, target: 5)
        for v in AxisTicks.ticks(from: ylo, to: yhi, step: ystep) {
            svg.line(left, py(v), right, py(v), stroke: RenderPalette.grid, width: 0.5)
            svg.label(SVGWriter.number(v), left - 6, py(v) + 4, size: 10, anchor: "end", fill: RenderPalette.muted)
        }
        let xstep = AxisTicks.step(for: xr.upperBound - xr.lowerBound, target: 8)
        for v in AxisTicks.ticks(from: xr.lowerBound, to: xr.upperBound, step: xstep) {
            svg.line(px(v), bottom, px(v), bottom + 5, stroke: RenderPalette.muted)
            svg.label(SVGWriter.number(v), px(v), bottom + 17, size: 10, anchor: "middle", fill: RenderPalette.muted)
        }
        svg.label(xLabel, right, bottom + 30, size: 10, anchor: "end", fill: RenderPalette.muted)
        for guide in guides {
            svg.line(
                left, py(guide.y), right, py(guide.y), stroke: "#cc0000", width: 1, dash: "6 4",
                extra: ["class": "guide"])
            svg.label(guide.label, right - 4, py(guide.y) - 4, size: 10, anchor: "end", fill: "#cc0000")
        }
        for (i, marker) in markers.enumerated() {
            let mx = px(marker.x)
            svg.line(
                mx, top, mx, bottom, stroke: RenderPalette.muted, width: 1, dash: "2 3", extra: ["class": "marker"])
            let nearRight = mx > right - 80
            guard !marker.label.isEmpty else { continue }
            svg.label(marker.label, nearRight ? mx - 3 : mx + 3, bottom - 6 - Double(i % 3) * 12, size: 10,
                      anchor: nearRight ? "end" : "start", fill: RenderPalette.muted, extra: outline)
        }
        for line in series {
            svg.polyline(line.points.map { (px($0.x), py($0.y)) }, stroke: line.colour, width: 2, dash: line.dash,
                         extra: ["class": "series", "data-series": line.name])
        }
        var lx = right - series.reduce(0) { $0 + 30 + Double($1.name.count) * 6.6 }
        for line in series {
            svg.line(lx, y + 10, lx + 18, y + 10, stroke: line.colour, width: 3, dash: line.dash)
            svg.label(line.name, lx + 22, y + 14, size: 11)
            lx += 30 + Double(line.name.count) * 6.6
        }
        svg.close()
    }
}
