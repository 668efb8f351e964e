/// The size and placement of scroll indicators (pt). UIKit does not publish these numbers; the
/// defaults are the ones flowkey's UIKit-cross-platform measured from iOS and uses in
/// `UIScrollView.swift` / `UIScrollView+indicatorsInternal.swift` (github.com/flowkey/UIKit-cross-platform),
/// the only open reimplementation that states them.
public struct ScrollIndicatorStyle: Hashable, Sendable {
    /// Thickness of the bar across its axis (pt). flowkey `indicatorThickness` = 2.5 ("values from iOS").
    public var thickness: Double
    /// Gap between the bar and the view's edge, and between the two bars at the corner (pt).
    /// flowkey `indicatorDistanceFromScrollViewFrame` = 2.5.
    public var edgeInset: Double
    /// Shortest bar while the content is within its range (pt): very long content still shows a
    /// bar one can see. flowkey `minIndicatorLength` = 30 ("like iOS does it").
    public var minimumLength: Double
    /// Shortest bar while rubber-banding (pt): the bar shortens by the overshoot down to a round dot
    /// as long as it is thick, as iOS shows it (a choice: no published number; nil = `thickness`).
    public var minimumBandedLength: Double?

    /// A style; every default is cited on its property.
    ///
    /// - Parameters:
    ///   - thickness: the bar's thickness (pt).
    ///   - edgeInset: the bar's distance from the viewport's edges (pt).
    ///   - minimumLength: the shortest bar while in range (pt).
    ///   - minimumBandedLength: the shortest bar while rubber-banding (pt); nil uses `thickness`.
    public init(thickness: Double = 2.5, edgeInset: Double = 2.5, minimumLength: Double = 30,
                minimumBandedLength: Double? = nil) {
        self.thickness = thickness
        self.edgeInset = edgeInset
        self.minimumLength = minimumLength
        self.minimumBandedLength = minimumBandedLength
    }

    /// UIKit-like defaults.
    public static let uikit = ScrollIndicatorStyle()

    /// The shortest bar while rubber-banding (pt).
    var bandedMinimum: Double { minimumBandedLength ?? thickness }
}
