/// Tunables of `TouchpadSwipeRecognizer` (libinput swipe gestures, 3+ fingers).
public struct TouchpadSwipeConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    ///
    /// - Parameter fingers: the finger count to accept; nil for any.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}
