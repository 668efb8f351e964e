import GestureInput

/// One input the graph hands to a recognizer.
///
/// Timers are inputs like any other (libinput's tap state machine does the same): a recognizer asks
/// for an absolute deadline and receives `.timer` when event time reaches it.
public enum RecognizerInput {
    /// A whole hardware report, filtered to the touches this recognizer tracks (touches outside its
    /// hit region, or that landed while it was not listening, are left out). Never empty.
    case frame(TouchFrame)
    /// A pointer event (motion, button, scroll) at a time (µs) from a device.
    case pointer(Timestamp, DeviceID, PointerEvent)
    /// A libinput touchpad gesture event (swipe/pinch/hold) at a time (µs) from a device.
    case touchpadGesture(Timestamp, DeviceID, TouchpadGestureEvent)
    /// A timer this recognizer scheduled reached its deadline (µs); `context.time` equals the deadline.
    case timer(TimerID, deadline: Timestamp)
    /// The graph put the recognizer back to `possible` (after a terminal state, once it tracks no
    /// touches). Clear per-gesture data; a multi-tap recognizer may keep its running count. Every
    /// timer of the recognizer was cancelled just before; schedule again if needed.
    case reset
    /// The graph ended the recognizer's attempt from outside (another recognizer won, a dependency
    /// recognized, or the device went away). Stop; requests made while handling this are ignored.
    /// A `.reset` follows once the recognizer has no touches left.
    case cancel
}
