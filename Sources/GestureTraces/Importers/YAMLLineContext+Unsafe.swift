/// `YAMLLineContext`'s skip over the bytes that cannot change a line's context, eight at a time
/// (`RecordLine.standingRowIndent` skips with `firstByteThatMayMatter` too). Unaligned 8-byte
/// loads need a raw pointer, hence this file.
extension YAMLLineContext {
    // Unsafe: libinput record replay 4.6 % fewer instructions (scripts/callgrind-replays.sh).
    /// The index of the first byte of `line` from `start` on that `mayMatter` (or may: a word is
    /// skipped only when every byte in it is plainly inert), `line.count` if none.
    @inline(__always)
    static func firstByteThatMayMatter(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = line.count
        var j = start
        if let base = line.baseAddress {
            let raw = UnsafeRawPointer(base)
            while j + 8 <= n {
                guard isInertWord(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)) else { break }
                j += 8
            }
        }
        while j < n && !mayMatter(line[j]) { j += 1 }
        return j
    }

    /// Every byte of `word` is a space or in 0x2B…0x3F (`+ , - . /`, digits, `: ; < = > ?`): what
    /// evdev rows are made of, and nothing the scan acts on. Exact per byte (no carry crosses a
    /// byte: every sum below stays under 0x100 in each byte, and bytes ≥ 0x80 are refused).
    @inline(__always)
    static func isInertWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80, low7 = ones &* 0x7F
        let seven = word & low7
        let atLeast2B = seven &+ ones &* (0x80 - 0x2B)   // high bit: byte ≥ 0x2B
        let atLeast40 = seven &+ ones &* (0x80 - 0x40)   // high bit: byte ≥ 0x40
        let spaced = word ^ (ones &* 0x20)
        let isSpace = ~((spaced & low7) &+ low7 | spaced | low7)  // high bit: byte == 0x20
        let inert = (atLeast2B & ~atLeast40 | isSpace) & ~word & high
        return inert == high
    }

    /// The index of the first byte of `line` from `start` on that may begin a foreign line break
    /// (`\r`, or a byte ≥ 0x80: NEL, LS and PS are multi-byte), or a little before it; `line.count`
    /// if none. Comments (`libinput record` writes one on every evdev row) are ASCII without `\r`,
    /// so they are passed eight bytes a step.
    @inline(__always)
    static func firstByteThatMayBreak(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = line.count
        var j = start
        guard let base = line.baseAddress else { return n }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        while j + 8 <= n {
            let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            // A zero byte of `word ^ 0x0D…` is a `\r` (the classic has-zero-byte test; it may flag a
            // byte after a real hit, never miss one), and a high bit is a byte ≥ 0x80.
            let crs = word ^ (ones &* 0x0D)
            guard (crs &- ones) & ~crs & high == 0, word & high == 0 else { break }
            j += 8
        }
        return j
    }
}
