#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The unsafe part of `RecordLine`, kept in one place: the substring search behind
/// `mentionsScrollRows`, which the layout pass runs on every line of a file, through `memchr` and
/// `memcmp` on the line's address.
extension RecordLine {
    // Unsafe: libinput record replay 2.7 % fewer instructions (scripts/callgrind-replays.sh).
    /// True when `needle` (not empty) occurs in `line`: memchr for its first byte, then a compare.
    static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let base = line.baseAddress, let first = needle.first, line.count >= needle.count else { return false }
        var from = 0
        while from + needle.count <= line.count,
              let hit = memchr(base + from, Int32(first), line.count - needle.count + 1 - from) {
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + at, needle, needle.count) == 0 { return true }
            from = at + 1
        }
        return false
    }
}
