// Paged gallery, PhotoScroller style: a horizontal pager of three photos, each page a scroll view
// of its own that zooms 1…4. A drag on a zoomed photo pans it up to its edge and hands the rest to
// the pager; a flick turns one page at most; a photo scrolled off screen returns to its minimum
// zoom, and the pager keeps its current page and the neighbours loaded (the lazy-loading window).
// Driven by a recorded trace through a scene of scroll views; prints what the user sees.
//
//   swift run paged-gallery-example [trace]    (default: Traces/scenes/fast-flick-at-edge.gktrace)
import ExampleSupport
import Foundation
import GestureKit

let run = ExampleRun(name: "paged-gallery-example", defaultTrace: "Traces/scenes/fast-flick-at-edge.gktrace")
var source = run.openTrace()

let screen = Size(width: 320, height: 480)
let photoCount = 3
let pages = (0..<photoCount).map { i in
    SceneDescription.View(
        name: "page\(i)", frame: Rect(x: Double(i) * screen.width, y: 0, width: screen.width, height: screen.height),
                          content: screen, minZoom: 1, maxZoom: 4, indicators: false)
}
let gallery = SceneDescription(views: [
    .init(name: "pager", frame: Rect(origin: .zero, size: screen),
          content: Size(width: screen.width * Double(photoCount), height: screen.height),
          paging: true, indicators: false, children: pages),
])

func pageNumber(_ view: String) -> Int? { view.hasPrefix("page") ? Int(view.dropFirst(4)) : nil }
func list(_ pages: ClosedRange<Int>) -> String {
    pages.count == 2 ? "\(pages.lowerBound), \(pages.upperBound)" : "\(pages.lowerBound)–\(pages.upperBound)"
}

/// Every view's latest state (the replay reports each view every frame).
var latest: [String: ScrollZoomState] = [:]
/// The pages loaded now: the pager's visible-page window.
var loaded = 0...1
/// Pages the photo was zoomed on when it was last on screen, with that zoom.
var zoomedAway: [Int: Double] = [:]
/// Swipes recognized during the current pan (the pager turns one page however many there are).
var swipes: [String] = []
var pageAtDragStart = 0
/// The zoom of the photo on screen when a double tap was recognized.
var zoomBeforeTap = 1.0
/// The page that handed its drag to the pager this step: reported with the page's own next
/// message (its `didScroll` of the same step), which carries where the page stopped.
var handingOver: Int?

/// "left" or "right" when a photo's offset is at that edge of its zoomed content, else nil.
func edge(of photo: ScrollZoomState) -> String? {
    let maxX = screen.width * photo.zoomScale - screen.width
    return photo.contentOffset.x <= 0.5 ? "left" : photo.contentOffset.x >= maxX - 0.5 ? "right" : nil
}

@MainActor func reportHandOver(_ page: Int, _ photo: ScrollZoomState) {
    handingOver = nil
    print("drag: page \(page) panned to its \(edge(of: photo) ?? "") edge (offset \(show(photo.contentOffset.x))) "
          + "and handed the rest of the drag to the pager")
}

print(
    "\(photoCount) photos of \(Int(screen.width))×\(Int(screen.height)) pt in a pager as wide as the screen, "
      + "each zoomable 1…4; "
      + "page 0 shows, pages \(list(loaded)) loaded")

run.replay(&source, scene: gallery, everyFrame: true) { output in
    switch output {
    case .gesture(let g) where g.kind == .swipe && g.state == .recognized:
        swipes.append(g.recognizer)
    case .gesture(let g) where g.kind == .pan && g.state == .began:
        swipes = []
    case .gesture(let g) where g.recognizer == "doubleTap" && g.state == .recognized:
        zoomBeforeTap = latest["page\(latest["pager"]?.page ?? 0)"]?.zoomScale ?? 1
    case .scene(.state(let view, let state)):
        latest[view] = state
    case .scene(.visiblePages(_, _, let pages)):
        let added = pages.filter { !loaded.contains($0) }, purged = loaded.filter { !pages.contains($0) }
        var line = "pages \(list(pages)) loaded"
        if !added.isEmpty { line += ", loaded page \(added.map(String.init).joined(separator: ", "))" }
        if !purged.isEmpty { line += ", page \(purged.map(String.init).joined(separator: ", ")) purged" }
        loaded = pages
        print(line)
    case .scene(.scroll(let view, let event, let state)):
        latest[view] = state
        if let page = handingOver, view == "page\(page)" { reportHandOver(page, state) }
        switch (view, event) {
        case (_, .didEndScrollingAnimation) where pageNumber(view) != nil:
            let corner = Point(x: state.contentOffset.x / state.zoomScale, y: state.contentOffset.y / state.zoomScale)
            print("double tap: page \(pageNumber(view) ?? 0) zoomed \(show(zoomBeforeTap)) → \(show(state.zoomScale)), "
                    + "showing photo point \(show(corner)) at its top-left corner")
            zoomedAway[pageNumber(view) ?? 0] = state.zoomScale
        case ("pager", .willBeginDragging):
            pageAtDragStart = latest["pager"]?.page ?? 0
            // The page under the finger was being dragged: it gave up at its edge.
            if let inner = latest["page\(pageAtDragStart)"], inner.isDragging {
                // Stopped at an edge in an earlier step, or reaching it in this one.
                if edge(of: inner) != nil {
                    reportHandOver(pageAtDragStart, inner)
                } else {
                    handingOver = pageAtDragStart
                }
            } else {
                print("drag: the pager moves (the photo under the finger has nothing to pan that way)")
            }
        case ("pager", .willEndDragging(_, let velocity, let target)):
            let speed = Int(abs(velocity.dx).rounded())
            let turn = Int((target.x / screen.width).rounded()) - pageAtDragStart
            let outcome = turn == 0 ? "it settles back on page \(pageAtDragStart)"
                : "it turns one page, to page \(pageAtDragStart + turn)"
            let refused =
                swipes.isEmpty
                ? "" : " (the \(swipes.joined(separator: ", ")) recognized meanwhile turns no second page)"
            let off = abs(state.contentOffset.x - Double(pageAtDragStart) * screen.width)
            print("released at \(speed) pt/s with the pager \(show(off)) pt off its page: "
                  + "\(outcome)\(refused)")
        case ("pager", .didEndDecelerating):
            print("page \(state.page) at rest, pager offset \(show(state.contentOffset.x))")
        default:
            break
        }
    default:
        break
    }
}

// What the pages look like now: a photo zoomed while on screen and scrolled off is back at minimum.
for (page, zoom) in zoomedAway.sorted(by: { $0.key < $1.key }) {
    guard let state = latest["page\(page)"], page != latest["pager"]?.page else { continue }
    print("page \(page), scrolled off screen at zoom \(show(zoom)), is back at zoom \(show(state.zoomScale)), "
          + "offset \(show(state.contentOffset))")
}
