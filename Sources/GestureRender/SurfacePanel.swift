import GestureInput
import GestureKit
import GestureRecognition

/// Panel (a) of a trace picture: the touch surface with every touch's path (one colour per touch,
/// a dot where it landed, a ring where it lifted, a cross where it was cancelled) and every
/// gesture marked where it happened with a caption (tap ×2 at the lift point, pinch focal point…).
///
/// Everything drawn stays inside the panel's frame: the drawn area grows to take in touches that
/// fell outside the surface (and the heading names them), labels are placed by `LabelPlacer`
/// (shortened or left out, never cut), and a trace with more touches than can be told apart is
/// summarized as a shading of where touches landed.
public enum SurfacePanel {
    /// Largest drawing height of the surface (px); wide surfaces are limited by the width instead.
    public static let maximumHeight = 480.0
    /// Above this many touches the paths are summarized as landing density: a few hundred
    /// overlapping paths already read as a smear, and each costs SVG size.
    public static let maximumDrawnTouches = 300
    /// Above this many positioned gestures they are small unlabelled diamonds: a 960 px panel
    /// has room for a few dozen captions at 12 px.
    public static let maximumLabelledMarks = 60
    /// Height of the heading line (px).
    static let headingHeight = 20.0
    /// Space between the frame and the drawing (px): room for end rings and gesture diamonds.
    static let padding = 12.0
    /// Height of the notes line under the frame (px).
    static let notesHeight = 16.0
    /// Cells across the longer side of the density grid: about 23 px cells on a 920 px panel,
    /// coarse enough to count in, fine enough to show a fingertip-sized cluster.
    static let densityCells = 40.0

    /// The height (px) the panel needs when `width` px wide.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Parameter width: the width available (px).
    /// - Returns: the height (px).
    public static func height(for recording: RenderRecording, width: Double) -> Double {
        headingHeight + scale(for: recording, width: width) * bounds(of: recording).height + 2 * padding + notesHeight
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
        let s = scale(for: recording, width: width)
        let area = bounds(of: recording)
        let frame = Rect(x: x, y: y + headingHeight, width: width, height: area.height * s + 2 * padding)
        // (left, top) is where surface point (0, 0) lands; touches outside the surface stay visible.
        let left = x + (width - area.width * s) / 2 - area.minX * s
        let top = frame.minY + padding - area.minY * s
        func map(_ p: Point) -> (x: Double, y: Double) { (left + p.x * s, top + p.y * s) }

        let heading =
            """
                Touch surface \
                \(SVGWriter.number(recording.surface.width))×\(SVGWriter.number(recording.surface.height)) pt
                """
            + (recording.surfaceIsAssumed ? " (assumed: the trace gives no size)" : "")
        svg.label(heading, x, y + 13, size: 13, bold: true, extra: ["class": "heading"])
        svg.rect(frame.minX, frame.minY, frame.width, frame.height, fill: "none", stroke: RenderPalette.grid,
                 extra: ["class": "panel", "data-panel": "surface"])
        svg.rect(left, top, recording.surface.width * s, recording.surface.height * s,
                 fill: RenderPalette.paper, stroke: RenderPalette.grid, extra: ["class": "surface"])
        drawGrid(recording.surface, scale: s, left: left, top: top, into: &svg)

        let outside = touchesOutside(recording)
        if recording.touches.count > maximumDrawnTouches {
            drawDensity(recording, map: map, scale: s, area: area, into: &svg)
        } else {
            drawTouches(recording, map: map, into: &svg)
        }

        var placer = LabelPlacer(area: frame)
        if recording.touches.count <= maximumDrawnTouches {
            // Labels keep clear of where touches landed and lifted (the paths may be crossed).
            for touch in recording.touches {
                for p in [touch.samples.first, touch.samples.last].compactMap({ $0 }) where p.isFinite {
                    let q = map(p)
                    placer.reserve(Rect(x: q.x - 8, y: q.y - 8, width: 16, height: 16))
                }
            }
        }
        let marks = GestureMark.marks(in: recording)
        let positioned = marks.filter(\.hasPosition)
        for mark in positioned {
            let p = map(mark.location)
            placer.reserve(Rect(x: p.x - 8, y: p.y - 8, width: 16, height: 16))
        }
        svg.open(["class": "gestures"])
        if positioned.count > maximumLabelledMarks {
            // Too many to tell apart: small diamonds only (no paths, no labels; the timeline has them).
            for mark in positioned {
                let p = map(mark.location)
                svg.polygon([(p.x, p.y - 3), (p.x + 3, p.y), (p.x, p.y + 3), (p.x - 3, p.y)], fill: RenderPalette.ink,
                            extra: ["class": "gesture-mark", "data-recognizer": mark.recognizer, "opacity": "0.6"])
            }
        }
        for mark in positioned where positioned.count <= maximumLabelledMarks {
            if mark.path.count > 1 {
                svg.polyline(
                    mark.path.map(map), stroke: RenderPalette.ink, width: 1.2, dash: "4 3",
                    extra: ["class": "gesture-path"])
            }
            let p = map(mark.location)
            svg.polygon([(p.x, p.y - 7), (p.x + 7, p.y), (p.x, p.y + 7), (p.x - 7, p.y)], fill: RenderPalette.ink,
                        stroke: "#ffffff", extra: ["class": "gesture-mark", "data-recognizer": mark.recognizer])
            label(mark, at: p, placer: &placer, into: &svg)
        }
        svg.close()

        var notes: [String] = []
        if !outside.isEmpty {
            let which = outside.count == recording.touches.count && outside.count > 1 ? "all \(outside.count) touches"
                : (outside.count == 1 ? "touch " : "touches ")
                    + outside.prefix(8).map { "\($0 + 1)" }.joined(separator: ", ")
                    + (outside.count > 8 ? ", …" : "") + " (in landing order)"
            notes.append(
                "\(which) fell outside the \(recording.surfaceIsAssumed ? "assumed " : "")surface: drawn beyond its box"
            )
        }
        if recording.touches.count > maximumDrawnTouches {
            notes.append("\(recording.touches.count) touches: shading shows where they landed")
        }
        let unplaced = marks.count - positioned.count
        if unplaced > 0 {
            notes.append(
                "\(unplaced) touchpad gesture\(unplaced == 1 ? "" : "s") with no finger position: timeline only")
        }
        if positioned.count > maximumLabelledMarks {
            notes.append("\(positioned.count) gestures: small diamonds, named on the timeline")
        } else if placer.dropped > 0 {
            notes.append("\(placer.dropped) label\(placer.dropped == 1 ? "" : "s") left out for room")
        }
        if !notes.isEmpty,
            let text = TextMetrics.abbreviate(
                notes.joined(separator: " · "), toWidth: width, size: 11, separators: [" "])
        {
            svg.label(text, x, frame.maxY + 13, size: 11, fill: RenderPalette.muted, extra: ["class": "surface-note"])
        }
    }

