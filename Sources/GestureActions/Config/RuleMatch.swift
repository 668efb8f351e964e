import Foundation
import GestureKit

/// Which gestures a rule takes: its kind, and optionally fingers, direction, device kind and
/// device name. Matching is a pure function of the gesture's begin, so `--explain` says exactly
/// why a rule did not take a gesture.
public struct RuleMatch: Sendable, Hashable {
    /// The gesture kind.
    public var gesture: DesktopGestureKind
    /// Finger count; nil = any.
    public var fingers: Int?
    /// Direction; nil = any.
    public var direction: DesktopDirection?
    /// Device kind; nil = any.
    public var device: DesktopDeviceKind?
    /// A glob (`fnmatch(3)`: `*`, `?`, `[…]`) the whole device name must match, ignoring case;
    /// nil = any. A substring is `*part*`.
    public var deviceName: String?

    /// A match; nil fields take anything.
    ///
    /// - Parameters:
    ///   - gesture: the gesture kind.
    ///   - fingers: the finger count; nil for any.
    ///   - direction: the direction; nil for any.
    ///   - device: the device kind; nil for any.
    ///   - deviceName: a glob (`fnmatch(3)`) the whole device name must match, ignoring case; nil
    ///     for any.
    public init(gesture: DesktopGestureKind, fingers: Int? = nil, direction: DesktopDirection? = nil,
                device: DesktopDeviceKind? = nil, deviceName: String? = nil) {
        self.gesture = gesture; self.fingers = fingers; self.direction = direction; self.device = device
        self.deviceName = deviceName
    }

    /// Why `gesture` is not taken, in words, or nil when it is.
    /// - Parameter gesture: a gesture's begin.
    /// - Returns: the first field that differs ("fingers 4, not 3"), or nil for a match.
    public func mismatch(_ gesture: DesktopGesture) -> String? {
        if gesture.kind != self.gesture { return "gesture \(gesture.kind.rawValue), not \(self.gesture.rawValue)" }
        if let fingers, gesture.fingers != fingers { return "fingers \(gesture.fingers), not \(fingers)" }
        if let direction, gesture.direction != direction {
            return "direction \(gesture.direction?.rawValue ?? "none"), not \(direction.rawValue)"
        }
        if let device, gesture.device != device { return "device \(gesture.device.rawValue), not \(device.rawValue)" }
        if let deviceName, fnmatch(deviceName, gesture.deviceName, Self.caseFold) != 0 {
            return "device name \"\(gesture.deviceName)\" does not match \"\(deviceName)\""
        }
        return nil
    }

    /// glibc's `FNM_CASEFOLD` (`fnmatch.h`: 1 << 4), which Swift's Glibc module does not export.
    private static let caseFold: Int32 = 1 << 4
}
