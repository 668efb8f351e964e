/// A word of a debug-events line (an event type such as `GESTURE_PINCH_UPDATE`, a device key such
/// as `event21`) held inline: its length and its bytes, zero-padded to 32, in four integers
/// (the length tells `AB` from `AB` followed by a NUL byte). Comparing two is five integer compares, with no array to
/// retain or loop over. The reader keeps the event types and the last device it has met this way, so that a line of a
/// known type from the last device costs no byte-by-byte comparison.
struct DebugEventsWord: Equatable {
    /// Most bytes a word held this way has (libinput's longest event type has 25).
    static let capacity = 32

    private var count: Int
    private var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    /// The bytes of `range` of `bytes` (a line lent by `LineReader.withNextLine`, see there why a
    /// view), or nil when they are empty or more than `capacity`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let count = range.count
        guard count > 0, count <= Self.capacity else { return nil }
        self.count = count
        let start = range.lowerBound
        if bytes.count - start >= Self.capacity {
            // The usual case, as a type or key is followed by the rest of the line: four words
            // loaded at once (`DebugEventsWord+Unsafe.swift`).
            (w0, w1, w2, w3) = Self.loadWords(bytes, at: start, count: count)
        } else {
            for k in 0..<count {
                let byte = UInt64(bytes[start + k]) << (8 * UInt64(k % 8))
                switch k / 8 {
                case 0: w0 |= byte
                case 1: w1 |= byte
                case 2: w2 |= byte
                default: w3 |= byte
                }
            }
        }
    }
}