    /// The label of one gesture mark: the fullest variant that fits beside the mark, in the panel,
    /// clear of other labels and marks.
    private static func label(
        _ mark: GestureMark, at p: (x: Double, y: Double), placer: inout LabelPlacer, into svg: inout SVGWriter
    ) {
        let variants = [
            "\(mark.recognizer): \(mark.caption), \(mark.meaning)", "\(mark.recognizer): \(mark.caption)", mark.caption
        ]
        let placed = placer.place(variants, size: 12, padding: 3) { box in
            var origins: [Point] = []
            for step in 0..<6 {
                let dy = Double(step) * (box.height + 2)
                origins.append(Point(x: p.x + 12, y: p.y - box.height - 4 - dy))
                origins.append(Point(x: p.x + 12, y: p.y + 4 + dy))
                origins.append(Point(x: p.x - 12 - box.width, y: p.y - box.height - 4 - dy))
                origins.append(Point(x: p.x - 12 - box.width, y: p.y + 4 + dy))
            }
            return origins
        }
        guard let (text, box) = placed else { return }
        let near = box.minX > p.x ? box.minX : box.maxX
        svg.line(p.x, p.y, near, box.minY + box.height / 2, stroke: RenderPalette.ink, width: 0.8)
        svg.rect(box.minX, box.minY, box.width, box.height, fill: "#ffffff", stroke: RenderPalette.ink,
                 strokeWidth: 0.8, extra: ["opacity": "0.92", "rx": "3"])
        svg.label(text, box.minX + 3, box.minY + 3 + 12, extra: ["class": "gesture-label"])
    }

    private static func drawTouches(
        _ recording: RenderRecording, map: (Point) -> (x: Double, y: Double), into svg: inout SVGWriter
    ) {
        svg.open(["class": "touches"])
        for (index, touch) in recording.touches.enumerated() {
            let colour = RenderPalette.touch(index)
            let points = touch.samples.filter(\.isFinite).map(map)
            guard let start = points.first else { continue }
            svg.polyline(points.count == 1 ? [start, start] : points, stroke: colour, width: 3,
                         extra: ["class": "touch-path", "data-touch": "\(touch.id)", "opacity": "0.85"])
            if !touch.landedEarlier {
                svg.circle(start.x, start.y, r: 5, fill: colour, extra: ["class": "touch-start"])
            }
            if let end = points.last, touch.end != nil {
                if touch.cancelled {
                    svg.line(
                        end.x - 5, end.y - 5, end.x + 5, end.y + 5, stroke: colour, width: 2.5,
                        extra: ["class": "touch-cancel"])
                    svg.line(end.x - 5, end.y + 5, end.x + 5, end.y - 5, stroke: colour, width: 2.5)
                } else {
                    svg.circle(
                        end.x, end.y, r: 8, fill: "none", stroke: colour, strokeWidth: 2, extra: ["class": "touch-end"])
                }
            }
        }
        svg.close()
    }

