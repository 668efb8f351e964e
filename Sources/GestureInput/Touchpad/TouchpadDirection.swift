import Foundation

/// The compass octants a finger's motion points into, as libinput judges "moving the same way"
/// (`xy_get_direction` in `src/util-geometry.h` / `libinput-util.h`, used by
/// `tp_gesture_get_direction` in `src/evdev-mt-touchpad-gestures.c`).
///
/// One bit per octant, clockwise from north (y grows downwards, as on the pad). A short motion
/// (under 2 mm on both axes) marks the three octants around its quadrant or half-axis; a longer
/// one the one or two octants its angle is close to.
public struct TouchpadDirection: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    /// The octants whose bits are set.
    ///
    /// - Parameter rawValue: one bit per octant, bit 0 north, then clockwise (bit 7 north-west).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let north = TouchpadDirection(rawValue: 1 << 0)
    public static let northEast = TouchpadDirection(rawValue: 1 << 1)
    public static let east = TouchpadDirection(rawValue: 1 << 2)
    public static let southEast = TouchpadDirection(rawValue: 1 << 3)
    public static let south = TouchpadDirection(rawValue: 1 << 4)
    public static let southWest = TouchpadDirection(rawValue: 1 << 5)
    public static let west = TouchpadDirection(rawValue: 1 << 6)
    public static let northWest = TouchpadDirection(rawValue: 1 << 7)

    /// Below this many millimetres on both axes a motion's angle is too coarse to trust, so the
    /// quadrant decides (libinput's `xy_get_direction`: 2.0).
    public static let coarseMotionMillimetres = 2.0

    /// The octants of a motion of `dx`, `dy` millimetres; empty for no motion (or a non-finite one).
    ///
    /// - Parameters:
    ///   - dx: the motion rightwards, in millimetres.
    ///   - dy: the motion downwards, in millimetres.
    public init(dx: Double, dy: Double) {
        guard dx.isFinite && dy.isFinite else { self = []; return }
        if abs(dx) < Self.coarseMotionMillimetres && abs(dy) < Self.coarseMotionMillimetres {
            switch (dx.sign(), dy.sign()) {
            case (1, 1): self = [.south, .southEast, .east]
            case (1, -1): self = [.north, .northEast, .east]
            case (-1, 1): self = [.south, .southWest, .west]
            case (-1, -1): self = [.north, .northWest, .west]
            case (1, 0): self = [.northEast, .east, .southEast]
            case (-1, 0): self = [.northWest, .west, .southWest]
            case (0, 1): self = [.southEast, .south, .southWest]
            case (0, -1): self = [.northEast, .north, .northWest]
            default: self = []
            }
            return
        }
        // The angle as eighths of a turn clockwise from north, in [0, 8); the octants within a
        // tenth of an eighth of it are marked (one, or two near a boundary).
        let turn = (atan2(dy, dx) + 2.5 * Double.pi).truncatingRemainder(dividingBy: 2 * Double.pi)
        let eighths = turn * 4 / Double.pi
        let first = Int(eighths + 0.9) % 8, second = Int(eighths + 0.1) % 8
        self.init(rawValue: UInt8(1 << first) | UInt8(1 << second))
    }

    /// True when two motions point the same or neighbouring ways: libinput's
    /// `tp_gesture_same_directions` (octants that overlap, or sit next to each other, north and
    /// north-west included).
    ///
    /// - Parameter other: the other motion's octants.
    /// - Returns: true when any octant of one overlaps or neighbours one of the other; false when either is empty.
    public func isSame(as other: TouchpadDirection) -> Bool {
        let a = rawValue, b = other.rawValue
        return ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0
            || ((a & 0x80) != 0 && (b & 0x01) != 0) || ((b & 0x80) != 0 && (a & 0x01) != 0)
    }
}

private extension Double {
    /// -1, 0 or 1.
    func sign() -> Int { self > 0 ? 1 : (self < 0 ? -1 : 0) }
}
