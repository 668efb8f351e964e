/// How a double tap zooms (DESIGN §6; the seed apps each do it a different way).
public enum DoubleTapZoomPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Seed 004: scale × step (capped at maximum; at maximum back to minimum) through
    /// `zoomRect(forScale:center:)` + `zoom(to:)`, so the tapped content point moves to the
    /// viewport center as far as the content bounds allow. The default. Its configuration and
    /// command-line spelling stays `stepToCentre`, so existing configurations keep working.
    case stepToCenter = "stepToCentre"
    /// Scale × step (same cap and wrap), keeping the tapped content point under the finger.
    case stepKeepingPoint
    /// Seed 000 `zoomInOnDoubleTap`/`zoomOutOnDoubleTap`: to maximum centred on the tapped point;
    /// at maximum back to minimum.
    case maximumAtPoint
    /// Seed 003: cycle minimum → 1 → maximum → minimum, centred on the tapped point.
    case cycleMinimumOneMaximum

    /// The former spelling of `stepToCenter`.
    @available(*, deprecated, renamed: "stepToCenter")
    public static var stepToCentre: DoubleTapZoomPolicy { .stepToCenter }
}
