import Foundation
import Logging
import Synchronization

/// A swift-log handler that keeps every message, for tests that check what a service logged, and
/// waits (bounded) for a message that a service thread logs later.
final class LogRecorder: Sendable {
    struct Entry: Sendable {
        var level: Logger.Level
        var message: String
    }

    private let entries = Mutex<[Entry]>([])
    private let changed = NSCondition()

    /// A logger writing here, at `level` and above.
    func logger(level: Logger.Level = .debug) -> Logger {
        var logger = Logger(label: "test") { _ in Handler(recorder: self) }
        logger.logLevel = level
        return logger
    }

    var messages: [String] { entries.withLock { $0.map(\.message) } }
    var all: [Entry] { entries.withLock { $0 } }

    fileprivate func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
        changed.lock(); changed.broadcast(); changed.unlock()
    }

    /// Waits until a message satisfies `matches`, at most `seconds`.
    /// - Returns: the first such message, nil when none came in time.
    @discardableResult
    func wait(seconds: Double = 10, for matches: (String) -> Bool) -> String? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        changed.lock(); defer { changed.unlock() }
        while true {
            if let found = messages.first(where: matches) { return found }
            if !changed.wait(until: deadline) { return messages.first(where: matches) }
        }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.append(Entry(level: event.level, message: event.message.description))
        }
    }
}
