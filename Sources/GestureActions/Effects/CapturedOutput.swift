import Glibc

/// The first bytes a command wrote to one stream, for the log: bounded, whatever the command
/// writes, with a count of what was left out.
struct CapturedOutput {
    /// Bytes kept per stream: a screenful of a command's complaint, and a bound on the daemon's
    /// memory per running command.
    static let maximumBytes = 4096

    private(set) var bytes: [UInt8] = []
    private(set) var omittedBytes = 0

    /// Reads what `fd` has now (non-blocking).
    /// - Returns: false at end of file or on an error (the caller stops watching `fd`).
    mutating func read(from fd: Int32) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count > 0 {
                let kept = min(count, Self.maximumBytes - bytes.count)
                bytes.append(contentsOf: chunk[..<kept])
                omittedBytes += count - kept
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return count < 0 && errno == EAGAIN
        }
    }

    /// The text for the log (invalid UTF-8 repaired), with the count of bytes not kept; nil when
    /// the command wrote nothing.
    var text: String? {
        guard !bytes.isEmpty else { return nil }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return omittedBytes > 0 ? text + " … (\(omittedBytes) more bytes not kept)" : text
    }
}
