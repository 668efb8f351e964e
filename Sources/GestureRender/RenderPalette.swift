import GestureKit

/// Colours of the rendered pictures: one per touch, one per kind of scroll activity, and the
/// neutral greys. Chosen from the Okabe–Ito colour-blind-safe palette so touches stay distinct.
public enum RenderPalette {
    /// Touch colours, cycled in landing order (Okabe–Ito: blue, vermillion, green, reddish purple,
    /// sky blue, orange, yellow).
    public static let touches = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#56B4E9", "#E69F00", "#B8A000"]
    /// Ink for text and gesture markers.
    public static let ink = "#222222"
    /// Secondary text and axes.
    public static let muted = "#777777"
    /// Grid lines and panel borders.
    public static let grid = "#dddddd"
    /// The touch surface and content backgrounds.
    public static let paper = "#f6f6f2"

    /// The colour of the touch with landing index `index`.
    ///
    /// - Parameter index: the touch's landing index.
    /// - Returns: the colour.
    public static func touch(_ index: Int) -> String { touches[index % touches.count] }

    /// The colour of a scroll activity span.
    ///
    /// - Parameter kind: the kind of activity.
    /// - Returns: the colour.
    public static func activity(_ kind: ScrollActivity.Kind) -> String {
        switch kind {
        case .dragging: "#0072B2"
        case .decelerating: "#E69F00"
        case .zooming: "#CC79A7"
        case .animating: "#009E73"
        }
    }
}
