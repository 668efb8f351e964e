import DequeModule

/// The lines waiting for one client, bounded: lines that carry news (gestures, input, replies) are
/// kept in order until the client takes them; lines that only carry the latest value (`state`,
/// per-frame `didScroll`/`didZoom`) replace their waiting predecessor, so a slow client gets the
/// newest value and never a backlog of stale ones. Lines pushed without a key never coalesce: the
/// hub gives keys only while a client's channel is full, so a client that keeps up gets every line.
///
/// A replaced line is left in place as a tombstone (skipped by `pop`) and the deque is compacted
/// when tombstones outnumber live lines, so memory stays proportional to the live lines.
///
/// Lines that cannot be coalesced are bounded twice: by count (`limit`) and by bytes
/// (`byteLimit`, as the caller weighs each line), whichever is reached first.
public struct ClientQueue<Line> {
    /// What `push` decided.
    public enum PushResult: Equatable, Sendable {
        /// Queued.
        case queued
        /// Queued, and an older line with the same key was dropped.
        case coalesced
        /// More than `limit` lines (or `byteLimit` bytes) that cannot be coalesced would wait:
        /// the client is too slow.
        case overflow
    }

    private struct Entry {
        var line: Line
        var key: Int?
        var sequence: Int
        var bytes: Int
    }

    /// Most lines without a coalescing key that may wait.
    public let limit: Int
    /// Most bytes of lines without a coalescing key that may wait.
    public let byteLimit: Int
    private var entries = Deque<Entry>()
    /// Sequence number of the newest waiting line per coalescing key.
    private var newest: [Int: Int] = [:]
    private var nextSequence = 0
    private var tombstones = 0
    /// Waiting lines without a coalescing key.
    public private(set) var newsCount = 0
    /// Bytes of the waiting lines without a coalescing key.
    public private(set) var newsBytes = 0
    /// Lines dropped because a newer one with the same key replaced them.
    public private(set) var coalescedCount = 0

    /// An empty queue holding at most `limit` lines, and `byteLimit` bytes, that cannot be
    /// coalesced.
    ///
    /// - Parameters:
    ///   - limit: most lines without a coalescing key that may wait; below 1 counts as 1.
    ///   - byteLimit: most bytes of such lines (as `push` weighs them); below 1 counts as 1.
    public init(limit: Int, byteLimit: Int = .max) {
        self.limit = max(limit, 1)
        self.byteLimit = max(byteLimit, 1)
    }

    /// Lines waiting (tombstones excluded).
    public var count: Int { entries.count - tombstones }
    /// Nothing waits.
    public var isEmpty: Bool { count == 0 }
    /// Entries held, tombstones included (what memory is proportional to).
    var storedEntries: Int { entries.count }

    /// Queues `line`; with a `key`, it replaces the waiting line with the same key.
    /// - Parameters:
    ///   - line: the line.
    ///   - key: its coalescing key, or nil for a line that is news.
    ///   - bytes: its weight against `byteLimit` (counted for news only).
    /// - Returns: whether it was queued, replaced a waiting line, or would overflow (not queued).
    public mutating func push(_ line: Line, coalescingKey key: Int? = nil, bytes: Int = 0) -> PushResult {
        var result = PushResult.queued
        if let key {
            if newest[key] != nil {
                tombstones += 1
                coalescedCount += 1
                result = .coalesced
            }
            newest[key] = nextSequence
        } else {
            guard newsCount < limit, newsBytes <= byteLimit - bytes else { return .overflow }
            newsCount += 1
            newsBytes += bytes
        }
        entries.append(Entry(line: line, key: key, sequence: nextSequence, bytes: key == nil ? bytes : 0))
        nextSequence += 1
        if tombstones > 64 && tombstones > entries.count / 2 { compact() }
        return result
    }

    /// The oldest live line, removed.
    ///
    /// - Returns: the oldest line not replaced by a newer one of its key, or nil when none waits.
    public mutating func pop() -> Line? {
        while let entry = entries.popFirst() {
            if let key = entry.key {
                guard newest[key] == entry.sequence else { tombstones -= 1; continue }
                newest[key] = nil
            } else {
                newsCount -= 1
                newsBytes -= entry.bytes
            }
            return entry.line
        }
        return nil
    }

    /// Drops everything.
    public mutating func removeAll() {
        entries.removeAll()
        newest.removeAll()
        tombstones = 0
        newsCount = 0
        newsBytes = 0
    }

    private mutating func compact() {
        entries = Deque(entries.filter { e in e.key.map { newest[$0] == e.sequence } ?? true })
        tombstones = 0
    }
}
