import GestureKit

/// The heading over a row of panels: its title at the left in bold and, at the right, a key to
/// what the panels draw, shortened by whole words to the room the title leaves.
enum PanelHeading {
    /// Draws `title` and `key` on one line whose top is `y`, across `width` px from `x`.
    static func draw(_ title: String, key: String, into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        svg.label(title, x, y + 12, size: 13, bold: true, extra: ["class": "heading"])
        let room = width - TextMetrics.width(title, size: 13) * 1.1 - 16
        if let key = TextMetrics.abbreviate(key, toWidth: room, size: 10) {
            svg.label(
                key, x + width, y + 12, size: 10, anchor: "end", fill: RenderPalette.muted, extra: ["class": "heading"])
        }
    }
}
