import GestureInput

/// How indicator opacity follows time: fully shown until the fade starts, then a linear fade to 0.
///
///     alpha(t) = 1                                   t < fadeStart
///              = max(0, 1 − (t − fadeStart) / fadeDuration)   otherwise
///
/// Any moment the view is tracking or moving pushes the fade start to `that moment + delay`;
/// `flashScrollIndicators` pushes it to `flash time + flashDuration`. UIKit publishes none of these
/// timings, so the defaults are Android's, the documented platform with the same behaviour:
/// `ViewConfiguration.SCROLL_BAR_DEFAULT_DELAY` = 300 ms, `SCROLL_BAR_FADE_DURATION` = 250 ms
/// (AOSP `core/java/android/view/ViewConfiguration.java`), and a flash held 4 × 300 ms as
/// `View.initialAwakenScrollBars()` does when a view appears (Android's flash).
public struct ScrollIndicatorFade: Hashable, Sendable {
    /// Time from the last movement to the start of the fade. Android `SCROLL_BAR_DEFAULT_DELAY`.
    public var delay: TimeSpan
    /// Duration of the fade from alpha 1 to 0. Android `SCROLL_BAR_FADE_DURATION`.
    public var fadeDuration: TimeSpan
    /// How long `flashScrollIndicators` keeps them fully shown. Android
    /// `initialAwakenScrollBars()`: `scrollBarDefaultDelayBeforeFade × 4`.
    public var flashDuration: TimeSpan

    /// A fade; every default is cited on its property.
    ///
    /// - Parameters:
    ///   - delay: how long the indicators stay after the view stops.
    ///   - fadeDuration: how long the fade to invisible takes.
    ///   - flashDuration: how long a flash keeps them fully shown.
    public init(delay: TimeSpan = .milliseconds(300), fadeDuration: TimeSpan = .milliseconds(250),
                flashDuration: TimeSpan = .milliseconds(1200)) {
        self.delay = delay
        self.fadeDuration = fadeDuration
        self.flashDuration = flashDuration
    }

    /// Android-like defaults.
    public static let standard = ScrollIndicatorFade()

    /// Opacity (0…1) at `time` for a fade starting at `fadeStart`; 0 when the indicators were never
    /// shown (`fadeStart` nil).
    ///
    /// - Parameters:
    ///   - time: the time now.
    ///   - fadeStart: when the fade starts; nil when the indicators were never shown.
    /// - Returns: the opacity, 0…1.
    public func alpha(at time: Timestamp, fadeStart: Timestamp?) -> Double {
        guard let fadeStart else { return 0 }
        guard time >= fadeStart else { return 1 }
        guard fadeDuration.microseconds > 0 else { return 0 }
        let faded = Double((time - fadeStart).microseconds) / Double(fadeDuration.microseconds)
        return Swift.max(0, 1 - faded)
    }

    /// The fade start after the view was tracking or moving at `time`.
    ///
    /// - Parameters:
    ///   - time: when the view was last tracking or moving.
    ///   - previous: the fade start before; a later one is kept.
    /// - Returns: the new fade start.
    public func fadeStart(afterActivityAt time: Timestamp, previous: Timestamp?) -> Timestamp {
        Swift.max(previous ?? time, time + delay)
    }

    /// The fade start after `flashScrollIndicators` at `time`.
    ///
    /// - Parameters:
    ///   - time: when the flash was asked for.
    ///   - previous: the fade start before; a later one is kept.
    /// - Returns: the new fade start.
    public func fadeStart(afterFlashAt time: Timestamp, previous: Timestamp?) -> Timestamp {
        Swift.max(previous ?? time, time + flashDuration)
    }

    /// When the fade that starts at `fadeStart` reaches alpha 0.
    ///
    /// - Parameter fadeStart: when the fade starts.
    /// - Returns: when the indicators are invisible.
    public func fadeEnd(_ fadeStart: Timestamp) -> Timestamp { fadeStart + fadeDuration }
}
