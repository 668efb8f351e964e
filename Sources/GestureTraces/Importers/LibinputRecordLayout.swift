#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over a `libinput record` file's lines: the header (everything but the bodies of the
/// `events:` sections, for Yams), where each `events:` body is, and the facts about all events the
/// reader needs before its first event. Memory: the header text, a few numbers per device.
struct LibinputRecordLayout {
    /// The body of one device's `events:` key.
    struct Section {
        /// Line of the `events:` key (1-based), which stays in the header.
        var keyLine: Int
        /// Indentation of the `events:` key.
        var keyIndent: Int
        /// Byte offset of the first body line.
        var offset: Int
        /// Number of body lines.
        var lineCount: Int
        /// Whether any evdev row is in the body (then the device's touches come from its evdev
        /// rows and its `libinput` TOUCH_* rows are skipped); nil when a line of a shape the fast
        /// reader does not know leaves it open (the reader then finds out by reading the rows).
        var hasEvdevRows: Bool?
        /// Whether any `libinput` row is in the body; nil when left open, as for `hasEvdevRows`.
        var hasLibinputRows: Bool?

        /// Whether a row or scalar of the body runs over several lines (then the cursors follow
        /// them with `YAMLLineContext` too; bodies libinput writes have none).
        var hasMultilineRows = false

        /// A line of a shape the fast reader does not know: what rows hide in it is left to them.
        mutating func leaveOpen() { hasEvdevRows = nil; hasLibinputRows = nil }

        /// A row of `list` (the list key above it, if any): that list is known to have rows,
        /// unless a line of another shape left the body open.
        mutating func noteRow(of list: RecordLine.List?) {
            if list == .evdev && hasEvdevRows == false {
                hasEvdevRows = true
            } else if list == .libinput && hasLibinputRows == false {
                hasLibinputRows = true
            }
        }
    }

    /// The file without its `events:` bodies, line breaks normalised to `\n`.
    var header: String
    /// Header line → file line.
    var lineMap: LineMap
    /// The `events:` bodies in file order.
    var sections: [Section]
    /// Whether `POINTER_SCROLL_` appears anywhere (then legacy `POINTER_AXIS` rows are dropped).
    var mentionsScrollRows: Bool
    /// Whether the file has any character other than whitespace.
    var hasContent: Bool
    /// An `events:` body holds a line the layout cannot follow (`YAMLLineContext`): an anchor, alias
    /// or tag, a line break the line reader does not see, or a row over several lines that leaves
    /// its item's indentation. Then the reader parses the whole document.
    var needsWholeDocument = false

