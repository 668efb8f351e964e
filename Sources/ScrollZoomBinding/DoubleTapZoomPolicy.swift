/// How a double tap zooms (docs/scroll-zoom.md, "Double-tap policies"; photo viewers differ).
public enum DoubleTapZoomPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The photo-scroller pattern: scale × step (capped at maximum; at maximum back to minimum)
    /// through `zoomRect(forScale:center:)` + `zoom(to:)`, so the tapped content point moves to the
    /// viewport center as far as the content bounds allow. The default. Its configuration and
    /// command-line spelling stays `stepToCentre`, so existing configurations keep working.
    case stepToCenter = "stepToCentre"
    /// Scale × step (same cap and wrap), keeping the tapped content point under the finger.
    case stepKeepingPoint
    /// Zoom in fully, zoom out fully: to maximum centred on the tapped point;
    /// at maximum back to minimum.
    case maximumAtPoint
    /// Cycle minimum → 1 → maximum → minimum, centred on the tapped point.
    case cycleMinimumOneMaximum

    /// The former spelling of `stepToCenter`.
    @available(*, deprecated, renamed: "stepToCenter")
    public static var stepToCentre: DoubleTapZoomPolicy { .stepToCenter }
}
