/// Tunables of `TouchpadPinchRecognizer` (libinput pinch gestures; reported like a touchscreen pinch).
public struct TouchpadPinchConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}
