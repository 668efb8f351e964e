#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file line by line through a fixed-size buffer, counting lines; memory stays bounded
/// whatever the file size. Lines are returned without the terminator (`\n`, and a `\r` before it).
public struct LineReader: ~Copyable {
    /// The name used in errors.
    public let path: String
    /// 1-based number of the line most recently returned (0 before the first).
    public internal(set) var lineNumber = 0
    /// True when the last line returned had no terminating newline (a possibly truncated tail).
    public internal(set) var lastLineUnterminated = false
    /// Byte offset in the file of the start of the line most recently returned.
    public internal(set) var lineOffset = 0
    /// Byte offset in the file of the first byte after the line most recently returned (and its
    /// terminator): where the next line starts.
    public var nextLineOffset: Int { consumed + start }

    /// File offset of `buffer[0]`.
    var consumed = 0

    private let fd: Int32
    private let ownsDescriptor: Bool
    /// The buffer, `buffer[start..<end]` read and not yet returned; `eof` once a read returned 0.
    /// (`LineReader+Unsafe.swift` lends lines from it.)
    var buffer: [UInt8]
    var start = 0
    var end = 0
    var eof = false

    /// Opens `path` for reading (`-` is standard input). Throws `TraceError` when it cannot be opened.
    ///
    /// - Parameters:
    ///   - path: the file to read; `-` for standard input.
    ///   - chunkSize: the read buffer's size in bytes, grown only for a line longer than it.
    ///   - offset: start reading at this byte offset of a regular file (lines are then counted
    ///     from `line`, the number of the line starting there, minus one).
    ///   - line: with `offset`, the number of the line before the one starting there.
    /// - Throws: `TraceError` naming the file when it cannot be opened or seeked.
    public init(path: String, chunkSize: Int = 1 << 16, offset: Int = 0, line: Int = 0) throws {
        self.path = path
        self.lineNumber = line
        if path == "-" {
            fd = 0; ownsDescriptor = false
        } else {
            let d = open(path, O_RDONLY | O_CLOEXEC)
            if d < 0 {
                throw TraceError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
            }
            var st = stat()
            if fstat(d, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
                close(d)
                throw TraceError(file: path, message: "is a directory, expected a trace file")
            }
            if offset > 0 && lseek(d, off_t(offset), SEEK_SET) < 0 {
                close(d)
                throw TraceError(file: path, message: "cannot seek: \(String(cString: strerror(errno)))")
            }
            fd = d; ownsDescriptor = true
            consumed = offset
        }
        buffer = [UInt8](repeating: 0, count: max(chunkSize, 16))
    }

    deinit { if ownsDescriptor { close(fd) } }

    /// Bytes of read buffer held: the chunk size, grown only for a line longer than the buffer.
    public var bufferCapacity: Int { buffer.count }

    /// The next line as a `String` (invalid UTF-8 repaired), or nil at end of file.
    ///
    /// - Returns: the line without its terminator, or nil.
    /// - Throws: `TraceError` naming the file when a read fails.
    public mutating func nextLine() throws -> String? {
        try withNextLine { String(decoding: $0, as: UTF8.self) }
    }

    mutating func fill() throws {
        // Compact, then grow only if one line is longer than the whole buffer.
        if start > 0 {
            let n = end - start
            if n > 0 {
                for k in 0..<n { buffer[k] = buffer[start + k] }
            }
            consumed += start
            start = 0; end = n
        }
        if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
        let count = buffer.count - end
        let e = end
        let r = FileDescriptor.readSome(fd, into: &buffer, at: e, count: count)
        if r < 0 {
            if errno == EINTR { return }
            throw TraceError(
                file: path, line: lineNumber + 1, message: "read failed: \(String(cString: strerror(errno)))")
        }
        if r == 0 { eof = true } else { end += r }
    }
}
