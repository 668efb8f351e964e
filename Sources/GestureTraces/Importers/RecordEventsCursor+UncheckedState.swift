/// The unsafe part of `RecordEventsCursor`, kept in one place: its per-line state, read and
/// written on every line, with unchecked exclusivity. Only the cursor's `next()` (and what it
/// calls, one line at a time) touches it, so no two accesses ever overlap.
///
/// Unchecked exclusivity: the dynamic checks cost 8.3 % more instructions in the `libinput
/// record` replay (docs/performance.md).
extension RecordEventsCursor {
    final class State {
        @exclusivity(unchecked) var lines: LineReader
        /// Indentation of the body's items (-1 until the first).
        @exclusivity(unchecked) var itemIndent = -1
        /// The list (`evdev:` or `libinput:`) the current item's rows belong to.
        @exclusivity(unchecked) var list: RecordLine.List?
        /// Where the current item starts (byte offset, file line), to read it again for Yams.
        @exclusivity(unchecked) var itemOffset: Int
        @exclusivity(unchecked) var itemLine: Int
        /// Rows of the wanted list returned from the current item.
        @exclusivity(unchecked) var returned = 0
        /// The current item has a line the byte-level reader does not read: Yams reads it whole.
        @exclusivity(unchecked) var fallingBack = false
        /// Rows Yams read from an item, returned before the next line is read.
        @exclusivity(unchecked) var pending: [Row] = []
        @exclusivity(unchecked) var pendingHead = 0
        /// Number and byte offset of the line being handled.
        @exclusivity(unchecked) var lineNumber = 0
        @exclusivity(unchecked) var lineOffset = 0
        /// Rows and scalars over several lines (the section starts outside any: its key stands alone).
        @exclusivity(unchecked) var context = YAMLLineContext()

        init(lines: consuming LineReader, itemOffset: Int, itemLine: Int) {
            self.lines = lines
            self.itemOffset = itemOffset
            self.itemLine = itemLine
        }
    }
}
