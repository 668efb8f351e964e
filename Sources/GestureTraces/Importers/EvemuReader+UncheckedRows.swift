extension EvemuReader {
    /// The row stream `EvemuReader.next()` advances, with unchecked exclusivity. Only `next()`
    /// touches it, once per item and never re-entrantly; like every `TraceSource`, a reader is used
    /// from one thread at a time.
    ///
    /// Measured: as a checked stored property of the class, every `next()` paid a dynamic access
    /// check (`swift_beginAccess` and its access set, ≈ 120 instructions an item, 4.0 M of the
    /// 362.7 M instructions of `gesturekit replay --output jsonl` of the 10⁵-row file of
    /// `scripts/make-reader-inputs.py evemu 100000`, 33 405 items) — `valgrind --tool=callgrind
    /// --dump-instr=no` on a `strip --strip-debug` copy of the release binary, 2026-11-28.
    final class UncheckedRows {
        @exclusivity(unchecked) var stream: EvemuRowStream

        init(_ stream: consuming EvemuRowStream) { self.stream = stream }
    }
}
