#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor, as `read(2)` and `write(2)` take it: the one place where reading and
/// writing files hands the system calls an address (the array's or span's own storage).
public enum FileDescriptor {
    /// Writes every byte of `bytes` to `fd`: the one loop through which standard output, a
    /// `.gktrace` being written and an output file reach `write(2)` (which takes a pointer). A
    /// short write goes on with the rest; a write interrupted by a signal (`EINTR`) is retried.
    ///
    /// - Parameters:
    ///   - bytes: what to write.
    ///   - fd: an open, writable descriptor.
    /// - Returns: nil once every byte is written, else the failed write's `errno` (`EIO` for a
    ///   write that wrote nothing without an error).
    public static func write(_ bytes: Span<UInt8>, to fd: Int32) -> Int32? {
        bytes.withUnsafeBufferPointer { p -> Int32? in
            guard let base = p.baseAddress else { return nil }
            var offset = 0
            while offset < p.count {
                let n = systemWrite(fd, base + offset, p.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return n < 0 ? errno : EIO
                }
            }
            return nil
        }
    }

    /// Writes every byte of `bytes` to `fd`, as `write(_:to:)` with a span does.
    ///
    /// - Parameters:
    ///   - bytes: what to write.
    ///   - fd: an open, writable descriptor.
    /// - Returns: nil once every byte is written, else the failed write's `errno`.
    public static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        write(bytes.span, to: fd)
    }

    /// `read(2)` of up to `count` bytes of `fd` into `buffer[start...]`; what `read` returned
    /// (−1 with `errno` set on failure, 0 at the end). Reads no more than the array holds.
    static func readSome(_ fd: Int32, into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
        let n = min(count, buffer.count - start)
        guard start >= 0, n > 0 else { return 0 }
        return buffer.withUnsafeMutableBufferPointer { p in systemRead(fd, p.baseAddress.map { $0 + start }, n) }
    }

    /// `pread(2)` of up to `count` bytes of `fd` at file offset `offset` into `buffer[start...]`;
    /// what `pread` returned. Reads no more than the array holds.
    static func preadSome(_ fd: Int32, into buffer: inout [UInt8], at start: Int, count: Int, offset: Int) -> Int {
        let n = min(count, buffer.count - start)
        guard start >= 0, n > 0 else { return 0 }
        return buffer.withUnsafeMutableBufferPointer { p in
            systemPread(fd, p.baseAddress.map { $0 + start }, n, off_t(offset))
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
private let systemPread = Glibc.pread
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
private let systemPread = Darwin.pread
#endif
