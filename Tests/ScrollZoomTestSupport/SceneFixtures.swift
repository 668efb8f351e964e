import GestureInput
import ScrollZoom

/// A photo pager (PhotoScroller): a 320×480 horizontal pager named "pager" with `pages` pages
/// "page0"…, each a 320×480 photo zoomable 1…4, frames side by side at x = 320·i. The pager
/// rests on page `page`; that page is zoomed to `zoom` and scrolled to `innerOffset`. At zoom 2
/// a page shows 640×960 of content: its offset runs 0…320 across and 0…480 down.
public func photoPager(pages: Int = 3, page: Int = 1, zoom: Double = 2, innerOffset: Point = .zero,
                resetsZoomOffscreen: Bool = true) throws -> ScrollScene {
    let screen = Size(width: 320, height: 480)
    var pager = try makeController(content: Size(width: 320 * Double(pages), height: 480), viewport: screen)
    pager.isPagingEnabled = true
    try pager.setContentOffset(Point(x: 320 * Double(page), y: 0), animated: false)
    let children = try (0..<pages).map { index in
        var photo = try makeController(content: screen, viewport: screen, minimumZoom: 1, maximumZoom: 4,
                                       zoom: index == page ? zoom : 1)
        if index == page { try photo.setContentOffset(innerOffset, animated: false) }
        return ScrollSceneView(name: "page\(index)", frame: Rect(x: 320 * Double(index), y: 0, width: 320, height: 480),
                               controller: photo, resetsZoomOffscreen: resetsZoomOffscreen)
    }
    return try ScrollScene(views: [
        ScrollSceneView(name: "pager", frame: Rect(origin: .zero, size: screen), controller: pager, children: children),
    ])
}

/// A list (ScrollViewSuite's Autoscroll): one 320×480 view named "list" over 320×960 content
/// (offset 0…480 down), autoscrolling with `autoscroll`, and showing indicators when asked.
public func autoscrollList(autoscroll: AutoscrollConfiguration? = .standard, showsIndicators: Bool = false,
                           tiles: TiledContent? = nil) throws -> ScrollScene {
    let list = try makeController(content: Size(width: 320, height: 960), viewport: Size(width: 320, height: 480))
    return try ScrollScene(views: [
        ScrollSceneView(name: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480), controller: list,
                        tiles: tiles, showsIndicators: showsIndicators, autoscroll: autoscroll),
    ])
}

extension ScrollScene {
    /// The controller of view `name` (a test names views it built).
    public subscript(_ name: String) -> ScrollZoomController {
        controller(named: name) ?? controllers[0]
    }

    /// A one-finger drag landing at `start`, moving through `translations` one 8 ms frame each
    /// from `time`; returns the time of the last frame. The fingers stay down.
    @discardableResult
    public mutating func drag(at start: Point = Point(x: 160, y: 240), from time: Timestamp = ms(0),
                       through translations: [Vector]) -> Timestamp {
        handle(.touchDown(at: start), time: time)
        handle(.beginDrag(at: start), time: time)
        var t = time
        for translation in translations {
            t = t + .milliseconds(8)
            handle(.drag(translation: translation), time: t)
        }
        return t
    }

    /// A one-finger drag of `dx` across (one frame), released with finger velocity `velocity`
    /// (pt/s, across), then run until idle.
    public mutating func flick(dragging dx: Double, velocity: Double) {
        let t = drag(through: [across(dx)])
        handle(.endDrag(velocity: across(velocity)), time: t)
        runUntilIdle()
    }

    /// Advances in 60 Hz frames until idle (at most `limit` seconds).
    public mutating func runUntilIdle(limit: Double = 10) {
        let start = now
        var i: Int64 = 1
        while !isIdle, (now - start).seconds <= limit {
            advance(to: start + .microseconds(i * 1_000_000 / 60))
            i += 1
        }
    }
}

/// dx as a horizontal finger translation.
public func across(_ dx: Double) -> Vector { Vector(dx: dx, dy: 0) }
/// dy as a vertical finger translation.
public func down(_ dy: Double) -> Vector { Vector(dx: 0, dy: dy) }
