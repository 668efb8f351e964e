/// Text for XML character data and attribute values, for the SVG pictures (`SVGWriter`) and the
/// JUnit reports of `gesturekit test`: one escaping rule for both.
public enum XMLText {
    /// `text` as XML character data or an attribute value.
    ///
    /// The five markup characters become entities; newline, tab and return become character
    /// references (an attribute value keeps them so, where a parser would turn them into spaces);
    /// the characters XML 1.0 cannot hold at all (the other controls below U+0020, U+FFFE and
    /// U+FFFF) become U+FFFD.
    ///
    /// - Parameter text: any text.
    /// - Returns: the escaped text.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out += "&#\(c.value);"
            case _ where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
