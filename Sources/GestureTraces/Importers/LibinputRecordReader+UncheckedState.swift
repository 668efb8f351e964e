/// The unsafe part of `LibinputRecordReader`, kept in one place: the merge of its streams (each
/// stream's head and its time, the `.deviceAdded` items first), read and written for every item
/// with unchecked exclusivity. Only the reader's initialisers and `next()` touch it, one item at a
/// time and never re-entrantly (a stream's `next()` does not reach back into the reader); like
/// every `TraceSource`, a reader is used from one thread at a time.
///
/// Unchecked exclusivity: the dynamic checks (three or four per item handed out) cost 4.3 % more
/// instructions in `gesturekit info` and 2.9 % in the `libinput record` replay
/// (docs/performance.md).
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
