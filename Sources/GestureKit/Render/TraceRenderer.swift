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

    /// The SVG document for `recording`.
    public static func render(_ recording: RenderRecording) -> String {
        let inner = width - 2 * margin
        let titleHeight = 30.0
        let surfaceHeight = SurfacePanel.height(for: recording, width: inner)
        let timelineHeight = TimelinePanel.height(for: recording)
        let viewportHeight = ViewportPanels.height(for: recording)
        let height = margin + titleHeight + surfaceHeight + gap + timelineHeight + (viewportHeight > 0 ? gap + viewportHeight : 0) + margin

        var svg = SVGWriter(width: width, height: height)
        var y = margin
        let info = summary(recording)
        // Keep a long file name clear of the summary (≈ 11 px per bold 17 px character).
        let room = max(10, Int((inner - Double(info.count) * 6.6 - 16) / 11))
        var title = recording.title.isEmpty ? "gesturekit render" : recording.title
        if title.count > room { title = "…" + title.suffix(room - 1) }
        svg.label(title, margin, y + 16, size: 17, bold: true)
        svg.label(info, width - margin, y + 16, size: 12, anchor: "end", fill: RenderPalette.muted)
        y += titleHeight
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

    private static func summary(_ recording: RenderRecording) -> String {
        var parts = ["\(recording.touches.count) touch\(recording.touches.count == 1 ? "" : "es")",
                     "\(GestureMark.marks(in: recording).count) gesture\(GestureMark.marks(in: recording).count == 1 ? "" : "s")"]
        if let setup = recording.setup {
            parts.append("viewport \(SVGWriter.number(setup.viewport.width))×\(SVGWriter.number(setup.viewport.height))")
            parts.append("content \(SVGWriter.number(setup.content.width))×\(SVGWriter.number(setup.content.height))")
        }
        return parts.joined(separator: " · ")
    }
}
