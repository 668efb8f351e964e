/// The resting range of a scroll offset along one axis (UIScrollView's scrollable area): the one
/// rule the controller, the indicators and autoscroll share.
///
///     lower = −before                      (− free / 2 when centring smaller content)
///     upper = max(lower, content + after − viewport)   (+ free / 2 when centring)
///     free  = viewport − before − after − content
public enum ScrollRange {
    /// The offset range for `content` points of (zoomed) content in a `viewport`-point viewport with
    /// insets `before` and `after` (pt); `centered` centers content smaller than the viewport
    /// (as photo viewers centre a small image).
    ///
    /// - Parameters:
    ///   - content: the (zoomed) content's length along the axis (pt).
    ///   - viewport: the viewport's length (pt).
    ///   - before: the inset before the content (top or left, pt).
    ///   - after: the inset after it (bottom or right, pt).
    ///   - centered: centre content shorter than the viewport.
    /// - Returns: the lowest and highest resting offsets; equal when the content cannot scroll.
    public static func axis(content: Double, viewport: Double, before: Double, after: Double,
                            centered: Bool = false) -> (lower: Double, upper: Double) {
        var lower = -before
        let free = viewport - before - after - content
        let margin = centered && free > 0 ? free / 2 : 0
        lower -= margin
        let upper = Swift.max(lower, content + after - viewport + margin)
        return (lower, upper)
    }

    /// The range under its deprecated spelling (`centre`); code spells it `center`, as Swift's APIs do.
    ///
    /// - Parameters:
    ///   - content: as in `axis(content:viewport:before:after:centered:)`.
    ///   - viewport: as there.
    ///   - before: as there.
    ///   - after: as there.
    ///   - centred: `centered` there.
    /// - Returns: as there.
    @available(*, deprecated, renamed: "axis(content:viewport:before:after:centered:)")
    public static func axis(content: Double, viewport: Double, before: Double, after: Double,
                            centred: Bool) -> (lower: Double, upper: Double) {
        axis(content: content, viewport: viewport, before: before, after: after, centered: centred)
    }
}
