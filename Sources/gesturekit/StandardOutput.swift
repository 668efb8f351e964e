import GestureKit
import Glibc

/// Standard output, the one way every subcommand writes to it: unbuffered by Foundation or stdio,
/// and every write checked, so that no output is lost silently.
///
/// - A reader that went away (`EPIPE`: `gesturekit replay … | head`) ends the program at once,
///   quietly and with status 0, as a Unix tool ends on `SIGPIPE` (which `main` catches and does
///   nothing with, so that the error reaches here instead of killing the process with status 141).
/// - Any other failure (`ENOSPC` on a full disk, `EIO`, a closed descriptor) prints
///   `Error: standard output: cannot write: <reason>` and ends the program with status 1 at once:
///   output written past a failure would be lost, and a live command would go on forever.
///
/// Exiting from here, on whichever thread writes, is deliberate: the writers run inside closures
/// and threads (the replay's write-behind thread, the live session's callback) that cannot throw,
/// and nothing after a failed write could still reach the user. Files are written elsewhere
/// (`AtomicFile`), with errors thrown.
enum StandardOutput {
    /// Writes `bytes` whole, or ends the program as described above.
    static func write(_ bytes: [UInt8]) {
        write(bytes.span)
    }

    /// Writes `text` as UTF-8, whole, or ends the program as described above.
    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes `bytes` whole, or ends the program as described above.
    static func write(_ bytes: Span<UInt8>) {
        if let code = FileDescriptor.write(bytes, to: STDOUT_FILENO) { fail(code) }
    }

    /// Ends the program quietly with status 0 when standard output is a pipe or socket whose reader
    /// went away: for the writers that report their own errors (`GktraceWriter` on `convert … -`,
    /// `synth -o -`), so that `| head` stays quiet there too.
    static func endQuietlyIfReaderIsGone() {
        var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        guard poll(&descriptor, 1, 0) == 1, descriptor.revents & Int16(POLLERR | POLLHUP) != 0 else { return }
        _exit(0)
    }

    /// A line (`print`'s replacement for what goes to standard output).
    static func print(_ line: String) {
        write(line + "\n")
    }

    private static func fail(_ code: Int32) -> Never {
        if code == EPIPE { _exit(0) }
        let reason = String(cString: strerror(code))
        let message = "Error: standard output: cannot write: \(reason)\n"
        _ = FileDescriptor.write(Array(message.utf8), to: STDERR_FILENO)
        _exit(1)
    }
}
