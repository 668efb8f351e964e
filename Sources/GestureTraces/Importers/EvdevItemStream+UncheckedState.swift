import GestureInput

/// The unsafe part of `EvdevItemStream`, kept in one place: its per-row state (the cursor, the
/// decoder and what the last row gave) with unchecked exclusivity. Only the stream's `next()`
/// touches it, one row at a time, so no two accesses ever overlap.
///
/// Why: with the dynamic checks, `replay --output jsonl` of 10⁵ `libinput record` rows
/// (`scripts/make-reader-inputs.py yaml 100000`) costs ≈ 690 M instructions against 598.6 M with
/// this file, +15 % (callgrind `--dump-instr=no` on the stripped release binary, 2026-11-24: one
/// build without any of the readers' unchecked attributes, 759.2 M in all; this stream's share is
/// `EvdevItemStream.next`'s inclusive cost, 309.4 M against 169.4 M, less the cursor's 49.4 M,
/// `RecordEventsCursor+UncheckedState.swift`).
extension EvdevItemStream {
    final class State {
        @exclusivity(unchecked) var cursor: RecordEventsCursor
        @exclusivity(unchecked) var decoder: MultitouchDecoder?
        /// What the last row gave, returned diagnostics first; both keep their capacity.
        @exclusivity(unchecked) var events: [InputEvent] = []
        @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
        @exclusivity(unchecked) var eventHead = 0
        @exclusivity(unchecked) var diagnosticHead = 0
        /// Rows read from the file and not yet decoded (`rows[rowHead...]`); keeps its capacity.
        @exclusivity(unchecked) var rows: [EvdevRow] = []
        @exclusivity(unchecked) var rowHead = 0

        init(cursor: RecordEventsCursor, decoder: MultitouchDecoder?) {
            self.cursor = cursor
            self.decoder = decoder
        }
    }
}
