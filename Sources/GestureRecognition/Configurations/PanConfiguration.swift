/// Tunables of `PanRecognizer` (defaults in docs/recognition.md, "Constants used").
public struct PanConfiguration: Hashable, Sendable, Codable {
    /// Fewest touches that pan (1; UIKit `minimumNumberOfTouches`).
    public var minimumTouches: Int = 1
    /// Most touches that pan; nil = unlimited (UIKit `maximumNumberOfTouches` = Int.max).
    public var maximumTouches: Int? = nil
    /// Centroid movement before the pan begins (10 pt; UIKit-like, Hammer.js pan 10 px; Flutter
    /// kPanSlop is 36 for touch).
    public var hysteresis: Double = 10

    /// The defaults above.
    public init() {}

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = PanConfiguration()
        minimumTouches = try c.decode(.minimumTouches, default: d.minimumTouches)
        maximumTouches = try c.decodeIfPresent(Int.self, forKey: .maximumTouches)
        hysteresis = try c.decode(.hysteresis, default: d.hysteresis)
    }
}
