#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Yams

/// Reads the rows of one list (`evdev` or `libinput`) from one device's `events:` body, streaming.
///
/// The rows libinput writes are read at byte level: `- [sec, usec, type, code, value]` evdev rows
/// straight into `EvdevRow` (decimal integers only: anything YAML would read differently, such as
/// `010` or `0x10`, is left to Yams), `- {…}` libinput rows as one line each through Yams. An item of
/// any other shape (flow style, a row over several lines, an unknown key) is read again from the
/// file when it ends and parsed whole by Yams; rows of it already returned are not returned twice.
/// Memory: the line buffer, plus one such item.
final class RecordEventsCursor {
    /// A row of the wanted list; a libinput row with the file line its text starts at.
    enum Row {
        case evdev(EvdevRow)
        case libinput(Node, line: Int)
    }

    // Unchecked exclusivity: touched on every line, and the dynamic checks cost more than the
    // parsing (callgrind: a quarter of the instructions); only `next()` reaches them.
    @exclusivity(unchecked) private var lines: LineReader
    private let lastLine: Int
    private let want: RecordLine.List
    private let parser: RecordParser
    @exclusivity(unchecked) private var itemIndent = -1
    @exclusivity(unchecked) private var list: RecordLine.List?
    @exclusivity(unchecked) private var itemOffset = 0
    @exclusivity(unchecked) private var itemLine = 0
    /// Rows of the wanted list returned from the current item.
    @exclusivity(unchecked) private var returned = 0
    @exclusivity(unchecked) private var fallingBack = false
    @exclusivity(unchecked) private var pending: [Row] = []
    /// Number and byte offset of the line being handled.
    @exclusivity(unchecked) private var lineNumber = 0
    @exclusivity(unchecked) private var lineOffset = 0
    @exclusivity(unchecked) private var pendingHead = 0
    /// Rows and scalars over several lines (the section starts outside any: its key stands alone),
    /// followed only in a body that has them.
    @exclusivity(unchecked) private var context = YAMLLineContext()
    private let hasMultilineRows: Bool

    /// A cursor over `section` of `path` returning the rows of `want`.
    init(path: String, section: LibinputRecordLayout.Section, want: RecordLine.List, parser: RecordParser) throws {
        lines = try LineReader(path: path, offset: section.offset, line: section.keyLine)
        lastLine = section.keyLine + section.lineCount
        hasMultilineRows = section.hasMultilineRows
        // Text before the first item (which YAML would not accept) counts as an item of its own.
        itemOffset = section.offset
        itemLine = section.keyLine + 1
        self.want = want
        self.parser = parser
    }

    /// The next row of the wanted list, nil at the end of the section.
    func next() throws -> Row? {
        while true {
            if pendingHead < pending.count {
                defer { pendingHead += 1 }
                return pending[pendingHead]
            }
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
            guard lines.lineNumber < lastLine else {
                if fallingBack { try parseItem(upTo: lines.nextLineOffset) }
                if pending.isEmpty { return nil }
                continue
            }
            // The closure cannot read `lines` (it is being read): the line's number and offset first.
            lineNumber = lines.lineNumber + 1
            lineOffset = lines.nextLineOffset
            if let row = try lines.withNextLine({ try handle($0) }) ?? nil { return row }
        }
    }

    private func handle(_ line: UnsafeBufferPointer<UInt8>) throws -> Row? {
        // The evdev row as libinput writes it, in an evdev list being read: what `classify` and
        // the `.row` case below would do, without classifying the line first. Any other line
        // (and a row `evdevRow` does not read) takes the general way.
        if want == .evdev, list == .evdev, !fallingBack, !hasMultilineRows, itemIndent >= 0,
           let (indent, content) = RecordLine.rowStart(line), indent > itemIndent, let row = try evdevRow(line, from: content) {
            returned += 1
            return .evdev(row)
        }
        let standing = hasMultilineRows ? context.scan(line) : .alone
        if standing.startsInside {
            // The rest of a row begun above, inside its item (the layout checked): Yams reads it.
            fallingBack = true
            return nil
        }
        let shape = RecordLine.classify(line)
        if standing.endsInside {
            // A row or scalar that goes on below: whatever this line starts, Yams reads its item.
            if shape.startsItem, let indent = shape.indent, itemIndent < 0 || indent == itemIndent { try beginItem(indent) }
            fallingBack = true
            return nil
        }
        switch shape {
        case .blank:
            return nil
        case .key(let indent, let key, let startsItem):
            if startsItem && (itemIndent < 0 || indent == itemIndent) {
                try beginItem(indent)
                list = key
            } else if !startsItem && itemIndent >= 0 && indent > itemIndent && !fallingBack {
                list = key  // the item's second list
            } else {
                fallingBack = true
            }
            return nil
        case .row(let indent, let content):
            if itemIndent < 0 || indent == itemIndent {
                try beginItem(indent)  // an item in flow style
                fallingBack = true
                return nil
            }
            guard !fallingBack, let list else {
                fallingBack = true
                return nil
            }
            guard list == want else { return nil }
            switch want {
            case .evdev:
                guard let row = try evdevRow(line, from: content) else {
                    fallingBack = true
                    return nil
                }
                returned += 1
                return .evdev(row)
            case .libinput:
                // A row Yams cannot read on its own line (a flow mapping over several lines) is
                // read with its whole item, which also reports a real error where it is.
                let text = String(decoding: line, as: UTF8.self)
                guard let node = (try? compose(text, line: lineNumber))??.sequence?.first, node.mapping != nil else {
                    fallingBack = true
                    return nil
                }
                returned += 1
                return .libinput(node, line: lineNumber)
            }
        case .other(let indent, let startsItem):
            if startsItem && (itemIndent < 0 || indent == itemIndent) { try beginItem(indent) }
            fallingBack = true
            return nil
        }
    }

