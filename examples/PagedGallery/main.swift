// Paged gallery: ten 1120 × 800 pages in a 1280 × 800 window, so the next page peeks in by 160 pt
// at the right (a page size smaller than the viewport). Flicks turn one page at a time; the gallery keeps
// only the current page and its neighbours loaded (seed 004's three-page window), loading pages as
// they come into the window and purging those that leave it. Prints what the user sees.
//
//   swift run paged-gallery-example [trace]    (default: Traces/touchscreen/gallery-swipes.gktrace)
import Foundation
import GestureKit

let traceArgument = CommandLine.arguments.dropFirst().first
let trace = traceArgument ?? "Traces/touchscreen/gallery-swipes.gktrace"

/// `body`'s result; if it throws, one line naming what failed on standard error and exit status 1,
/// as `gesturekit` does (a top-level `try` would trap with a register dump).
func orExit<T>(_ body: () throws -> T) -> T {
    do {
        return try body()
    } catch {
        let hint = traceArgument == nil ? " (run it from the package root, or pass a trace path)" : ""
        FileHandle.standardError.write(Data("paged-gallery-example: \(error)\(hint)\n".utf8))
        exit(1)
    }
}

var source = orExit { try TraceFile.open(path: trace) }
let pageCount = 10
let page = Size(width: 1120, height: 800)
let setup = ScrollZoomSetup(viewport: Size(width: 1280, height: 800),
                            content: Size(width: page.width * Double(pageCount), height: page.height),
                            minimumZoom: 1, maximumZoom: 1, paging: true, pageSize: page)

/// The pages worth holding in memory while `current` shows: it and its neighbours.
func window(around current: Int) -> ClosedRange<Int> { max(0, current - 1)...min(pageCount - 1, current + 1) }
func list(_ pages: [Int]) -> String { pages.map(String.init).joined(separator: ", ") }

var loaded = Set(window(around: 0))
print("page 0 visible with 160 pt of page 1 peeking in, pages \(list(loaded.sorted())) loaded")

_ = orExit { try TraceReplay.run(source: &source, configure: { _ in PipelineConfiguration(graph: .pager, scrollZoom: setup) }, emit: { output in
    // A page comes to rest after a snap (drag released) or a page-turn animation (swipe).
    guard case .scroll(let event, let state) = output,
          event.name == .didEndDecelerating || event.name == .didEndScrollingAnimation else { return }
    let wanted = Set(window(around: state.page))
    let purged = loaded.subtracting(wanted).sorted(), added = wanted.subtracting(loaded).sorted()
    loaded = wanted
    var line = "page \(state.page) visible at offset \(Int(state.contentOffset.x.rounded())) pt, "
    line += "pages \(wanted.min() ?? 0)–\(wanted.max() ?? 0) loaded"
    if !added.isEmpty { line += ", loaded page\(added.count > 1 ? "s" : "") \(list(added))" }
    if !purged.isEmpty { line += ", page\(purged.count > 1 ? "s" : "") \(list(purged)) purged" }
    print(line)
}) }
