extension EvemuReader {
    /// The row stream `EvemuReader.next()` advances, in a box so that the reader (a copyable
    /// `TraceSource`) shares it rather than copying it. Only `next()` touches it, once per item.
    final class Rows {
        var stream: EvemuRowStream

        init(_ stream: consuming EvemuRowStream) { self.stream = stream }
    }
}
