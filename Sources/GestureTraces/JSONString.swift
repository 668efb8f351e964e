/// JSON string literals, with one escaping rule for every JSON GestureKit writes: `.gktrace`
/// files (`GktraceEncoder`), the daemon's action reports and imported rules, `serve`'s start line,
/// `gesturekit test`'s messages and the live probe's log lines. `"` and `\` are escaped, newline,
/// return and tab as `\n`, `\r` and `\t`, the other control characters below U+0020 as
/// `\u00XX` (RFC 8259 §7); everything else is written as it is, in UTF-8.
public enum JSONString {
    /// `text` as a JSON string literal.
    ///
    /// - Parameter text: any text.
    /// - Returns: `text` between double quotes, escaped as the type describes.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (quotes included) to `bytes`.
    ///
    /// - Parameters:
    ///   - text: any text.
    ///   - bytes: where the literal's UTF-8 goes.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                          hexDigits[Int(b >> 4)], hexDigits[Int(b & 0xF)]]
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Lower-case hexadecimal digits, for `\u00XX`.
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
