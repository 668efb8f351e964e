import Foundation
import Glibc

/// Calls `changed` when the configuration file changes (inotify on its directory: editors save
/// by writing in place or by renaming a new file over it) or the process gets SIGHUP. One thread
/// sleeps in `poll(2)` on the inotify descriptor and a self-pipe, with no timeout: nothing wakes
/// while nothing happens.
public final class ConfigWatch: @unchecked Sendable {
    /// Why the watch could not start.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        /// One line: what failed and the system's words.
        public var description: String
    }

    /// The pipe the SIGHUP handler writes to; set once, before the handler is installed.
    nonisolated(unsafe) private static var hangUpWrite: Int32 = -1
    private let inotify: Int32
    private let pipeRead: Int32
    private let pipeWrite: Int32
    private let stopRead: Int32
    private let stopWrite: Int32
    private var thread: Thread?

    /// Starts watching `path` and SIGHUP.
    /// - Parameters:
    ///   - path: the configuration file (its directory must exist).
    ///   - changed: called on the watch's thread after each change or SIGHUP.
    /// - Throws: `StartError` when inotify or a pipe cannot be made.
    public init(path: String, changed: @escaping @Sendable () -> Void) throws(StartError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        inotify = inotify_init1(Int32(IN_CLOEXEC))
        guard inotify >= 0 else { throw StartError(description: "inotify: \(String(cString: strerror(errno)))") }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
        if inotify_add_watch(inotify, directory, mask) < 0 {
            let reason = String(cString: strerror(errno))
            Glibc.close(inotify)
            throw StartError(description: "cannot watch \(directory) for changes of \(name): \(reason)")
        }
        var fds: [Int32] = [-1, -1], stop: [Int32] = [-1, -1]
        guard pipe(&fds) == 0, pipe(&stop) == 0 else {
            Glibc.close(inotify)
            throw StartError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds + stop { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        pipeRead = fds[0]; pipeWrite = fds[1]; stopRead = stop[0]; stopWrite = stop[1]
        Self.hangUpWrite = pipeWrite
        signal(SIGHUP) { _ in
            var byte: UInt8 = 1
            _ = write(ConfigWatch.hangUpWrite, &byte, 1)
        }
        let (inotify, pipeRead, stopRead) = (inotify, pipeRead, stopRead)
        let thread = Thread {
            Thread.current.name = "gk-config"
            Self.watch(inotify: inotify, hangUp: pipeRead, stop: stopRead, name: name, changed: changed)
        }
        self.thread = thread
        thread.start()
    }

    /// Stops watching (the thread ends; SIGHUP is ignored from now). Idempotent.
    public func close() {
        guard thread != nil else { return }
        thread = nil
        signal(SIGHUP, SIG_IGN)
        var byte: UInt8 = 1
        _ = write(stopWrite, &byte, 1)
    }

    private static func watch(inotify: Int32, hangUp: Int32, stop: Int32, name: String,
                              changed: @Sendable () -> Void) {
        var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: hangUp, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = poll(&fds, nfds_t(fds.count), -1)
            if n < 0 && errno == EINTR { continue }
            if n < 0 || fds[2].revents != 0 { break }
            var fire = false
            if fds[1].revents != 0 {
                _ = buffer.withUnsafeMutableBytes { read(hangUp, $0.baseAddress, $0.count) }
                fire = true
            }
            if fds[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                if count > 0 && names(in: buffer, count: count).contains(name) { fire = true }
            }
            if fire { changed() }
        }
        Glibc.close(inotify); Glibc.close(hangUp); Glibc.close(stop)
    }

    /// The file names of the inotify events in `buffer` (`struct inotify_event`: wd, mask, cookie,
    /// len, then `len` bytes of NUL-padded name).
    static func names(in buffer: [UInt8], count: Int) -> [String] {
        var names: [String] = []
        var offset = 0
        let header = 16
        while offset + header <= count {
            let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16
                | Int(buffer[offset + 15]) << 24
            let start = offset + header, end = min(count, start + length)
            if end > start {
                let bytes = buffer[start..<end].prefix { $0 != 0 }
                names.append(String(decoding: bytes, as: UTF8.self))
            }
            offset = start + length
        }
        return names
    }
}
