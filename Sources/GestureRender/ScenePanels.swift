import GestureInput
import GestureKit
import ScrollZoom

/// The top row of a scene picture: one panel per `SceneMoment`, each drawing every view of the
/// scene on the surface at that moment (`SceneGeometry`) — the screen, each view's frame, its
/// content where it reaches beyond the frame (a pager's other pages, a zoomed page), hit outsets
/// — at one scale shared by all panels, with what changed written underneath.
public enum ScenePanels {
    /// Tallest the drawing area of a panel gets (px); a wide scene takes less, as its scale allows.
    static let maximumDrawingHeight = 240.0
    /// Widest a panel gets (px).
    static let maximumPanelWidth = 300.0
    /// Space between panels (px).
    static let gap = 12.0
    /// Text size of view names in the drawing (px).
    static let nameSize = 10.0
    /// Caption lines under each panel: the title, the time, at most three views' states.
    static let captionLines = 5
    /// Distance between caption baselines (px): an 11-px bold title's line is 13.75 px high.
    static let captionLineHeight = 14.0
    /// Colour of hit outsets (Okabe–Ito orange, apart from the views' own colours).
    static let outsetColour = "#E69F00"
    /// Most touches drawn in one panel (the latest before its moment): more hide the views they
    /// explain, as `ViewportPanels.maximumAnchorsPerPanel` keeps its diamonds to 8.
    static let maximumTouchesPerPanel = 8
    /// Colour of the fingers' paths (apart from the views' colours, which share the touch palette).
    static let touchColour = "#555555"
    /// Colour of the screen outline.
    static let screenColour = RenderPalette.ink

    /// The height (px) the row needs for `moments` at `width` px: heading, drawing, caption.
    ///
    /// - Parameters:
    ///   - moments: the moments drawn.
    ///   - scene: the scene.
    ///   - surface: the touch surface (pt).
    ///   - width: the width available (px).
    /// - Returns: the height (px).
    public static func height(_ moments: [SceneMoment], scene: SceneDescription, surface: Size, width: Double) -> Double
    {
        20 + layout(moments, scene: scene, surface: surface, width: width).drawingHeight + 8 + Double(captionLines)
            * captionLineHeight
    }

    /// The geometry of the row: every panel's boxes, the surface rectangle all of them hold, the
    /// panel width, the one scale (px per pt) and the drawing height.
    static func layout(_ moments: [SceneMoment], scene: SceneDescription, surface: Size, width: Double)
        -> (boxes: [[SceneGeometry.Box]], bounds: Rect, panelWidth: Double, scale: Double, drawingHeight: Double) {
        let boxes = moments.map { SceneGeometry.boxes(scene, states: $0.states) }
        var bounds = Rect(origin: .zero, size: surface)
        for panel in boxes {
            for box in panel { bounds = bounds.union(box.frame).union(box.hitArea).union(box.content) }
        }
        let count = Double(max(1, moments.count))
        let panelWidth = min(maximumPanelWidth, (width - gap * (count - 1)) / count)
        let scale = min((panelWidth - 8) / max(bounds.width, 1), (maximumDrawingHeight - 8) / max(bounds.height, 1))
        return (boxes, bounds, panelWidth, scale, bounds.height * scale + 8)
    }

    /// The colour of the view at `index` in scene order (the views share the touch palette).
    ///
    /// - Parameter index: the view's index in scene order.
    /// - Returns: the colour.
    public static func colour(ofViewAt index: Int) -> String { RenderPalette.touch(index) }

