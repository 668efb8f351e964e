#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `LineReader` lends its lines: a view of its buffer, and `memchr` to find their ends.
extension LineReader {
    // Unsafe: a copy per line costs a fifth of the debug-events reader, a Span +1.4 % of evemu (performance.md).

    /// Calls `body` with the next line's bytes (valid only during the call); returns nil at end of file.
    ///
    /// The line is lent, not copied: `body` gets a view of the reader's buffer. Every parser of a
    /// line (`GktraceFastPath`, `JSONLineScanner`, `EvemuFastPath`, `DebugEventsCursor`, the
    /// `libinput record` line readers) reads it through the view's subscript, behind its own
    /// `index < count` tests (only the files named for their unsafe code, such as
    /// `YAMLLineContext+Unsafe.swift`, use its address), and never keeps it past the call.
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

    func findNewline() -> Int? {
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
}
