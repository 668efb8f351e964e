import GestureInput
import GestureKit
import GestureRecognition

/// Panel (b) of a trace picture: time runs left to right, in ms from the trace's start; a lane of
/// touches (a bar from down to up with ticks at both ends, coloured as on the surface), one lane
/// per recognizer that reported (a diamond where it recognized, a bar from began to ended — red
/// end when cancelled), and a lane for what the scroll view did (dragging, decelerating, zooming,
/// animating).
///
/// Its height is bounded whatever the trace's length: touches share rows (a row takes the next
/// touch once its previous one lifted), at most `maximumTouchRows` of them, and a lane with more
/// marks than can be told apart shows how many there were per slice of time instead.
public enum TimelinePanel {
    /// Width of the lane names column (px).
    static let labelWidth = 130.0
    /// Height of one recognizer or scroll view lane (px).
    static let laneHeight = 28.0
    /// Height of one touch row in the touches lane (px).
    static let touchRowHeight = 12.0
    /// Most touch rows drawn; touches beyond share rows round-robin (or, above
    /// `SurfacePanel.maximumDrawnTouches`, become a count per slice of time). Twelve covers two
    /// hands' fingers down at once with room to spare, in 144 px.
    public static let maximumTouchRows = 12
    /// Above this many marks in one lane it shows counts per time slice instead: at 820 px, more
    /// than one 14 px diamond per ~16 px no longer reads as separate marks.
    public static let maximumLaneMarks = 50
    /// Width of one time slice of a summarized lane (px).
    static let sliceWidth = 4.0

    /// The height (px) the panel needs.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the height (px).
    public static func height(for recording: RenderRecording) -> Double {
        let rows = Double(Set(touchRows(recording)).count)
        let lanes = Double(recording.recognizers.count + (recording.setup == nil ? 0 : 1))
        return 22 + rows * touchRowHeight + 10 + lanes * laneHeight + 30
    }

    /// The row of each touch (by landing index): the first row whose previous touch lifted before
    /// it landed, at most `maximumTouchRows` rows (then round-robin); one row per touch up to the
    /// limit would let a 100,000-event trace grow the picture without bound.
    static func touchRows(_ recording: RenderRecording) -> [Int] {
        guard !recording.touches.isEmpty else { return [0] }
        if recording.touches.count > SurfacePanel.maximumDrawnTouches { return [0, 1] }
        var rowEnds: [Timestamp] = []
        var rows: [Int] = []
        for (index, touch) in recording.touches.enumerated() {
            let start = touch.times.first ?? .zero
            let end = touch.end ?? Timestamp(microseconds: .max)
            if let free = rowEnds.firstIndex(where: { $0 < start }) {
                rows.append(free); rowEnds[free] = end
            } else if rowEnds.count < maximumTouchRows {
                rows.append(rowEnds.count); rowEnds.append(end)
            } else {
                let row = index % maximumTouchRows
                rows.append(row); rowEnds[row] = max(rowEnds[row], end)
            }
        }
        return rows
    }

    /// Draws the panel with its top-left corner at (x, y), `width` px wide.
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
        let origin = recording.origin ?? .zero
        let first = recording.startTime ?? origin
        let last = max(recording.endTime ?? first, first + .milliseconds(1))
        let pad = TimeSpan(microseconds: max(1000, (last - first).microseconds / 40))
        let t0 = first - pad, t1 = last + pad
        let left = x + labelWidth, right = x + width - 10
        let span = Double((t1 - t0).microseconds)
        func px(_ t: Timestamp) -> Double { left + Double((t - t0).microseconds) / span * (right - left) }

        svg.label("Timeline (ms from the trace's start)", x, y + 12, size: 13, bold: true, extra: ["class": "heading"])
        var rowTop = y + 22
        let bottom = y + height(for: recording) - 30
        let rows = touchRows(recording)
        let rowCount = Double(Set(rows).count)

