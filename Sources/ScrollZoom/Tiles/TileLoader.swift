import GestureInput

/// A change of the loaded tiles, for the `tilesNeeded` / `tilesPurged` output lines.
public enum TileChange: Hashable, Sendable {
    /// Draw (load) these tiles: they came into view.
    case needed(TileSet)
    /// Drop these tiles: they are out of view by more than the margin, or of a level no longer drawn.
    case purged(TileSet)
}

/// Which tiles of a `TiledContent` to keep loaded as a view pans and zooms, with hysteresis:
///
///     needed = cover(visible rect) − loaded                    at level(zoom)
///     purged = loaded − cover(visible rect grown by margin)
///     loaded = (loaded ∩ cover(grown)) ∪ cover(visible)
///
/// A tile is loaded as soon as any of it is visible, and purged only once it is more than `margin`
/// screen points out of view, so a pan back and forth across a tile edge by less than the margin
/// neither loads nor purges. A change of level needs every visible tile of the new level first,
/// then purges the whole old level (CATiledLayer shows the old level until the new one is drawn).
public struct TileLoader: Hashable, Sendable {
    /// The default hysteresis margin (screen pt): half of CATiledLayer's default 256-pt tile, so a
    /// pan reversing within half a tile neither loads nor purges. A choice, not a published value.
    public static let defaultMargin = 128.0

    /// The tiled content.
    public var content: TiledContent
    /// Hysteresis margin (screen pt).
    public var margin: Double
    /// What is loaded now; nil before the first update.
    public private(set) var loaded: TileSet?

    /// A loader with nothing loaded.
    ///
    /// - Parameters:
    ///   - content: the tiled content and its levels.
    ///   - margin: how many screen points beyond the viewport stay loaded, so a small pan back
    ///     reloads nothing.
    public init(content: TiledContent, margin: Double = TileLoader.defaultMargin) {
        self.content = content
        self.margin = margin
    }

    /// The changes for a view of `contentSize` (pt at zoom 1) showing `viewportSize` at
    /// `contentOffset` and `zoomScale`: `needed` before `purged`, each only when not empty.
    ///
    /// - Parameters:
    ///   - contentSize: the content's size at zoom 1 (pt).
    ///   - viewportSize: the visible area (pt).
    ///   - contentOffset: the content offset (pt).
    ///   - zoomScale: the zoom scale, which picks the level.
    /// - Returns: the tiles now needed and those purged.
    public mutating func update(contentSize: Size, viewportSize: Size, contentOffset: Point,
                                zoomScale: Double) -> [TileChange] {
        let level = content.level(forZoom: zoomScale)
        let visible = TiledContent.visibleRect(
            viewportSize: viewportSize, contentOffset: contentOffset, zoomScale: zoomScale)
        let grown = TiledContent.visibleRect(viewportSize: viewportSize, contentOffset: contentOffset,
                                             zoomScale: zoomScale, margin: margin)
        let target = content.tiles(covering: visible, level: level, contentSize: contentSize)
        let keep = content.tiles(covering: grown, level: level, contentSize: contentSize)
        let (changes, next) = Self.diff(loaded: loaded, target: target, keep: keep)
        loaded = next
        return changes
    }

    /// The changes for a controller's current state.
    ///
    /// - Parameter controller: the controller, read at its current time.
    /// - Returns: the tiles now needed and those purged.
    public mutating func update(_ controller: ScrollZoomController) -> [TileChange] {
        update(contentSize: controller.contentSize, viewportSize: controller.viewportSize,
               contentOffset: controller.contentOffset, zoomScale: controller.zoomScale)
    }

    /// The pure diff: from `loaded` to a view needing `target` and tolerating `keep` (a superset
    /// of `target`, same level), the changes and what is loaded afterwards.
    ///
    /// - Parameters:
    ///   - loaded: what is loaded now; nil for nothing.
    ///   - target: the tiles the view needs.
    ///   - keep: the tiles it may keep.
    /// - Returns: the changes, and what is loaded after them.
    public static func diff(loaded: TileSet?, target: TileSet, keep: TileSet) -> (
        changes: [TileChange], loaded: TileSet
    ) {
        var changes: [TileChange] = []
        guard let loaded, loaded.level == target.level else {
            if !target.isEmpty { changes.append(.needed(target)) }
            if let loaded, !loaded.isEmpty { changes.append(.purged(loaded)) }
            return (changes, target)
        }
        let have = Set(loaded.tiles), kept = Set(keep.tiles)
        let needed = TileSet(level: target.level, tiles: target.tiles.filter { !have.contains($0) })
        let purged = TileSet(level: loaded.level, tiles: loaded.tiles.filter { !kept.contains($0) })
        if !needed.isEmpty { changes.append(.needed(needed)) }
        if !purged.isEmpty { changes.append(.purged(purged)) }
        let next = TileSet(level: target.level, tiles: loaded.tiles.filter { kept.contains($0) } + target.tiles)
        return (changes, next)
    }
}
