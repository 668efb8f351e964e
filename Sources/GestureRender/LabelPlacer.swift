import GestureInput
import GestureKit

/// Places text labels in a picture so that none overlaps another or leaves its area: each label
/// offers variants from the fullest to the shortest (whole words dropped, never a word cut) and
/// positions around its anchor; the first variant that fits somewhere is drawn, else none is.
///
/// Text is measured with `TextMetrics`, a conservative estimate of the renderer's font, so a
/// label that fits here fits on screen instead of running past the canvas edge and being cut
/// there ("animatin", "ntation: rotation 60°").
public struct LabelPlacer: Sendable {
    /// The area labels must stay inside (px).
    public let area: Rect
    /// Boxes taken so far: placed labels and reserved areas (headings, marks).
    public private(set) var taken: [Rect] = []
    /// Labels that did not fit anywhere in any variant.
    public private(set) var dropped = 0

    /// A placer for labels inside `area`.
    ///
    /// - Parameter area: where labels may go (px).
    public init(area: Rect) { self.area = area }

    /// Marks `box` as taken (a heading, a legend) so no label covers it.
    ///
    /// - Parameter box: the box to keep free (px).
    public mutating func reserve(_ box: Rect) { taken.append(box) }

    /// The box of the first variant, at the first of `origins` (top-left corners, given the
    /// variant's size) where it lies inside `area` and overlaps nothing taken; nil (and counted as
    /// dropped) when no variant fits anywhere. The returned box is then taken.
    ///
    /// - Parameters:
    ///   - variants: the label's texts, longest first.
    ///   - size: the font size (px).
    ///   - padding: the free space kept around the text (px).
    ///   - origins: the candidate top-left corners for a text of a given size, best first.
    /// - Returns: the text placed and its box, or nil.
    public mutating func place(_ variants: [String], size: Double, padding: Double = 0,
                               origins: (Size) -> [Point]) -> (text: String, box: Rect)? {
        for text in variants where !text.isEmpty {
            let box = Size(
                width: TextMetrics.width(text, size: size) + 2 * padding,
                height: TextMetrics.lineHeight(size: size) + 2 * padding)
            for origin in origins(box) {
                let candidate = Rect(origin: origin, size: box)
                if contains(area, candidate) && !taken.contains(where: { Self.overlaps($0, candidate) }) {
                    taken.append(candidate)
                    return (text, candidate)
                }
            }
        }
        dropped += 1
        return nil
    }

    /// True when the interiors of `a` and `b` intersect (touching edges do not count).
    ///
    /// - Parameters:
    ///   - a: one box.
    ///   - b: the other.
    /// - Returns: whether their interiors intersect.
    public static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }
}