        // Touches lane.
        svg.open(["class": "lane", "data-lane": "touches"])
        svg.label("touches", x, rowTop + 10, fill: RenderPalette.muted, extra: ["class": "lane-name"])
        if recording.touches.count > SurfacePanel.maximumDrawnTouches {
            let starts = recording.touches.compactMap(\.times.first)
            drawCounts(starts, px: px, left: left, right: right, top: rowTop, height: rowCount * touchRowHeight,
                       colour: RenderPalette.touch(0), into: &svg)
        } else {
            for (index, touch) in recording.touches.enumerated() {
                let colour = RenderPalette.touch(index)
                let cy = rowTop + Double(rows[index]) * touchRowHeight + touchRowHeight / 2
                let start = px(touch.times.first ?? t0), end = px(touch.end ?? t1)
                svg.line(start, cy, end, cy, stroke: colour, width: 4, extra: ["class": "touch-bar"])
                if !touch.landedEarlier {
                    svg.line(start, cy - 5, start, cy + 5, stroke: colour, width: 2, extra: ["class": "touch-down"])
                }
                if touch.end != nil {
                    svg.line(end, cy - 5, end, cy + 5, stroke: colour, width: 2, extra: ["class": "touch-up"])
                }
            }
        }
        svg.close()
        rowTop += rowCount * touchRowHeight + 10

        // One lane per recognizer that reported.
        let marks = GestureMark.marks(in: recording)
        for name in recording.recognizers {
            let own = marks.filter { $0.recognizer == name }
            svg.open(["class": "lane", "data-lane": "recognizer", "data-recognizer": name])
            svg.rect(x, rowTop, width - 10, laneHeight - 4, fill: "#fafafa")
            let summarized = own.count > maximumLaneMarks
            let laneName = [summarized ? "\(name) ×\(own.count)" : name, name].lazy
                .compactMap { TextMetrics.abbreviate($0, toWidth: labelWidth - 8, size: 12) }.first ?? "…"
            svg.label(laneName, x + 4, rowTop + 16, fill: RenderPalette.ink, extra: ["class": "lane-name"])
            let cy = rowTop + (laneHeight - 4) / 2
            var placer = LabelPlacer(area: Rect(x: left, y: rowTop, width: right - left, height: laneHeight - 4))
            if summarized {
                drawCounts(own.map(\.start), px: px, left: left, right: right, top: rowTop + 2, height: laneHeight - 8,
                           colour: RenderPalette.ink, into: &svg)
            } else {
                for mark in own { reserve(mark, px: px, t1: t1, cy: cy, placer: &placer) }
                for mark in own { drawMark(mark, px: px, t1: t1, cy: cy, placer: &placer, into: &svg) }
            }
            svg.close()
            rowTop += laneHeight
        }

        // The scroll view's activity (named in the legend; a span's name only where it fits).
        if recording.setup != nil {
            svg.open(["class": "lane", "data-lane": "scroll"])
            svg.rect(x, rowTop, width - 10, laneHeight - 4, fill: "#fafafa")
            svg.label("scroll view", x + 4, rowTop + 16, fill: RenderPalette.ink, extra: ["class": "lane-name"])
            let cy = rowTop + (laneHeight - 4) / 2
            let spans = ScrollActivity.spans(in: recording)
            for (i, activity) in spans.enumerated() {
                let a = px(activity.start), b = px(activity.end)
                let h = 14.0, dy = spans.count > 1 && i % 2 == 1 ? 2.0 : -2.0
                svg.rect(a, cy - h / 2 + dy, max(2, b - a), h, fill: RenderPalette.activity(activity.kind),
                         extra: ["class": "activity", "opacity": "0.75", "rx": "3"])
                if TextMetrics.width(activity.kind.rawValue, size: 10) + 6 <= b - a {
                    svg.label(
                        activity.kind.rawValue, a + 3, cy + 4 + dy, size: 10, fill: "#ffffff",
                        extra: ["class": "lane-label"])
                }
            }
            svg.close()
            rowTop += laneHeight
        }

