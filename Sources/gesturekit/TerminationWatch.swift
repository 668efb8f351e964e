import Foundation
import Glibc

/// Calls `stop` on SIGINT/SIGTERM or after a duration, with nothing that wakes in between: the
/// signal handler only writes a byte to a pipe (async-signal-safe), and one thread sleeps in
/// `poll(2)` on that pipe with the duration as its only timeout. `serve` uses it instead of
/// Dispatch signal sources (`LiveStopper`), whose manager thread ticked once a second and so
/// woke an otherwise idle service (measured with scripts/bench-bridge.sh's idle row).
final class TerminationWatch: @unchecked Sendable {
    /// The pipe the handler writes to; set once, before the handlers are installed.
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1
    private var fds: [Int32] = [-1, -1]

    /// Installs the handlers and starts the watching thread. Throws when no pipe can be made.
    init(duration: Double?, stop: @escaping @Sendable () -> Void) throws {
        guard pipe(&fds) == 0 else {
            throw CLIError(message: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        Self.pipeWrite = fds[1]
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { _ in
                var byte: UInt8 = 1
                _ = write(TerminationWatch.pipeWrite, &byte, 1)
            }
        }
        Self.unblock([SIGINT, SIGTERM])
        let readEnd = fds[0]
        let timeout: Int32 = duration.map { Int32(min(max($0 * 1000, 1), Double(Int32.max)).rounded(.up)) } ?? -1
        let thread = Thread {
            Thread.current.name = "gk-signals"
            var p = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            while poll(&p, 1, timeout) < 0 && errno == EINTR {}
            stop()
        }
        thread.start()
    }

    /// Unblocks `signals` on the calling thread (the main thread, which then takes them): a
    /// blocked mask is inherited through fork and exec (Foundation's `Process` started from a thread
    /// that blocks them passes it on), and a blocked SIGTERM would never end a service.
    /// - Parameter signals: the signals whose handlers this process relies on.
    static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in signals { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
