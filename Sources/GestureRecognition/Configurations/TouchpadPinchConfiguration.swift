/// Tunables of `TouchpadPinchRecognizer` (libinput pinch gestures; reported like a touchscreen pinch).
public struct TouchpadPinchConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    ///
    /// - Parameter fingers: the finger count to accept; nil for any.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}
