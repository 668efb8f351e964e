extension DebugEventsReader {
    /// What `DebugEventsReader.next()` and the line conversion touch on every line, with unchecked
    /// exclusivity. Only `next()` and what it calls touch it, never re-entrantly: the line closure,
    /// which converts the line in the line reader's buffer, touches `converted`, never `lines`.
    /// Like every `TraceSource`, a reader is used from one thread at a time.
    // Unchecked: debug-events replay 5.5 % fewer instructions (scripts/callgrind-replays.sh).
    final class UncheckedState {
        @exclusivity(unchecked) var lines: LineReader
        @exclusivity(unchecked) var converted = LineState()

        init(lines: consuming LineReader) { self.lines = lines }
    }

    /// What the conversion of one line reads and leaves for the next.
    struct LineState {
        /// Items of the line being converted, handed out from `queueHead`.
        var queue: [TraceItem] = []
        var queueHead = 0
        /// Device ids by key (`event21`), as `DEVICE_ADDED` declared them.
        var devices: [String: DeviceID] = [:]
        /// The time of the last event line.
        var lastTime = Timestamp.zero
        /// The device key (`event21`) of the last event line and its id: nearly every line names
        /// the device of the line before, so comparing the key inline replaces making a `String`
        /// and hashing it. Cleared whenever a `DEVICE_ADDED` or `DEVICE_REMOVED` line changes
        /// `devices`.
        var lastDevice: (id: DeviceID, key: DebugEventsWord)?
        /// The event types met so far, most recent first, with their words in `eventTypeWords`
        /// (apart, so that the search compares plain integers): comparing a line's type with them
        /// is cheaper than making a `String` and looking it up on each line, and allocates nothing
        /// once a log's few types are known. At most `eventTypeCacheSize` are kept (a log uses
        /// about ten); a type longer than a `DebugEventsWord` is never kept.
        var eventTypes: [EventType] = []
        var eventTypeWords: [DebugEventsWord] = []
    }
}
