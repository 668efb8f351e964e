// Tiled large image (ScrollViewSuite's Tiling, CATiledLayer): a 640 × 960 image in a 320 × 480
// view, drawn in tiles of 256 pt with two levels of detail, one of them magnified. As the user
// zooms and pans it prints which tiles the view would load and which it may purge — the level and
// the tiles as [column, row] — the way an app would fetch and drop image tiles.
//
//   swift run tiled-image-example [trace]      (default: Traces/scenes/tiles-zoom-and-pan.gktrace)
import ExampleSupport
import Foundation
import GestureKit

let run = ExampleRun(name: "tiled-image-example", defaultTrace: "Traces/scenes/tiles-zoom-and-pan.gktrace")
var source = run.openTrace()

let tiles = SceneDescription.Tiles(size: 256, levels: 2, bias: 1)
let image = SceneDescription.View(
    name: "image", frame: Rect(x: 0, y: 0, width: 320, height: 480), content: Size(width: 640, height: 960),
                                  minZoom: 0.5, maxZoom: 2, tiles: tiles, indicators: false)
let content = run.orExit { try image.makeTiledContent() }

func describe(_ set: TileSet) -> String {
    let side = tiles.size / (content?.scale(ofLevel: set.level) ?? 1)
    let list = set.tiles.map { "[\($0.column),\($0.row)]" }.joined(separator: " ")
    return "level \(set.level) (tiles of \(show(side)) image pt): \(list)"
}

print("image 640×960 pt in a 320×480 view, tiles of 256 pt, 2 levels of detail with bias 1: "
      + "level 1 (tiles of 256 image pt) up to zoom 1, level 0 (tiles of 128 image pt) above")

var zoom = 1.0
/// The tiles loaded now (needed and not purged since), by level.
var loaded: [Int: Set<TileIndex>] = [:]
run.replay(&source, scene: SceneDescription(views: [image])) { output in
    switch output {
    case .gesture(let g) where g.recognizer == "doubleTap" && g.state == .recognized:
        print("double tap at \(show(g.location))")
    case .gesture(let g) where g.recognizer == "pan" && g.state == .began:
        print("pan from \(show(g.location))")
    case .scene(.scroll(_, .didEndDragging, let state)):
        print("pan ended at offset \(show(state.contentOffset)), zoom \(show(state.zoomScale))")
    case .scene(.scroll(_, .didEndScrollingAnimation, let state)) where state.zoomScale != zoom:
        print("zoom \(show(zoom)) → \(show(state.zoomScale)), offset \(show(state.contentOffset))")
        zoom = state.zoomScale
    case .scene(.tiles(_, _, .needed(let set))):
        loaded[set.level, default: []].formUnion(set.tiles)
        print("  load  \(describe(set))")
    case .scene(.tiles(_, _, .purged(let set))):
        loaded[set.level, default: []].subtract(set.tiles)
        print("  purge \(describe(set))")
    default:
        break
    }
}

for (level, tiles) in loaded.sorted(by: { $0.key < $1.key }) where !tiles.isEmpty {
    print("loaded at the end: \(tiles.count) tiles, \(describe(TileSet(level: level, tiles: tiles)))")
}
