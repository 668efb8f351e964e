import GestureKit

/// A minimal SVG 1.1 text builder: elements with attributes, escaped text, compact numbers.
///
/// The renderers write into one of these and take `finish()`; nothing here knows about gestures.
public struct SVGWriter: Sendable {
    /// The document so far.
    public private(set) var text: String
    /// Canvas width (SVG user units = CSS px).
    public let width: Double
    /// Canvas height (SVG user units = CSS px).
    public let height: Double

    /// Starts a document `width` × `height` px on a white background.
    ///
    /// - Parameters:
    ///   - width: the document's width (px).
    ///   - height: its height (px).
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
        text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        text += "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
        text += "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
        text += "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        element(
            "rect", ["x": "0", "y": "0", "width": Self.number(width), "height": Self.number(height), "fill": "#ffffff"])
    }

    /// A number with at most two decimals and no trailing zeros; non-finite values print as 0.
    ///
    /// - Parameter value: a number.
    /// - Returns: its text.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// An empty element `<name a="…"/>`; attributes are written in key order for stable output.
    ///
    /// - Parameters:
    ///   - name: the element's name.
    ///   - attributes: its attributes.
    public mutating func element(_ name: String, _ attributes: [String: String]) {
        text += "<\(name)\(Self.attributes(attributes))/>\n"
    }

    /// Opens a group `<g …>`; close it with `close()`.
    ///
    /// - Parameter attributes: the group's attributes.
    public mutating func open(_ attributes: [String: String] = [:]) {
        text += "<g\(Self.attributes(attributes))>\n"
    }

    /// Closes the innermost group.
    public mutating func close() { text += "</g>\n" }

    /// A rectangle.
    ///
    /// - Parameters:
    ///   - x: the left edge.
    ///   - y: the top edge.
    ///   - w: the width.
    ///   - h: the height.
    ///   - fill: the fill colour.
    ///   - stroke: the stroke colour; nil for none.
    ///   - strokeWidth: the stroke's width.
    ///   - extra: more attributes.
    public mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String = "none",
                              stroke: String? = nil, strokeWidth: Double = 1, extra: [String: String] = [:]) {
        var a = extra
        a["x"] = Self.number(x); a["y"] = Self.number(y)
        a["width"] = Self.number(max(0, w)); a["height"] = Self.number(max(0, h)); a["fill"] = fill
        if let stroke { a["stroke"] = stroke; a["stroke-width"] = Self.number(strokeWidth) }
        element("rect", a)
    }

    /// A straight line.
    ///
    /// - Parameters:
    ///   - x1: the start's x.
    ///   - y1: the start's y.
    ///   - x2: the end's x.
    ///   - y2: the end's y.
    ///   - stroke: the colour.
    ///   - width: the stroke's width.
    ///   - dash: the dash pattern; nil for solid.
    ///   - extra: more attributes.
    public mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String,
                              width: Double = 1, dash: String? = nil, extra: [String: String] = [:]) {
        var a = extra
        a["x1"] = Self.number(x1); a["y1"] = Self.number(y1); a["x2"] = Self.number(x2); a["y2"] = Self.number(y2)
        a["stroke"] = stroke; a["stroke-width"] = Self.number(width)
        if let dash { a["stroke-dasharray"] = dash }
        element("line", a)
    }

    /// An open path through `points` (a `<path>` with M/L commands); nothing for no points.
    ///
    /// - Parameters:
    ///   - points: the points, in order.
    ///   - stroke: the colour.
    ///   - width: the stroke's width.
    ///   - dash: the dash pattern; nil for solid.
    ///   - extra: more attributes.
    public mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double = 1,
                                  dash: String? = nil, extra: [String: String] = [:]) {
        guard let first = points.first else { return }
        var d = "M\(Self.number(first.x)) \(Self.number(first.y))"
        for p in points.dropFirst() { d += " L\(Self.number(p.x)) \(Self.number(p.y))" }
        var a = extra
        a["d"] = d; a["fill"] = "none"; a["stroke"] = stroke; a["stroke-width"] = Self.number(width)
        a["stroke-linejoin"] = "round"; a["stroke-linecap"] = "round"
        if let dash { a["stroke-dasharray"] = dash }
        element("path", a)
    }

    /// A circle.
    ///
    /// - Parameters:
    ///   - cx: the centre's x.
    ///   - cy: the centre's y.
    ///   - r: the radius.
    ///   - fill: the fill colour.
    ///   - stroke: the stroke colour; nil for none.
    ///   - strokeWidth: the stroke's width.
    ///   - extra: more attributes.
    public mutating func circle(_ cx: Double, _ cy: Double, r: Double, fill: String, stroke: String? = nil,
                                strokeWidth: Double = 1, extra: [String: String] = [:]) {
        var a = extra
        a["cx"] = Self.number(cx); a["cy"] = Self.number(cy); a["r"] = Self.number(r); a["fill"] = fill
        if let stroke { a["stroke"] = stroke; a["stroke-width"] = Self.number(strokeWidth) }
        element("circle", a)
    }

    /// A closed polygon through `points`.
    ///
    /// - Parameters:
    ///   - points: the corners, in order.
    ///   - fill: the fill colour.
    ///   - stroke: the stroke colour; nil for none.
    ///   - extra: more attributes.
    public mutating func polygon(_ points: [(x: Double, y: Double)], fill: String, stroke: String? = nil,
                                 extra: [String: String] = [:]) {
        var a = extra
        a["points"] = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        a["fill"] = fill
        if let stroke { a["stroke"] = stroke }
        element("polygon", a)
    }

    /// Text at (x, y) (baseline), escaped; `anchor` is start, middle or end.
    ///
    /// - Parameters:
    ///   - string: the text.
    ///   - x: the anchor's x.
    ///   - y: the baseline's y.
    ///   - size: the font size (px).
    ///   - anchor: `start`, `middle` or `end`.
    ///   - fill: the colour.
    ///   - bold: bold text.
    ///   - extra: more attributes.
    public mutating func label(_ string: String, _ x: Double, _ y: Double, size: Double = 12, anchor: String = "start",
                               fill: String = "#222222", bold: Bool = false, extra: [String: String] = [:]) {
        var a = extra
        a["x"] = Self.number(x); a["y"] = Self.number(y); a["fill"] = fill
        a["font-size"] = Self.number(size)
        if anchor != "start" { a["text-anchor"] = anchor }
        if bold { a["font-weight"] = "bold" }
        text += "<text\(Self.attributes(a))>\(XMLText.escaped(string))</text>\n"
    }

    /// The finished document.
    ///
    /// - Returns: the SVG text.
    public func finish() -> String { text + "</svg>\n" }

    private static func attributes(_ attributes: [String: String]) -> String {
        var s = ""
        for key in attributes.keys.sorted() { s += " \(key)=\"\(XMLText.escaped(attributes[key] ?? ""))\"" }
        return s
    }
}
