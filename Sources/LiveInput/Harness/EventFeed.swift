import Foundation
import GestureInput

/// Hands umockdev-run its evemu events through a named pipe at a chosen CLOCK_MONOTONIC time.
///
/// umockdev replays a device's events from the moment it has read the events file, stamping each
/// with the time written in the file. Through a FIFO that moment is ours to choose: the harness
/// writes the file when the clock reaches the first stamp, so stamps and delivery agree whatever
/// umockdev's start-up time was (a regular file is read at an unknown moment after launch, which
/// on a loaded machine shifted every stamp by tens of milliseconds).
struct EventFeed {
    /// The FIFO umockdev-run is told to read (`-e NODE=path`).
    let path: String

    /// Creates the FIFO at `path`.
    static func create(at path: String) throws -> EventFeed {
        guard mkfifo(path, 0o600) == 0 else {
            throw HarnessError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        return EventFeed(path: path)
    }

    /// Waits until `process` opens the FIFO and the clock reaches `notBefore`, then writes `text`
    /// and closes it. Returns when the text was handed over (CLOCK_MONOTONIC). Gives up, throwing,
    /// if the process ends or `deadline` passes before it opens the FIFO.
    func feed(_ text: String, notBefore: Timestamp, to process: Process, deadline: Date) throws -> Timestamp {
        var descriptor: Int32 = -1
        while descriptor < 0 {
            // O_NONBLOCK: opening for writing fails with ENXIO until the reader has opened it.
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { break }
            guard errno == ENXIO || errno == EINTR else {
                throw HarnessError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            guard process.isRunning else {
                throw HarnessError.launchFailed("umockdev-run exited before reading its events")
            }
            guard Date() < deadline else {
                throw HarnessError.launchFailed("umockdev-run did not read its events in time")
            }
            usleep(Self.pollInterval)
        }
        defer { close(descriptor) }
        // Blocking writes from here on: umockdev reads as we write.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let wait = (notBefore - MonotonicClock.now()).microseconds
        if wait > 0 { usleep(UInt32(clamping: wait)) }
        let handedOver = MonotonicClock.now()
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw HarnessError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
        bytes.removeAll()
        return handedOver
    }

    /// How often to retry opening the FIFO while umockdev-run starts (µs).
    static let pollInterval: UInt32 = 500
}
