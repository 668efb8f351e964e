import GestureInput
import ScrollZoom

/// A scene file (`replay --scene FILE`, docs/scroll-zoom.md "Scene files"): the scroll views of a
/// scene as a tree of values — each view's frame in its parent's content, its content, zoom,
/// paging and options, and its children. A value tree, so a view cannot contain itself.
///
/// Load one with `SceneDescription.load(path:)` or `parse(_:file:)`: JSON or YAML, read strictly
/// (an unknown key is an error suggesting the closest known key) and validated
/// (`SceneDescription+Validation.swift`), every error located as `file:line:column`.
public struct SceneDescription: Hashable, Sendable {
    /// The top-level views, in scene order (frames in surface points).
    public var views: [View]

    /// A scene of `views`.
    ///
    /// - Parameter views: the top-level views, in scene order; `validate()` checks them.
    public init(views: [View]) { self.views = views }

    /// One scroll view of the scene and its children.
    public struct View: Hashable, Sendable {
        /// Name, unique in the whole scene; output lines name the view by it.
        public var name: String
        /// Frame in the parent's content at zoom 1 (top level: surface points): `[x, y, w, h]`.
        public var frame: Rect
        /// Content size at zoom 1 (pt): `[w, h]`.
        public var content: Size
        /// Smallest zoom (default 1).
        public var minZoom: Double
        /// Largest zoom (default 1).
        public var maxZoom: Double
        /// Releases settle on pages (default false).
        public var paging: Bool
        /// Page size (pt) when paging; nil = the frame's size.
        public var pageSize: Size?
        /// How far the touchable area reaches beyond the frame (pt), UIKit-edge order
        /// `[top, left, bottom, right]` (a peeking container). Default none.
        public var hitOutset: EdgeInsets
        /// Drags past an edge rubber-band (default true, as UIKit).
        public var bounces: Bool
        /// Tiled content with levels of detail (CATiledLayer); nil = not tiled.
        public var tiles: Tiles?
        /// Scroll indicators are reported (default true, as UIKit's `shows…ScrollIndicator`).
        public var indicators: Bool
        /// A held item near an edge scrolls the view with this zone and speed: `autoscroll: true`
        /// (ScrollViewSuite's numbers) or `{zone, speed}`; nil (`false`, the default) = it does not.
        public var autoscroll: Autoscroll?
        /// When this view scrolls out of its pager's sight it returns to its minimum zoom
        /// (default true).
        public var resetZoomOffscreen: Bool
        /// Views inside this view's content, in order.
        public var children: [View]

        /// A view; every optional setting defaults as documented on its property.
        ///
        /// - Parameters:
        ///   - name: the view's name, unique in the whole scene; output lines name the view by it.
        ///   - frame: where the view sits in its parent's content at zoom 1 (top level: the surface).
        ///   - content: the content size at zoom 1, in points.
        ///   - minZoom: the smallest zoom.
        ///   - maxZoom: the largest zoom; 1 with `minZoom` 1 makes a view that does not zoom.
        ///   - paging: released drags settle on pages.
        ///   - pageSize: the page size when paging; nil uses the frame's size.
        ///   - hitOutset: how far the touchable area reaches beyond the frame (a peeking container).
        ///   - bounces: drags past an edge rubber-band, as UIKit's `bounces`.
        ///   - tiles: tiled content with levels of detail; nil for content that is not tiled.
        ///   - indicators: report the view's scroll indicators.
        ///   - autoscroll: how a held item near an edge scrolls the view; nil for no autoscroll.
        ///   - resetZoomOffscreen: return to the minimum zoom when the view scrolls out of its
        ///     pager's sight.
        ///   - children: the views inside this view's content, in order.
        public init(name: String, frame: Rect, content: Size, minZoom: Double = 1, maxZoom: Double = 1,
                    paging: Bool = false, pageSize: Size? = nil, hitOutset: EdgeInsets = .zero,
                    bounces: Bool = true, tiles: Tiles? = nil, indicators: Bool = true, autoscroll: Autoscroll? = nil,
                    resetZoomOffscreen: Bool = true, children: [View] = []) {
            self.name = name; self.frame = frame; self.content = content
            self.minZoom = minZoom; self.maxZoom = maxZoom; self.paging = paging; self.pageSize = pageSize
            self.hitOutset = hitOutset; self.bounces = bounces; self.tiles = tiles; self.indicators = indicators
            self.autoscroll = autoscroll; self.resetZoomOffscreen = resetZoomOffscreen; self.children = children
        }
    }

    /// Tiled content of a view (CATiledLayer's properties, with its defaults).
    public struct Tiles: Hashable, Sendable {
        /// Side of a square tile in its level's pixels (pt). CATiledLayer `tileSize` default 256.
        public var size: Double
        /// Number of levels of detail. CATiledLayer `levelsOfDetail` default 1.
        public var levels: Int
        /// Number of magnified levels. CATiledLayer `levelsOfDetailBias` default 0.
        public var bias: Int

        /// Tiles; defaults as CATiledLayer.
        ///
        /// - Parameters:
        ///   - size: the side of a square tile in its level's pixels (pt).
        ///   - levels: the number of levels of detail.
        ///   - bias: how many of those levels are magnified (above zoom 1).
        public init(size: Double = 256, levels: Int = 1, bias: Int = 0) {
            self.size = size; self.levels = levels; self.bias = bias
        }
    }

    /// How a view autoscrolls (`AutoscrollConfiguration`, with its defaults).
    public struct Autoscroll: Hashable, Sendable {
        /// Width of the zone along each edge where a held item scrolls the view (pt). ScrollViewSuite 30.
        public var zone: Double
        /// Speed with the finger at (or past) the edge (pt/s). ScrollViewSuite 6 pt per 1/60 s = 360.
        public var speed: Double

        /// Autoscroll; defaults as `AutoscrollConfiguration.standard`.
        ///
        /// - Parameters:
        ///   - zone: the width of the zone along each edge where a held item scrolls the view (pt).
        ///   - speed: the scrolling speed with the finger at or past the edge (pt/s).
        public init(zone: Double = AutoscrollConfiguration.standard.zone,
                    speed: Double = AutoscrollConfiguration.standard.maximumSpeed) {
            self.zone = zone; self.speed = speed
        }

        /// The configuration the scene's `Autoscroll` machines use.
        public var configuration: AutoscrollConfiguration { AutoscrollConfiguration(zone: zone, maximumSpeed: speed) }
    }

    /// Every view, depth first in scene order, with its parent (nil at the top level) and its key
    /// path in the file (`views[0].children[1]`).
    ///
    /// - Returns: one entry per view of the scene, parents before their children.
    public func allViews() -> [(view: View, parent: View?, path: String)] {
        var result: [(view: View, parent: View?, path: String)] = []
        func visit(_ views: [View], parent: View?, prefix: String) {
            for (i, view) in views.enumerated() {
                let path = "\(prefix)[\(i)]"
                result.append((view, parent, path))
                visit(view.children, parent: view, prefix: path + ".children")
            }
        }
        visit(views, parent: nil, prefix: "views")
        return result
    }
}
