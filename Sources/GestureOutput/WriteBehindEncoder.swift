import Foundation
import GestureKit
import GestureTraces

/// Encodes and writes a replay's outputs on a thread of its own while the pipeline goes on, the
/// mirror of `ReadAheadSource`: the pipeline's thread only copies each output into a batch, and
/// the writer thread turns the batches into bytes with an `OutputEncoder` and hands them to
/// `write`, in the order they were appended. Why: a `replay --output jsonl` of a touchpad log
/// spends 40 % of its pipeline thread's instructions encoding (docs/performance.md, "Readers and
/// replays").
///
/// Memory is bounded (`BatchChannel`: at most `BatchChannel.batchCount` batches of `batchSize`
/// outputs). The writer's buffer is flushed to `write` whenever it holds `threshold` bytes and at
/// the end. The end is the end of this value's lifetime: `finish()`, or leaving its scope on any
/// path (an error thrown by the replay included) hands over the last batch and waits until every
/// byte has been written, so nothing appended is lost and nothing is written after it ends.
public struct WriteBehindEncoder: ~Copyable {
    /// Outputs per batch: one hand-off (a lock and a wake-up) spread over a thousand outputs,
    /// as `ReadAheadSource.batchSize` spreads it over a thousand items.
    public static let batchSize = 1024

    /// What crosses to the writer thread: an output to encode, or only the time of outputs the
    /// selection leaves out (`OutputEncoder.Effect.time`; most are touch frames), the latest of
    /// a run of them, so that the pipeline's thread copies only what is printed.
    enum Entry: Sendable {
        case output(PipelineOutput)
        case time(Timestamp, clock: Bool)
    }

    private let channel: BatchChannel<Entry>
    private let written: DispatchSemaphore
    private let selection: OutputSelection
    private let format: OutputFormat
    private var batch: [Entry] = []
    /// The latest time left out since the last entry, not yet handed over.
    private var pendingTime: Timestamp?
    /// Whether a time that may set the clock has been handed over: later ones cannot.
    private var clockSent = false

    /// Starts the writer thread with `encoder` (which belongs to that thread from now on),
    /// flushing its bytes to `write` once `threshold` of them are waiting.
    ///
    /// - Parameters:
    ///   - encoder: the format and selection; consumed.
    ///   - threshold: how many encoded bytes wait before `write` gets them.
    ///   - write: receives the bytes in order, on the writer thread; the buffer is valid only during
    ///     the call.
    public init(_ encoder: consuming OutputEncoder, flushingAt threshold: Int,
                write: @escaping @Sendable (Span<UInt8>) -> Void) {
        let channel = BatchChannel<Entry>(batchSize: Self.batchSize)
        let written = DispatchSemaphore(value: 0)
        self.channel = channel
        self.written = written
        selection = encoder.selection
        format = encoder.format
        batch.reserveCapacity(Self.batchSize)
        let initial = encoder
        let thread = Thread {
            var encoder = initial
            var batch: [Entry] = []
            // `take` throws only the producer's error, and `finish` never gives one.
            while case .items? = try? channel.take(returning: &batch) {
                for entry in batch {
                    switch entry {
                    case .output(let output): encoder.append(output, flushingAt: threshold, to: write)
                    case .time(let time, let clock): encoder.note(time: time, clock: clock)
                    }
                }
                batch.removeAll(keepingCapacity: true)
            }
            encoder.withBytes(write)
            written.signal()
        }
        thread.name = "gesturekit-writer"
        thread.start()
    }

    /// Queues `output` for encoding (or only its time, when that is all the encoder takes of it);
    /// hands the batch over when it is full, waiting while the writer is
    /// `BatchChannel.batchCount` batches behind.
    ///
    /// - Parameter output: the next output of the pipeline, in order.
    public mutating func append(_ output: PipelineOutput) {
        switch OutputEncoder.effect(of: output, selection: selection, format: format) {
        case .nothing:
            return
        case .time(let time, let clock):
            // A time that may still set the clock goes as it is; any other only matters to the
            // next record, so the latest of a run of them is enough.
            guard clock && !clockSent else { pendingTime = time; return }
            clockSent = true
            pendingTime = nil
            enqueue(.time(time, clock: true))
        case .record:
            if let time = pendingTime {
                pendingTime = nil
                enqueue(.time(time, clock: false))
            }
            enqueue(.output(output))
        }
    }

    private mutating func enqueue(_ entry: Entry) {
        batch.append(entry)
        if batch.count >= Self.batchSize { _ = channel.put(&batch) }
    }

    /// Ends the output: every output appended is encoded and written when this returns.
    public consuming func finish() {}

    deinit {
        var last = batch
        channel.finish(&last, error: nil)
        written.wait()
    }
}
