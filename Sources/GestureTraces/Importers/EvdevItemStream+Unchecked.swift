import GestureInput

/// The unsafe part of `EvdevItemStream`, kept in one place: its per-row state (the cursor, the
/// decoder and what the last row gave) with unchecked exclusivity. Only the stream's `next()`
/// touches it, one row at a time, so no two accesses ever overlap.
extension EvdevItemStream {
    // Unchecked: libinput record replay 15 % fewer instructions (scripts/callgrind-replays.sh).
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
