/// One event from any source, live or recorded: a time, a device and what happened (docs/design.md,
/// "Input events").
///
/// Sources produce these in time order; `TouchTracker` assembles touch events into frames.
public struct InputEvent: Hashable, Sendable {
    /// When it happened (µs, CLOCK_MONOTONIC for live input).
    public var time: Timestamp
    /// Which device it came from.
    public var device: DeviceID
    /// What happened.
    public var kind: Kind

    /// An event.
    ///
    /// - Parameters:
    ///   - time: when it happened, in µs (CLOCK_MONOTONIC for live input).
    ///   - device: the device it came from.
    ///   - kind: what happened.
    public init(time: Timestamp, device: DeviceID, kind: Kind) {
        self.time = time; self.device = device; self.kind = kind
    }

    /// The payload of an input event.
    public enum Kind: Hashable, Sendable {
        /// A device appeared; later events name it by `DeviceID`.
        indirect case deviceAdded(DeviceInfo)
        /// The device went away: every touch and gesture from it is cancelled.
        case deviceRemoved
        /// A touch event (touchscreens, or raw touchpad fingers).
        case touch(TouchEvent)
        /// A pointer event (motion, button, scroll).
        case pointer(PointerEvent)
        /// A libinput touchpad gesture event.
        case gesture(TouchpadGestureEvent)
    }
}

/// A touch event: slot numbers are the device's own (kernel MT slots or libinput seat slots).
public enum TouchEvent: Hashable, Sendable {
    /// A finger landed in `slot` at `point` (surface points).
    case down(slot: Int, point: Point)
    /// The finger in `slot` moved to `point`.
    case motion(slot: Int, point: Point)
    /// The finger in `slot` lifted.
    case up(slot: Int)
    /// The touch in `slot` was cancelled (palm, suspend, device removal): not a lift.
    case cancel(slot: Int)
    /// End of one hardware report: recognizers see whole frames only.
    case frame
}

/// Where a scroll came from: it decides whether kinetic scrolling applies.
public enum ScrollSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// Discrete wheel clicks (`v120` counts 120 per detent).
    case wheel
    /// Fingers on a touchpad: ends with an axis stop (0 on an axis), the cue for kinetic scrolling.
    case finger
    /// Continuous devices (trackball, button scrolling): no kinetic phase.
    case continuous
}

/// Which scroll axes a scroll event stopped.
public struct ScrollAxes: OptionSet, Hashable, Sendable, Codable {
    public var rawValue: UInt8
    /// A set of axes from its bits.
    ///
    /// - Parameter rawValue: 1 for horizontal, 2 for vertical, 3 for both.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = ScrollAxes(rawValue: 1)
    /// The vertical axis.
    public static let vertical = ScrollAxes(rawValue: 2)
}

/// A pointer event from a mouse, or from a touchpad driven by libinput.
public enum PointerEvent: Hashable, Sendable {
    /// Relative motion (libinput's accelerated deltas, 1000 dpi normalised).
    case motion(delta: Vector)
    /// A button (`BTN_LEFT` 272, …) pressed or released; touchpad tap-to-click arrives like this.
    case button(code: UInt32, pressed: Bool)
    /// A scroll: delta in scroll units (libinput: degrees for wheels, points-ish for fingers),
    /// `v120` for wheels, and the axes it stopped (axis stop = fingers lifted).
    case scroll(source: ScrollSource, delta: Vector, v120: Vector, stopped: ScrollAxes)
}

/// Which libinput touchpad gesture an event belongs to.
public enum TouchpadGestureKind: String, Hashable, Sendable, Codable, CaseIterable {
    case swipe, pinch, hold
}

/// A libinput touchpad gesture event; the finger count is fixed for the whole gesture.
public struct TouchpadGestureEvent: Hashable, Sendable {
    /// Swipe, pinch or hold.
    public var kind: TouchpadGestureKind
    /// Fingers on the pad for this gesture.
    public var fingers: Int
    /// Begin, update (with deltas) or end.
    public var phase: Phase

    /// An event of a touchpad gesture.
    ///
    /// - Parameters:
    ///   - kind: swipe, pinch or hold.
    ///   - fingers: the fingers on the pad, fixed for the whole gesture.
    ///   - phase: begin, update (with its deltas) or end.
    public init(kind: TouchpadGestureKind, fingers: Int, phase: Phase) {
        self.kind = kind; self.fingers = fingers; self.phase = phase
    }

    /// Where in its lifetime the gesture is.
    public enum Phase: Hashable, Sendable {
        /// The gesture started.
        case begin
        /// Motion of the logical centre (points), absolute scale (1.0 at begin) and the angle change
        /// since the previous update (radians, clockwise positive).
        case update(delta: Vector, scale: Double, angleDelta: Double)
        /// The gesture ended, or was cancelled (a finger change or a hold interrupted).
        case end(cancelled: Bool)
    }
}
