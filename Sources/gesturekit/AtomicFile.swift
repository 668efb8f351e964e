import Glibc
import GestureKit

/// Writes a file all or nothing: into a temporary file in the destination's folder (so the final
/// `rename` stays on one file system and is atomic), renamed over the destination only when the
/// writing succeeded; on any error the temporary file is removed and the destination untouched.
enum AtomicFile {
    /// Calls `body` with a descriptor open on the temporary file, then renames it to `path`.
    static func write(_ path: String, _ body: (Int32) throws -> Void) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { p in p.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else {
            throw TraceError(
                file: path, message: "cannot create a temporary file next to it: \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var open = true
        do {
            try body(fd)
            // mkstemp creates the file 0600; give it the mode a plain create would (0666 & ~umask).
            let mask = umask(0); _ = umask(mask)
            _ = fchmod(fd, 0o666 & ~mask)
            open = false
            guard close(fd) == 0 else {
                throw TraceError(file: path, message: "cannot write: \(String(cString: strerror(errno)))")
            }
            guard rename(temporary, path) == 0 else {
                throw TraceError(file: path, message: "cannot replace: \(String(cString: strerror(errno)))")
            }
        } catch {
            if open { close(fd) }
            unlink(temporary)
            throw error
        }
    }
}