    /// Reads `path` once.
    init(path: String) throws {
        var lines = try LineReader(path: path)
        var header: [UInt8] = []
        var segments = [LineMap.Segment(headerLine: 1, fileLine: 1)]
        var headerLines = 0
        var sections: [Section] = []
        var open: Section?
        var list: RecordLine.List?
        var itemIndent = -1
        var scroll = false
        var content = false
        var context = YAMLLineContext()
        var wholeDocument = false
        while !wholeDocument {
            // The closure cannot read `lines` (it is being read): the number and offset of the
            // line it gets, taken before.
            let number = lines.lineNumber + 1
            let offset = lines.nextLineOffset
            if var section = open, section.offset < 0 { section.offset = offset; open = section }
            guard try lines.withNextLine({ line -> Void in
            if !scroll && RecordLine.mentionsScrollRows(line) { scroll = true }
            // The row shape libinput writes, deeper than the items: a row of the current list, and
            // the line context stays outside (one pass over the line instead of `classify` and `scan`).
            if var section = open, itemIndent >= 0, context.isOutside,
               let indent = RecordLine.standingRowIndent(line), indent > itemIndent {
                content = true
                section.noteRow(of: list)
                section.lineCount += 1; open = section; return
            }
            let shape = RecordLine.classify(line)
            let standing = context.scan(line)
            if !content, shape != .blank || line.contains(where: { $0 > 0x20 }) { content = true }
            // Anywhere in the file (a `\r` in a header comment breaks the line for libyaml too):
            // only the whole document says what such a line is.
            if standing.isEntangled {
                wholeDocument = true
                return
            }
            if var section = open {
                if standing.startsInside {
                    // The rest of a row or scalar begun above. Yams reads its item whole, which
                    // only works while it stays inside that item; libyaml ignores indentation in
                    // flow context, so it may not.
                    guard itemIndent >= 0, shape.indent.map({ $0 > itemIndent }) ?? true else {
                        wholeDocument = true
                        return
                    }
                    section.leaveOpen()
                    section.hasMultilineRows = true
                    section.lineCount += 1; open = section; return
                }
                if standing.endsInside {
                    section.leaveOpen()
                    section.hasMultilineRows = true
                }
                // Inside the body, before the first `- ` or beside the items, a line that starts
                // no item says `events:` holds no list: a scalar over several lines (libyaml reads
                // a `- [` on a deeper line as more of its text) or a mapping. Only the whole
                // document says what it is.
                if let indent = shape.indent, indent > section.keyIndent, !shape.startsItem,
                   itemIndent < 0 || indent <= itemIndent {
                    wholeDocument = true
                    return
                }
                switch shape {
                case .blank:
                    section.lineCount += 1; open = section; return
                case .key(let indent, let l, let startsItem):
                    if indent > section.keyIndent || (indent == section.keyIndent && startsItem) {
                        if startsItem && itemIndent < 0 { itemIndent = indent }
                        list = l
                        section.lineCount += 1; open = section; return
                    }
                case .row(let indent, _):
                    if indent >= section.keyIndent {
                        if itemIndent < 0 { itemIndent = indent }
                        if indent == itemIndent {
                            section.leaveOpen()  // an item in flow style: for Yams
                        } else {
                            section.noteRow(of: list)
                        }
                        section.lineCount += 1; open = section; return
                    }
                case .other(let indent, let startsItem):
                    if indent > section.keyIndent || (indent == section.keyIndent && startsItem) {
                        if startsItem && itemIndent < 0 { itemIndent = indent }
                        // A shape the fast reader does not know: its item goes through Yams, and
                        // evdev rows may hide in it.
                        section.leaveOpen()
                        section.lineCount += 1; open = section; return
                    }
                }
                // The body ended: this line is the header's again.
                sections.append(section)
                open = nil
                segments.append(LineMap.Segment(headerLine: headerLines + 1, fileLine: number))
            }
            header.append(contentsOf: line)
            header.append(UInt8(ascii: "\n"))
            headerLines += 1
            if standing.standsAlone, let indent = RecordLine.eventsKeyIndent(line) {
                        open = Section(
                            keyLine: number, keyIndent: indent, offset: -1, lineCount: 0, hasEvdevRows: false,
                            hasLibinputRows: false)
                list = nil
                itemIndent = -1
            }
            }) != nil else { break }
        }
        if var section = open {
            if section.offset < 0 { section.offset = lines.nextLineOffset }
            sections.append(section)
        }
        self.header = String(decoding: header, as: UTF8.self)
        self.lineMap = LineMap(segments: segments)
        self.sections = sections
        self.mentionsScrollRows = scroll
        self.hasContent = content
        self.needsWholeDocument = wholeDocument
    }
}

/// Maps line numbers of a text made of pieces of a file (the header without its `events:`
/// bodies, or one item or row read again for Yams) back to the file's line numbers, for errors.
struct LineMap {
    /// From `headerLine` on, lines are consecutive file lines starting at `fileLine`.
    struct Segment { var headerLine: Int; var fileLine: Int }
    /// The first segment apart, so that a one-piece map (a row, an item) allocates nothing.
    private var first: Segment
    private var rest: [Segment]

    /// The identity map shifted so that line 1 is `fileLine`.
    init(startingAt fileLine: Int) { first = Segment(headerLine: 1, fileLine: fileLine); rest = [] }
    init(segments: [Segment]) {
        first = segments.first ?? Segment(headerLine: 1, fileLine: 1)
        rest = Array(segments.dropFirst())
    }

    /// The file line of `line` (0 stays 0: "no line").
    func fileLine(_ line: Int) -> Int {
        guard line > 0 else { return 0 }
        var result = first.fileLine + (line - first.headerLine)
        for s in rest where s.headerLine <= line { result = s.fileLine + (line - s.headerLine) }
        return result
    }
}
