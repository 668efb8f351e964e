import GestureInput
import GestureTraces

/// A recording read one item ahead, for a live loop that plays it in real time: the loop peeks at
/// the next item's time to arm its timer, and takes items once the clock has reached them.
/// `offset` shifts every time (a looping replay's later passes continue the clock).
final class ReplayFeed {
    /// The recording's header (devices, surface).
    let header: TraceHeader
    /// Added to every item's time.
    var offset = TimeSpan.zero
    private var source: any TraceSource
    private var peeked: TraceItem?
    private(set) var isExhausted = false

    /// Opens `path` (format detected unless given) and reads its first item.
    init(path: String, format: TraceFormat?, surface: Size?) throws {
        source = try TraceFile.open(path: path, format: format, surface: surface)
        header = source.header
        try fill()
    }

    /// The next item's time (after `offset`); nil at the end. A diagnostic without a time is due
    /// at once.
    var peekTime: Timestamp? {
        guard let peeked else { return nil }
        switch peeked {
        case .event(let e): return e.time + offset
        case .diagnostic(let d): return (d.time ?? .zero) + offset
        }
    }

    /// Takes the peeked item and reads the next. Throws the reader's located `TraceError`.
    func next() throws -> TraceItem? {
        guard let item = peeked else { return nil }
        peeked = nil
        try fill()
        switch item {
        case .event(var e):
            e.time = e.time + offset
            return .event(e)
        case .diagnostic(var d):
            d.time = d.time.map { $0 + offset }
            return .diagnostic(d)
        }
    }

    /// Gives up on the rest (after a read error).
    func abandon() {
        peeked = nil
        isExhausted = true
    }

    private func fill() throws {
        guard !isExhausted else { return }
        if let item = try source.next() { peeked = item } else { isExhausted = true }
    }
}
