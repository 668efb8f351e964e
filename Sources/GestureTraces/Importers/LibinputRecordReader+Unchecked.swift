/// The merge of a `LibinputRecordReader`'s streams (each stream's head and its time, the
/// `.deviceAdded` items first), read and written for every item with unchecked exclusivity. Only
/// the reader's initialisers and `next()` touch it, one item at a time and never re-entrantly (a
/// stream's `next()` does not reach back into the reader); like every `TraceSource`, a reader is
/// used from one thread at a time.
extension LibinputRecordReader {
    // Unchecked: libinput record replay 4.3 % fewer instructions (scripts/callgrind-replays.sh).
    final class UncheckedMerge {
        @exclusivity(unchecked) var merge = Merge()
    }

    struct Merge {
        /// One stream per list of each device (`RecordItemStream`), in device order.
        var streams: [any RecordItemStream] = []
        /// Each stream's next item (nil: the stream has ended).
        var heads: [TraceItem?] = []
        /// The time of each stream's head (nil: the stream has ended), apart from the items so that
        /// choosing the next one compares plain numbers instead of copying items.
        var headTimes: [Timestamp?] = []
        /// Every device's `.deviceAdded`, handed out before any other item, from `addedIndex`.
        var added: [TraceItem] = []
        var addedIndex = 0
    }
}
