/// The unsafe part of `LibinputRecordReader`, kept in one place: the merge of its streams (each
/// stream's head and its time, the `.deviceAdded` items first), read and written for every item
/// with unchecked exclusivity. Only the reader's initialisers and `next()` touch it, one item at a
/// time and never re-entrantly (a stream's `next()` does not reach back into the reader); like
/// every `TraceSource`, a reader is used from one thread at a time.
///
/// Why: with the dynamic checks (three or four per item handed out), `gesturekit info` of 10⁵
/// `libinput record` rows (`scripts/make-reader-inputs.py yaml 100000`) costs 342.2 M instructions
/// against 328.1 M with this file (+4.3 %; 2 633 against 2 493 a row from the difference with 10⁴
/// rows), `replay --output jsonl` 536.0 M against 520.7 M (+2.9 %) — callgrind `--dump-instr=no`
/// on `strip --strip-debug` copies of the release binary, `SWIFT_DETERMINISTIC_HASHING=1`,
/// 2026-11-28.
extension LibinputRecordReader {
    final class Merge {
        /// One stream per list of each device (`RecordItemStream`), in device order.
        @exclusivity(unchecked) var streams: [any RecordItemStream] = []
        /// Each stream's next item (nil: the stream has ended).
        @exclusivity(unchecked) var heads: [TraceItem?] = []
        /// The time of each stream's head (nil: the stream has ended), apart from the items so that
        /// choosing the next one compares plain numbers instead of copying items.
        @exclusivity(unchecked) var headTimes: [Timestamp?] = []
        /// Every device's `.deviceAdded`, handed out before any other item, from `addedIndex`.
        @exclusivity(unchecked) var added: [TraceItem] = []
        @exclusivity(unchecked) var addedIndex = 0
    }
}
