import GestureInput
import ScrollZoom

/// The scroll-zoom objects a view of a scene describes: one mapping from file keys to controller
/// settings, used by validation (the controller's own checks) and by whoever builds the scene.
extension SceneDescription.View {
    /// A controller for this view at rest at `time`: viewport = frame size, content, zoom limits,
    /// paging and page size, bounces. Throws the controller's `ScrollZoomError` for a value it
    /// rejects (`SceneDescription.validate()` reports it at the file's key).
    ///
    /// - Parameter time: the controller's time origin, in event time.
    /// - Returns: the controller, at rest at offset zero and zoom 1 clamped to the view's limits.
    /// - Throws: `ScrollZoomError` naming the size, zoom limit or page size out of range.
    public func makeController(time: Timestamp = .zero) throws -> ScrollZoomController {
        var controller = try ScrollZoomController(viewportSize: frame.size, contentSize: content,
                                                  minimumZoomScale: minZoom, maximumZoomScale: maxZoom, time: time)
        controller.isPagingEnabled = paging
        controller.bounces = bounces
        try controller.setPageSize(pageSize)
        return controller
    }

    /// The tiled content `tiles` describes (square tiles), or nil when the view is not tiled. Throws
    /// `TiledContent`'s `ScrollZoomError` for levels or a size it rejects.
    ///
    /// - Returns: the view's tiled content, or nil without `tiles`.
    /// - Throws: `ScrollZoomError` naming the tile size, level count or bias out of range.
    public func makeTiledContent() throws -> TiledContent? {
        guard let tiles else { return nil }
        return try TiledContent(tileSize: Size(width: tiles.size, height: tiles.size),
                                levelsOfDetail: tiles.levels, levelsOfDetailBias: tiles.bias)
    }
}
