extension ReadAheadSource {
    /// The consumer's batch and its position, with unchecked exclusivity. Only
    /// `ReadAheadSource.next()` touches it, on the consumer's thread, never re-entrantly (the
    /// reader thread has batches of its own, swapped under the channel's lock).
    ///
    /// Unchecked exclusivity: checked stored properties cost dynamic access checks per item
    /// (≈ 100 instructions, 0.9 % of the evemu replay, on the pipeline's thread;
    /// docs/performance.md).
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
