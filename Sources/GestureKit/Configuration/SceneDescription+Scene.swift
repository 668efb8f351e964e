import GestureInput
import ScrollZoom

/// The `ScrollScene` a scene file describes: what `replay --scene` drives.
extension SceneDescription {
    /// The scene at rest at `time`: every view's controller (`View.makeController`), frame, hit
    /// outset, zoom reset, tiles, indicators and autoscroll, children nested as in the file. Throws the controller's
    /// `ScrollZoomError` or the scene's `ScrollSceneError` for what `validate()` lets through
    /// (nothing, for a description that came from `load` or `parse`).
    ///
    /// - Parameter time: the scene's time origin, in event time.
    /// - Returns: the scene, every view at rest.
    /// - Throws: `ScrollZoomError` or `ScrollSceneError` naming the view whose values are refused.
    public func makeScene(time: Timestamp = .zero) throws -> ScrollScene {
        try ScrollScene(views: views.map { try $0.makeSceneView(time: time) }, time: time)
    }
}

extension SceneDescription.View {
    /// This view and its children as a `ScrollSceneView` tree.
    func makeSceneView(time: Timestamp) throws -> ScrollSceneView {
        ScrollSceneView(name: name, frame: frame, controller: try makeController(time: time), hitOutset: hitOutset,
                        resetsZoomOffscreen: resetZoomOffscreen, tiles: try makeTiledContent(),
                        showsIndicators: indicators, autoscroll: autoscroll?.configuration,
                        children: try children.map { try $0.makeSceneView(time: time) })
    }
}
