import GestureKit

/// Width and height estimates of SVG text in the pictures' font (DejaVu Sans, falling back to
/// Helvetica/Arial), used to keep labels apart and inside their panels.
public enum TextMetrics {
    /// Average advance per character as a fraction of the font size: DejaVu Sans's widest common
    /// glyphs ("m", "w", digits at 0.64 em) bound it; 0.62 over-estimates mixed text slightly,
    /// which only leaves a little more room between labels.
    public static let advancePerCharacter = 0.62

    /// The estimated width (px) of `text` at `size` px.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - size: the font size (px).
    /// - Returns: the width (px).
    public static func width(_ text: String, size: Double) -> Double {
        Double(text.count) * size * advancePerCharacter
    }

    /// The height (px) a line of text at `size` px occupies (ascent + descent).
    ///
    /// - Parameter size: the font size (px).
    /// - Returns: the height (px).
    public static func lineHeight(size: Double) -> Double { size * 1.25 }

    /// The box of a text drawn at baseline (x, y) with `anchor` (start, middle, end).
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - x: the anchor's x.
    ///   - y: the baseline's y.
    ///   - size: the font size (px).
    ///   - anchor: `start`, `middle` or `end`.
    /// - Returns: the box (px).
    public static func box(_ text: String, x: Double, y: Double, size: Double, anchor: String = "start") -> Rect {
        let w = width(text, size: size)
        let left = anchor == "end" ? x - w : anchor == "middle" ? x - w / 2 : x
        return Rect(x: left, y: y - size, width: w, height: lineHeight(size: size))
    }

    /// `text` shortened by dropping whole trailing words until it is at most `limit` px wide at
    /// `size`, ending in "…" when something was dropped; nil when not even the first word fits.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - limit: the widest it may be (px).
    ///   - size: the font size (px).
    ///   - separators: the characters words are split at.
    /// - Returns: the text, shortened if needed, or nil.
    public static func abbreviate(
        _ text: String, toWidth limit: Double, size: Double, separators: Set<Character> = [" "]
    ) -> String? {
        if width(text, size: size) <= limit { return text }
        var cut = text
        while let index = cut.lastIndex(where: { separators.contains($0) }) {
            cut = String(cut[..<index])
            while let last = cut.last, last == "," || last == ":" || last == " " || separators.contains(last) {
                cut.removeLast()
            }
            if !cut.isEmpty, width(cut + "…", size: size) <= limit { return cut + "…" }
        }
        return nil
    }
}
