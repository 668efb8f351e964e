/// Identifies one touch for its whole life, from down to up or cancel, across slot reuse.
public struct TouchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The device the touch is on.
    public var device: DeviceID
    /// A serial number unique per device for the session.
    public var serial: UInt64
    /// A touch's identity.
    ///
    /// - Parameters:
    ///   - device: the device the touch is on.
    ///   - serial: a number unique on that device for the session.
    public init(device: DeviceID, serial: UInt64) { self.device = device; self.serial = serial }
    public static func < (a: TouchID, b: TouchID) -> Bool { (a.device, a.serial) < (b.device, b.serial) }
    public var description: String { "\(device).\(serial)" }
}

/// What happened to a touch in the frame that reports it.
public enum TouchPhase: String, Hashable, Sendable, Codable {
    /// It landed in this frame.
    case began
    /// It moved in this frame.
    case moved
    /// It is still down and did not move.
    case stationary
    /// It lifted in this frame (its last position is reported).
    case ended
    /// It was cancelled in this frame: not a lift, recognizers must not treat it as a tap.
    case cancelled

    /// True for `ended` and `cancelled`.
    @inlinable public var isFinished: Bool { self == .ended || self == .cancelled }
}

/// One touch as a recognizer sees it in a frame.
public struct Touch: Hashable, Sendable {
    /// Stable identity of this touch.
    public var id: TouchID
    /// The device's slot for this touch.
    public var slot: Int
    /// Current position (points).
    public var location: Point
    /// Where the touch landed.
    public var startLocation: Point
    /// When the touch landed.
    public var startTime: Timestamp
    /// What happened to it in this frame.
    public var phase: TouchPhase

    /// A touch as a frame reports it.
    ///
    /// - Parameters:
    ///   - id: the touch's identity for its whole life.
    ///   - slot: the device's slot for it.
    ///   - location: where it is now, in points.
    ///   - startLocation: where it landed, in points.
    ///   - startTime: when it landed.
    ///   - phase: what happened to it in this frame.
    public init(id: TouchID, slot: Int, location: Point, startLocation: Point, startTime: Timestamp,
                phase: TouchPhase) {
        self.id = id; self.slot = slot; self.location = location
        self.startLocation = startLocation; self.startTime = startTime; self.phase = phase
    }
}

/// A whole hardware report: every touch active on one device, including those that ended in it.
///
/// Touches are ordered by `TouchID` (landing order). Touches that ended or were cancelled appear
/// once with that phase and are gone from the next frame.
public struct TouchFrame: Hashable, Sendable {
    /// When the report was made.
    public var time: Timestamp
    /// The device that made it.
    public var device: DeviceID
    /// All touches of the device in this report.
    public var touches: [Touch]

    /// A frame.
    ///
    /// - Parameters:
    ///   - time: when the device made the report.
    ///   - device: the device that made it.
    ///   - touches: every touch of the device in the report, in landing order.
    public init(time: Timestamp, device: DeviceID, touches: [Touch]) {
        self.time = time; self.device = device; self.touches = touches
    }

    /// True when `touch` is new in this frame: it began, or it landed and lifted (or was cancelled)
    /// within this one report (`TouchTracker` then reports it once, already finished). The one rule
    /// for "did this touch land here?" that the graph's routing and the recognizers share.
    ///
    /// - Parameter touch: a touch of this frame.
    /// - Returns: whether it landed in this report.
    @inlinable public func landed(_ touch: Touch) -> Bool {
        touch.phase == .began || (touch.phase.isFinished && touch.startTime == time)
    }

    /// Number of touches still down after this frame (not ended or cancelled).
    public var activeCount: Int {
        var n = 0
        for t in touches where !t.phase.isFinished { n += 1 }
        return n
    }
}
