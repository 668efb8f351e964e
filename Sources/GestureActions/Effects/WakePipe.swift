import Glibc

/// A self-pipe that wakes a thread sleeping in `poll(2)`: any thread calls `signal()`, the sleeping
/// thread watches `readDescriptor` and calls `drain()`. Both ends are non-blocking and close-on-exec,
/// so a full pipe (already signalled) never blocks the signaller and a spawned command never holds it.
final class WakePipe: Sendable {
    /// The end `poll` watches for `POLLIN`.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// Why the pipe could not be made, in the system's words.
    struct CreationError: Error, CustomStringConvertible {
        var description: String
    }

    /// A new pipe.
    /// - Throws: `CreationError` when the process is out of descriptors.
    init() throws(CreationError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw CreationError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        Glibc.close(readDescriptor)
        Glibc.close(writeDescriptor)
    }

    /// Makes `readDescriptor` readable. A full pipe (EAGAIN) is already readable: nothing is lost.
    func signal() {
        var one: UInt8 = 1
        while write(writeDescriptor, &one, 1) < 0 && errno == EINTR {}
    }

    /// Empties the pipe, so the next `poll` sleeps until the next `signal()`.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }
}
