import GestureInput
import GestureKit
import ScrollZoom

/// Where every view of a scene is on the surface at one moment, from its description and the
/// views' states: what `SceneRenderer` draws. A child's frame is in its parent's content, so it
/// moves with the parent's offset and grows with the parent's zoom:
///
///     surface(p) = parent.frameOnSurface.origin + (p · parent.zoom − parent.offset) · parent.scale
///
/// where `scale` is the product of the zooms of the parent's own ancestors (surface points per
/// viewport point of the parent). The same mapping `ScrollScene` hit-tests touches with.
public enum SceneGeometry {
    /// One view on the surface (pt).
    public struct Box: Hashable, Sendable {
        /// The view's name.
        public var name: String
        /// Its nesting depth (0 at the top level).
        public var depth: Int
        /// Its frame: the viewport the view shows its content in.
        public var frame: Rect
        /// The touchable area: the frame grown by its hit outset (equal to `frame` without one).
        public var hitArea: Rect
        /// Its whole content at its current zoom and offset: larger than `frame` when the view can
        /// scroll, shifted by the offset (the zoomed inner page reaching beyond its frame).
        public var content: Rect
        /// Its zoom scale.
        public var zoom: Double
        /// True when the description gives it a hit outset.
        public var hasOutset: Bool {
            hitArea != frame
        }
    }

    /// The views of `scene` on the surface with `states` (by view name; a view without a state is
    /// at offset 0, zoom 1), in scene order (parents before children).
    ///
    /// - Parameters:
    ///   - scene: the scene.
    ///   - states: each view's state, by name.
    /// - Returns: the views' boxes on the surface.
    public static func boxes(_ scene: SceneDescription, states: [String: ScrollZoomState]) -> [Box] {
        var boxes: [Box] = []
        func place(_ views: [SceneDescription.View], depth: Int, map: (Point) -> Point, scale: Double) {
            for view in views {
                let state = states[view.name]
                let zoom = state.map { $0.zoomScale > 0 ? $0.zoomScale : 1 } ?? 1
                let offset = state?.contentOffset ?? .zero
                let frame = rect(view.frame, map)
                let o = view.hitOutset
                let hit = rect(Rect(x: view.frame.minX - o.left, y: view.frame.minY - o.top,
                                    width: view.frame.width + o.left + o.right,
                                    height: view.frame.height + o.top + o.bottom), map)
                // Inside this view: content point p is at frame origin + (p · zoom − offset) · scale.
                let inner = scale
                let contentMap: (Point) -> Point = { p in
                    Point(
                        x: frame.minX + (p.x * zoom - offset.x) * inner, y: frame.minY + (p.y * zoom - offset.y) * inner
                    )
                }
                let content = rect(Rect(origin: .zero, size: view.content), contentMap)
                boxes.append(
                    Box(name: view.name, depth: depth, frame: frame, hitArea: hit, content: content, zoom: zoom))
                place(view.children, depth: depth + 1, map: contentMap, scale: inner * zoom)
            }
        }
        place(scene.views, depth: 0, map: { $0 }, scale: 1)
        return boxes
    }

    /// `r` with both corners mapped by `map`.
    private static func rect(_ r: Rect, _ map: (Point) -> Point) -> Rect {
        let a = map(r.origin), b = map(Point(x: r.maxX, y: r.maxY))
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
}
