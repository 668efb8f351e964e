extension DebugEventsReader {
    /// What `DebugEventsReader.next()` and the line conversion touch on every line, with unchecked
    /// exclusivity. Only `next()` and what it calls touch it, never re-entrantly: the line closure,
    /// which converts the line in the line reader's buffer, touches every property but `lines`
    /// (a nested access the dynamic checks would also have to allow). Like every `TraceSource`, a
    /// reader is used from one thread at a time.
    ///
    /// Unchecked exclusivity: 2.3 % fewer instructions per line on the debug-events replay
    /// (docs/performance.md).
    final class UncheckedState {
        @exclusivity(unchecked) var lines: LineReader
        /// Items of the line being converted, handed out from `queueHead`.
        @exclusivity(unchecked) var queue: [TraceItem] = []
        @exclusivity(unchecked) var queueHead = 0
        /// Device ids by key (`event21`), as `DEVICE_ADDED` declared them.
        @exclusivity(unchecked) var devices: [String: DeviceID] = [:]
        /// The time of the last event line.
        @exclusivity(unchecked) var lastTime = Timestamp.zero
        /// The device key (`event21`) of the last event line and its id: nearly every line names
        /// the device of the line before, so comparing the key inline replaces making a `String`
        /// and hashing it. Cleared whenever a `DEVICE_ADDED` or `DEVICE_REMOVED` line changes
        /// `devices`.
        @exclusivity(unchecked) var lastDevice: (id: DeviceID, key: DebugEventsWord)?
        /// The event types met so far, most recent first, with their words in `eventTypeWords`
        /// (apart, so that the search compares plain integers): comparing a line's type with them
        /// is cheaper than making a `String` and looking it up on each line, and allocates nothing
        /// once a log's few types are known. At most `eventTypeCacheSize` are kept (a log uses
        /// about ten); a type longer than a `DebugEventsWord` is never kept.
        @exclusivity(unchecked) var eventTypes: [EventType] = []
        @exclusivity(unchecked) var eventTypeWords: [DebugEventsWord] = []

        init(lines: consuming LineReader) { self.lines = lines }
    }
}
