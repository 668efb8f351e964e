import GestureInput

/// One input to the `RecognizerGraph`: touch frames from `TouchTracker`, everything else from
/// the `InputEvent` stream, and the passing of time.
public enum GraphInput: Hashable, Sendable {
    /// A whole touch report from `TouchTracker`.
    case frame(TouchFrame)
    /// A pointer event at a time (µs) from a device.
    case pointer(Timestamp, DeviceID, PointerEvent)
    /// A libinput touchpad gesture event at a time (µs) from a device.
    case touchpadGesture(Timestamp, DeviceID, TouchpadGestureEvent)
    /// The device went away: every gesture from it is cancelled (began → `cancelled` delivered).
    case deviceRemoved(Timestamp, DeviceID)
    /// Time passed with no input (live wake-up at a deadline): fires due timers.
    case time(Timestamp)

    /// The event time (µs).
    public var time: Timestamp {
        switch self {
        case .frame(let f): f.time
        case .pointer(let t, _, _), .touchpadGesture(let t, _, _), .deviceRemoved(let t, _), .time(let t): t
        }
    }

    /// The graph input for a non-touch `InputEvent`; nil for touch events (they reach the graph as
    /// frames from `TouchTracker`) and for `deviceAdded` (nothing to recognize).
    ///
    /// - Parameter event: an input event.
    public init?(_ event: InputEvent) {
        switch event.kind {
        case .pointer(let p): self = .pointer(event.time, event.device, p)
        case .gesture(let g): self = .touchpadGesture(event.time, event.device, g)
        case .deviceRemoved: self = .deviceRemoved(event.time, event.device)
        case .touch, .deviceAdded: return nil
        }
    }
}
