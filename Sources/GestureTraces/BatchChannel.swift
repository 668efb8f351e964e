import Foundation

/// The bounded hand-off between two threads of a replay: a producer fills batches, a consumer
/// empties them, full batches go one way and emptied ones come back, and the end (with the
/// producer's error, if any) comes last. Used to read a trace ahead of the pipeline
/// (`ReadAheadSource`) and to encode and write the pipeline's output behind it
/// (`WriteBehindEncoder`). Memory is bounded: at most `batchCount` batches of `batchSize`
/// elements exist, recycled (no allocation per element in steady state). Waiting is on a
/// condition variable; nothing polls.
package final class BatchChannel<Element>: @unchecked Sendable {
    // @unchecked: every stored property below but `batchSize` (a constant) is read and written
    // only while `condition` is locked, and a batch belongs to one side at a time.

    /// Batches in flight at most: one being filled, one being consumed, two waiting. More did not
    /// help (the two sides take about the same time per item, reading ahead) and each holds
    /// `batchSize` elements.
    package static var batchCount: Int { 4 }

    /// What `take` found.
    package enum Taken { case items, end }

    /// The capacity each batch is given.
    package let batchSize: Int

    private let condition = NSCondition()
    private var full: [[Element]] = []
    private var empty: [[Element]] = []
    private var batchesMade = 1  // the producer's own first batch
    private var finished = false
    private var error: (any Error)?
    private var cancelled = false

    /// A channel for batches of `batchSize` elements.
    package init(batchSize: Int) { self.batchSize = batchSize }

    /// Hands over a full batch and gives the producer an empty one (waiting while `batchCount`
    /// are out); false when the consumer has gone.
    package func put(_ batch: inout [Element]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && empty.isEmpty && batchesMade >= Self.batchCount { condition.wait() }
        guard !cancelled else { return false }
        full.append(batch)
        if let recycled = empty.popLast() {
            batch = recycled
            batch.reserveCapacity(batchSize)  // the consumer's first batch had none
        } else {
            batchesMade += 1
            batch = []
            batch.reserveCapacity(batchSize)
        }
        condition.broadcast()
        return true
    }

    /// The producer's last batch, and the error that ended it (nil at a normal end).
    package func finish(_ batch: inout [Element], error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        if !batch.isEmpty { full.append(batch) }
        batch = []
        finished = true
        self.error = error
        condition.broadcast()
    }

    /// Swaps the consumer's emptied `batch` for the next full one (waiting for it); `.end` when
    /// the producer finished; throws the producer's error after its last batch.
    package func take(returning batch: inout [Element]) throws -> Taken {
        condition.lock()
        defer { condition.unlock() }
        while full.isEmpty && !finished { condition.wait() }
        if !full.isEmpty {
            empty.append(batch)
            batch = full.removeFirst()
            condition.broadcast()
            return .items
        }
        if let error {
            self.error = nil
            throw error
        }
        return .end
    }

    /// The consumer has gone: the producer stops at its next hand-off.
    package func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
