/// Tunables of `TouchpadSwipeRecognizer` (libinput swipe gestures, 3+ fingers).
public struct TouchpadSwipeConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}

/// Tunables of `TouchpadPinchRecognizer` (libinput pinch gestures; reported like a touchscreen pinch).
public struct TouchpadPinchConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}

/// Tunables of `TouchpadHoldRecognizer` (libinput hold gestures: fingers resting on the pad).
public struct TouchpadHoldConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}
