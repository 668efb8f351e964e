import GestureInput
import GestureRecognition

/// Panel (b) of a trace picture: time runs left to right; a lane of touches (a bar from down to up
/// with ticks at both ends, coloured as on the surface), one lane per recognizer that reported
/// (a diamond where it recognized, a bar from began to ended — red end when cancelled), and a lane
/// for what the scroll view did (dragging, decelerating, zooming, animating).
public enum TimelinePanel {
    /// Width of the lane names column (px).
    static let labelWidth = 130.0
    /// Height of one recognizer or scroll view lane (px).
    static let laneHeight = 28.0
    /// Height of one touch row in the touches lane (px).
    static let touchRowHeight = 12.0

    /// The height (px) the panel needs.
    public static func height(for recording: RenderRecording) -> Double {
        let touchRows = Double(max(1, recording.touches.count))
        let lanes = Double(recording.recognizers.count + (recording.setup == nil ? 0 : 1))
        return 22 + touchRows * touchRowHeight + 10 + lanes * laneHeight + 30
    }

    /// Draws the panel with its top-left corner at (x, y), `width` px wide.
    public static func draw(_ recording: RenderRecording, into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        let first = recording.startTime ?? .zero
        let last = max(recording.endTime ?? first, first + .milliseconds(1))
        let pad = TimeSpan(microseconds: max(1000, (last - first).microseconds / 40))
        let t0 = first - pad, t1 = last + pad
        let left = x + labelWidth, right = x + width - 10
        let span = Double((t1 - t0).microseconds)
        func px(_ t: Timestamp) -> Double { left + Double((t - t0).microseconds) / span * (right - left) }

        svg.label("Timeline (ms, event time)", x, y + 12, size: 13, bold: true)
        var rowTop = y + 22
        let bottom = y + height(for: recording) - 30

        // Touches lane.
        svg.open(["class": "lane", "data-lane": "touches"])
        svg.label("touches", x, rowTop + 10, fill: RenderPalette.muted)
        for (index, touch) in recording.touches.enumerated() {
            let colour = RenderPalette.touch(index)
            let cy = rowTop + Double(index) * touchRowHeight + touchRowHeight / 2
            let start = px(touch.times.first ?? t0), end = px(touch.end ?? t1)
            svg.line(start, cy, end, cy, stroke: colour, width: 4, extra: ["class": "touch-bar"])
            svg.line(start, cy - 5, start, cy + 5, stroke: colour, width: 2, extra: ["class": "touch-down"])
            if touch.end != nil { svg.line(end, cy - 5, end, cy + 5, stroke: colour, width: 2, extra: ["class": "touch-up"]) }
        }
        svg.close()
        rowTop += Double(max(1, recording.touches.count)) * touchRowHeight + 10

        // One lane per recognizer that reported.
        let marks = GestureMark.marks(in: recording)
        for name in recording.recognizers {
            svg.open(["class": "lane", "data-lane": "recognizer", "data-recognizer": name])
            svg.rect(x, rowTop, width - 10 + 0, laneHeight - 4, fill: "#fafafa")
            svg.label(name, x + 4, rowTop + 16, fill: RenderPalette.ink)
            let cy = rowTop + (laneHeight - 4) / 2
            for mark in marks where mark.recognizer == name {
                let a = px(mark.start)
                if mark.path.isEmpty {
                    svg.polygon([(a, cy - 7), (a + 7, cy), (a, cy + 7), (a - 7, cy)], fill: RenderPalette.ink, extra: ["class": "recognized"])
                    let text = "recognized: \(mark.caption)"
                    let fits = a + 10 + Double(text.count) * 6 < right
                    svg.label(text, fits ? a + 10 : a - 10, cy + 4, size: 11, anchor: fits ? "start" : "end")
                } else {
                    let b = px(mark.end ?? t1)
                    svg.rect(a, cy - 7, max(2, b - a), 14, fill: "#9fb8d8", stroke: "#4a6b94", extra: ["class": "span", "rx": "3"])
                    svg.line(a, cy - 9, a, cy + 9, stroke: RenderPalette.ink, width: 2)
                    let endColour = mark.cancelled ? "#cc0000" : RenderPalette.ink
                    if mark.end != nil { svg.line(b, cy - 9, b, cy + 9, stroke: endColour, width: 2) }
                    let ending = mark.end == nil ? "…" : mark.cancelled ? " … cancelled" : " … ended"
                    let text = "began\(ending): \(mark.caption)"
                    let textWidth = Double(text.count) * 6 + 8
                    if textWidth < b - a {
                        svg.label(text, a + 4, cy + 4, size: 11)
                    } else if b + textWidth < right {
                        svg.label(text, b + 6, cy + 4, size: 11)
                    } else {
                        svg.label(text, a - 6, cy + 4, size: 11, anchor: "end")
                    }
                }
            }
            svg.close()
            rowTop += laneHeight
        }

        // The scroll view's activity.
        if recording.setup != nil {
            svg.open(["class": "lane", "data-lane": "scroll"])
            svg.rect(x, rowTop, width - 10, laneHeight - 4, fill: "#fafafa")
            svg.label("scroll view", x + 4, rowTop + 16, fill: RenderPalette.ink)
            let cy = rowTop + (laneHeight - 4) / 2
            let spans = ScrollActivity.spans(in: recording)
            for (i, activity) in spans.enumerated() {
                let a = px(activity.start), b = px(activity.end)
                let h = 14.0, dy = spans.count > 1 && i % 2 == 1 ? 2.0 : -2.0
                svg.rect(a, cy - h / 2 + dy, max(2, b - a), h, fill: RenderPalette.activity(activity.kind),
                         extra: ["class": "activity", "opacity": "0.75", "rx": "3"])
                svg.label(activity.kind.rawValue, a + 3, cy + 4 + dy, size: 10, fill: "#ffffff")
            }
            svg.close()
            rowTop += laneHeight
        }

        // Time axis.
        svg.line(left, bottom + 4, right, bottom + 4, stroke: RenderPalette.muted)
        let step = AxisTicks.step(for: span / 1000, target: 8)
        let firstMs = Double(t0.microseconds) / 1000, lastMs = Double(t1.microseconds) / 1000
        for ms in AxisTicks.ticks(from: firstMs, to: lastMs, step: step) {
            let tx = left + (ms - firstMs) / (lastMs - firstMs) * (right - left)
            svg.line(tx, y + 20, tx, bottom + 4, stroke: RenderPalette.grid, width: 0.5)
            svg.line(tx, bottom + 4, tx, bottom + 9, stroke: RenderPalette.muted)
            svg.label(SVGWriter.number(ms), tx, bottom + 21, size: 10, anchor: "middle", fill: RenderPalette.muted)
        }
    }
}
