// Peeking gallery: the page is 70 % of the screen's width, so the neighbouring photos
// show at either side; the pager's hit outset covers those strips, so a drag that starts on a
// neighbour moves the pager too (UIKit needs a container overriding `hitTest` for this). Driven by
// a recorded trace through a scene of scroll views; prints what the user sees.
//
//   swift run peeking-gallery-example [trace]  (default: Traces/scenes/peeking-outset-drags-pager.gktrace)
import ExampleSupport
import Foundation
import GestureKit
import GestureRender

let run = ExampleRun(name: "peeking-gallery-example", defaultTrace: "Traces/scenes/peeking-outset-drags-pager.gktrace")
var source = run.openTrace()

let screen = Size(width: 320, height: 480)
let page = Size(width: (screen.width * 0.7).rounded(), height: screen.height)   // 224 pt
let margin = (screen.width - page.width) / 2                                    // 48 pt each side
let photoCount = 3
let gallery = SceneDescription(views: [
    .init(name: "pager", frame: Rect(x: margin, y: 0, width: page.width, height: page.height),
          content: Size(width: page.width * Double(photoCount), height: page.height), paging: true,
          hitOutset: EdgeInsets(top: 0, left: margin, bottom: 0, right: margin), indicators: false,
          children: (0..<photoCount).map { i in
            .init(
                name: "page\(i)", frame: Rect(x: Double(i) * page.width, y: 0, width: page.width, height: page.height),
                    content: page, maxZoom: 4, indicators: false)
          }),
])
/// The scene at rest, asked which views a point touches (the replay drives its own copy).
let atRest = run.orExit { try gallery.makeScene() }

/// The part of each page the screen shows, for the views' states in `states`.
func visibleStrips(_ states: [String: ScrollZoomState]) -> [(name: String, from: Double, to: Double)] {
    SceneGeometry.boxes(gallery, states: states).compactMap { box in
        guard box.depth == 1 else { return nil }
        let from = max(0, box.frame.minX), to = min(screen.width, box.frame.maxX)
        return to > from ? (box.name, from, to) : nil
    }
}
func strips(_ states: [String: ScrollZoomState]) -> String {
    visibleStrips(states).map { "\($0.name) x \(show($0.from))…\(show($0.to))" }.joined(separator: ", ")
}

print(
    "page \(show(page.width)) pt wide (70 % of the \(show(screen.width))-pt screen) "
      + "at x \(show(margin))…\(show(margin + page.width)): "
      + "the screen shows \(strips([:]))")

var latest: [String: ScrollZoomState] = [:]
var firstTouch: Point?

run.replay(&source, scene: gallery, everyFrame: true) { output in
    switch output {
    case .frame(let frame) where firstTouch == nil:
        guard let touch = frame.touches.first else { return }
        firstTouch = touch.location
        let frameX = "\(show(margin))…\(show(margin + page.width))"
        let inFrame = touch.location.x >= margin && touch.location.x < margin + page.width
        let place =
            inFrame
            ? "inside the pager's frame (x \(frameX))" : "outside the pager's frame (x \(frameX)), in its hit outset"
        print("""
            a finger lands at \(show(touch.location)), \(place); under it: \
            \(atRest.viewsHit(at: touch.location).joined(separator: " › "))
            """)
    case .scene(.state(let view, let state)):
        latest[view] = state
    case .scene(.visiblePages(_, _, let pages)):
        print("pages \(pages.lowerBound)–\(pages.upperBound) loaded")
    case .scene(.scroll("pager", .willBeginDragging, _)):
        print("the drag moves the pager")
    case .scene(.scroll("pager", .didEndDecelerating, let state)):
        latest["pager"] = state
        print("""
            page \(state.page) at rest at pager offset \(show(state.contentOffset.x)); the screen shows \
            \(strips(latest))
            """)
    default:
        break
    }
}
