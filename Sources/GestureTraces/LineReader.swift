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
    public private(set) var lineNumber = 0
    /// True when the last line returned had no terminating newline (a possibly truncated tail).
    public private(set) var lastLineUnterminated = false
    /// Byte offset in the file of the start of the line most recently returned.
    public private(set) var lineOffset = 0
    /// Byte offset in the file of the first byte after the line most recently returned (and its
    /// terminator): where the next line starts.
    public var nextLineOffset: Int { consumed + start }

    /// File offset of `buffer[0]`.
    private var consumed = 0

    private let fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var eof = false

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

    /// Calls `body` with the next line's bytes (valid only during the call); returns nil at end of file.
    ///
    /// The line is lent, not copied: `body` gets a view of the reader's buffer. Every parser of a
    /// line (`GktraceFastPath`, `JSONLineScanner`, `EvemuFastPath`, `DebugEventsCursor`, the
    /// `libinput record` line readers) reads it through the view's subscript, behind its own
    /// `index < count` tests (only the files named for their unsafe code, such as
    /// `DebugEventsWord+UnalignedLoads.swift`, use its address), and never keeps it past the call.
    /// Why a view: copying each line into an array of its own, and the bounds checks of reading
    /// through one, are a large share of a reader's cost (docs/performance.md, readers). Why not a
    /// `Span<UInt8>`: Swift 6.3 cannot store one in a cursor struct without the experimental
    /// Lifetimes feature, and as a parameter its reads are bounds-checked, which measured slower.
    ///
    /// - Parameter body: reads the line, without its terminator; it must not keep the pointer.
    /// - Returns: what `body` returned, or nil at the end of the file.
    /// - Throws: `TraceError` naming the file when a read fails; what `body` throws.
    public mutating func withNextLine<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
        while true {
            // Look for a newline in the unread part of the buffer.
            if let nl = findNewline() {
                lineNumber += 1
                lastLineUnterminated = false
                var lineEnd = nl
                if lineEnd > start && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let s = start
                lineOffset = consumed + s
                start = nl + 1
                return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[s..<lineEnd])) }
            }
            if eof {
                guard start < end else { return nil }
                lineNumber += 1
                lastLineUnterminated = true
                let s = start, e = end
                lineOffset = consumed + s
                start = end
                return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[s..<e])) }
            }
            try fill()
        }
    }

    /// Lends the next lines to `take` one at a time, without returning between them, while `take`
    /// accepts them (returns true), their number stays at most `lastLine` and they end with a line
    /// break already in the buffer. The line `take` refuses is not consumed: the next call of this
    /// or `withNextLine` lends it again. Never reads the file; a caller loops over this and
    /// `withNextLine`, which fills the buffer (and returns an unterminated last line).
    ///
    /// Why: a line through `withNextLine` costs its caller a return per line (the cursor's and the
    /// item stream's bookkeeping around it); `libinput record` evdev rows are taken here by
    /// `RecordEventsCursor.nextEvdevRows`, measurably faster (docs/performance.md, readers).
    ///
    /// - Parameters:
    ///   - lastLine: the number of the last line to lend.
    ///   - take: gets each line with its number (1-based) and the byte offset in the file where it
    ///     starts; returns whether it took the line.
    @inline(__always)
    public mutating func takeLines(through lastLine: Int,
                                   _ take: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ offset: Int) -> Bool) {
        var s = start, number = lineNumber, lastStart = -1
        let e = end, consumed = consumed
        buffer.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            while number < lastLine, s < e, let hit = memchr(base + s, Int32(UInt8(ascii: "\n")), e - s) {
                let nl = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                var lineEnd = nl
                if lineEnd > s && p[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                guard take(UnsafeBufferPointer(rebasing: p[s..<lineEnd]), number + 1, consumed + s) else { break }
                number += 1
                lastStart = s
                s = nl + 1
            }
        }
        guard lastStart >= 0 else { return }
        lineNumber = number
        lastLineUnterminated = false
        lineOffset = consumed + lastStart
        start = s
    }

    /// `takeLines(through:_:)` with a value of the caller's lent to `take` for each line: a
    /// stored property of the caller beside this reader, changed in place rather than copied out
    /// and back around the call (evemu's decoder: `EvemuRowStream.takeDecodedRows`).
    ///
    /// The loop is the plain form's, with `state` captured by the closure passed to it. The other
    /// way round (the plain form lending an empty `Void` here) crashed under TSan: its
    /// instrumentation of the `inout` access to a zero-sized value read shadow memory at a bogus
    /// address (a SEGV at `&state` under `make test-tsan`). The plain form is `@inline(__always)`
    /// so the loop is specialized for this closure.
    ///
    /// - Parameters:
    ///   - lastLine: the number of the last line to lend.
    ///   - state: the caller's value, lent to `take` with each line.
    ///   - take: as in `takeLines(through:_:)`, with `state`.
    public mutating func takeLines<State>(
        through lastLine: Int, with state: inout State,
        _ take: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ offset: Int, _ state: inout State) -> Bool
    ) {
        takeLines(through: lastLine) { line, number, offset in take(line, number, offset, &state) }
    }

    /// The next line as a `String` (invalid UTF-8 repaired), or nil at end of file.
    ///
    /// - Returns: the line without its terminator, or nil.
    /// - Throws: `TraceError` naming the file when a read fails.
    public mutating func nextLine() throws -> String? {
        try withNextLine { String(decoding: $0, as: UTF8.self) }
    }

    private func findNewline() -> Int? {
        guard start < end else { return nil }
        // memchr scans a word (or vector) at a time; a byte loop with bounds checks cost more
        // than parsing the short lines of a trace.
        return buffer.withUnsafeBufferPointer { p -> Int? in
            guard let base = p.baseAddress, let hit = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start)
            else {
                return nil
            }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        }
    }

    private mutating func fill() throws {
        // Compact, then grow only if one line is longer than the whole buffer.
        if start > 0 {
            let n = end - start
            if n > 0 {
                buffer.withUnsafeMutableBufferPointer { p in
                    _ = memmove(p.baseAddress!, p.baseAddress! + start, n)
                }
            }
            consumed += start
            start = 0; end = n
        }
        if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
        let count = buffer.count - end
        let e = end
        let r = buffer.withUnsafeMutableBufferPointer { p in read(fd, p.baseAddress! + e, count) }
        if r < 0 {
            if errno == EINTR { return }
            throw TraceError(
                file: path, line: lineNumber + 1, message: "read failed: \(String(cString: strerror(errno)))")
        }
        if r == 0 { eof = true } else { end += r }
    }
}
