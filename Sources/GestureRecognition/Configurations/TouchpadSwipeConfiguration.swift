/// Tunables of `TouchpadSwipeRecognizer` (libinput swipe gestures, 3+ fingers).
public struct TouchpadSwipeConfiguration: Hashable, Sendable, Codable {
    /// Finger count to accept; nil = any.
    public var fingers: Int? = nil
    /// The defaults above.
    public init(fingers: Int? = nil) { self.fingers = fingers }
}