    /// Draws the row with its top-left corner at (x, y), `width` px wide; each panel also shows
    /// what the fingers did since the previous panel (`touches`: a dot where one landed, its path,
    /// a ring where it lifted), so a drag that starts in a hit outset shows where it started.
    ///
    /// - Parameters:
    ///   - moments: the moments drawn.
    ///   - scene: the scene.
    ///   - surface: the touch surface (pt).
    ///   - origin: the replay's time 0.
    ///   - touches: the touches to draw between panels.
    ///   - svg: the document drawn into.
    ///   - x: the left edge (px).
    ///   - y: the top edge (px).
    ///   - width: the width (px).
    public static func draw(_ moments: [SceneMoment], scene: SceneDescription, surface: Size, origin: Timestamp,
                            touches: [RenderRecording.TouchTrack] = [],
                            into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        guard !moments.isEmpty else { return }
        PanelHeading.draw("Views at key moments",
                          key: "thick: the screen · solid: a view's frame · dotted: its content beyond it · "
                              + "orange: its hit outset · grey: fingers",
                          into: &svg, x: x, y: y, width: width)
        let names = scene.allViews().map(\.view.name)
        let (layouts, bounds, panelWidth, s, drawingHeight) = layout(
            moments, scene: scene, surface: surface, width: width)
        let screen = Rect(origin: .zero, size: surface)
        let top = y + 20

        for (i, moment) in moments.enumerated() {
            let px = x + Double(i) * (panelWidth + gap)
            let ox = px + (panelWidth - bounds.width * s) / 2 - bounds.minX * s
            let oy = top + (drawingHeight - bounds.height * s) / 2 - bounds.minY * s
            func box(_ r: Rect) -> Rect {
                Rect(x: ox + r.minX * s, y: oy + r.minY * s, width: r.width * s, height: r.height * s)
            }
            svg.open(["class": "scene-panel", "data-moment": moment.title])
            svg.rect(px, top, panelWidth, drawingHeight, fill: "#ffffff", stroke: RenderPalette.grid,
                     extra: ["class": "panel", "data-panel": "scene"])
            var placer = LabelPlacer(
                area: Rect(x: px + 2, y: top + 2, width: panelWidth - 4, height: drawingHeight - 4))
            let boxes = layouts[i]
            for view in boxes {
                let colour = colour(ofViewAt: names.firstIndex(of: view.name) ?? 0)
                // The content where it reaches beyond the frame: a pager's strip of pages, a zoomed page.
                if !same(view.content, view.frame) {
                    let c = box(view.content)
                    svg.rect(c.minX, c.minY, c.width, c.height, fill: colour, stroke: colour, strokeWidth: 1,
                        extra: [
                            "class": "view-content", "data-view": view.name, "fill-opacity": "0.07",
                            "stroke-dasharray": "2 2"
                        ])
                }
                if view.hasOutset {
                    // The strips beyond the frame where the view still takes touches, shaded, and
                    // the whole touchable area's outline.
                    let h = box(view.hitArea), f = box(view.frame)
                    for strip in [Rect(x: h.minX, y: h.minY, width: f.minX - h.minX, height: h.height),
                                  Rect(x: f.maxX, y: h.minY, width: h.maxX - f.maxX, height: h.height),
                                  Rect(x: f.minX, y: h.minY, width: f.width, height: f.minY - h.minY),
                                  Rect(x: f.minX, y: f.maxY, width: f.width, height: h.maxY - f.maxY)]
                    where strip.width > 0.1 && strip.height > 0.1 {
                        svg.rect(strip.minX, strip.minY, strip.width, strip.height, fill: outsetColour,
                                 extra: ["class": "hit-outset-strip", "data-view": view.name, "fill-opacity": "0.3"])
                    }
                    svg.rect(
                        h.minX + 1.5, h.minY + 1.5, h.width - 3, h.height - 3, fill: "none", stroke: outsetColour,
                        strokeWidth: 1.5,
                             extra: ["class": "hit-outset", "data-view": view.name, "stroke-dasharray": "6 3"])
                }
                let f = box(view.frame)
                svg.rect(f.minX, f.minY, f.width, f.height, fill: "none", stroke: colour, strokeWidth: 1.5,
                         extra: ["class": "view-frame", "data-view": view.name])
            }
            let sc = box(screen)
            svg.rect(sc.minX, sc.minY, sc.width, sc.height, fill: "none", stroke: screenColour, strokeWidth: 3,
                     extra: ["class": "screen"])
            let since = i > 0 ? moments[i - 1].time : Timestamp(microseconds: .min)
            // The latest few touches only, and only where the drawing reaches: a touch outside
            // the views (a surface larger than the scene) would leave the panel.
            let recent = touches.filter { ($0.times.first ?? .zero) <= moment.time && ($0.end ?? moment.time) > since }
                .suffix(maximumTouchesPerPanel)
            for touch in recent {
                let kept = zip(touch.samples, touch.times).filter {
                    $0.1 > since && $0.1 <= moment.time && $0.0.isFinite && bounds.containsClosed($0.0)
                }
                guard let first = kept.first else { continue }
                let points = kept.map { (ox + $0.0.x * s, oy + $0.0.y * s) }
                svg.polyline(points, stroke: touchColour, width: 1.5, extra: ["class": "touch-path"])
                if touch.times.first == first.1 {
                    svg.circle(
                        ox + first.0.x * s, oy + first.0.y * s, r: 3, fill: touchColour, extra: ["class": "touch-start"]
                    )
                }
                if let end = touch.end, end <= moment.time, let last = kept.last {
                    svg.circle(
                        ox + last.0.x * s, oy + last.0.y * s, r: 3.5, fill: "none", stroke: touchColour,
                        strokeWidth: 1.5,
                               extra: ["class": "touch-end"])
                }
            }
            // Names inside their frames (deepest first, so pages are named before the pager around them).
            for view in boxes.sorted(by: { $0.depth > $1.depth }) {
                let f = box(view.frame)
                let name = view.zoom == 1 ? view.name : "\(view.name) ×\(SVGWriter.number(view.zoom))"
                let colour = colour(ofViewAt: names.firstIndex(of: view.name) ?? 0)
                let origins: (Size) -> [Point] = { size in
                    [Point(x: f.minX + 3, y: f.minY + 3), Point(x: f.minX + 3, y: f.maxY - size.height - 3),
                        Point(x: f.maxX - size.width - 3, y: f.minY + 3),
                        Point(x: f.minX + 3, y: f.minY + f.height / 2 - size.height / 2)
                    ]
                }
                guard let placed = placer.place([name, view.name], size: nameSize, padding: 1, origins: origins) else {
                    continue
                }
                // A light ground keeps the name readable where a frame or the screen crosses it.
                svg.rect(placed.box.minX, placed.box.minY, placed.box.width, placed.box.height, fill: "#ffffff",
                         extra: ["class": "view-name-ground", "fill-opacity": "0.85"])
                svg.label(
                    placed.text, placed.box.minX + 1, placed.box.minY + 1 + nameSize, size: nameSize, fill: colour,
                          extra: ["class": "view-name"])
            }
            svg.close()
            caption(
                moment, first: moments[0], names: names, origin: origin, into: &svg, x: px, y: top + drawingHeight + 4,
                width: panelWidth)
        }
    }

