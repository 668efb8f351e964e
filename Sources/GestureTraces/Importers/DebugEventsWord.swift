/// A word of a debug-events line (an event type such as `GESTURE_PINCH_UPDATE`, a device key such
/// as `event21`) held inline: its length and its bytes, zero-padded to 32, in four integers
/// (the length tells `AB` from `AB` followed by a NUL byte). Comparing two is five integer compares, with no array to
/// retain or loop over. The reader keeps the event types and the last device it has met this way, so that a line of a
/// known type from the last device costs no byte-by-byte comparison (callgrind: ≈ 600 instructions a line before;
/// docs/performance.md, readers).
struct DebugEventsWord: Equatable {
    /// Most bytes a word held this way has (libinput's longest event type has 25).
    static let capacity = 32

    private var count: Int
    private var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    /// The bytes of `range` of `bytes`, or nil when they are empty or more than `capacity`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let count = range.count
        guard count > 0, count <= Self.capacity, let base = bytes.baseAddress else { return nil }
        self.count = count
        let start = UnsafeRawPointer(base + range.lowerBound)
        if bytes.count - range.lowerBound >= Self.capacity {
            // Four unaligned loads (the line goes on for 32 bytes), then the bytes past the word
            // masked off: the usual case, as a type or key is followed by the rest of the line.
            w0 = Self.word(start, 0, count)
            w1 = Self.word(start, 1, count)
            w2 = Self.word(start, 2, count)
            w3 = Self.word(start, 3, count)
        } else {
            for k in 0..<count {
                let byte = UInt64(start.load(fromByteOffset: k, as: UInt8.self)) << (8 * UInt64(k % 8))
                switch k / 8 {
                case 0: w0 |= byte
                case 1: w1 |= byte
                case 2: w2 |= byte
                default: w3 |= byte
                }
            }
        }
    }

    /// Bytes 8·`index` ..< 8·`index` + 8 of `start` as a little-endian integer, without the bytes
    /// at `count` and beyond.
    @inline(__always)
    private static func word(_ start: UnsafeRawPointer, _ index: Int, _ count: Int) -> UInt64 {
        let kept = count - 8 * index
        guard kept > 0 else { return 0 }
        let value = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
        return kept >= 8 ? value : value & ((1 << (8 * UInt64(kept))) - 1)
    }
}
