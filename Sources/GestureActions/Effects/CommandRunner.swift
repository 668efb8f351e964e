import Foundation
import Logging
import NIOConcurrencyHelpers

/// Runs the `command` actions: spawned without a shell unless asked, never blocking the caller,
/// at most `maximumConcurrent` at once, output and exit logged, stopped after their timeout.
///
/// Threads: `launch` spawns the process on the caller's thread (`posix_spawn` returns once the
/// child exists; it does not wait for the program) and hands it to a thread of its own
/// (`CommandWatch`), so there are at most `maximumConcurrent` such threads. Each sleeps in
/// `poll(2)` on its command's pipes and pidfd, with the command's timeout as its only timer.
/// `launch` and `close` may be called from any thread; only the running count is shared, under a lock.
/// Requires Linux 5.3 or later (`pidfd_open`).
public final class CommandRunner: CommandLaunching, Sendable {
    private struct State {
        var running = 0
        var closing = false
    }

    private let maximumConcurrent: Int
    private let log: Logger
    private let state = NIOLockedValueBox(State())
    /// Signalled once by `close()` and never drained: every command's thread sees it readable.
    private let closing: WakePipe?
    private let watches = DispatchGroup()

    /// A runner allowing `maximumConcurrent` commands at once, logging to `log`.
    /// - Parameters:
    ///   - maximumConcurrent: commands running at once; a launch beyond it is dropped and logged.
    ///   - log: where starts, output and exits are logged.
    public init(maximumConcurrent: Int, log: Logger) {
        self.maximumConcurrent = max(0, maximumConcurrent)
        self.log = log
        do {
            closing = try WakePipe()
        } catch {
            log.error("commands cannot run: \(error)")
            closing = nil
        }
    }

    deinit { close() }

    /// Starts `command` and returns at once (or drops it, logged, when `maximumConcurrent` run).
    /// Its output, exit status and any failure to start are logged, never thrown.
    /// - Parameters:
    ///   - command: what to run.
    ///   - label: the rule's name, for the log.
    ///   - environment: variables added to the daemon's environment (the gesture's progress, …).
    public func launch(_ command: CommandSpec, label: String, environment: [String: String]) {
        let arguments = CommandSpawn.arguments(of: command)
        let name = "command '\(label)' (\(arguments.joined(separator: " ")))"
        guard let closing else { log.error("\(name) not run: the runner could not start"); return }
        // Entering the group under the lock: a close() that comes after admission waits for this
        // command too (its thread sees the closing pipe and stops it).
        let admitted = state.withLockedValue { state in
            guard !state.closing, state.running < maximumConcurrent else { return false }
            state.running += 1
            self.watches.enter()
            return true
        }
        guard admitted else {
            log.warning("\(name) dropped: \(maximumConcurrent) commands are running (or the daemon is stopping)")
            return
        }
        let spawned: SpawnedCommand
        do {
            spawned = try CommandSpawn.start(command, environment: environment)
        } catch {
            state.withLockedValue { $0.running -= 1 }
            watches.leave()
            log.error("\(name) could not start: \(error)")
            return
        }
        log.debug("\(name) started, process \(spawned.pid)")
        let log = log, watches = watches
        let thread = Thread { [self] in
            Thread.current.name = "gk-command"
            var watch = CommandWatch(command: spawned, label: label, arguments: arguments,
                                     timeout: command.timeout, closing: closing, log: log)
            watch.run()
            self.state.withLockedValue { $0.running -= 1 }
            watches.leave()
        }
        thread.start()
    }

    /// Stops every running command (SIGTERM to its process group, then SIGKILL a second later),
    /// waits until each is reaped, and refuses later launches. Idempotent.
    public func close() {
        state.withLockedValue { $0.closing = true }
        closing?.signal()
        watches.wait()
    }
}
