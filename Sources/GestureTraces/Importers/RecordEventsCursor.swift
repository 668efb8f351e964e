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

    /// The per-line state (`RecordEventsCursor+Unchecked.swift`).
    private let state: State
    private let lastLine: Int
    private let want: RecordLine.List
    private let parser: RecordParser
    /// Rows and scalars over several lines are followed (`YAMLLineContext`) only in a body that has
    /// them.
    private let hasMultilineRows: Bool

    /// A cursor over `section` of `path` returning the rows of `want`.
    init(path: String, section: LibinputRecordLayout.Section, want: RecordLine.List, parser: RecordParser) throws {
        // Text before the first item (which YAML would not accept) counts as an item of its own.
        state = State(lines: try LineReader(path: path, offset: section.offset, line: section.keyLine),
                      itemOffset: section.offset, itemLine: section.keyLine + 1)
        lastLine = section.keyLine + section.lineCount
        hasMultilineRows = section.hasMultilineRows
        self.want = want
        self.parser = parser
    }

    /// The next row of the wanted list, nil at the end of the section.
    func next() throws -> Row? {
        while true {
            if state.body.pendingHead < state.body.pending.count {
                defer { state.body.pendingHead += 1 }
                return state.body.pending[state.body.pendingHead]
            }
            state.body.pending.removeAll(keepingCapacity: true)
            state.body.pendingHead = 0
            guard state.lines.lineNumber < lastLine else {
                if state.body.fallingBack { try parseItem(upTo: state.lines.nextLineOffset) }
                if state.body.pending.isEmpty { return nil }
                continue
            }
            // The closure cannot read `lines` (it is being read): the line's number and offset first.
            state.body.lineNumber = state.lines.lineNumber + 1
            state.body.lineOffset = state.lines.nextLineOffset
            if let row = try state.lines.withNextLine({ try handle($0) }) ?? nil { return row }
        }
    }

    /// Appends the next rows of this evdev cursor to `rows` (empty on entry): at least one, at
    /// most `limit`; false at the end of the section. While the current item is an evdev list
    /// being read at byte level, the lines libinput writes are taken one after another
    /// (`LineReader.takeLines`), without a return to the caller per line: the rows `handle` would
    /// return through its first branch, read by the same `rowFields` and checked the same way, and
    /// the `- evdev:` line of the next item, which `handle` reads as `.key` at the items'
    /// indentation (`beginItem`, then that list). The first line of any other kind (or a row
    /// whose values fail the check) is left to `next()`, which `handle`s it as before, errors
    /// included; it runs only when no row was taken, so an error comes after every row above it.
    func nextEvdevRows(into rows: inout [EvdevRow], limit: Int) throws -> Bool {
        if want == .evdev, state.body.list == .evdev, !state.body.fallingBack, !hasMultilineRows,
           state.body.itemIndent >= 0, state.body.pendingHead >= state.body.pending.count {
            let itemIndent = state.body.itemIndent
            var returned = state.body.returned
            state.lines.takeLines(through: lastLine) { line, number, offset in
                guard rows.count < limit else { return false }
                if let (indent, content) = RecordLine.rowStart(line), indent > itemIndent {
                    guard let f = Self.rowFields(line, from: content),
                          case .valid(let row) = RecordParser.evdevRow(f.sec, f.usec, f.type, f.code, f.value)
                    else { return false }
                    rows.append(row)
                    returned += 1
                    return true
                }
                guard case .key(let indent, .evdev, true) = RecordLine.classify(line), indent == itemIndent else {
                    return false
                }
                state.body.itemOffset = offset
                state.body.itemLine = number
                returned = 0
                return true
            }
            state.body.returned = returned
            if !rows.isEmpty { return true }
        }
        while let row = try next() {
            if case .evdev(let r) = row {
                rows.append(r)
                return true
            }
        }
        return false
    }

    private func handle(_ line: UnsafeBufferPointer<UInt8>) throws -> Row? {
        // The evdev row as libinput writes it, in an evdev list being read: what `classify` and
        // the `.row` case below would do, without classifying the line first. Any other line
        // (and a row `evdevRow` does not read) takes the general way.
        if want == .evdev, state.body.list == .evdev, !state.body.fallingBack, !hasMultilineRows,
           state.body.itemIndent >= 0,
           let (indent, content) = RecordLine.rowStart(line), indent > state.body.itemIndent,
           let row = try evdevRow(line, from: content) {
            state.body.returned += 1
            return .evdev(row)
        }
        let standing = hasMultilineRows ? state.body.context.scan(line) : .alone
        if standing.startsInside {
            // The rest of a row begun above, inside its item (the layout checked): Yams reads it.
            state.body.fallingBack = true
            return nil
        }
        let shape = RecordLine.classify(line)
        if standing.endsInside {
            // A row or scalar that goes on below: whatever this line starts, Yams reads its item.
            if shape.startsItem, let indent = shape.indent,
               state.body.itemIndent < 0 || indent == state.body.itemIndent {
                try beginItem(indent)
            }
            state.body.fallingBack = true
            return nil
        }
        switch shape {
        case .blank:
            return nil
        case .key(let indent, let key, let startsItem):
            if startsItem && (state.body.itemIndent < 0 || indent == state.body.itemIndent) {
                try beginItem(indent)
                state.body.list = key
            } else if !startsItem && state.body.itemIndent >= 0 && indent > state.body.itemIndent
                        && !state.body.fallingBack {
                state.body.list = key  // the item's second list
            } else {
                state.body.fallingBack = true
            }
            return nil
        case .row(let indent, let content):
            if state.body.itemIndent < 0 || indent == state.body.itemIndent {
                try beginItem(indent)  // an item in flow style
                state.body.fallingBack = true
                return nil
            }
            guard !state.body.fallingBack, let list = state.body.list else {
                state.body.fallingBack = true
                return nil
            }
            guard list == want else { return nil }
            switch want {
            case .evdev:
                guard let row = try evdevRow(line, from: content) else {
                    state.body.fallingBack = true
                    return nil
                }
                state.body.returned += 1
                return .evdev(row)
            case .libinput:
                // A row Yams cannot read on its own line (a flow mapping over several lines) is
                // read with its whole item, which also reports a real error where it is.
                let text = String(decoding: line, as: UTF8.self)
                guard let node = (try? compose(text, line: state.body.lineNumber))??.sequence?.first,
                      node.mapping != nil else {
                    state.body.fallingBack = true
                    return nil
                }
                state.body.returned += 1
                return .libinput(node, line: state.body.lineNumber)
            }
        case .other(let indent, let startsItem):
            if startsItem && (state.body.itemIndent < 0 || indent == state.body.itemIndent) { try beginItem(indent) }
            state.body.fallingBack = true
            return nil
        }
    }

    /// A new item of the section starts at the current line.
    private func beginItem(_ indent: Int) throws {
        if state.body.fallingBack { try parseItem(upTo: state.body.lineOffset) }
        if state.body.itemIndent < 0 { state.body.itemIndent = indent }
        state.body.itemOffset = state.body.lineOffset
        state.body.itemLine = state.body.lineNumber
        state.body.returned = 0
        state.body.list = nil
    }

    /// Reads the current item again (bytes `itemOffset..<end`), parses it with Yams and queues the
    /// rows of the wanted list not yet returned.
    private func parseItem(upTo end: Int) throws {
        state.body.fallingBack = false
        let bytes = try Self.read(path: parser.file, from: state.body.itemOffset, count: end - state.body.itemOffset)
        // Only a sequence holds items: anything else has no rows.
        let text = String(decoding: bytes, as: UTF8.self)
        guard let items = try compose(text, line: state.body.itemLine)?.sequence else { return }
        let piece = parser.piece(startingAt: state.body.itemLine)
        var rows: [Row] = []
        for item in items {
            switch want {
            case .evdev:
                guard let rowList = item["evdev"] else { continue }
                guard rowList.sequence != nil else {
                    throw piece.error(rowList, "'evdev' must be a list of [sec, usec, type, code, value] rows")
                }
                for node in rowList.array() { rows.append(.evdev(try piece.evdevRow(node))) }
            case .libinput:
                guard let rowList = item["libinput"] else { continue }
                let nodes = rowList.sequence != nil ? rowList.array() : rowList.mapping != nil ? [rowList] : []
                for node in nodes { rows.append(.libinput(node, line: state.body.itemLine)) }
            }
        }
        state.body.pending.append(contentsOf: rows.dropFirst(state.body.returned))
        state.body.returned = rows.count
    }

    private func compose(_ text: String, line: Int) throws -> Node? {
        try RecordingYAML.compose(text, file: parser.file, lineMap: LineMap(startingAt: line))
    }

    /// `- [sec, usec, type, code, value]` (then blanks or a comment) at `content`, checked; nil for
    /// any other text, which Yams then reads.
    private func evdevRow(_ line: UnsafeBufferPointer<UInt8>, from content: Int) throws -> EvdevRow? {
        guard let f = Self.rowFields(line, from: content) else { return nil }
        switch RecordParser.evdevRow(f.sec, f.usec, f.type, f.code, f.value) {
        case .valid(let row):
            return row
        case .invalid(let index, let message):
            let columns = [f.columns.sec, f.columns.usec, f.columns.type, f.columns.code, f.columns.value]
            throw TraceError(file: parser.file, line: state.body.lineNumber,
                             column: index.map { columns[$0] } ?? f.columns.row, message: message)
        }
    }

    /// The five integers of a row, and the 1-based column where each (and the row's `[`) starts.
    private struct RowFields {
        var sec: Int, usec: Int, type: Int, code: Int, value: Int
        var columns: (row: Int, sec: Int, usec: Int, type: Int, code: Int, value: Int)
    }

    /// The fields of `[sec, usec, type, code, value]` (then blanks or a comment) at `content`,
    /// unchecked; nil for any other text.
    @inline(__always)
    private static func rowFields(_ line: UnsafeBufferPointer<UInt8>, from content: Int) -> RowFields? {
        let p = line
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
        return RowFields(sec: sec.value, usec: usec.value, type: type.value, code: code.value, value: value.value,
                         columns: (rowColumn, sec.column, usec.column, type.column, code.column, value.column))
    }

    /// `count` bytes of `path` from `offset`.
    private static func read(path: String, from offset: Int, count: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TraceError(file: path, message: "cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        var filled = 0
        while filled < bytes.count {
            let r = FileDescriptor.preadSome(fd, into: &bytes, at: filled, count: bytes.count - filled,
                                               offset: offset + filled)
            if r < 0 && errno == EINTR { continue }
            guard r > 0 else { throw TraceError(file: path, message: "read failed while re-reading an event item") }
            filled += r
        }
        return bytes
    }
}
