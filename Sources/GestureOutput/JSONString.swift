/// JSON string literals for text written outside the JSON Lines writer (the daemon's action
/// reports and imported rules, `serve`'s start line, `gesturekit test`'s messages): `"`, `\` and
/// the control characters escaped as RFC 8259 §7 requires, everything else as it is.
public enum JSONString {
    /// `text` as a JSON string literal.
    ///
    /// - Parameter text: any text.
    /// - Returns: `text` between double quotes, with `"` and `\` escaped, newline and tab as `\n`
    ///   and `\t`, and the other control characters below U+0020 as `\u00XX`.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
