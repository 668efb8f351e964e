import Glibc
import NIOCore

/// Why a transport could not be bound, in words a person can act on: the port or path, what is
/// wrong and what to do (docs/bridge.md, "Errors"). No NIO type names, no errno text.
public struct BindError: Error, CustomStringConvertible {
    /// The one-line message.
    public let description: String

    /// The message for a failed bind of `--listen host:port`.
    /// - Parameters:
    ///   - error: what binding threw.
    ///   - host: the host asked for.
    ///   - port: the port asked for.
    /// - Returns: the error to report.
    static func listen(_ error: any Error, host: String, port: Int) -> BindError {
        let address = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        switch (error as? IOError)?.errnoCode {
        case EADDRINUSE:
            return BindError(description: "--listen \(address): port \(port) is already in use by another program; "
                + "stop it or choose another port (0 picks a free one)")
        case EACCES, EPERM:
            return BindError(description: "--listen \(address): not allowed to listen on port \(port); "
                + "ports below 1024 need privileges, choose a port from 1024 up")
        case EADDRNOTAVAIL:
            return BindError(description: "--listen \(address): \(host) is not an address of this machine; "
                + "use 127.0.0.1 or one of its own addresses")
        default:
            return BindError(description: "--listen \(address): cannot listen there (\(Self.reason(of: error))); "
                + "check the host and port")
        }
    }

    /// The message for a failed bind of `--socket path`.
    /// - Parameters:
    ///   - error: what binding threw.
    ///   - path: the socket path.
    /// - Returns: the error to report.
    static func socket(_ error: any Error, path: String) -> BindError {
        if case SocketAddressError.unixDomainSocketPathTooLong = error {
            return tooLong(path)
        }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let parent = directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory
        switch (error as? IOError)?.errnoCode {
        case ENOENT, ENOTDIR:
            return BindError(description: "--socket \(path): the directory \(parent) does not exist; "
                + "create it (systemd: RuntimeDirectory=) or choose another path")
        case EACCES, EPERM, EROFS:
            return BindError(description: "--socket \(path): not allowed to create a socket in \(parent); "
                + "run as a user who may write there, or choose another path")
        default:
            return BindError(description: "--socket \(path): cannot create the socket there "
                + "(\(Self.reason(of: error))); choose another path")
        }
    }

    /// A socket path longer than a Unix socket address holds.
    static func tooLong(_ path: String) -> BindError {
        BindError(description: "--socket \(path): the path is \(path.utf8.count) bytes, longer than a Unix socket "
            + "path may be (\(maximumSocketPathBytes)); choose a shorter path, e.g. under /run")
    }

    /// Bytes of a Unix socket path (`sun_path` less its terminating NUL): 107 on Linux.
    static let maximumSocketPathBytes = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// A short description of an error outside the cases above (errno's name in words).
    private static func reason(of error: any Error) -> String {
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        return "unexpected error"
    }
}
