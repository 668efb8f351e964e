import GestureInput

/// Tunables of `LongPressRecognizer` (UIKit `UILongPressGestureRecognizer` defaults).
public struct LongPressConfiguration: Hashable, Sendable, Codable {
    /// How long the fingers must stay down before the press begins (500 ms; UIKit 0.5 s,
    /// Flutter kLongPressTimeout; Android uses 400).
    public var minimumPressDuration: TimeSpan = .milliseconds(500)
    /// How far a touch may move before the press has begun without failing (10 pt; UIKit).
    public var allowableMovement: Double = 10
    /// Fingers that must be down (1; UIKit `numberOfTouchesRequired`).
    public var touchesRequired: Int = 1
    /// Full taps before the press (0; UIKit `numberOfTapsRequired`; 1 = tap-and-hold).
    public var tapsRequired: Int = 0
    /// Longest gap between the preceding taps' lift and the next down, when `tapsRequired` > 0
    /// (300 ms; same as `TapConfiguration.maximumTapInterval`).
    public var maximumTapInterval: TimeSpan = .milliseconds(300)

    /// The defaults above.
    public init() {}

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = LongPressConfiguration()
        minimumPressDuration = try c.decode(.minimumPressDuration, default: d.minimumPressDuration)
        allowableMovement = try c.decode(.allowableMovement, default: d.allowableMovement)
        touchesRequired = try c.decode(.touchesRequired, default: d.touchesRequired)
        tapsRequired = try c.decode(.tapsRequired, default: d.tapsRequired)
        maximumTapInterval = try c.decode(.maximumTapInterval, default: d.maximumTapInterval)
    }
}
