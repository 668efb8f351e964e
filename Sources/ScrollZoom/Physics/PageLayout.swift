/// How content divides into pages along one axis (UIKit `isPagingEnabled`): the one rule the
/// controller, the page control and a scene's visible-page window all use.
///
///     count = clamp(⌈content / page⌉, 1 … maximumCount)
///     index = clamp(round(offset / page), 0 … count − 1)
///
/// A partial last page counts as a page; the current page is the nearest one.
public enum PageLayout {
    /// The most pages counted along an axis: 2⁵³, beyond which doubles no longer tell neighbouring
    /// page indices apart. Only a page far smaller than its content reaches it.
    public static let maximumCount = 1 << 53

    /// Number of pages for `content` points of (zoomed) content in pages of `page` points: at least
    /// 1, at most `maximumCount`; 1 for a page that is not above 0.
    ///
    /// - Parameters:
    ///   - content: the (zoomed) content's length along the axis (pt).
    ///   - page: the page's length (pt).
    /// - Returns: the number of pages.
    public static func count(content: Double, page: Double) -> Int {
        guard page > 0 else { return 1 }
        return Int.saturating((content / page - 1e-9).rounded(.up), in: 1...maximumCount)
    }

    /// The page nearest to `offset` (pt, from the first page's origin), in 0…`count` − 1; 0 for a
    /// page that is not above 0.
    ///
    /// - Parameters:
    ///   - offset: the offset from the first page's origin (pt).
    ///   - page: the page's length (pt).
    ///   - count: the number of pages.
    /// - Returns: the nearest page's index.
    public static func index(offset: Double, page: Double, count: Int) -> Int {
        guard page > 0 else { return 0 }
        return Int.saturating((offset / page).rounded(), in: 0...Swift.max(0, count - 1))
    }
}
