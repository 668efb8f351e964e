/// The unsafe part of `RecordEventsCursor`, kept in one place: its per-line state, read and
/// written on every line, with unchecked exclusivity. Only the cursor's `next()` (and what it
/// calls, one line at a time) touches it, so no two accesses ever overlap.
///
/// Why: with the dynamic checks, `replay --output jsonl` of 10⁵ `libinput record` rows
/// (`scripts/make-reader-inputs.py yaml 100000`) costs ≈ 648 M instructions against 598.6 M with
/// this file, +8.3 % (callgrind `--dump-instr=no` on the stripped release binary, 2026-11-24: one
/// build without any of the readers' unchecked attributes, 759.2 M in all, the cursor's share
/// taken from `RecordEventsCursor.next`'s inclusive cost, 151.6 M against 102.2 M). When the
/// streaming reader was first written they were a quarter of its instructions (634 M → 385 M
/// with `EvdevItemStream`'s, docs/performance.md, readers).
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
