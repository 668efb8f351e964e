extension ReadAheadSource {
    /// The consumer's batch and its position, with unchecked exclusivity. Only
    /// `ReadAheadSource.next()` touches it, on the consumer's thread, never re-entrantly (the
    /// reader thread has batches of its own, swapped under the channel's lock).
    ///
    /// Measured: as checked stored properties of the class, every `next()` paid dynamic access
    /// checks (`swift_beginAccess` and its access set, ≈ 100 instructions an item, 3.3 M of the
    /// 362.7 M instructions of `gesturekit replay --output jsonl` of the 10⁵-row file of
    /// `scripts/make-reader-inputs.py evemu 100000`, on the pipeline's thread) — `valgrind
    /// --tool=callgrind --dump-instr=no` on a `strip --strip-debug` copy of the release binary,
    /// 2026-11-28.
    final class UncheckedCursor {
        @exclusivity(unchecked) var batch: [TraceItem] = []
        @exclusivity(unchecked) var index = 0
        @exclusivity(unchecked) var ended = false

        /// The next item of the batch, nil when it is used up.
        @inline(__always) func next() -> TraceItem? {
            guard index < batch.count else { return nil }
            defer { index += 1 }
            return batch[index]
        }
    }
}
