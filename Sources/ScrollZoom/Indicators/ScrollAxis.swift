/// One axis of a scroll view: which indicator, which edge pair, which page direction.
public enum ScrollAxis: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left–right (x).
    case horizontal
    /// Top–bottom (y).
    case vertical
}
