import GestureInput

/// A page control for a pager (UIKit `UIPageControl`): how many dots, which one is lit, and where a
/// tap on it scrolls. The pages are the controller's own (`PageLayout`: count, nearest page, along
/// the paging axis), so the dots always agree with `currentPage` and with where paging settles.
public struct PageControl: Hashable, Sendable {
    /// A tap on the control: UIKit's control moves one page towards the tapped side.
    public enum Tap: String, Hashable, Sendable, Codable, CaseIterable {
        /// The side after the current dot: one page forward.
        case next
        /// The side before the current dot: one page back.
        case previous
    }

    /// Number of pages (dots), at least 1.
    public var numberOfPages: Int
    /// The lit dot (0-based).
    public var currentPage: Int

    /// A control with `numberOfPages` dots and `currentPage` lit.
    ///
    /// - Parameters:
    ///   - numberOfPages: the number of dots.
    ///   - currentPage: the lit dot, from 0.
    public init(numberOfPages: Int, currentPage: Int) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
    }

    /// The control for `contentLength` points of (zoomed) content in pages of `pageLength` points,
    /// scrolled to `offset` (pt): `PageLayout`'s count and nearest page.
    ///
    /// - Parameters:
    ///   - contentLength: the (zoomed) content's length along the paging axis (pt).
    ///   - pageLength: the page's length (pt).
    ///   - offset: the content offset along the axis (pt).
    public init(contentLength: Double, pageLength: Double, offset: Double) {
        let count = PageLayout.count(content: contentLength, page: pageLength)
        self.init(numberOfPages: count, currentPage: PageLayout.index(offset: offset, page: pageLength, count: count))
    }

    /// The control of a controller: its `pageCount` and `currentPage` along its paging axis.
    ///
    /// - Parameter controller: the controller, read at its current time.
    public init(_ controller: ScrollZoomController) {
        self.init(numberOfPages: controller.pageCount, currentPage: controller.currentPage)
    }

    /// The page a tap goes to: one page on, clamped to the first and last page.
    ///
    /// - Parameter tap: which side of the control was tapped.
    /// - Returns: the page to go to.
    public func target(of tap: Tap) -> Int {
        let step = tap == .next ? 1 : -1
        return Swift.max(0, Swift.min(numberOfPages - 1, currentPage + step))
    }
}

extension ScrollZoomController {
    /// Where a tap on this pager's page control goes: the page (`PageControl.target(of:)`) and its
    /// content offset along the paging axis, inside the resting range (the other axis unchanged).
    ///
    /// - Parameter tap: which side of the control was tapped.
    /// - Returns: the page and the content offset that shows it.
    public func pageControlTarget(_ tap: PageControl.Tap) -> (page: Int, offset: Point) {
        let page = PageControl(self).target(of: tap)
        let range = offsetRange(scale: zoomScale)
        var offset = contentOffset
        if pagesVertically {
            offset.y = pageOffset(page, size: pageSize.height, lower: range.lower.y, upper: range.upper.y)
        } else {
            offset.x = pageOffset(page, size: pageSize.width, lower: range.lower.x, upper: range.upper.x)
        }
        return (page, offset)
    }

    /// A tap on the page control (UIKit `UIPageControl` `.valueChanged`): animates one page towards
    /// the tapped side with `setContentOffset(_:animated: true)` (ends with
    /// `didEndScrollingAnimation`); at the first or last page it stays. Returns the target page.
    ///
    /// - Parameter tap: which side of the control was tapped.
    /// - Returns: the page it goes to.
    @discardableResult
    public mutating func pageControlTapped(_ tap: PageControl.Tap) -> Int {
        let (page, offset) = pageControlTarget(tap)
        guard offset != contentOffset else { return page }
        // The target comes from the resting range, so it always passes the offset check.
        try? setContentOffset(offset, animated: true)
        return page
    }
}
