import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Indicators and tiles through the scene itself (no pipeline): a view's tiles and indicators
/// are the scene's, reported as `SceneEvent`s when its events are drained. The list:
/// `autoscrollList` (320×480 over 320×960).
@Suite struct SceneReportsTests {
    static func tiles(_ level: Int, _ pairs: [(Int, Int)]) -> TileSet {
        TileSet(level: level, tiles: pairs.map { TileIndex(column: $0.0, row: $0.1) })
    }

    @Test func aTiledViewReportsTheTilesThatCoverItAndThoseThatComeIntoView() throws {
        // 256-pt tiles, one level: x 0…320 → columns 0, 1; y 0…480 → rows 0, 1. Scrolled to 300:
        // y 300…780 adds rows 2 (512…) and 3 (768…); row 0 stays (300 − 128-pt margin < 256).
        var scene = try autoscrollList(tiles: TiledContent())
        let initial = scene.takeEvents()
        #expect(
            initial == [
                .tiles(view: "list", time: .zero, change: .needed(Self.tiles(0, [(0, 0), (1, 0), (0, 1), (1, 1)])))
            ])
        scene.update("list") { try? $0.setContentOffset(Point(x: 0, y: 300), animated: false) }
        let tiles = scene.takeEvents().compactMap { event -> TileChange? in
            if case .tiles(_, _, let change) = event { change } else { nil }
        }
        #expect(tiles == [.needed(Self.tiles(0, [(0, 2), (1, 2), (0, 3), (1, 3)]))])
    }

    @Test func indicatorsShowWhileTouchedAndFadeOnTheScenesClock() throws {
        // Track 480 − 2·2.5 = 475, length 475·480/960 = 237.5; x = 320 − 2.5 − 2.5 = 315. The lift
        // at 200 ms starts the fade at 500 ms; halfway through its 250 ms, alpha 0.5.
        var scene = try autoscrollList(showsIndicators: true)
        let hidden = scene.takeEvents()
        #expect(hidden.isEmpty, "hidden until the list is touched")
        scene.handle(.touchDown(at: Point(x: 160, y: 240)), time: ms(100))
        let shown = ScrollIndicatorChange(axis: .vertical, x: 315, y: 2.5, w: 2.5, h: 237.5, alpha: 1)
        let touched = scene.takeEvents()
        #expect(touched == [.indicator(view: "list", time: ms(100), change: shown)])
        scene.handle(.touchUp, time: ms(200))
        #expect(scene.isAnimating(at: ms(200)), "the bar still has to fade")
        scene.advance(to: ms(625))
        var half = shown
        half.alpha = 0.5
        let fading = scene.takeEvents()
        #expect(fading == [.indicator(view: "list", time: ms(625), change: half)])
        scene.advance(to: ms(750))
        #expect(!scene.isAnimating(at: ms(750)))
    }

    @Test func flashingShowsTheIndicatorsOfAViewThatHasThemOnly() throws {
        var scene = try autoscrollList(showsIndicators: true)
        let flashed = scene.flashScrollIndicators("list")
        #expect(flashed)
        let flash = scene.takeEvents()
        #expect(flash.contains { if case .indicator(_, _, let c) = $0 { c.alpha == 1 } else { false } })
        var plain = try autoscrollList()
        let plainFlashed = plain.flashScrollIndicators("list")
        #expect(!plainFlashed)
        let unknownFlashed = plain.flashScrollIndicators("nobody")
        #expect(!unknownFlashed)
    }
}