    /// The lines under a panel: its title, its time, and each view whose state differs from the
    /// first panel's ("page0 ×1.5 at (160, 120)"; in the first panel, each view away from offset
    /// (0, 0) and zoom 1), at most `captionLines` in all.
    private static func caption(_ moment: SceneMoment, first: SceneMoment, names: [String], origin: Timestamp,
                                into svg: inout SVGWriter, x: Double, y: Double, width: Double) {
        var lines: [(String, Double, String, Bool)] = [
            (moment.title, 11, RenderPalette.ink, true),
            (
                "t \(SVGWriter.number(Double((max(moment.time, origin) - origin).microseconds) / 1000)) ms", 10,
                RenderPalette.muted, false
            )
        ]
        for name in names {
            guard let state = moment.states[name], lines.count < captionLines else { continue }
            let reference = moment.time == first.time ? nil : first.states[name]
            let dx = state.contentOffset.x - (reference?.contentOffset.x ?? 0),
                dy = state.contentOffset.y - (reference?.contentOffset.y ?? 0)
            let moved = abs(dx) >= 0.5 || abs(dy) >= 0.5 || abs(state.zoomScale - (reference?.zoomScale ?? 1)) >= 0.001
            guard moved else { continue }
            let zoom = state.zoomScale == 1 ? "" : " ×\(SVGWriter.number(state.zoomScale))"
            lines.append(("""
                \(name)\(zoom) at (\(SVGWriter.number(state.contentOffset.x)), \
                \(SVGWriter.number(state.contentOffset.y)))
                """,
                          10, colour(ofViewAt: names.firstIndex(of: name) ?? 0), false))
        }
        if lines.count == 2 {
            let rest = moment.time == first.time ? "every view at (0, 0), zoom 1" : "every view as at the start"
            lines.append((rest, 10, RenderPalette.muted, false))
        }
        for (row, line) in lines.enumerated() {
            // Whole words only, within the panel's own width.
            guard let text = TextMetrics.abbreviate(line.0, toWidth: width / (line.3 ? 1.1 : 1), size: line.1) else {
                continue
            }
            svg.label(text, x, y + line.1 + captionLineHeight * Double(row), size: line.1, fill: line.2, bold: line.3,
                      extra: ["class": "scene-caption"])
        }
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }
}
