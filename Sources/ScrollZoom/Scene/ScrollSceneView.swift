import GestureInput

/// The declaration of one scroll view in a `ScrollScene`: its controller, where it sits in its
/// parent and where it accepts touches, and the views nested in its content.
public struct ScrollSceneView: Sendable {
    /// Unique name; every event of this view carries it.
    public var name: String
    /// Where the view sits (pt): in its parent's unzoomed content coordinates, or on the surface
    /// for a top-level view. Its size becomes the controller's viewport size.
    public var frame: Rect
    /// How far the touchable area reaches beyond the frame (pt, each ≥ 0): a peeking
    /// container, whose neighbours show and take touches outside the page-sized frame. Content
    /// of the view is shown there too (the area counts as on screen for its children).
    public var hitOutset: EdgeInsets
    /// A zoomed view that scrolls fully off screen returns to its minimum zoom (default true, as
    /// PhotoScroller resets a page it recycles).
    public var resetsZoomOffscreen: Bool
    /// The scroll/zoom model; its viewport size is replaced by `frame.size`.
    public var controller: ScrollZoomController
    /// Tiled content (CATiledLayer): the scene reports the tiles to load and to drop as the view
    /// pans and zooms (`SceneEvent.tiles`, through a `TileLoader`). nil (the default): not tiled.
    public var tiles: TiledContent?
    /// The scene reports the view's scroll indicators as they move and fade (`SceneEvent.indicator`,
    /// through a `ScrollIndicatorTracker`). Default false: a scene built in code reports what it
    /// asks for (a scene file's `indicators` defaults to true, as UIKit).
    public var showsIndicators: Bool
    /// A held item near the view's edge scrolls it with this zone and speed (`SceneInput.holdItem`,
    /// ScrollViewSuite's Autoscroll). nil (the default): the view does not autoscroll.
    public var autoscroll: AutoscrollConfiguration?
    /// Views in this view's content, back to front (a later sibling is hit first).
    public var children: [ScrollSceneView]

    /// A view; every argument but the name, frame and controller has the documented default.
    ///
    /// - Parameters:
    ///   - name: the view's unique name; its events carry it.
    ///   - frame: where it sits in its parent's unzoomed content (on the surface at the top level),
    ///     in points; its size becomes the controller's viewport.
    ///   - controller: the scroll/zoom model.
    ///   - hitOutset: how far the touchable area reaches beyond the frame, in points.
    ///   - resetsZoomOffscreen: return to the minimum zoom once scrolled fully off screen.
    ///   - tiles: tiled content whose tiles the scene reports as the view pans and zooms.
    ///   - showsIndicators: report the view's scroll indicators.
    ///   - autoscroll: how a held item near an edge scrolls the view; nil for no autoscroll.
    ///   - children: the views in its content, back to front.
    public init(name: String, frame: Rect, controller: ScrollZoomController, hitOutset: EdgeInsets = .zero,
                resetsZoomOffscreen: Bool = true, tiles: TiledContent? = nil, showsIndicators: Bool = false,
                autoscroll: AutoscrollConfiguration? = nil, children: [ScrollSceneView] = []) {
        self.name = name
        self.frame = frame
        self.controller = controller
        self.hitOutset = hitOutset
        self.resetsZoomOffscreen = resetsZoomOffscreen
        self.tiles = tiles
        self.showsIndicators = showsIndicators
        self.autoscroll = autoscroll
        self.children = children
    }
}
