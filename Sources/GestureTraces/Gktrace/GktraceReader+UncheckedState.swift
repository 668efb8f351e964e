extension GktraceReader {
    /// What `GktraceReader.next()` touches on every line, with unchecked exclusivity: the dynamic
    /// checks of a class's stored properties cost more than they protect here. Nothing nests
    /// accesses to them: the only long access is `lines.withNextLine`, whose closure parses bytes
    /// with static functions and never touches the reader. Like every `TraceSource`, a reader is
    /// used from one thread at a time.
    ///
    /// Measured: `gesturekit replay --output jsonl` of `gesturekit synth --events 100000` takes
    /// 805.0 M instructions with these unchecked and 819.2 M with the checks (+1.8 %; 7 138 against
    /// 7 280 per event from the difference with 10⁴ events) — `valgrind --tool=callgrind
    /// --dump-instr=no` on `strip --strip-debug` copies of the release binary, 2026-11-24.
    final class UncheckedState {
        @exclusivity(unchecked) var lines: LineReader
        /// Devices declared by `added` events beyond the header's.
        @exclusivity(unchecked) var extraDevices: Set<Int> = []
        /// The time of the last event read, for diagnostics.
        @exclusivity(unchecked) var lastTime: Timestamp?
        /// True once the end of the input or a truncated last line was met.
        @exclusivity(unchecked) var finished = false

        init(lines: consuming LineReader) { self.lines = lines }
    }
}
