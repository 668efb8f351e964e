import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams a `.gktrace` to a file descriptor: the header first, then one line per event, through
/// a buffer flushed every `flushThreshold` bytes, so a recording of any length uses bounded memory.
///
/// Call `finish()` (or `flush()`) before the process exits; the writer flushes in `deinit` as a
/// last resort but cannot report a failure there.
public final class GktraceWriter {
    /// Where errors say they happened (the path, or `<fd N>`).
    public let name: String
    /// Buffered bytes are written out once the buffer holds this many (bytes).
    public let flushThreshold: Int

    private let fd: Int32
    private let ownsDescriptor: Bool
    private var encoder = GktraceEncoder()
    private var closed = false

    /// Writes to an open descriptor (not closed by the writer); the header is encoded immediately.
    ///
    /// - Parameters:
    ///   - fileDescriptor: an open, writable descriptor.
    ///   - header: the trace's header.
    ///   - name: the name errors give the output; nil names the descriptor.
    ///   - flushThreshold: how many encoded bytes wait before they are written.
    /// - Throws: `TraceError` naming the file when the header cannot be encoded or written.
    public init(fileDescriptor: Int32, header: TraceHeader, name: String? = nil, flushThreshold: Int = 1 << 16)
        throws(TraceError)
    {
        self.fd = fileDescriptor
        self.ownsDescriptor = false
        self.name = name ?? "<fd \(fileDescriptor)>"
        self.flushThreshold = max(flushThreshold, 1)
        try encodeHeader(header)
    }

    /// Writes to an open `FileHandle` (not closed by the writer); the header is encoded immediately.
    ///
    /// - Parameters:
    ///   - fileHandle: an open, writable file.
    ///   - header: the trace's header.
    ///   - flushThreshold: how many encoded bytes wait before they are written.
    /// - Throws: `TraceError` naming the file when the header cannot be encoded or written.
    public convenience init(fileHandle: FileHandle, header: TraceHeader, flushThreshold: Int = 1 << 16)
        throws(TraceError)
    {
        try self.init(fileDescriptor: fileHandle.fileDescriptor, header: header, flushThreshold: flushThreshold)
    }

    /// Creates (or truncates) `path` and writes the header; `-` writes to standard output.
    ///
    /// - Parameters:
    ///   - path: the file to create or truncate; `-` for standard output.
    ///   - header: the trace's header.
    ///   - flushThreshold: how many encoded bytes wait before they are written.
    /// - Throws: `TraceError` naming the file when it cannot be created or the header written.
    public init(path: String, header: TraceHeader, flushThreshold: Int = 1 << 16) throws(TraceError) {
        if path == "-" {
            fd = 1; ownsDescriptor = false
        } else {
            let d = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard d >= 0 else {
                throw TraceError(file: path, message: "cannot create: \(String(cString: strerror(errno)))")
            }
            fd = d; ownsDescriptor = true
        }
        self.name = path
        self.flushThreshold = max(flushThreshold, 1)
        try encodeHeader(header)
    }

    private func encodeHeader(_ header: TraceHeader) throws(TraceError) {
        do { try encoder.encode(header: header) } catch { throw TraceError(file: name, message: error.message) }
    }

    deinit {
        if !closed {
            try? flush()
            if ownsDescriptor { _ = close(fd) }
        }
    }

    /// Appends one event; throws for non-finite numbers (nothing is written) or a failed write.
    ///
    /// - Parameter event: the next event, in time order.
    /// - Throws: `TraceError` for a value that is not finite, a failed write, or a write after `finish()`.
    public func write(_ event: InputEvent) throws(TraceError) {
        guard !closed else { throw TraceError(file: name, message: "write after finish()") }
        do { try encoder.encode(event) } catch { throw TraceError(file: name, message: error.message) }
        if encoder.bytes.count >= flushThreshold { try flush() }
    }

    /// Appends every event of a sequence, in order.
    ///
    /// - Parameter events: the events, in time order.
    /// - Throws: `TraceError` at the first event that cannot be written; the ones before are written.
    public func write(contentsOf events: some Sequence<InputEvent>) throws(TraceError) {
        for e in events { try write(e) }
    }

    /// Writes out whatever is buffered.
    ///
    /// - Throws: `TraceError` naming the output when a write fails.
    public func flush() throws(TraceError) {
        if let code = FileDescriptor.write(encoder.bytes, to: fd) {
            throw TraceError(file: name, message: "write failed: \(String(cString: strerror(code)))")
        }
        encoder.removeAll()
    }

    /// Flushes and, for a path the writer opened, closes the file. Later writes throw.
    ///
    /// - Throws: `TraceError` naming the output when the last write or the close fails.
    public func finish() throws(TraceError) {
        guard !closed else { return }
        try flush()
        closed = true
        if ownsDescriptor {
            if close(fd) != 0 {
                throw TraceError(file: name, message: "close failed: \(String(cString: strerror(errno)))")
            }
        }
    }
}
