import GestureInput

/// What a scene reports of a view's autoscroll (`SceneEvent.autoscroll`, the `autoscroll` output
/// line): when it starts and why it stops. The offsets in between are the view's own `didScroll`.
public enum AutoscrollEvent: Hashable, Sendable {
    /// A held item entered a zone where the content can move: the view scrolls at `velocity`
    /// (pt/s; positive towards the right or bottom edge).
    case began(velocity: Vector)
    /// Autoscroll stopped: the finger left the zone, lifted, or the content edge was reached.
    case ended(Autoscroll.EndReason)
}
