import GestureKit

/// One readable picture of a replay, as SVG text: the touch surface with paths and gesture marks
/// on top, the timeline of touches, recognizers and scroll activity below it, and the viewport over
/// the content at the key moments at the bottom. A pure function of a `RenderRecording`.
public enum TraceRenderer {
    /// Picture width (px).
    public static let width = 960.0
    /// Outer margin (px).
    static let margin = 20.0
    /// Space between panels (px).
    static let gap = 26.0

    /// The SVG document for `recording`. Its height is bounded whatever the trace's length (the
    /// surface by `SurfacePanel.maximumHeight`, the timeline by its row and lane limits, the
    /// viewport row by `KeyMoment.maximumCount`), so a 100,000-event trace is summarized, not tall.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the SVG text.
    public static func render(_ recording: RenderRecording) -> String {
        let inner = width - 2 * margin
        let titleHeight = 30.0
        let withScrollView = recording.setup != nil
        let legendHeight = RenderLegend.height(withScrollView: withScrollView, width: inner)
        let surfaceHeight = SurfacePanel.height(for: recording, width: inner)
        let timelineHeight = TimelinePanel.height(for: recording)
        let viewportHeight = ViewportPanels.height(for: recording)
        let height = margin + titleHeight + legendHeight + surfaceHeight + gap + timelineHeight
            + (viewportHeight > 0 ? gap + viewportHeight : 0) + margin

        var svg = SVGWriter(width: width, height: height)
        var y = margin
        let info = summary(recording)
        let infoWidth = TextMetrics.width(info, size: 12)
        svg.label(
            info, width - margin, y + 16, size: 12, anchor: "end", fill: RenderPalette.muted,
            extra: ["class": "summary"])
        let title = recording.title.isEmpty ? "gesturekit render" : recording.title
        // A long file name loses whole leading parts ("touchpads--…"), never letters mid-word.
        if let shown = shortened(title, toWidth: inner - infoWidth - 16, size: 17) {
            svg.label(shown, margin, y + 16, size: 17, bold: true, extra: ["class": "title"])
        }
        y += titleHeight
        RenderLegend.draw(withScrollView: withScrollView, into: &svg, x: margin, y: y, width: inner)
        y += legendHeight
        SurfacePanel.draw(recording, into: &svg, x: margin, y: y, width: inner)
        y += surfaceHeight + gap
        TimelinePanel.draw(recording, into: &svg, x: margin, y: y, width: inner)
        y += timelineHeight
        if viewportHeight > 0 {
            y += gap
            ViewportPanels.draw(recording, into: &svg, x: margin, y: y, width: inner)
        }
        return svg.finish()
    }

    /// `title` if it fits in `limit` px at `size`, else "…" and its longest tail that starts at a
    /// part boundary (after "-", "_", ".", "/" or a space); nil when not even the last part fits.
    static func shortened(_ title: String, toWidth limit: Double, size: Double) -> String? {
        let bold = 1.1   // bold glyphs are about a tenth wider
        if TextMetrics.width(title, size: size) * bold <= limit { return title }
        let boundaries: Set<Character> = ["-", "_", ".", "/", " "]
        var index = title.startIndex
        while let next = title[index...].firstIndex(where: { boundaries.contains($0) }) {
            index = title.index(after: next)
            let tail = "…" + title[index...]
            if TextMetrics.width(tail, size: size) * bold <= limit { return tail }
        }
        return nil
    }

    private static func summary(_ recording: RenderRecording) -> String {
        let gestures = GestureMark.marks(in: recording).count
        var parts = ["\(recording.touches.count) touch\(recording.touches.count == 1 ? "" : "es")",
                     "\(gestures) gesture\(gestures == 1 ? "" : "s")"]
        if let setup = recording.setup {
            parts.append(
                "viewport \(SVGWriter.number(setup.viewport.width))×\(SVGWriter.number(setup.viewport.height))")
            parts.append("content \(SVGWriter.number(setup.content.width))×\(SVGWriter.number(setup.content.height))")
        }
        return parts.joined(separator: " · ")
    }
}
