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

    private var lines: LineReader
    private let lastLine: Int
    private let want: RecordLine.List
    private let parser: RecordParser
    private var itemIndent = -1
    private var list: RecordLine.List?
    private var itemOffset = 0
    private var itemLine = 0
    /// Rows of the wanted list returned from the current item.
    private var returned = 0
    private var fallingBack = false
    private var pending: [Row] = []
    /// Number and byte offset of the line being handled.
    private var lineNumber = 0
    private var lineOffset = 0
    private var pendingHead = 0

    /// A cursor over `section` of `path` returning the rows of `want`.
    init(path: String, section: LibinputRecordLayout.Section, want: RecordLine.List, parser: RecordParser) throws {
        lines = try LineReader(path: path, offset: section.offset, line: section.keyLine)
        lastLine = section.keyLine + section.lineCount
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
        switch RecordLine.classify(line) {
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
        let n = line.count
        var i = content
        guard i < n, line[i] == UInt8(ascii: "[") else { return nil }
        let rowColumn = i + 1
        i += 1
        var values = (0, 0, 0, 0, 0)
        var columns = (0, 0, 0, 0, 0)
        for k in 0..<5 {
            while i < n && line[i] == RecordLine.space { i += 1 }
            let start = i
            var negative = false
            if i < n && line[i] == RecordLine.dash { negative = true; i += 1 }
            let digits = i
            var v = 0
            while i < n, line[i] &- 0x30 < 10 {
                v = v &* 10 &+ Int(line[i] &- 0x30)
                i += 1
            }
            let count = i - digits
            // No digits, a leading zero (YAML 1.1 octal) or more digits than Int surely holds: Yams.
            guard count > 0, count <= 18, count == 1 || line[digits] != UInt8(ascii: "0") else { return nil }
            if negative { v = -v }
            while i < n && line[i] == RecordLine.space { i += 1 }
            guard i < n, line[i] == (k < 4 ? UInt8(ascii: ",") : UInt8(ascii: "]")) else { return nil }
            i += 1
            switch k {
            case 0: values.0 = v; columns.0 = start + 1
            case 1: values.1 = v; columns.1 = start + 1
            case 2: values.2 = v; columns.2 = start + 1
            case 3: values.3 = v; columns.3 = start + 1
            default: values.4 = v; columns.4 = start + 1
            }
        }
        while i < n && line[i] == RecordLine.space { i += 1 }
        guard i == n || (line[i] == RecordLine.hash && line[i - 1] == RecordLine.space) else { return nil }
        return try RecordParser.evdevRow(values.0, values.1, values.2, values.3, values.4) { index in
            let column: Int
            switch index {
            case 0?: column = columns.0
            case 1?: column = columns.1
            case 2?: column = columns.2
            case 3?: column = columns.3
            case 4?: column = columns.4
            default: column = rowColumn
            }
            return TraceError(file: parser.file, line: lineNumber, column: column, message: "")
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
