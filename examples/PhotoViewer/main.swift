// Photo viewer: a 1024 × 640 photo in a 1280 × 800 window. Double tap zooms in by a step around
// the tapped point, a pinch zooms about its focal point, a flick glides on with momentum, and a
// photo smaller than the window stays centred. Driven by a recorded trace; prints what the user sees.
//
//   swift run photo-viewer-example [trace]     (default: Traces/touchscreen/photo-viewer.gktrace)
import ExampleSupport
import Foundation
import GestureKit

let run = ExampleRun(name: "photo-viewer-example", defaultTrace: "Traces/touchscreen/photo-viewer.gktrace")
var source = run.orExit { try TraceFile.open(path: run.trace) }
let window = Size(width: 1280, height: 800)
let photo = Size(width: 1024, height: 640)
let setup = ScrollZoomSetup(viewport: window, content: photo, minimumZoom: 1, maximumZoom: 4)


/// What the window shows at rest: the zoom, and the margins while the photo is smaller than it.
func describe(_ s: ScrollZoomState) -> String {
    if photo.width * s.zoomScale <= window.width, photo.height * s.zoomScale <= window.height {
        return """
            the photo centred with margins of \(Int(-s.contentOffset.x)) pt left/right and \(Int(-s.contentOffset.y)) \
            pt top/bottom
            """
    }
    let corner = Point(x: s.contentOffset.x / s.zoomScale, y: s.contentOffset.y / s.zoomScale)
    let maxX = photo.width * s.zoomScale - window.width, maxY = photo.height * s.zoomScale - window.height
    let edges = [(s.contentOffset.x <= 0.5, "left"), (s.contentOffset.x >= maxX - 0.5, "right"),
                 (s.contentOffset.y <= 0.5, "top"), (s.contentOffset.y >= maxY - 0.5, "bottom")].filter(\.0).map(\.1)
    let against = edges.isEmpty ? "" : " (against the \(edges.joined(separator: " and ")) edge)"
    return "the window's top-left corner on photo point \(show(corner))\(against)"
}

/// A gesture whose outcome we report once the view comes to rest.
struct Story { var gesture: GestureEvent; var before: ScrollZoomState }

var rest = run.orExit { try setup.makeController(at: .zero).state }
var story: Story?
print("""
    photo \(Int(photo.width))×\(Int(photo.height)) in a \(Int(window.width))×\(Int(window.height)) window: zoom \
    \(show(rest.zoomScale)), \(describe(rest))
    """)

func settled(_ s: Story, _ after: ScrollZoomState) -> String {
    let g = s.gesture, before = s.before
    // The photo point that was under the finger(s), and where it is in the window now.
    let photoPoint = Point(x: (g.location.x + before.contentOffset.x) / before.zoomScale,
                           y: (g.location.y + before.contentOffset.y) / before.zoomScale)
    let nowAt = Point(x: photoPoint.x * after.zoomScale - after.contentOffset.x,
                      y: photoPoint.y * after.zoomScale - after.contentOffset.y)
    let zoom = "zoom \(show(before.zoomScale)) → \(show(after.zoomScale))"
    switch g.kind {
    case .tap:
        let moved = show(nowAt) == show(Point(x: 640, y: 400)) ? "moved to the centre"
            : "moved to \(show(nowAt)), towards the centre as far as the photo allows"
        return "double tap at \(show(g.location)): \(zoom), the tapped point \(moved)"
    case .pinch:
        let asked = before.zoomScale * (g.scale ?? 1)
        let bounce = abs(asked - after.zoomScale) > 0.01 ? " (the fingers went to \(show(asked)), it bounced back)"
            : show(nowAt) == show(g.location) ? ", the point between the fingers stayed put" : ""
        return "pinch ×\(show(g.scale ?? 1)) at \(show(g.location)): \(zoom)\(bounce); \(describe(after))"
    default:
        let speed = Int((g.velocity?.length ?? 0).rounded())
        let glide = Point(
            x: after.contentOffset.x - before.contentOffset.x, y: after.contentOffset.y - before.contentOffset.y)
        return
            "pan released at \(speed) pt/s: the photo scrolled by \(show(glide)) and came to rest, \(describe(after))"
    }
}

_ = run.orExit {
    try TraceReplay.run(
        source: &source, configure: { _ in PipelineConfiguration(graph: .viewer, scrollZoom: setup) },
        emit: { output in
    switch output {
    case .gesture(let g) where (g.recognizer == "doubleTap" && g.state == .recognized)
        || (["pinch", "pan"].contains(g.recognizer) && g.state == .ended):
                // A pan ending a pinch is part of it.
                if story?.gesture.kind != .pinch { story = Story(gesture: g, before: rest) }
            case .scroll(.didEndScrollingAnimation, let state), .scroll(.didEndZooming, let state),
         .scroll(.didEndDecelerating, let state), .scroll(.didEndDragging(_, willDecelerate: false), let state):
        guard !state.isDecelerating, !state.isZoomBouncing, !state.isZooming else { break }
        if let s = story { print(settled(s, state)) }
        rest = state
        story = nil
    default:
        break
    }
}) }