    /// Many touches: a grid of cells shaded by how many touches landed in each.
    private static func drawDensity(
        _ recording: RenderRecording, map: (Point) -> (x: Double, y: Double), scale s: Double,
                                    area: Rect, into svg: inout SVGWriter) {
        let cell = max(area.width, area.height) / densityCells
        let columns = max(1, Int.saturating((area.width / cell).rounded(.up))),
            rows = max(1, Int.saturating((area.height / cell).rounded(.up)))
        var counts = [Int](repeating: 0, count: columns * rows)
        for touch in recording.touches {
            guard let p = touch.samples.first, p.isFinite else { continue }
            let c = Int.saturating((p.x - area.minX) / cell, in: 0...columns - 1)
            let r = Int.saturating((p.y - area.minY) / cell, in: 0...rows - 1)
            counts[r * columns + c] += 1
        }
        let most = Double(counts.max() ?? 1)
        svg.open(["class": "touch-density"])
        for r in 0..<rows {
            for c in 0..<columns where counts[r * columns + c] > 0 {
                let corner = map(Point(x: area.minX + Double(c) * cell, y: area.minY + Double(r) * cell))
                let w = min(cell, area.maxX - (area.minX + Double(c) * cell)) * s
                let h = min(cell, area.maxY - (area.minY + Double(r) * cell)) * s
                let opacity = 0.15 + 0.85 * Double(counts[r * columns + c]) / most
                svg.rect(corner.x, corner.y, w, h, fill: RenderPalette.touch(0),
                    extra: [
                        "class": "density-cell", "fill-opacity": SVGWriter.number(opacity),
                        "data-count": "\(counts[r * columns + c])"
                    ])
            }
        }
        svg.close()
    }

    private static func scale(for recording: RenderRecording, width: Double) -> Double {
        let area = bounds(of: recording)
        let w = max(area.width, 1), h = max(area.height, 1)
        return min((width - 2 * padding) / w, maximumHeight / h)
    }

    /// Landing indices of the touches with a sample outside the surface.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the landing indices.
    public static func touchesOutside(_ recording: RenderRecording) -> [Int] {
        let surface = Rect(origin: .zero, size: recording.surface)
        return recording.touches.indices.filter { i in
            recording.touches[i].samples.contains {
                $0.isFinite && !(surface.contains($0) || $0.x == surface.maxX || $0.y == surface.maxY)
            }
        }
    }

    /// The surface, grown to include every touch sample and positioned gesture mark that falls
    /// outside it (a recording whose coordinates do not match the assumed surface is then still
    /// readable); touchpad gestures without a finger position do not count.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the box drawn (pt).
    public static func bounds(of recording: RenderRecording) -> Rect {
        var minX = 0.0, minY = 0.0, maxX = recording.surface.width, maxY = recording.surface.height
        func include(_ p: Point) {
            guard p.isFinite else { return }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for touch in recording.touches { touch.samples.forEach(include) }
        for mark in GestureMark.marks(in: recording) where mark.hasPosition {
            include(mark.location)
            mark.path.forEach(include)
        }
        let margin =
            (minX < 0 || minY < 0 || maxX > recording.surface.width || maxY > recording.surface.height) ? 20.0 : 0
        return Rect(x: minX - (minX < 0 ? margin : 0), y: minY - (minY < 0 ? margin : 0),
                    width: maxX - minX + (minX < 0 ? margin : 0) + (maxX > recording.surface.width ? margin : 0),
                    height: maxY - minY + (minY < 0 ? margin : 0) + (maxY > recording.surface.height ? margin : 0))
    }

    private static func drawGrid(_ surface: Size, scale s: Double, left: Double, top: Double, into svg: inout SVGWriter)
    {
        let step = AxisTicks.step(for: max(surface.width, surface.height), target: 8)
        var gx = step
        while gx < surface.width {
            svg.line(
                left + gx * s, top, left + gx * s, top + surface.height * s, stroke: RenderPalette.grid, width: 0.6)
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
}
