/// The one row shape `libinput record` writes for evdev events (`  - [ sec, usec, type, code,
/// value] # comment`, libinput-record(1)), recognised in one pass over the line's bytes, so that
/// the layout pass and the cursor need neither `RecordLine.classify` nor `YAMLLineContext.scan` for
/// the lines a recording is made of. Each answer is the one those two give (the rules stay theirs;
/// `RecordLinePlainRowTests` check it), and any other line goes their way.
extension RecordLine {
    /// `- ` at `indent` (spaces only before it), then blanks: `content` is the index after them,
    /// where `classify` would say the row's text starts. Nil for any other line.
    static func rowStart(_ line: UnsafeBufferPointer<UInt8>) -> (indent: Int, content: Int)? {
        let n = line.count
        var i = 0
        while i < n && line[i] == space { i += 1 }
        let indent = i
        guard i + 1 < n, line[i] == dash, line[i + 1] == space else { return nil }
        i += 2
        while i < n && line[i] == space { i += 1 }
        return i < n ? (indent, i) : nil
    }

    /// The indentation of `line` when it is a row that stands alone: `- [`, then only bytes that
    /// cannot change a line's YAML context (`YAMLLineContext.mayMatter`: no quote, bracket, `#`,
    /// anchor, alias, tag or line break), `]`, blanks, and at most a comment without a line break
    /// libyaml sees and the line reader does not. For a line that begins outside any construct
    /// over several lines (`YAMLLineContext.isOutside`) this is exactly `classify` giving `.row`
    /// and `scan` giving `.alone` with the context left outside. Nil for any other line.
    static func standingRowIndent(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let (indent, content) = rowStart(line), line[content] == UInt8(ascii: "[") else { return nil }
        let n = line.count
        var i = YAMLLineContext.firstByteThatMayMatter(line, from: content + 1)
        guard i < n, line[i] == UInt8(ascii: "]") else { return nil }
        i += 1
        while i < n && line[i] == space { i += 1 }
        if i == n { return indent }
        guard line[i] == hash, line[i - 1] == space, !YAMLLineContext.hasForeignBreak(line, from: i) else { return nil }
        return indent
    }
}
