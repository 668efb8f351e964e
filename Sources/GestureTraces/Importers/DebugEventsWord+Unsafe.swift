/// The unsafe part of `DebugEventsWord`, kept in one place: a word's 32 bytes read from the line
/// as four unaligned 8-byte loads.
extension DebugEventsWord {
    // Unsafe: debug-events replay 2.8 % fewer instructions (scripts/callgrind-replays.sh).
    /// Bytes `start ..< start + capacity` of `bytes` (which must hold them) as four little-endian
    /// words, without the bytes at `start + count` and beyond.
    @inline(__always)
    static func loadWords(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int)
        -> (UInt64, UInt64, UInt64, UInt64) {
        let raw = UnsafeRawBufferPointer(bytes)
        return (word(raw, start, 0, count), word(raw, start, 1, count), word(raw, start, 2, count),
                word(raw, start, 3, count))
    }

    /// Bytes `start` + 8·`index` ..< `start` + 8·`index` + 8 of `raw` as a little-endian integer,
    /// without the bytes at `start + count` and beyond.
    @inline(__always)
    private static func word(_ raw: UnsafeRawBufferPointer, _ start: Int, _ index: Int, _ count: Int) -> UInt64 {
        let kept = count - 8 * index
        guard kept > 0 else { return 0 }
        let value = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8 * index, as: UInt64.self))
        return kept >= 8 ? value : value & ((1 << (8 * UInt64(kept))) - 1)
    }
}