    /// A new item of the section starts at the current line.
    private func beginItem(_ indent: Int) throws {
        if fallingBack { try parseItem(upTo: lineOffset) }
        if itemIndent < 0 { itemIndent = indent }
        itemOffset = lineOffset
        itemLine = lineNumber
        returned = 0
        list = nil
    }

    /// Reads the current item again (bytes `itemOffset..<end`), parses it with Yams and queues the
    /// rows of the wanted list not yet returned.
    private func parseItem(upTo end: Int) throws {
        fallingBack = false
        let bytes = try Self.read(path: parser.file, from: itemOffset, count: end - itemOffset)
        // Only a sequence holds items: anything else has no rows.
        guard let items = try compose(String(decoding: bytes, as: UTF8.self), line: itemLine)?.sequence else { return }
        let piece = parser.piece(startingAt: itemLine)
        var rows: [Row] = []
        for item in items {
            switch want {
            case .evdev:
                guard let list = item["evdev"] else { continue }
                guard list.sequence != nil else { throw piece.error(list, "'evdev' must be a list of [sec, usec, type, code, value] rows") }
                for node in list.array() { rows.append(.evdev(try piece.evdevRow(node))) }
            case .libinput:
                guard let list = item["libinput"] else { continue }
                let nodes = list.sequence != nil ? list.array() : list.mapping != nil ? [list] : []
                for node in nodes { rows.append(.libinput(node, line: itemLine)) }
            }
        }
        pending.append(contentsOf: rows.dropFirst(returned))
        returned = rows.count
    }

    private func compose(_ text: String, line: Int) throws -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            var e = LibinputRecordReader.traceError(error, file: parser.file)
            e.line = LineMap(startingAt: line).fileLine(e.line)
            throw e
        }
    }

    /// `- [sec, usec, type, code, value]` (then blanks or a comment) at `content`, checked; nil for
    /// any other text, which Yams then reads.
    private func evdevRow(_ line: UnsafeBufferPointer<UInt8>, from content: Int) throws -> EvdevRow? {
        guard let p = line.baseAddress else { return nil }
        let n = line.count
        var i = content
        guard i < n, p[i] == UInt8(ascii: "[") else { return nil }
        let rowColumn = i + 1
        i += 1
        /// One integer then its separator (`,`, or `]` for the last); nil for anything else.
        @inline(__always) func field(_ separator: UInt8) -> (value: Int, column: Int)? {
            while i < n && p[i] == RecordLine.space { i += 1 }
            let start = i
            let negative = i < n && p[i] == RecordLine.dash
            if negative { i += 1 }
            let digits = i
            var v = 0
            while i < n {
                let d = p[i] &- 0x30
                guard d < 10 else { break }
                v = v &* 10 &+ Int(d)
                i += 1
            }
            let count = i - digits
            // No digits, a leading zero (YAML 1.1 octal) or more digits than Int surely holds: Yams.
            guard count > 0, count <= 18, count == 1 || p[digits] != UInt8(ascii: "0") else { return nil }
            while i < n && p[i] == RecordLine.space { i += 1 }
            guard i < n, p[i] == separator else { return nil }
            i += 1
            return (negative ? -v : v, start + 1)
        }
        let comma = UInt8(ascii: ",")
        guard let sec = field(comma), let usec = field(comma), let type = field(comma), let code = field(comma),
              let value = field(UInt8(ascii: "]")) else { return nil }
        while i < n && p[i] == RecordLine.space { i += 1 }
        guard i == n || (p[i] == RecordLine.hash && p[i - 1] == RecordLine.space) else { return nil }
        switch RecordParser.evdevRow(sec.value, usec.value, type.value, code.value, value.value) {
        case .valid(let row):
            return row
        case .invalid(let index, let message):
            let columns = [sec.column, usec.column, type.column, code.column, value.column]
            throw TraceError(file: parser.file, line: lineNumber, column: index.map { columns[$0] } ?? rowColumn, message: message)
        }
    }

    /// `count` bytes of `path` from `offset`.
    private static func read(path: String, from offset: Int, count: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TraceError(file: path, message: "cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        var filled = 0
        while filled < bytes.count {
            let r = bytes.withUnsafeMutableBufferPointer { p in
                pread(fd, p.baseAddress.map { $0 + filled }, p.count - filled, off_t(offset + filled))
            }
            if r < 0 && errno == EINTR { continue }
            guard r > 0 else { throw TraceError(file: path, message: "read failed while re-reading an event item") }
            filled += r
        }
        return bytes
    }
}
