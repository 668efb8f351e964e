import GestureInput

/// One call into a `ScrollScene`, with points in surface coordinates: the calls a binding makes
/// on a single `ScrollZoomController`, which the scene routes to its views.
public enum SceneInput: Hashable, Sendable {
    /// The first finger landed at `at`: picks the views under it and stops their motion.
    case touchDown(at: Point)
    /// The fingers lifted without a drag or pinch: held views settle, a held item is dropped.
    case touchUp
    /// A pan passed its slop at `at` (the views under the first touch, else under `at`).
    case beginDrag(at: Point)
    /// The pan's cumulative `translation` since it began (pt, finger motion).
    case drag(translation: Vector)
    /// The pan ended with finger `velocity` (pt/s).
    case endDrag(velocity: Vector)
    /// A pinch began about `focal`: goes to the deepest zoomable view under the touch.
    case beginZoom(focal: Point)
    /// The pinch asks for absolute zoom `scale` about `focal`.
    case zoom(scale: Double, focal: Point)
    /// The pinch ended (`velocity` in 1/s).
    case endZoom(velocity: Double)
    /// A swipe asks the deepest pager under `at` to move `step` pages (+1 = next).
    case page(step: Int, at: Point)
    /// A held item (a long press that began, then its moves) is at `at`: the first picks the
    /// deepest view under the finger that autoscrolls; each feeds that view's `Autoscroll`.
    case holdItem(at: Point)
    /// The held item was dropped (the long press ended or was cancelled); the last finger
    /// lifting (`touchUp`) drops it too.
    case dropItem
}

/// What the fingers are doing to a scene: the scene's state machine (`ScrollScene.handle`).
///
/// Diagram: docs/scroll-zoom.md ("Nested scrolling", scene states).
enum SceneGesture: Sendable {
    /// No finger down.
    case idle
    /// A finger is down on the views of `path` (outermost first), not dragging yet.
    case touching(path: [Int])
    /// A drag runs through nested views.
    case dragging(NestedDrag)
    /// A pinch zooms view `target` of `path`.
    case zooming(path: [Int], target: Int)
    /// A finger on the views of `path` holds an item over view `view`, which `autoscroll` scrolls
    /// while the item is near its edge.
    case holding(path: [Int], view: Int, autoscroll: Autoscroll)

    /// The views the fingers are on (empty when idle).
    var path: [Int] {
        switch self {
        case .idle: []
        case .touching(let path), .zooming(let path, _), .holding(let path, _, _): path
        case .dragging(let drag): drag.path
        }
    }
}
