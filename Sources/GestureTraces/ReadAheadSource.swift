import Foundation

/// A `TraceSource` read on a thread of its own: while the caller consumes one batch of items, the
/// reader thread parses the next ones (the machine's second core does the reading, as ripgrep-class
/// tools do), so a replay takes about the longer of reading and processing instead of their sum.
///
/// The items are exactly the wrapped source's, in its order; an error the source throws is thrown
/// by `next()` after every item read before it, as reading directly would. Memory is bounded: at
/// most `BatchChannel.batchCount` batches of `batchSize` items exist, recycled between the two
/// threads (no allocation per item in steady state). The hand-off blocks (a condition variable);
/// nothing polls.
public final class ReadAheadSource: TraceSource {
    /// The wrapped source's header, read before its thread started.
    public let header: TraceHeader

    /// Items per batch: enough that one hand-off (a lock and a wake-up, a few µs) is spread over
    /// thousands of items, small enough that a batch (≈ 100 KB of items) stays in the cache.
    /// 1024 measures as fast as 4096 on 10⁶ rows.
    public static let batchSize = 1024

    private let channel: BatchChannel<TraceItem>
    /// The batch being handed out, exclusivity unchecked (`ReadAheadSource+Unchecked.swift`).
    private let unchecked = UncheckedCursor()

    /// Starts reading `source` on a new thread. The source belongs to that thread from now on:
    /// the caller must not touch it again (it is consumed).
    ///
    /// - Parameter source: the source to read; consumed.
    public init(_ source: consuming any TraceSource) {
        header = source.header
        channel = BatchChannel(batchSize: Self.batchSize)
        let reader = ReadAheadReader(source: source, channel: channel)
        let thread = Thread { reader.run() }
        thread.name = "gesturekit-reader"
        thread.start()
    }

    deinit {
        // A consumer that stops early (a pipeline error) lets the reader thread end at its next batch.
        channel.cancel()
    }

    /// The next item of the wrapped source; its error, in order, once the items before it are taken.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: what the wrapped source threw, once the items before its error are taken.
    public func next() throws -> TraceItem? {
        if let item = unchecked.cursor.next() { return item }
        while !unchecked.cursor.ended {
            unchecked.cursor.batch.removeAll(keepingCapacity: true)
            unchecked.cursor.index = 0
            switch try channel.take(returning: &unchecked.cursor.batch) {
            case .items:
                if let item = unchecked.cursor.next() { return item }
            case .end:
                unchecked.cursor.ended = true
            }
        }
        return nil
    }
}

/// The reader thread's side: fills batches from the source until it ends, fails or is cancelled.
private final class ReadAheadReader: @unchecked Sendable {
    // @unchecked: `source` is not Sendable (readers hold file state). It is handed over whole by
    // `ReadAheadSource.init` and from then on only `run()`, on the reader thread, touches it.
    private var source: (any TraceSource)?
    private let channel: BatchChannel<TraceItem>

    init(source: any TraceSource, channel: BatchChannel<TraceItem>) {
        self.source = source
        self.channel = channel
    }

    func run() {
        // Read from a local: `next()` on the stored property would pay a dynamic exclusivity check
        // per item (≈ 80 instructions).
        guard var source = source.take() else { return }
        var batch: [TraceItem] = []
        batch.reserveCapacity(ReadAheadSource.batchSize)
        do {
            while true {
                guard let item = try source.next() else { break }
                batch.append(item)
                if batch.count == ReadAheadSource.batchSize {
                    guard channel.put(&batch) else { return }
                }
            }
            channel.finish(&batch, error: nil)
        } catch {
            channel.finish(&batch, error: error)
        }
    }
}
