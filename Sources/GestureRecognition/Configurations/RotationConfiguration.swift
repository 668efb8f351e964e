/// Tunables of `RotationRecognizer` (DESIGN §5 table).
public struct RotationConfiguration: Hashable, Sendable, Codable {
    /// Touches that rotate (2).
    public var touchesRequired: Int = 2
    /// Angle change before the rotation begins (radians; 5° = π/36); rotation is reported from the
    /// angle when the second finger landed.
    public var slop: Double = .pi / 36

    /// The defaults above.
    public init() {}

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = RotationConfiguration()
        touchesRequired = try c.decode(.touchesRequired, default: d.touchesRequired)
        slop = try c.decode(.slop, default: d.slop)
    }
}
