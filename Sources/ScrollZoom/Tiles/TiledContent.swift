import Foundation
import GestureInput

/// Content drawn in tiles at several levels of detail, as Core Animation's `CATiledLayer`
/// (ScrollViewSuite's Tiling sample): which level to draw at a zoom, and which tiles cover a rect.
///
/// Levels follow Apple's documentation of `CATiledLayer`
/// (developer.apple.com/documentation/quartzcore/catiledlayer): `levelsOfDetail` levels (default 1),
/// "each level of detail is half the resolution of the previous level"; `levelsOfDetailBias`
/// (default 0) of them are magnified, "specifying a value of 2 means that the layer has two extra
/// levels of detail: 2x and 4x"; `tileSize` defaults to 256 × 256. So level 0 is the most
/// detailed, drawn at scale 2^bias, and
///
///     scale(level) = 2^(bias − level)                       level = 0 … levelsOfDetail − 1
///     level(zoom)  = clamp(bias − ⌈log₂ zoom⌉, 0 … levelsOfDetail − 1)
///
/// the least detailed level that is still at least as detailed as the screen (never magnified
/// unless no level is detailed enough). A tile of level L covers `tileSize / scale(L)` points of
/// unzoomed content, so on screen a tile is between half and one `tileSize` wide.
public struct TiledContent: Hashable, Sendable {
    /// The most levels or bias accepted: 2³² magnification is far beyond any zoom the controller
    /// accepts (`zoomScaleRange` 10⁻⁶…10⁶ ≈ 2^±20), so no scale overflows.
    public static let maximumLevels = 32

    /// The most columns (and rows) one tile set lists: a level far too coarse for the zoom (too few
    /// `levelsOfDetail` for a tiny zoom) would otherwise list millions of specks. Beyond it only the
    /// first `maximumSpan` columns/rows of the visible ones are listed.
    public static let maximumSpan = 256

    /// The smallest tile side accepted (px of its level). A viewport shows between (W/side)² and
    /// (2W/side)² tiles, and each costs a tile set entry every frame: 8-pt tiles on 960×480 content
    /// took 12.7 s to replay one scene, 64-pt tiles a fraction of a second. CATiledLayer's default is
    /// 256; below 64 a tile costs more to track than it saves in drawing.
    public static let minimumTileSide = 64.0

    /// Size of one tile in the pixels of its level (pt at that level's scale). CATiledLayer: 256 × 256.
    public private(set) var tileSize: Size
    /// Number of levels of detail. CATiledLayer `levelsOfDetail`, default 1.
    public private(set) var levelsOfDetail: Int
    /// Number of magnified levels among them. CATiledLayer `levelsOfDetailBias`, default 0.
    public private(set) var levelsOfDetailBias: Int

    /// Tiled content; throws naming the argument for a tile side that is not above 0 and at most
    /// `ScrollZoomController.maximumLength`, or below `minimumTileSide`, levels outside
    /// 1…`maximumLevels`, or a bias outside 0…`maximumLevels`.
    ///
    /// - Parameters:
    ///   - tileSize: a tile's size in its level's pixels (pt).
    ///   - levelsOfDetail: the number of levels.
    ///   - levelsOfDetailBias: how many of them are magnified (above zoom 1).
    /// - Throws: `ScrollZoomError` naming the argument out of range.
    public init(tileSize: Size = Size(width: 256, height: 256), levelsOfDetail: Int = 1,
                levelsOfDetailBias: Int = 0) throws {
        try ScrollZoomError.requireLength(tileSize.width, "tileSize.width", positive: true)
        try ScrollZoomError.requireLength(tileSize.height, "tileSize.height", positive: true)
        for (side, argument) in [(tileSize.width, "tileSize.width"), (tileSize.height, "tileSize.height")]
        where side < Self.minimumTileSide {
            throw ScrollZoomError(
                argument: argument,
                reason: "\(side) is too small (allowed: \(Self.minimumTileSide)…1e12 px; smaller tiles cost more to "
                    + "track every frame than they save in drawing)")
        }
        guard (1...Self.maximumLevels).contains(levelsOfDetail) else {
            throw ScrollZoomError(argument: "levelsOfDetail",
                                  reason: "\(levelsOfDetail) is out of range (allowed: 1…\(Self.maximumLevels))")
        }
        guard (0...Self.maximumLevels).contains(levelsOfDetailBias) else {
            throw ScrollZoomError(argument: "levelsOfDetailBias",
                                  reason: "\(levelsOfDetailBias) is out of range (allowed: 0…\(Self.maximumLevels))")
        }
        self.tileSize = tileSize
        self.levelsOfDetail = levelsOfDetail
        self.levelsOfDetailBias = levelsOfDetailBias
    }

