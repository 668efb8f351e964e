import GestureInput
import Testing
@testable import ScrollZoom

/// CATiledLayer levels and tile sets, checked by hand. The content is a 2048×2048
/// image in 256-pt tiles with 4 levels, 2 of them magnified: level 0 draws at 4×, 1 at 2×, 2 at 1×,
/// 3 at ½× — a level-L tile covers 256 / scale(L) points of content: 64, 128, 256, 512.
@Suite struct TiledContentTests {
    let image = Size(width: 2048, height: 2048)
    let viewport = Size(width: 320, height: 480)

    func tiled() throws -> TiledContent { try TiledContent(levelsOfDetail: 4, levelsOfDetailBias: 2) }

    @Test(arguments: [(1.0, 2), (0.7, 2), (0.5, 3), (0.3, 3), (0.1, 3), (1.01, 1), (2, 1), (3.7, 0), (4, 0), (16, 0)])
    func theLevelIsTheLeastDetailedOneAtLeastAsDetailedAsTheScreen(zoom: Double, level: Int) throws {
        #expect(try tiled().level(forZoom: zoom) == level)
    }

    @Test func levelScalesHalveFromTheBias() throws {
        let content = try tiled()
        #expect([0, 1, 2, 3].map(content.scale(ofLevel:)) == [4, 2, 1, 0.5])
    }

    func tiles(zoom: Double, offset: Point) throws -> TileSet {
        let content = try tiled()
        let visible = TiledContent.visibleRect(viewportSize: viewport, contentOffset: offset, zoomScale: zoom)
        return content.tiles(covering: visible, level: content.level(forZoom: zoom), contentSize: image)
    }

    func indices(_ pairs: [(Int, Int)]) -> [TileIndex] { pairs.map { TileIndex(column: $0.0, row: $0.1) } }

    @Test func atZoomOneTheTopLeftNeedsFourTiles() throws {
        // 320×480 of content in 256-pt tiles: columns 0–1, rows 0–1.
        let set = try tiles(zoom: 1, offset: .zero)
        #expect(set.level == 2)
        #expect(set.tiles == indices([(0, 0), (1, 0), (0, 1), (1, 1)]))
    }

    @Test func atZoomTwoTheTilesOfTheTwoTimesLevelCoverTheView() throws {
        // offset (512, 1024) at zoom 2 shows content x 256…416, y 512…752; 128-pt tiles:
        // columns 2–3 (256…512), rows 4–5 (512…768).
        let set = try tiles(zoom: 2, offset: Point(x: 512, y: 1024))
        #expect(set.level == 1)
        #expect(set.tiles == indices([(2, 4), (3, 4), (2, 5), (3, 5)]))
    }

    @Test func atZoomThreePointSevenTheFourTimesLevelIsDrawn() throws {
        // offset (1000, 2000) at zoom 3.7 shows x 270.27…356.76, y 540.54…670.27; 64-pt tiles:
        // columns 4–5 (256…384), rows 8–10 (512…704).
        let set = try tiles(zoom: 3.7, offset: Point(x: 1000, y: 2000))
        #expect(set.level == 0)
        #expect(set.tiles == indices([(4, 8), (5, 8), (4, 9), (5, 9), (4, 10), (5, 10)]))
    }

    @Test func aRubberBandedViewNeedsOnlyTilesOfTheContent() throws {
        // x −100…220 is clipped to 0…220: column 0 only.
        let set = try tiles(zoom: 1, offset: Point(x: -100, y: 0))
        #expect(set.tiles == indices([(0, 0), (0, 1)]))
    }

    @Test func aViewOutsideTheContentNeedsNoTiles() throws {
        #expect(try tiles(zoom: 1, offset: Point(x: 3000, y: 0)).isEmpty)
    }

    @Test func aTileEdgeExactlyAtTheViewEdgeIsNotNeeded() throws {
        // x 256…576 at zoom 1: columns 1–2 (256…768); column 0 ends exactly where the view starts.
        let set = try tiles(zoom: 1, offset: Point(x: 256, y: 0))
        #expect(set.tiles.map(\.column).min() == 1)
    }

    @Test(arguments: [(0, 0, "levelsOfDetail"), (33, 0, "levelsOfDetail"), (1, -1, "levelsOfDetailBias"),
                      (1, 33, "levelsOfDetailBias")])
    func badLevelsAreRejectedNamingTheArgument(levels: Int, bias: Int, argument: String) {
        do {
            _ = try TiledContent(levelsOfDetail: levels, levelsOfDetailBias: bias)
            Issue.record("levels \(levels), bias \(bias) were accepted")
        } catch let error as ScrollZoomError {
            #expect(error.argument == argument)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aTileWithoutAreaIsRejected() {
        #expect(throws: ScrollZoomError(argument: "tileSize.width",
                reason: "0.0 must be greater than zero (allowed: greater than 0 and at most 1e12 pt)")
        ) {
            try TiledContent(tileSize: Size(width: 0, height: 256))
        }
    }

    /// A tile side below `minimumTileSide` is refused, so a viewport shows a bounded number of
    /// tiles (8-pt tiles on 960×480 content take 12.7 s to replay one scene).
    @Test(arguments: [8.0, 1, 63.9])
    func aTileSmallerThanTheMinimumIsRejectedNamingTheMinimum(_ side: Double) {
        #expect(throws: ScrollZoomError.self) { try TiledContent(tileSize: Size(width: side, height: 256)) }
        #expect(throws: ScrollZoomError.self) { try TiledContent(tileSize: Size(width: 256, height: side)) }
        do {
            _ = try TiledContent(tileSize: Size(width: side, height: side))
            Issue.record("\(side) was accepted")
        } catch let error as ScrollZoomError {
            #expect(error.reason.hasPrefix("\(side) is too small (allowed: 64.0…1e12 px"), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func theMinimumTileSideIsAccepted() throws {
        let tiles = try TiledContent(tileSize: Size(width: 64, height: 64))
        let visible = tiles.tiles(covering: Rect(x: 0, y: 0, width: 960, height: 480), level: 0,
                                  contentSize: Size(width: 960, height: 480))
        #expect(visible.tiles.count == 15 * 8)
    }
}
