import GestureInput
import GestureRecognition

/// Panel (a) of a trace picture: the touch surface with every touch's path (one colour per touch,
/// a dot where it landed, a ring where it lifted, a cross where it was cancelled) and every
/// gesture marked where it happened with a caption (tap ×2 at the lift point, pinch focal point…).
public enum SurfacePanel {
    /// Largest drawing height of the surface (px); wide surfaces are limited by the width instead.
    public static let maximumHeight = 480.0

    /// The height (px) the panel needs when `width` px wide.
    public static func height(for recording: RenderRecording, width: Double) -> Double {
        scale(for: recording, width: width) * bounds(of: recording).height + 24
    }

    /// Draws the panel with its top-left corner at (x, y), `width` px wide.
    public static func draw(_ recording: RenderRecording, into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        let s = scale(for: recording, width: width)
        let panelTop = y + 20
        let area = bounds(of: recording)
        // (left, top) is where surface point (0, 0) lands; touches outside the surface stay visible.
        let left = x + (width - area.width * s) / 2 - area.minX * s
        let top = panelTop - area.minY * s
        func map(_ p: Point) -> (x: Double, y: Double) { (left + p.x * s, top + p.y * s) }

        svg.label("Touch surface \(SVGWriter.number(recording.surface.width))×\(SVGWriter.number(recording.surface.height)) pt",
                  x, y + 12, size: 13, bold: true)
        svg.rect(left, top, recording.surface.width * s, recording.surface.height * s,
                 fill: RenderPalette.paper, stroke: RenderPalette.grid, extra: ["class": "surface"])
        drawGrid(recording.surface, scale: s, left: left, top: top, into: &svg)

        svg.open(["class": "touches"])
        for (index, touch) in recording.touches.enumerated() {
            let colour = RenderPalette.touch(index)
            let points = touch.samples.map(map)
            svg.polyline(points.count == 1 ? [points[0], points[0]] : points, stroke: colour, width: 3,
                         extra: ["class": "touch-path", "data-touch": "\(touch.id)", "opacity": "0.85"])
            if let start = points.first { svg.circle(start.x, start.y, r: 5, fill: colour, extra: ["class": "touch-start"]) }
            if let end = points.last, touch.end != nil {
                if touch.cancelled {
                    svg.line(end.x - 5, end.y - 5, end.x + 5, end.y + 5, stroke: colour, width: 2.5)
                    svg.line(end.x - 5, end.y + 5, end.x + 5, end.y - 5, stroke: colour, width: 2.5)
                } else {
                    svg.circle(end.x, end.y, r: 8, fill: "none", stroke: colour, strokeWidth: 2, extra: ["class": "touch-end"])
                }
            }
        }
        svg.close()

        var placed: [Rect] = []
        svg.open(["class": "gestures"])
        for mark in GestureMark.marks(in: recording) {
            if mark.path.count > 1 {
                svg.polyline(mark.path.map(map), stroke: RenderPalette.ink, width: 1.2, dash: "4 3")
            }
            let p = map(mark.location)
            svg.polygon([(p.x, p.y - 7), (p.x + 7, p.y), (p.x, p.y + 7), (p.x - 7, p.y)], fill: RenderPalette.ink,
                        stroke: "#ffffff", extra: ["class": "gesture-mark", "data-recognizer": mark.recognizer])
            let text = "\(mark.recognizer): \(mark.caption), \(mark.meaning)"
            let w = Double(text.count) * 6.6 + 8
            var box = Rect(x: p.x + 10, y: p.y - 24, width: w, height: 18)
            if box.maxX > x + width { box.origin.x = p.x - 10 - w }
            while placed.contains(where: { overlaps($0, box) }) { box.origin.y += 20 }
            placed.append(box)
            svg.line(p.x, p.y, box.minX + (box.minX > p.x ? 0 : box.width), box.minY + 9, stroke: RenderPalette.ink, width: 0.8)
            svg.rect(box.minX, box.minY, box.width, box.height, fill: "#ffffff", stroke: RenderPalette.ink,
                     strokeWidth: 0.8, extra: ["opacity": "0.92", "rx": "3"])
            svg.label(text, box.minX + 4, box.minY + 13, extra: ["class": "gesture-label"])
        }
        svg.close()
    }

    private static func scale(for recording: RenderRecording, width: Double) -> Double {
        let area = bounds(of: recording)
        let w = max(area.width, 1), h = max(area.height, 1)
        return min(width / w, maximumHeight / h)
    }

    /// The surface, grown to include every touch sample and gesture location that falls outside it
    /// (a recording whose coordinates do not match the assumed surface is then still readable).
    public static func bounds(of recording: RenderRecording) -> Rect {
        var minX = 0.0, minY = 0.0, maxX = recording.surface.width, maxY = recording.surface.height
        func include(_ p: Point) {
            guard p.isFinite else { return }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for touch in recording.touches { touch.samples.forEach(include) }
        for gesture in recording.gestures { include(gesture.location) }
        let margin = (minX < 0 || minY < 0 || maxX > recording.surface.width || maxY > recording.surface.height) ? 20.0 : 0
        return Rect(x: minX - (minX < 0 ? margin : 0), y: minY - (minY < 0 ? margin : 0),
                    width: maxX - minX + (minX < 0 ? margin : 0) + (maxX > recording.surface.width ? margin : 0),
                    height: maxY - minY + (minY < 0 ? margin : 0) + (maxY > recording.surface.height ? margin : 0))
    }

    private static func drawGrid(_ surface: Size, scale s: Double, left: Double, top: Double, into svg: inout SVGWriter) {
        let step = AxisTicks.step(for: max(surface.width, surface.height), target: 8)
        var gx = step
        while gx < surface.width {
            svg.line(left + gx * s, top, left + gx * s, top + surface.height * s, stroke: RenderPalette.grid, width: 0.6)
            svg.label(SVGWriter.number(gx), left + gx * s + 2, top + 11, size: 9, fill: RenderPalette.muted)
            gx += step
        }
        var gy = step
        while gy < surface.height {
            svg.line(left, top + gy * s, left + surface.width * s, top + gy * s, stroke: RenderPalette.grid, width: 0.6)
            svg.label(SVGWriter.number(gy), left + 2, top + gy * s - 2, size: 9, fill: RenderPalette.muted)
            gy += step
        }
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
