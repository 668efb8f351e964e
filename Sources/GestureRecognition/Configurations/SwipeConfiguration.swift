import GestureInput

/// Tunables of `SwipeRecognizer` (discrete; defaults in docs/recognition.md, "Constants used").
public struct SwipeConfiguration: Hashable, Sendable, Codable {
    /// Directions that count (right; UIKit `direction` default `.right`).
    public var directions: [SwipeDirection] = [.right]
    /// Fingers required (1; UIKit `numberOfTouchesRequired`).
    public var touchesRequired: Int = 1
    /// Travel along the direction before lift (50 pt; UIKit-like).
    public var minimumDistance: Double = 50
    /// Speed along the direction at lift (300 pt/s; Hammer.js swipe velocity 0.3 px/ms).
    public var minimumVelocity: Double = 300
    /// Longest swipe, first down → lift (500 ms).
    public var maximumDuration: TimeSpan = .milliseconds(500)
    /// Largest angle between the motion and an accepted direction (radians; 30° = π/6).
    public var angleTolerance: Double = .pi / 6
    /// Travel from the start after which the stroke's direction is judged (10 pt, the pan's
    /// hysteresis): beyond it, a stroke more than `angleTolerance` from every accepted direction
    /// fails the swipe, so a pan waiting for it is released early. Raw devices raise it to
    /// `minimumDistance` (`GraphConfiguration.fitted(to:pointsPerMillimetre:)`): the direction is
    /// then judged from the stroke's displacement over its whole recognition window, as UIKit's
    /// swipe asks the touches to have "moved mostly in an allowable direction far enough", so the
    /// hook a finger draws as it lands does not decide it.
    public var directionDecisionDistance: Double = 10

    /// The defaults above.
    public init() {}

    /// Defaults with the given directions.
    ///
    /// - Parameters:
    ///   - directions: the directions that count.
    ///   - touchesRequired: how many fingers must swipe together.
    public init(directions: [SwipeDirection], touchesRequired: Int = 1) {
        self.directions = directions; self.touchesRequired = touchesRequired
    }

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = SwipeConfiguration()
        directions = try c.decode(.directions, default: d.directions)
        touchesRequired = try c.decode(.touchesRequired, default: d.touchesRequired)
        minimumDistance = try c.decode(.minimumDistance, default: d.minimumDistance)
        minimumVelocity = try c.decode(.minimumVelocity, default: d.minimumVelocity)
        maximumDuration = try c.decode(.maximumDuration, default: d.maximumDuration)
        angleTolerance = try c.decode(.angleTolerance, default: d.angleTolerance)
        directionDecisionDistance = try c.decode(.directionDecisionDistance, default: d.directionDecisionDistance)
    }
}
