extension EvemuReader {
    /// The row stream `EvemuReader.next()` advances, with unchecked exclusivity. Only `next()`
    /// touches it, once per item and never re-entrantly; like every `TraceSource`, a reader is used
    /// from one thread at a time.
    ///
    /// Unchecked exclusivity: a checked stored property costs a dynamic access check per item
    /// (≈ 120 instructions, 1.1 % of the evemu replay; docs/performance.md).
    final class UncheckedRows {
        @exclusivity(unchecked) var stream: EvemuRowStream

        init(_ stream: consuming EvemuRowStream) { self.stream = stream }
    }
}
