import GestureInput
import GestureKit
import GestureTraces

extension TraceReplay {
    /// Replays an already-open source as `run(source:threads:configure:emit:)` does, encoding every
    /// output with `encoder` and handing its bytes to `write` whenever `threshold` are waiting and
    /// at the end, also when the replay throws (everything before the bad line is written before
    /// the error reaches the caller). With `.three` threads the encoding and writing happen on a
    /// thread of their own (`WriteBehindEncoder`); the bytes are the same.
    ///
    /// - Parameters:
    ///   - source: the source to read to its end; may be replaced by a `ReadAheadSource` wrapping it.
    ///   - threads: how many threads read, process and encode (`Threads`); the bytes are the same.
    ///   - configure: builds the pipeline's configuration from the source's header.
    ///   - prepare: runs on the pipeline before the first event: where recognizers of your own
    ///     are added.
    ///   - encoder: the output format and selection; consumed by the replay.
    ///   - threshold: how many encoded bytes wait before they are handed to `write`.
    ///   - write: receives the encoded bytes in order; the buffer is valid only during the call.
    /// - Returns: the header, the number of events processed and the diagnostics by code.
    /// - Throws: as `run(source:threads:configure:emit:)`, once everything before the error is
    ///   written.
    @discardableResult
    public static func run(source: inout any TraceSource, threads: Threads = .one,
                           configure: (TraceHeader) throws -> PipelineConfiguration,
                           prepare: (Pipeline) throws -> Void = { _ in },
                           encoder: consuming OutputEncoder, flushingAt threshold: Int = 1 << 16,
                           write: @escaping @Sendable (Span<UInt8>) -> Void) throws -> Summary {
        guard threads == .three else {
            var encoder = encoder
            defer { encoder.withBytes(write) }
            return try run(source: &source, threads: threads, configure: configure, prepare: prepare, emit: { output in
                encoder.append(output, flushingAt: threshold, to: write)
            })
        }
        // Its lifetime ends before this returns or throws, and its end writes everything.
        var writer = WriteBehindEncoder(encoder, flushingAt: threshold, write: write)
        return try run(source: &source, threads: threads, configure: configure, prepare: prepare,
                       emit: { writer.append($0) })
    }
}
