/// `RecordEventsCursor`'s per-line state, read and written on every line, with unchecked
/// exclusivity. Only the cursor's `next()` and `nextEvdevRows` (and what they call, one line at a
/// time) touch it; the closures the line reader calls touch `body`, never `lines`, so no two
/// accesses to one property overlap.
extension RecordEventsCursor {
    // Unchecked: libinput record replay 8.3 % fewer instructions (scripts/callgrind-replays.sh).
    final class State {
        @exclusivity(unchecked) var lines: LineReader
        @exclusivity(unchecked) var body: Body

        init(lines: consuming LineReader, itemOffset: Int, itemLine: Int) {
            self.lines = lines
            self.body = Body(itemOffset: itemOffset, itemLine: itemLine)
        }
    }

    /// Where the cursor is in the `events:` body, and what the current item gave.
    struct Body {
        /// Indentation of the body's items (-1 until the first).
        var itemIndent = -1
        /// The list (`evdev:` or `libinput:`) the current item's rows belong to.
        var list: RecordLine.List?
        /// Where the current item starts (byte offset, file line), to read it again for Yams.
        var itemOffset: Int
        var itemLine: Int
        /// Rows of the wanted list returned from the current item.
        var returned = 0
        /// The current item has a line the byte-level reader does not read: Yams reads it whole.
        var fallingBack = false
        /// Rows Yams read from an item, returned before the next line is read.
        var pending: [Row] = []
        var pendingHead = 0
        /// Number and byte offset of the line being handled.
        var lineNumber = 0
        var lineOffset = 0
        /// Rows and scalars over several lines (the section starts outside any: its key stands alone).
        var context = YAMLLineContext()
    }
}
