extension GktraceReader {
    /// What `GktraceReader.next()` touches on every line, with unchecked exclusivity: the dynamic
    /// checks of a class's stored property cost more than they protect here. Nothing nests
    /// accesses to it: the only long access is `lines.withNextLine`, whose closure parses bytes
    /// with static functions and never touches the reader. Like every `TraceSource`, a reader is
    /// used from one thread at a time.
    ///
    /// Unchecked exclusivity: 1.7 % fewer instructions per event on the `.gktrace` replay.
    final class UncheckedState {
        @exclusivity(unchecked) var current: PerLine

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
