extension GktraceReader {
    /// What `GktraceReader.next()` touches on every line, in a box the reader (a copyable
    /// `TraceSource`) shares. Nothing nests accesses to it: the only long access is
    /// `lines.withNextLine`, whose closure parses bytes with static functions and never touches
    /// the reader.
    final class State {
        var current: PerLine

        init(lines: consuming LineReader) { current = PerLine(lines: lines) }
    }

    /// The reader's per-line state.
    struct PerLine: ~Copyable {
        /// The lines after the header.
        var lines: LineReader
        /// Devices declared by `added` events beyond the header's.
        var extraDevices: Set<Int> = []
        /// The time of the last event read, for diagnostics.
        var lastTime: Timestamp?
        /// True once the end of the input or a truncated last line was met.
        var finished = false
    }
}
