import GestureInput

/// What the scene does as views come and go on screen: zoomed pages that left it return to
/// their minimum zoom, and pagers report the window of pages worth keeping loaded.
extension ScrollScene {
    /// Whether view `index` shows: its frame overlaps the area its parent shows — the parent's
    /// viewport grown by its hit outset, where a peeking pager shows its neighbours — and the
    /// parent shows too. A top-level view always shows.
    func isOnScreen(_ index: Int) -> Bool {
        var child = index
        while let parent = nodes[child].parent {
            let controller = controllers[parent]
            let zoom = controller.zoomScale
            let frame = nodes[child].frame
            let shown = Rect(x: frame.minX * zoom - controller.contentOffset.x,
                             y: frame.minY * zoom - controller.contentOffset.y,
                             width: frame.width * zoom, height: frame.height * zoom)
            let outset = nodes[parent].hitOutset
            let area = Rect(x: -outset.left, y: -outset.top,
                            width: controller.viewportSize.width + outset.left + outset.right,
                            height: controller.viewportSize.height + outset.top + outset.bottom)
            guard shown.minX < area.maxX, area.minX < shown.maxX, shown.minY < area.maxY, area.minY < shown.maxY else {
                return false
            }
            child = parent
        }
        return true
    }

    /// Views that reset when off screen, are not under a finger, and are zoomed away from their
    /// minimum return to it at once, about their viewport centre.
    mutating func resetOffscreenZoom() {
        let touched = gesture.path
        for index in nodes.indices where nodes[index].resetsZoomOffscreen && !touched.contains(index) {
            let controller = controllers[index]
            guard controller.zoomScale != controller.minimumZoomScale, !isOnScreen(index) else { continue }
            controllers[index].zoomAboutViewportCenter(to: controller.minimumZoomScale, animated: false)
        }
    }

    /// Sends `visiblePages` for every paging view whose window (current page ± 1) changed.
    mutating func reportVisiblePages() {
        for index in controllers.indices where controllers[index].isPagingEnabled {
            let pages = controllers[index].visiblePages
            guard reportedPages[index] != pages else { continue }
            reportedPages[index] = pages
            events.append(.visiblePages(view: nodes[index].name, time: now, pages: pages))
        }
    }
}
