/// Tunables of `PinchRecognizer` (DESIGN §5 table).
public struct PinchConfiguration: Hashable, Sendable, Codable {
    /// Touches that pinch (2).
    public var touchesRequired: Int = 2
    /// Relative span change before the pinch begins (0.05 = 5 %); the scale stays relative to the
    /// span when the second finger landed, so the slop is not lost (UIKit, Flutter).
    public var scaleSlop: Double = 0.05

    /// The defaults above.
    public init() {}

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = PinchConfiguration()
        touchesRequired = try c.decode(.touchesRequired, default: d.touchesRequired)
        scaleSlop = try c.decode(.scaleSlop, default: d.scaleSlop)
    }
}
