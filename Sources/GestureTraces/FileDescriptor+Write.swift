#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor, as `write(2)` takes it.
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
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
