/// Whether a line of YAML stands on its own, as the streaming `libinput record` reader needs.
///
/// `LibinputRecordLayout` decides by indentation, line by line, where an `events:` body ends and
/// hands everything else to Yams. That holds only for lines that are whole in themselves. YAML also
/// lets a flow collection (`[…]`, `{…}`) or a quoted scalar run on over several lines, and libyaml
/// ignores indentation inside them: a row opened on one line may close lines later, at column 0.
/// Anchors, aliases and tags tie a row to text elsewhere in the document. `\r`, NEL, LS and PS
/// break lines for YAML but not for the line reader. This type follows those constructs over the
/// file's lines. It is deliberately coarse: when unsure, it says "not on its own". The reader then
/// parses the whole document, which is always right, just not streamed. `libinput record` writes
/// none of these constructs (libinput-record(1)), so its files stay streamed.
struct YAMLLineContext {
    /// Open `[` and `{` not yet closed.
    private var flowDepth = 0
    /// The quote of a quoted scalar still open at the end of the last line.
    private var openQuote: UInt8?
    /// The indentation of the line that began a block scalar (`|`, `>`): deeper lines (and blank
    /// ones) are its text.
    private var blockScalarIndent: Int?

    /// What one line was, seen from outside it.
    struct Line {
        /// The line began inside a multi-line construct (flow collection, quoted or block scalar).
        var startsInside: Bool
        /// The line ends inside a flow collection or quoted scalar, so the next line continues it.
        var endsInside: Bool
        /// The line holds what ties it to other lines or breaks it for YAML: an anchor, alias or
        /// tag, or a line break the line reader does not split on.
        var isEntangled: Bool

        /// A line whole in itself.
        static let alone = Line(startsInside: false, endsInside: false, isEntangled: false)

        /// True when the line is whole in itself: it can be classified by indentation alone.
        var standsAlone: Bool { !startsInside && !endsInside && !isEntangled }
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The next line begins outside any construct over several lines (flow collection, quoted or
    /// block scalar): a line then stands alone if it holds none itself (`RecordLine.standingRowIndent`).
    var isOutside: Bool { flowDepth == 0 && openQuote == nil && blockScalarIndent == nil }

    /// Follows `line` (without its terminator) and says what it was.
    mutating func scan(_ line: UnsafeBufferPointer<UInt8>) -> Line {
        let n = line.count
        var i = 0
        while i < n && (line[i] == Self.space || line[i] == Self.tab) { i += 1 }
        if let indent = blockScalarIndent {
            if i == n || i > indent {
                return Line(startsInside: true, endsInside: false, isEntangled: Self.hasForeignBreak(line, from: 0))
            }
            blockScalarIndent = nil
        }
        let startsInside = flowDepth > 0 || openQuote != nil
        var entangled = false
        let indent = i
        /// Where a comment starts (the line's content ends there).
        var contentEnd = n
        var j = 0
        while j < n {
            // Most bytes are digits, blanks and commas: skipped eight at a time.
            j = Self.firstByteThatMayMatter(line, from: j)
            guard j < n else { break }
            let c = line[j]
            if c == 0x0D || c == 0xC2 || c == 0xE2, Self.isForeignBreak(line, at: j) { entangled = true }
            if let quote = openQuote {
                if quote == UInt8(ascii: "\"") && c == UInt8(ascii: "\\") && j + 1 < n && line[j + 1] < 0x80
                    && line[j + 1] != 0x0D
                {
                    j += 2  // an escaped character (a quote among them)
                    continue
                }
                if c == quote {
                    if quote == UInt8(ascii: "'") && j + 1 < n && line[j + 1] == quote {
                        j += 2  // '' is a quote inside a single-quoted scalar
                        continue
                    }
                    openQuote = nil
                }
                j += 1
                continue
            }
            let atTokenStart = j == 0 || Self.beginsToken(after: line[j - 1], inFlow: flowDepth > 0)
            switch c {
            case UInt8(ascii: "#") where j == 0 || line[j - 1] == Self.space || line[j - 1] == Self.tab:
                // A comment runs to the line break, which may be one the line reader does not see.
                if Self.hasForeignBreak(line, from: j) { entangled = true }
                contentEnd = j
                j = n
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if atTokenStart { openQuote = c }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if atTokenStart || flowDepth > 0 { flowDepth += 1 }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if flowDepth > 0 { flowDepth -= 1 }
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "%"):
                if atTokenStart { entangled = true }
            default:
                break
            }
            j += 1
        }
        if flowDepth == 0, openQuote == nil, Self.endsWithBlockScalarHeader(line, before: contentEnd) {
            blockScalarIndent = indent
        }
        return Line(startsInside: startsInside, endsInside: flowDepth > 0 || openQuote != nil, isEntangled: entangled)
    }

