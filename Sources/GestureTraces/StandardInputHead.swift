import Foundation
import Synchronization

/// The first bytes of standard input, read once so that `-` is sniffed as a file is, and handed
/// back: every reader of `-` then reads standard input from its first byte.
///
/// A regular file on standard input (`< file`) is rewound. A pipe cannot be: its head goes into a
/// new pipe that replaces descriptor 0, followed by the rest of the old one, copied by a thread of
/// its own in 64 KiB pieces (memory stays bounded; the thread ends at the end of input, or when the
/// reader has gone and the write fails).
enum StandardInputHead {
    private static let cache = Mutex<[UInt8]?>(nil)

    /// Up to `length` bytes from the start of standard input; the same bytes on every call.
    /// - Parameter length: how many bytes to sniff.
    /// - Returns: the head (shorter at the end of input).
    /// - Throws: `TraceError` for `<stdin>` when it cannot be read or handed back.
    static func read(length: Int) throws -> [UInt8] {
        try cache.withLock { cached in
            if let cached { return cached }
            let head = try readFromStart(length: length)
            try handBack(head)
            cached = head
            return head
        }
    }

    private static func readFromStart(length: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < length {
            let n = FileDescriptor.readSome(0, into: &buffer, at: filled, count: length - filled)
            if n < 0 {
                if errno == EINTR { continue }
                throw TraceError(file: "<stdin>", message: "read failed: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            filled += n
        }
        return Array(buffer[..<filled])
    }

    /// Puts `head` back in front of the rest of standard input.
    private static func handBack(_ head: [UInt8]) throws {
        var st = stat()
        if fstat(0, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG && lseek(0, 0, SEEK_SET) == 0 { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw TraceError(file: "<stdin>", message: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        let rest = dup(0)
        guard rest >= 0, dup2(ends[0], 0) == 0 else {
            let reason = String(cString: strerror(errno))
            close(ends[0]); close(ends[1])
            if rest >= 0 { close(rest) }
            throw TraceError(file: "<stdin>", message: "cannot hand standard input back: \(reason)")
        }
        close(ends[0])
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(rest, F_SETFD, FD_CLOEXEC)
        let writeEnd = ends[1]
        let thread = Thread {
            defer { close(writeEnd); close(rest) }
            guard writeAll(head, to: writeEnd) else { return }
            var piece = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = FileDescriptor.readSome(rest, into: &piece, at: 0, count: piece.count)
                if n < 0 && errno == EINTR { continue }
                guard n > 0, writeAll(Array(piece[..<n]), to: writeEnd) else { return }
            }
        }
        thread.name = "gk-stdin"
        thread.start()
    }

    /// Writes all of `bytes`; false when the reader has gone (or any other write error).
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        FileDescriptor.write(bytes, to: fd) == nil
    }
}
