import GestureInput

/// One change in a hand-built touch frame: fingers are named by slot.
public enum TouchChange: Hashable, Sendable {
    /// A finger lands in `slot` at a point (surface points).
    case down(_ slot: Int, _ point: Point)
    /// The finger in `slot` moves to a point.
    case move(_ slot: Int, _ point: Point)
    /// The finger in `slot` lifts (at its last position).
    case up(_ slot: Int)
    /// The touch in `slot` is cancelled.
    case cancel(_ slot: Int)
}

/// Builds `TouchFrame`s by hand, the way `TouchTracker` would report them: every active touch in
/// every frame (began / moved / stationary / ended / cancelled), touch ids in landing order.
///
/// ```swift
/// var script = TouchFrameScript()
/// let down = script.frame(at: .ms(0), .down(0, Point(x: 10, y: 10)))
/// let up = script.frame(at: .ms(80), .up(0))
/// ```
public struct TouchFrameScript: Sendable {
    /// The device every frame comes from.
    public var device: DeviceID
    private var active: [Touch] = []
    private var nextSerial: UInt64 = 0

    /// Creates a script for one device.
    ///
    /// - Parameter device: the device every frame names.
    public init(device: DeviceID = DeviceID(0)) { self.device = device }

    /// Slots with a finger down.
    public var activeSlots: [Int] { active.map(\.slot) }

    /// The current position of the finger in `slot`, if down.
    ///
    /// - Parameter slot: a finger's slot.
    /// - Returns: where it is, or nil when no finger is down there.
    public func location(of slot: Int) -> Point? { active.first { $0.slot == slot }?.location }

    /// One frame at `time` applying `changes`. Changes naming a slot that is not down (or a down on
    /// a busy slot) are ignored, so random scripts stay well-formed.
    ///
    /// - Parameters:
    ///   - time: the frame's time.
    ///   - changes: what the fingers do, applied in order.
    /// - Returns: the frame, with every active touch.
    public mutating func frame(at time: Timestamp, _ changes: [TouchChange]) -> TouchFrame {
        for i in active.indices { active[i].phase = .stationary }
        for change in changes {
            switch change {
            case .down(let slot, let p):
                guard !active.contains(where: { $0.slot == slot }) else { continue }
                active.append(Touch(id: TouchID(device: device, serial: nextSerial), slot: slot, location: p,
                                    startLocation: p, startTime: time, phase: .began))
                nextSerial += 1
            case .move(let slot, let p):
                guard let i = active.firstIndex(where: { $0.slot == slot }), !active[i].phase.isFinished else {
                    continue
                }
                active[i].location = p
                if active[i].phase != .began { active[i].phase = .moved }
            case .up(let slot):
                guard let i = active.firstIndex(where: { $0.slot == slot }), !active[i].phase.isFinished else {
                    continue
                }
                active[i].phase = .ended
            case .cancel(let slot):
                guard let i = active.firstIndex(where: { $0.slot == slot }), !active[i].phase.isFinished else {
                    continue
                }
                active[i].phase = .cancelled
            }
        }
        let frame = TouchFrame(time: time, device: device, touches: active)
        active.removeAll { $0.phase.isFinished }
        return frame
    }

    /// One frame at `time` applying `changes`.
    ///
    /// - Parameters:
    ///   - time: the frame's time.
    ///   - changes: what the fingers do, applied in order.
    /// - Returns: the frame, with every active touch.
    public mutating func frame(at time: Timestamp, _ changes: TouchChange...) -> TouchFrame {
        frame(at: time, changes)
    }

    /// A one-finger tap: down at `start`, up `duration` later (two frames).
    ///
    /// - Parameters:
    ///   - slot: the finger's slot.
    ///   - point: where it lands.
    ///   - start: when it lands.
    ///   - duration: how long it stays down.
    /// - Returns: the two frames.
    public mutating func tap(slot: Int = 0, at point: Point, start: Timestamp, duration: TimeSpan = .milliseconds(80))
        -> [TouchFrame]
    {
        [frame(at: start, .down(slot, point)), frame(at: start + duration, .up(slot))]
    }
}

extension Timestamp {
    /// `ms` milliseconds after the origin: short for test timelines.
    ///
    /// - Parameter ms: milliseconds.
    /// - Returns: the time.
    public static func ms(_ ms: Int64) -> Timestamp { .milliseconds(ms) }
}

extension Point {
    /// Short for `Point(x:y:)` in test scripts.
    ///
    /// - Parameters:
    ///   - x: points from the left.
    ///   - y: points from the top.
    /// - Returns: the point.
    public static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
}