        // Time axis, in ms from the trace's start.
        svg.line(left, bottom + 4, right, bottom + 4, stroke: RenderPalette.muted)
        let step = AxisTicks.step(for: span / 1000, target: 8)
        let firstMs = Double((t0 - origin).microseconds) / 1000, lastMs = Double((t1 - origin).microseconds) / 1000
        for ms in AxisTicks.ticks(from: firstMs, to: lastMs, step: step) {
            let tx = left + (ms - firstMs) / (lastMs - firstMs) * (right - left)
            svg.line(tx, y + 20, tx, bottom + 4, stroke: RenderPalette.grid, width: 0.5)
            svg.line(tx, bottom + 4, tx, bottom + 9, stroke: RenderPalette.muted)
            svg.label(SVGWriter.number(ms), tx, bottom + 21, size: 10, anchor: "middle", fill: RenderPalette.muted,
                      extra: ["class": "time-tick"])
        }
    }

    /// Takes the marker's own place in the lane, so no label covers another mark.
    private static func reserve(
        _ mark: GestureMark, px: (Timestamp) -> Double, t1: Timestamp, cy: Double, placer: inout LabelPlacer
    ) {
        let a = px(mark.start)
        if mark.path.isEmpty {
            placer.reserve(Rect(x: a - 7, y: cy - 7, width: 14, height: 14))
        } else {
            placer.reserve(Rect(x: a - 1, y: cy - 9, width: 2, height: 18))
            let b = px(mark.end ?? t1)
            placer.reserve(Rect(x: b - 1, y: cy - 9, width: 2, height: 18))
        }
    }

    /// One mark: a diamond for a discrete recognition, a bar for a continuous gesture; its label
    /// (the fullest variant that fits) beside it, inside the bar if there is room.
    private static func drawMark(_ mark: GestureMark, px: (Timestamp) -> Double, t1: Timestamp, cy: Double,
                             placer: inout LabelPlacer, into svg: inout SVGWriter) {
        let a = px(mark.start)
        let variants: [String]
        let origins: (Size) -> [Point]
        if mark.path.isEmpty {
            svg.polygon(
                [(a, cy - 7), (a + 7, cy), (a, cy + 7), (a - 7, cy)], fill: RenderPalette.ink,
                extra: ["class": "recognized"])
            variants = ["recognized: \(mark.caption)", mark.caption]
            origins = { box in
                [Point(x: a + 10, y: cy - box.height / 2), Point(x: a - 10 - box.width, y: cy - box.height / 2)]
            }
        } else {
            let b = px(mark.end ?? t1)
            svg.rect(
                a, cy - 7, max(2, b - a), 14, fill: "#9fb8d8", stroke: "#4a6b94", extra: ["class": "span", "rx": "3"])
            svg.line(a, cy - 9, a, cy + 9, stroke: RenderPalette.ink, width: 2)
            let endColour = mark.cancelled ? "#cc0000" : RenderPalette.ink
            if mark.end != nil { svg.line(b, cy - 9, b, cy + 9, stroke: endColour, width: 2) }
            let ending = mark.end == nil ? "…" : mark.cancelled ? " … cancelled" : " … ended"
            variants = ["began\(ending): \(mark.caption)", mark.caption]
            origins = { box in [Point(x: a + 4, y: cy - box.height / 2), Point(x: b + 6, y: cy - box.height / 2),
                                Point(x: a - 6 - box.width, y: cy - box.height / 2)] }
        }
        guard let (text, box) = placer.place(variants, size: 11, origins: origins) else { return }
        svg.label(text, box.minX, box.minY + 11, size: 11, extra: ["class": "lane-label"])
    }

    /// A summarized lane: one bar per `sliceWidth` px slice, as tall as the number of `times` in it
    /// relative to the busiest slice.
    private static func drawCounts(_ times: [Timestamp], px: (Timestamp) -> Double, left: Double, right: Double,
                                   top: Double, height: Double, colour: String, into svg: inout SVGWriter) {
        let slices = max(1, Int(((right - left) / sliceWidth).rounded(.up)))
        var counts = [Int](repeating: 0, count: slices)
        for t in times {
            let i = Int((px(t) - left) / sliceWidth)
            counts[min(slices - 1, max(0, i))] += 1
        }
        let most = Double(counts.max() ?? 1)
        svg.open(["class": "counts"])
        for (i, n) in counts.enumerated() where n > 0 {
            let h = max(1, height * Double(n) / most)
            svg.rect(left + Double(i) * sliceWidth, top + height - h, sliceWidth - 0.5, h, fill: colour,
                     extra: ["class": "count-bar", "data-count": "\(n)"])
        }
        svg.close()
    }
}
