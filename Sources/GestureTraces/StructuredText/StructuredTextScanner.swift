/// One pass over YAML or JSON bytes measuring what `StructuredTextLimits` bounds, without parsing:
/// the nesting depth (open block indentation levels, `- ` entries begun on one line, and open
/// `[`/`{` brackets) and the aliases. It follows what changes the meaning of those bytes — quoted
/// scalars (over several lines too), comments, block scalars (`|`, `>`) and anchors or tags before
/// a bracket — and errs towards counting more: a plain scalar continued on ever deeper lines counts
/// a level per line, which no real configuration or recording does 64 times.
struct StructuredTextScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: StructuredTextLimits
    private var index = 0
    private var line = 1
    /// Indentation columns of the open block levels, innermost last.
    private var indents: [Int] = []
    private var flowDepth = 0
    private var aliases = 0
    private var quote = Quote.none
    /// Inside a block scalar: the indentation its lines go beyond.
    private var blockScalarIndent: Int?

    private enum Quote { case none, single, double }

    init(bytes: UnsafeBufferPointer<UInt8>, limits: StructuredTextLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The first limit passed, or nil.
    mutating func run() -> StructuredTextLimitError? {
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if let error = scanLine(index, end) { return error }
            index = end + 1
            line += 1
        }
        return nil
    }

    private mutating func scanLine(_ start: Int, _ end: Int) -> StructuredTextLimitError? {
        var at = start
        while at < end, bytes[at] == UInt8(ascii: " ") { at += 1 }
        let indent = at - start
        let blank = Self.onlyBlanks(bytes, at, end)
        if quote != .none || flowDepth > 0 {
            return scanContent(start, end, depth: indents.count)
        }
        if let scalarIndent = blockScalarIndent {
            if blank || indent > scalarIndent { return nil }
            blockScalarIndent = nil
        }
        if blank || bytes[at] == UInt8(ascii: "#") { return nil }
        while let last = indents.last, last > indent { indents.removeLast() }
        if indents.last != indent { indents.append(indent) }
        // `- - - x`: each entry begun on this line is one level deeper.
        var depth = indents.count
        while at < end, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "?"),
              at + 1 == end || bytes[at + 1] == UInt8(ascii: " ") {
            depth += 1
            at += 1
            while at < end, bytes[at] == UInt8(ascii: " ") { at += 1 }
        }
        if depth > limits.maximumDepth { return tooDeep() }
        return scanContent(at, end, depth: depth, lineIndent: indent)
    }

    /// The rest of a line from `start`: quotes, comments, brackets, aliases, a block scalar's start.
    private mutating func scanContent(_ start: Int, _ end: Int, depth: Int, lineIndent: Int = 0)
        -> StructuredTextLimitError?
    {
        var at = start
        var lastNonSpace: UInt8?
        var previousWasSpace = true
        while at < end {
            let c = bytes[at]
            switch quote {
            case .double:
                if c == UInt8(ascii: "\\") { at += 2; continue }
                if c == UInt8(ascii: "\"") { quote = .none; lastNonSpace = c; previousWasSpace = false }
                at += 1
                continue
            case .single:
                if c == UInt8(ascii: "'") {
                    if at + 1 < end, bytes[at + 1] == UInt8(ascii: "'") { at += 2; continue }
                    quote = .none; lastNonSpace = c; previousWasSpace = false
                }
                at += 1
                continue
            case .none:
                break
            }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
                previousWasSpace = true
                at += 1
                continue
            }
            if c == UInt8(ascii: "#"), previousWasSpace { return nil }
            let valueStart = Self.startsValue(lastNonSpace, previousWasSpace: previousWasSpace, inFlow: flowDepth > 0)
            switch c {
            case UInt8(ascii: "\"") where valueStart: quote = .double
            case UInt8(ascii: "'") where valueStart: quote = .single
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if flowDepth > 0 || valueStart {
                    flowDepth += 1
                    if depth + flowDepth > limits.maximumDepth { return tooDeep() }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if flowDepth > 0 { flowDepth -= 1 }
            case UInt8(ascii: "*") where valueStart:
                aliases += 1
                if aliases > limits.maximumAliases {
                    return StructuredTextLimitError(line: line, limit: .aliases(limits.maximumAliases))
                }
                at = Self.tokenEnd(bytes, at, end)
                lastNonSpace = UInt8(ascii: "*")
                previousWasSpace = false
                continue
            case UInt8(ascii: "&"), UInt8(ascii: "!"):
                if valueStart {
                    // An anchor or tag before a value: the value still starts after it.
                    at = Self.tokenEnd(bytes, at, end)
                    previousWasSpace = true
                    continue
                }
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                if valueStart, flowDepth == 0, Self.onlyBlockScalarHeader(bytes, at + 1, end) {
                    blockScalarIndent = lineIndent
                    return nil
                }
            default:
                break
            }
            lastNonSpace = c
            previousWasSpace = false
            at += 1
        }
        return nil
    }

    private func tooDeep() -> StructuredTextLimitError {
        StructuredTextLimitError(line: line, limit: .depth(limits.maximumDepth))
    }

    /// Whether a character after `last` (nil: the line's start) begins a value, where a quote is a
    /// quoted scalar, `[`/`{` a collection and `*` an alias rather than part of a plain scalar.
    private static func startsValue(_ last: UInt8?, previousWasSpace: Bool, inFlow: Bool) -> Bool {
        guard let last else { return true }
        switch last {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","): return inFlow || previousWasSpace
        case UInt8(ascii: ":"): return inFlow || previousWasSpace
        case UInt8(ascii: "-"), UInt8(ascii: "?"): return previousWasSpace
        default: return false
        }
    }

    /// The end of an anchor, alias or tag name that starts at `start`.
    private static func tokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var at = start + 1
        while at < end {
            switch bytes[at] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ","),
                UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return at
            default: at += 1
            }
        }
        return at
    }

    /// Whether `start..<end` is what may follow `|` or `>`: chomping and indentation indicators,
    /// then blanks and perhaps a comment.
    private static func onlyBlockScalarHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var at = start
        while at < end, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-")
            || (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[at]) {
            at += 1
        }
        while at < end, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t") || bytes[at] == 13 { at += 1 }
        return at == end || bytes[at] == UInt8(ascii: "#")
    }

    private static func onlyBlanks(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var at = start
        while at < end {
            guard bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t") || bytes[at] == 13 else {
                return false
            }
            at += 1
        }
        return true
    }
}
