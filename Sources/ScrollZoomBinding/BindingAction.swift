import GestureRecognition

/// What the binding does with a recognizer's events (configurable per recognizer name or kind).
public enum BindingAction: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pan → drag: began/changed move the content with the translation, ended releases with the
    /// velocity (deceleration or paging).
    case drag
    /// Pinch or touchpad pinch → zoom about the focal point (`location`), `scale` relative to the start.
    case zoom
    /// Tap → a double tap (1 finger, 2 taps) zooms by the `DoubleTapZoomPolicy`; a two-finger
    /// single tap zooms out by the step at its midpoint; other taps only lift a held touch.
    case tapZoom
    /// Swipe → next/previous page when paging is on (left/up = next).
    case page
    /// Touchpad finger scroll → drag like a pan (`translation`, release `velocity`); a discrete
    /// `recognized` scroll is a mouse wheel (see `wheel`).
    case scroll
    /// Mouse wheel → scroll by `translation` detents × the line step, at once.
    case wheel
    /// Fingers resting (touchpad hold) → stop any fling: began stops, ended lifts.
    case stopMotion
    /// Long press → hold an item (a scene, `SceneInput.holdItem`): began and changed hold it at
    /// the event's location, so a view that autoscrolls scrolls while it is near an edge; ended or
    /// cancelled drop it. One controller has no autoscroll and ignores it.
    case autoscroll
    /// Do nothing.
    case ignore
}
