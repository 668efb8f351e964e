/// The `"type"` of a `.gktrace` event line: one per `InputEvent` case (docs/trace-format.md).
///
/// The raw values are the stable names written to files; adding a case is a format version bump
/// (readers of the same version reject types they do not know).
public enum GktraceEventType: String, CaseIterable, Sendable {
    /// `deviceAdded`: carries the full device description in `"device"`.
    case added
    /// `deviceRemoved`.
    case removed
    /// Touch down: `slot`, `x`, `y` (points).
    case down
    /// Touch motion: `slot`, `x`, `y` (points).
    case motion
    /// Touch lift: `slot`.
    case up
    /// Touch cancelled: `slot`.
    case cancel
    /// End of one hardware report.
    case frame
    /// Relative pointer motion: `dx`, `dy`.
    case pointerMotion = "pointer-motion"
    /// Pointer button: `button` (evdev code), `pressed`.
    case button
    /// Scroll: `source`, `dx`, `dy`, optional `v120x`, `v120y`, `stop`.
    case scroll
    /// Touchpad swipe begin: `fingers`.
    case swipeBegin = "swipe-begin"
    /// Touchpad swipe update: `fingers`, `dx`, `dy`, optional `scale`, `angle`.
    case swipeUpdate = "swipe-update"
    /// Touchpad swipe end: `fingers`, optional `cancelled`.
    case swipeEnd = "swipe-end"
    /// Touchpad pinch begin: `fingers`.
    case pinchBegin = "pinch-begin"
    /// Touchpad pinch update: `fingers`, `dx`, `dy`, `scale`, `angle` (radians, clockwise).
    case pinchUpdate = "pinch-update"
    /// Touchpad pinch end: `fingers`, optional `cancelled`.
    case pinchEnd = "pinch-end"
    /// Touchpad hold begin: `fingers`.
    case holdBegin = "hold-begin"
    /// Touchpad hold update (libinput sends none; kept so every `InputEvent` round-trips).
    case holdUpdate = "hold-update"
    /// Touchpad hold end: `fingers`, optional `cancelled`.
    case holdEnd = "hold-end"

    /// The type name for a touchpad gesture kind and phase.
    static func gesture(_ kind: TouchpadGestureKind, _ phase: TouchpadGestureEvent.Phase) -> GktraceEventType {
        switch (kind, phase) {
        case (.swipe, .begin): .swipeBegin
        case (.swipe, .update): .swipeUpdate
        case (.swipe, .end): .swipeEnd
        case (.pinch, .begin): .pinchBegin
        case (.pinch, .update): .pinchUpdate
        case (.pinch, .end): .pinchEnd
        case (.hold, .begin): .holdBegin
        case (.hold, .update): .holdUpdate
        case (.hold, .end): .holdEnd
        }
    }

    /// The gesture kind of a gesture type, nil for other types.
    var gestureKind: TouchpadGestureKind? {
        switch self {
        case .swipeBegin, .swipeUpdate, .swipeEnd: .swipe
        case .pinchBegin, .pinchUpdate, .pinchEnd: .pinch
        case .holdBegin, .holdUpdate, .holdEnd: .hold
        case .added, .removed, .down, .motion, .up, .cancel, .frame, .pointerMotion, .button, .scroll: nil
        }
    }

    /// Cases ordered by how often they occur in real traces, for the reader's byte matcher.
    static let byFrequency: [GktraceEventType] = [
        .motion, .frame, .down, .up, .scroll, .pinchUpdate, .swipeUpdate, .pointerMotion, .button, .cancel,
        .pinchBegin, .pinchEnd, .swipeBegin, .swipeEnd, .holdBegin, .holdEnd, .holdUpdate, .added, .removed,
    ]
}
