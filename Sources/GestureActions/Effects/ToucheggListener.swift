import Glibc

/// The listening Unix socket of the touchegg server: bound in `init` (so a taken or bad address is
/// an error at start-up), then owned by the server thread, which accepts clients from it.
struct ToucheggListener: Sendable {
    /// The non-blocking, close-on-exec listening socket.
    let descriptor: Int32
    /// The socket file to remove at close (`unix:path=`), nil for an abstract name.
    private let socketFile: String?

    /// Connections waiting in the kernel for `accept` (`listen(2)` backlog; GDBus servers use 128).
    static let backlog: Int32 = 128

    /// Binds and listens at `address`.
    /// - Parameters:
    ///   - address: where.
    ///   - text: the address as typed, for errors.
    /// - Throws: `.addressInUse` when another server listens there, `.failed` otherwise.
    init(address: ToucheggAddress, text: String) throws(ToucheggServer.StartError) {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .failed(text, reason: "socket: \(Self.lastError())") }
        var (socketAddress, length) = address.socketAddress()
        var bound = Self.bind(fd, &socketAddress, length)
        if bound == EADDRINUSE, let file = address.filePath, !Self.isServed(&socketAddress, length) {
            // A socket file left by a server that is gone: nobody accepts on it, so take it over.
            unlink(file)
            bound = Self.bind(fd, &socketAddress, length)
        }
        guard bound == 0 else {
            Glibc.close(fd)
            if bound == EADDRINUSE { throw .addressInUse(text) }
            throw .failed(text, reason: "bind: \(String(cString: strerror(bound)))")
        }
        guard listen(fd, Self.backlog) == 0 else {
            let reason = Self.lastError()
            Glibc.close(fd)
            throw .failed(text, reason: "listen: \(reason)")
        }
        descriptor = fd
        socketFile = address.filePath
    }

    /// Closes the socket and removes its file.
    func close() {
        Glibc.close(descriptor)
        if let socketFile { unlink(socketFile) }
    }

    /// What `accept` found.
    enum Accepted {
        /// A client's socket, non-blocking and close-on-exec.
        case client(Int32)
        /// No client waits.
        case none
        /// The process is out of descriptors (EMFILE, ENFILE, ENOBUFS, ENOMEM): the socket stays
        /// readable, so the caller stops watching it until it has closed a client.
        case exhausted(String)
    }

    /// The next waiting client. A client that hung up before it was accepted is skipped.
    func accept() -> Accepted {
        while true {
            let fd = Glibc.accept(descriptor, nil, nil)
            if fd >= 0 {
                // accept4 (one call, no window for a command spawned meanwhile to inherit the
                // socket) is hidden from Swift behind _GNU_SOURCE.
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, O_NONBLOCK)
                return .client(fd)
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .exhausted(Self.lastError())
            default: return .none
            }
        }
    }

    /// The user id of the process at the other end of `fd` (`SO_PEERCRED`), nil when unknown.
    static func peerUserID(_ fd: Int32) -> uid_t? {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }

    private static func bind(_ fd: Int32, _ address: inout sockaddr_un, _ length: socklen_t) -> Int32 {
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) }
        }
        return result == 0 ? 0 : errno
    }

    /// Whether a server accepts connections at the address (a refused connection: a stale file).
    private static func isServed(_ address: inout sockaddr_un, _ length: socklen_t) -> Bool {
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard probe >= 0 else { return true }
        defer { Glibc.close(probe) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, length) }
        }
        return result == 0 || errno != ECONNREFUSED
    }

    /// `struct ucred` of `sys/socket.h` (hidden from Swift behind `_GNU_SOURCE`), field for field.
    private struct PeerCredentials {
        var pid: pid_t = 0
        var uid: uid_t = 0
        var gid: gid_t = 0
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
