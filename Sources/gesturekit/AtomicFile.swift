import Glibc
import GestureKit

/// Writes an output file the way a user expects whatever the destination is:
///
/// - a regular file (or none yet) is replaced all or nothing: written into a temporary file in the
///   destination's folder (so the final `rename` stays on one file system and is atomic), renamed
///   over the destination only when the writing succeeded, with the destination's permissions. On
///   an error, SIGINT or SIGTERM the temporary file is removed and the destination left untouched;
/// - a symbolic link is followed: its target is what gets replaced, the link stays;
/// - a named pipe, a device node (`/dev/stdout`, `/dev/null`) or a socket is written through,
///   never replaced (as root, `convert x.yaml /dev/stdout` replaced the device node);
/// - a directory is an error.
enum AtomicFile {
    /// The temporary file being written, for the signal handlers (a C string, allocated before they
    /// are installed; nil when none).
    nonisolated(unsafe) private static var pendingTemporary: UnsafeMutablePointer<CChar>?

    /// Symbolic links followed before giving up (Linux's own limit, `MAXSYMLINKS`).
    static let maximumLinksFollowed = 40

    /// Calls `body` with a descriptor open on the destination (or a temporary file standing in for
    /// it), then puts the result in place.
    ///
    /// - Parameters:
    ///   - path: the destination as the user typed it.
    ///   - removingOnSignal: SIGINT and SIGTERM remove the temporary file and end the program; false
    ///     for a program that ends its own writing on them (`record`: Ctrl-C ends a recording, which
    ///     is then put in place).
    ///   - body: writes the content; an error it throws leaves the destination as it was.
    /// - Throws: `TraceError` naming `path` when the file cannot be created, written or renamed, or
    ///   whatever `body` throws.
    static func write(_ path: String, removingOnSignal: Bool = true, _ body: (Int32) throws -> Void) throws {
        let target = try resolve(path)
        var status = stat()
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw TraceError(file: path, message: "is a directory, expected a file to write")
            default: return try writeThrough(target, named: path, body)
            }
        }
        let existingMode = status.st_mode & S_IFMT == S_IFREG ? status.st_mode & 0o7777 : nil
        try replace(target, named: path, mode: existingMode, removingOnSignal: removingOnSignal, body)
    }

    /// Writes `bytes` to `path` as `write(_:_:)` does.
    static func write(_ path: String, contents bytes: [UInt8]) throws {
        try write(path) { fd in
            if let code = FileDescriptor.write(bytes, to: fd) {
                throw TraceError(file: path, message: "cannot write: \(String(cString: strerror(code)))")
            }
        }
    }

    /// `path` with its symbolic links followed (a link to a file not there yet gives that file).
    private static func resolve(_ path: String) throws -> String {
        var current = path
        for _ in 0..<maximumLinksFollowed {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else {
                throw TraceError(file: path, message: "cannot read the link: \(String(cString: strerror(errno)))")
            }
            let link = String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else {
                let folder = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
                current = folder + link
            }
        }
        throw TraceError(file: path, message: "too many levels of symbolic links")
    }

    private static func writeThrough(_ target: String, named path: String, _ body: (Int32) throws -> Void) throws {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TraceError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        do {
            try body(fd)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else {
            throw TraceError(file: path, message: "cannot write: \(String(cString: strerror(errno)))")
        }
    }

    private static func replace(_ target: String, named path: String, mode: mode_t?, removingOnSignal: Bool,
                                _ body: (Int32) throws -> Void) throws {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = strdup("\(folder).\(name).XXXXXX")
        guard let temporary else { throw TraceError(file: path, message: "out of memory") }
        defer { free(temporary) }
        // Blocked while the handlers are installed and the file created, so that a signal cannot
        // fall between the creation and the handler knowing its name.
        var blocked = sigset_t(), previousMask = sigset_t()
        sigemptyset(&blocked); sigaddset(&blocked, SIGINT); sigaddset(&blocked, SIGTERM)
        sigprocmask(SIG_BLOCK, &blocked, &previousMask)
        let fd = mkstemp(temporary)
        let creationError = errno
        if fd >= 0 && removingOnSignal { pendingTemporary = temporary }
        let previous = removingOnSignal ? installCleanupHandlers() : []
        sigprocmask(SIG_SETMASK, &previousMask, nil)
        defer {
            sigprocmask(SIG_BLOCK, &blocked, nil)
            pendingTemporary = nil
            restoreHandlers(previous)
            sigprocmask(SIG_SETMASK, &previousMask, nil)
        }
        guard fd >= 0 else {
            let reason = String(cString: strerror(creationError))
            throw TraceError(file: path, message: "cannot create a temporary file next to it: \(reason)")
        }
        var open = true
        do {
            try body(fd)
            // mkstemp creates the file 0600: give it the destination's mode, or a plain create's
            // (0666 & ~umask).
            let mask = umask(0); _ = umask(mask)
            _ = fchmod(fd, mode ?? (0o666 & ~mask))
            open = false
            guard close(fd) == 0 else {
                throw TraceError(file: path, message: "cannot write: \(String(cString: strerror(errno)))")
            }
            guard rename(temporary, target) == 0 else {
                throw TraceError(file: path, message: "cannot replace: \(String(cString: strerror(errno)))")
            }
        } catch {
            if open { close(fd) }
            unlink(temporary)
            throw error
        }
    }

    /// SIGINT and SIGTERM remove the temporary file, then end the program as the signal would.
    private static func installCleanupHandlers() -> [(Int32, sigaction)] {
        [SIGINT, SIGTERM].map { sig in
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                if let temporary = AtomicFile.pendingTemporary { unlink(temporary) }
                signal(sig, SIG_DFL)
                raise(sig)
            }
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(sig, &action, &previous)
            return (sig, previous)
        }
    }

    private static func restoreHandlers(_ previous: [(Int32, sigaction)]) {
        for (sig, action) in previous {
            var action = action
            sigaction(sig, &action, nil)
        }
    }
}
