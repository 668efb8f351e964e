/// Which page a released drag settles on (UIKit `isPagingEnabled`), along one axis.
///
///     p = offset / pageSize
///     target = |v| > threshold ? (v > 0 ? ⌊p⌋ + 1 : ⌈p⌉ − 1) : round(p)
///     target = clamp(target, startPage − 1 … startPage + 1, 0 … pageCount − 1)
///
/// A slow release goes to the nearest page (past half a page advances); a flick goes one page
/// in its direction; never more than one page from the page the drag started on.
public enum PagingTarget {
    /// Scroll speed above which a release counts as a flick (pt/s). UIKit does not publish its
    /// value; 300 pt/s is the swipe recognizer's minimum (Hammer.js uses 0.3 px/ms), so a release
    /// that would count as a swipe turns the page.
    public static let defaultFlickVelocity = 300.0

    /// The target page for a release at `offset` (pt, from the first page's origin) with scroll
    /// velocity `velocity` (pt/s, positive = towards later pages). Total: any arguments give a
    /// page in 0…pageCount − 1 (0 when there are no pages).
    ///
    /// - Parameters:
    ///   - offset: the offset at release, from the first page's origin (pt).
    ///   - velocity: the scroll velocity at release (pt/s), positive towards later pages.
    ///   - pageSize: the page's length (pt).
    ///   - startPage: the page the drag began on.
    ///   - pageCount: the number of pages.
    ///   - flickVelocity: the speed above which a release moves one page in its direction.
    /// - Returns: the page to settle on.
    public static func page(offset: Double, velocity: Double, pageSize: Double, startPage: Int,
                            pageCount: Int, flickVelocity: Double = defaultFlickVelocity) -> Int {
        guard pageCount > 0 else { return 0 }
        let start = Swift.max(0, Swift.min(startPage, pageCount - 1))
        guard pageSize > 0, offset.isFinite else { return start }
        let p = offset / pageSize
        let raw: Double
        if abs(velocity) > flickVelocity {
            raw = velocity > 0 ? p.rounded(.down) + 1 : p.rounded(.up) - 1
        } else {
            raw = p.rounded()
        }
        // In doubles, so that no page index overflows; the result is an index of the pages there are.
        let bounded = raw.clamped(Double(startPage) - 1, Double(startPage) + 1).clamped(0, Double(pageCount - 1))
        return Int.saturating(bounded, in: 0...(pageCount - 1))
    }
}
