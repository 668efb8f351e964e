#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)`, `pread(2)` and `write(2)` on an array's own storage, so that the files which read
/// traces and standard input hand the system calls no address of their own.
enum FileDescriptorIO {
    // Unsafe: the system calls take the array's address; not speed code.

    /// `read(2)` of up to `count` bytes of `fd` into `buffer[start...]`; what `read` returned
    /// (−1 with `errno` set on failure, 0 at the end). Reads no more than the array holds.
    static func readSome(_ fd: Int32, into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
        let n = min(count, buffer.count - start)
        guard start >= 0, n > 0 else { return 0 }
        return buffer.withUnsafeMutableBufferPointer { p in read(fd, p.baseAddress.map { $0 + start }, n) }
    }

    /// `pread(2)` of up to `count` bytes of `fd` at file offset `offset` into `buffer[start...]`;
    /// what `pread` returned. Reads no more than the array holds.
    static func preadSome(_ fd: Int32, into buffer: inout [UInt8], at start: Int, count: Int, offset: Int) -> Int {
        let n = min(count, buffer.count - start)
        guard start >= 0, n > 0 else { return 0 }
        return buffer.withUnsafeMutableBufferPointer { p in
            pread(fd, p.baseAddress.map { $0 + start }, n, off_t(offset))
        }
    }

    /// `write(2)` of `bytes[start...]` to `fd`; what `write` returned.
    static func writeSome(_ fd: Int32, _ bytes: [UInt8], from start: Int) -> Int {
        guard start >= 0, start < bytes.count else { return 0 }
        return bytes.withUnsafeBufferPointer { p in write(fd, p.baseAddress.map { $0 + start }, bytes.count - start) }
    }
}