    /// Bytes the scan acts on: quotes, brackets, `#`, `&`, `*`, `!`, `%`, `\\`, `\r`, and the lead
    /// bytes of NEL, LS and PS (C2, E2). Two 64-bit masks for ASCII.
    @inline(__always) static func mayMatter(_ c: UInt8) -> Bool {
        if c < 64 { return (lowMask >> UInt64(c)) & 1 != 0 }
        if c < 128 { return (highMask >> UInt64(c - 64)) & 1 != 0 }
        return c == 0xC2 || c == 0xE2
    }
    /// `\r` (13), `!` (33), `"` (34), `#` (35), `%` (37), `&` (38), `'` (39), `*` (42).
    private static let lowMask: UInt64 = 1 << 13 | 1 << 33 | 1 << 34 | 1 << 35 | 1 << 37 | 1 << 38 | 1 << 39 | 1 << 42
    /// `[` (91), `\\` (92), `]` (93), `{` (123), `}` (125), less 64.
    private static let highMask: UInt64 = 1 << 27 | 1 << 28 | 1 << 29 | 1 << 59 | 1 << 61

    /// A scalar, collection or property may start after `previous` (whitespace or an indicator).
    private static func beginsToken(after previous: UInt8, inFlow: Bool) -> Bool {
        switch previous {
        case space, tab, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "?"):
            return true
        case UInt8(ascii: ":"):
            return inFlow  // `{"a":"b"}`: a JSON-like key's value may follow its colon at once
        default:
            return false
        }
    }

    /// The line's last token before `end` (a comment, or the line's end) is a block scalar header
    /// (`|` or `>`, then `+`, `-` or digits) that follows whitespace or starts the line.
    private static func endsWithBlockScalarHeader(_ line: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        var k = end - 1
        while k >= 0, line[k] == space || line[k] == tab { k -= 1 }
        while k >= 0, line[k] == UInt8(ascii: "+") || line[k] == UInt8(ascii: "-") || (line[k] &- 0x30) < 10 { k -= 1 }
        guard k >= 0, line[k] == UInt8(ascii: "|") || line[k] == UInt8(ascii: ">") else { return false }
        return k == 0 || line[k - 1] == space || line[k - 1] == tab
    }

    /// `\r` (the line reader drops only a final one), NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9)
    /// at `k`: a line break for libyaml (`IS_BREAK`) inside what the line reader returns as one line.
    private static func isForeignBreak(_ line: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        let n = line.count
        switch line[k] {
        case 0x0D: return true
        case 0xC2: return k + 1 < n && line[k + 1] == 0x85
        case 0xE2: return k + 2 < n && line[k + 1] == 0x80 && (line[k + 2] == 0xA8 || line[k + 2] == 0xA9)
        default: return false
        }
    }

    /// A foreign line break (`isForeignBreak`) anywhere from `start` on.
    static func hasForeignBreak(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var k = firstByteThatMayBreak(line, from: start)
        while k < line.count {
            if isForeignBreak(line, at: k) { return true }
            k += 1
        }
        return false
    }
}
