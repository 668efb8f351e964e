import GestureKit

/// The key under a trace picture's title: what each marker and line style means, drawn with the
/// same shapes the panels use, flowing onto a second line when the width runs out.
public enum RenderLegend {
    /// Height of one legend line (px).
    static let lineHeight = 18.0
    /// Text size of the legend (px).
    static let textSize = 11.0

    /// One entry: a glyph and what it means.
    enum Glyph { case dot, ring, cross, diamond, dashed, bar, span, activity(ScrollActivity.Kind) }

    /// The entries for a picture with (or without) a scroll/zoom model.
    static func entries(withScrollView: Bool) -> [(Glyph, String)] {
        var entries: [(Glyph, String)] = [
            (.dot, "touch landed"), (.ring, "lifted"), (.cross, "cancelled"),
            (.diamond, "gesture recognized (where / when)"), (.dashed, "gesture's path (centroid, focal point)"),
            (.bar, "touch down … up"), (.span, "gesture began … ended (red end: cancelled)"),
        ]
        if withScrollView { entries += ScrollActivity.Kind.allCases.map { (.activity($0), $0.rawValue) } }
        return entries
    }

    /// The height (px) the legend needs at `width` px.
    ///
    /// - Parameters:
    ///   - withScrollView: include the scroll view's entries.
    ///   - width: the width available (px).
    /// - Returns: the height (px).
    public static func height(withScrollView: Bool, width: Double) -> Double {
        Double(layout(entries(withScrollView: withScrollView), width: width).lines) * lineHeight + 4
    }

    /// Draws the legend with its top-left corner at (x, y), `width` px wide.
    ///
    /// - Parameters:
    ///   - withScrollView: include the scroll view's entries.
    ///   - svg: the document drawn into.
    ///   - x: the left edge (px).
    ///   - y: the top edge (px).
    ///   - width: the width (px).
    public static func draw(withScrollView: Bool, into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        let entries = entries(withScrollView: withScrollView)
        let places = layout(entries, width: width).places
        svg.open(["class": "legend"])
        for ((glyph, text), place) in zip(entries, places) {
            let gx = x + place.x + 8, cy = y + Double(place.line) * lineHeight + lineHeight / 2
            let ink = RenderPalette.ink, touch = RenderPalette.touch(0)
            switch glyph {
            case .dot: svg.circle(gx, cy, r: 4, fill: touch)
            case .ring: svg.circle(gx, cy, r: 5, fill: "none", stroke: touch, strokeWidth: 2)
            case .cross:
                svg.line(gx - 4, cy - 4, gx + 4, cy + 4, stroke: touch, width: 2)
                svg.line(gx - 4, cy + 4, gx + 4, cy - 4, stroke: touch, width: 2)
            case .diamond: svg.polygon([(gx, cy - 6), (gx + 6, cy), (gx, cy + 6), (gx - 6, cy)], fill: ink)
            case .dashed: svg.line(gx - 8, cy, gx + 8, cy, stroke: ink, width: 1.2, dash: "4 3")
            case .bar: svg.line(gx - 8, cy, gx + 8, cy, stroke: touch, width: 4)
            case .span: svg.rect(gx - 8, cy - 5, 16, 10, fill: "#9fb8d8", stroke: "#4a6b94", extra: ["rx": "2"])
            case .activity(let kind):
                svg.rect(
                    gx - 8, cy - 5, 16, 10, fill: RenderPalette.activity(kind), extra: ["opacity": "0.75", "rx": "2"])
            }
            svg.label(
                text, gx + 12, cy + 4, size: textSize, fill: RenderPalette.muted, extra: ["class": "legend-label"])
        }
        svg.close()
    }

    /// Where each entry goes: x offset (px) and line index, flowing left to right.
    private static func layout(_ entries: [(Glyph, String)], width: Double) -> (
        places: [(x: Double, line: Int)], lines: Int
    ) {
        var places: [(x: Double, line: Int)] = []
        var cursor = 0.0, line = 0
        for (_, text) in entries {
            let w = 20 + TextMetrics.width(text, size: textSize) + 14
            if cursor > 0 && cursor + w > width { cursor = 0; line += 1 }
            places.append((cursor, line))
            cursor += w
        }
        return (places, line + 1)
    }
}
