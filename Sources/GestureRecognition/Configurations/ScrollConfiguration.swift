import GestureInput

/// Tunables of `ScrollRecognizer` (pointer scroll events; finger scrolls become a pan-like
/// continuous gesture whose release carries a velocity for kinetic scrolling).
public struct ScrollConfiguration: Hashable, Sendable, Codable {
    /// Scroll sources to accept (all three by default).
    public var sources: [ScrollSource] = [.finger, .wheel, .continuous]

    /// The defaults above.
    public init() {}

    /// Defaults with the given sources.
    ///
    /// - Parameter sources: the scroll sources to accept.
    public init(sources: [ScrollSource]) { self.sources = sources }

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sources = try c.decode(.sources, default: ScrollConfiguration().sources)
    }
}