    /// The drawing scale of `level`: 2^(bias − level).
    ///
    /// - Parameter level: a level of detail, 0 the most detailed.
    /// - Returns: the scale its tiles are drawn at.
    public func scale(ofLevel level: Int) -> Double { Foundation.pow(2, Double(levelsOfDetailBias - level)) }

    /// The level to draw at `zoomScale` (see the type's formula); the most detailed level for a zoom
    /// that is not a positive finite number.
    ///
    /// - Parameter zoomScale: the view's zoom scale.
    /// - Returns: the level, in 0…`levelsOfDetail` − 1.
    public func level(forZoom zoomScale: Double) -> Int {
        guard zoomScale > 0, zoomScale.isFinite else { return 0 }
        // A zoom a hair above a power of two (3.9999999 × 2 / 2) must not skip to the next level.
        let exponent = (Foundation.log2(zoomScale) - 1e-9).rounded(.up)
        let level = Double(levelsOfDetailBias) - exponent
        return Int.saturating(level.rounded(), in: 0...(levelsOfDetail - 1))
    }

    /// The tiles of `level` that cover `rect` (unzoomed content coordinates), within content of
    /// `contentSize` (pt at zoom 1); none when the rect misses the content.
    ///
    /// - Parameters:
    ///   - rect: the area to cover, in unzoomed content points.
    ///   - level: the level of detail.
    ///   - contentSize: the content's size at zoom 1 (pt).
    /// - Returns: the covering tiles.
    public func tiles(covering rect: Rect, level: Int, contentSize: Size) -> TileSet {
        let scale = scale(ofLevel: level)
        let tileWidth = tileSize.width / scale, tileHeight = tileSize.height / scale
        let columns = PageLayout.count(content: contentSize.width, page: tileWidth)
        let rows = PageLayout.count(content: contentSize.height, page: tileHeight)
        let minX = Swift.max(rect.minX, 0), maxX = Swift.min(rect.maxX, contentSize.width)
        let minY = Swift.max(rect.minY, 0), maxY = Swift.min(rect.maxY, contentSize.height)
        guard minX < maxX, minY < maxY else { return TileSet(level: level, tiles: []) }
        func span(_ lo: Double, _ hi: Double, _ size: Double, _ count: Int) -> ClosedRange<Int> {
            let first = Int.saturating((lo / size).rounded(.down), in: 0...(count - 1))
            let last = Int.saturating((hi / size).rounded(.up) - 1, in: first...(count - 1))
            return first...Swift.min(last, first + Self.maximumSpan - 1)
        }
        let columnSpan = span(minX, maxX, tileWidth, columns), rowSpan = span(minY, maxY, tileHeight, rows)
        return TileSet(level: level, tiles: rowSpan.lazy.flatMap { row in
            columnSpan.lazy.map { TileIndex(column: $0, row: row) }
        })
    }

    /// The unzoomed content rect a viewport shows: origin offset / zoom, size viewport / zoom,
    /// grown by `margin` screen points on every side.
    ///
    /// - Parameters:
    ///   - viewportSize: the visible area (pt).
    ///   - contentOffset: the content offset (pt).
    ///   - zoomScale: the zoom scale.
    ///   - margin: the screen points to grow it by on every side.
    /// - Returns: the rectangle in unzoomed content points.
    public static func visibleRect(viewportSize: Size, contentOffset: Point, zoomScale: Double,
                                   margin: Double = 0) -> Rect {
        let m = margin / zoomScale
        return Rect(x: contentOffset.x / zoomScale - m, y: contentOffset.y / zoomScale - m,
                    width: viewportSize.width / zoomScale + 2 * m, height: viewportSize.height / zoomScale + 2 * m)
    }
}
