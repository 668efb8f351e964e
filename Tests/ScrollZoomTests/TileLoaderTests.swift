import GestureInput
import Testing
@testable import ScrollZoom

/// `tilesNeeded` / `tilesPurged` as a 320×480 view pans and zooms over a
/// 2048×2048 image (256-pt tiles, 4 levels, bias 2; at zoom 1 level 2, 256-pt tiles), with the
/// default 128-pt margin.
@Suite struct TileLoaderTests {
    func loader() throws -> TileLoader {
        TileLoader(content: try TiledContent(levelsOfDetail: 4, levelsOfDetailBias: 2))
    }

    func update(_ loader: inout TileLoader, x: Double, zoom: Double = 1) -> [TileChange] {
        loader.update(contentSize: Size(width: 2048, height: 2048), viewportSize: Size(width: 320, height: 480),
                      contentOffset: Point(x: x, y: 0), zoomScale: zoom)
    }

    func set(_ level: Int, _ pairs: [(Int, Int)]) -> TileSet {
        TileSet(level: level, tiles: pairs.map { TileIndex(column: $0.0, row: $0.1) })
    }

    @Test func theFirstUpdateNeedsEveryVisibleTile() throws {
        var l = try loader()
        #expect(update(&l, x: 0) == [.needed(set(2, [(0, 0), (1, 0), (0, 1), (1, 1)]))])
    }

    @Test func aPanWithinTheLoadedTilesChangesNothing() throws {
        var l = try loader()
        _ = update(&l, x: 0)
        #expect(update(&l, x: 100).isEmpty) // x 100…420: still columns 0–1
    }

    @Test func aPanLoadsTheColumnComingIntoViewAndKeepsTheOneWithinTheMargin() throws {
        var l = try loader()
        _ = update(&l, x: 0)
        // x 300…620: columns 1–2; column 0 ends 44 pt out of view, within the 128-pt margin.
        #expect(update(&l, x: 300) == [.needed(set(2, [(2, 0), (2, 1)]))])
        #expect(l.loaded == set(2, [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]))
    }

    @Test func aTileIsPurgedOnlyOnceMoreThanTheMarginOutOfView() throws {
        var l = try loader()
        _ = update(&l, x: 0)
        _ = update(&l, x: 300)
        // x 400…720, grown 272…848: column 0 (0…256) is 144 pt out of view.
        #expect(update(&l, x: 400) == [.purged(set(2, [(0, 0), (0, 1)]))])
    }

    @Test func panningBackAndForthAcrossATileEdgeDoesNotThrash() throws {
        var l = try loader()
        _ = update(&l, x: 250) // columns 0–2
        var changes: [TileChange] = []
        for x in [300.0, 250, 300, 250, 300] { changes += update(&l, x: x) }
        #expect(changes.isEmpty)
    }

    @Test func zoomingToAnotherLevelNeedsItsTilesThenPurgesTheOldLevel() throws {
        var l = try loader()
        _ = update(&l, x: 0)
        // zoom 2 at (0, 0): content 0…160 × 0…240 in 128-pt tiles of level 1.
        #expect(update(&l, x: 0, zoom: 2) == [.needed(set(1, [(0, 0), (1, 0), (0, 1), (1, 1)])),
                                             .purged(set(2, [(0, 0), (1, 0), (0, 1), (1, 1)]))])
    }

    @Test func theDiffAloneIsPure() {
        let (changes, loaded) = TileLoader.diff(loaded: set(0, [(0, 0), (5, 5)]), target: set(0, [(0, 0), (1, 0)]),
                                                keep: set(0, [(0, 0), (1, 0), (2, 0)]))
        #expect(changes == [.needed(set(0, [(1, 0)])), .purged(set(0, [(5, 5)]))])
        #expect(loaded == set(0, [(0, 0), (1, 0)]))
    }
}
