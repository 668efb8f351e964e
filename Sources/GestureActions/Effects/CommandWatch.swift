import Glibc
import Logging

/// One running command's thread: sleeps in `poll(2)` on the command's output, error, pidfd and the
/// runner's closing pipe, with the lifetime's next deadline as the only timeout; collects the
/// output (bounded), stops the command on its timeout or when the runner closes, reaps it and
/// logs how it went. Everything here belongs to that one thread.
struct CommandWatch {
    private let command: SpawnedCommand
    private let label: String
    private let arguments: [String]
    private var lifetime: CommandLifetime
    private let closing: WakePipe
    private let log: Logger
    /// The wait status, once reaped.
    private var status: Int32 = 0

    /// A watch of `command`, started now.
    /// - Parameters:
    ///   - command: the process and its pipes, closed by `run()`.
    ///   - label: the rule's name, for the log.
    ///   - arguments: the argv it runs, for the log.
    ///   - timeout: seconds before it is stopped.
    ///   - closing: the runner's pipe, readable once it closes.
    ///   - log: where the outcome goes.
    init(command: SpawnedCommand, label: String, arguments: [String], timeout: Double, closing: WakePipe,
         log: Logger) {
        self.command = command
        self.label = label
        self.arguments = arguments
        self.lifetime = .started(at: .now, timeout: timeout)
        self.closing = closing
        self.log = log
    }

    /// Runs until the command has exited and is reaped.
    mutating func run() {
        let started = ContinuousClock.now
        var output = CapturedOutput(), error = CapturedOutput()
        var descriptors = [
            pollfd(fd: command.standardOutput, events: Int16(POLLIN), revents: 0),
            pollfd(fd: command.standardError, events: Int16(POLLIN), revents: 0),
            pollfd(fd: command.pidfd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: closing.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while !lifetime.isExited {
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.timeout(until: lifetime.deadline))
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 {
                log.error("command '\(label)': poll: \(String(cString: strerror(errno))); killing it")
                act(lifetime.handle(.daemonStopping(now: .now)))
                act(.kill)
                act(lifetime.handle(.exited))
                break
            }
            // A negative fd is ignored by poll: a stream at its end, or the closing pipe once seen
            // (it stays readable: every command's thread sees it).
            if descriptors[0].revents != 0, !output.read(from: descriptors[0].fd) { descriptors[0].fd = -1 }
            if descriptors[1].revents != 0, !error.read(from: descriptors[1].fd) { descriptors[1].fd = -1 }
            if descriptors[3].revents != 0 {
                descriptors[3].fd = -1
                act(lifetime.handle(.daemonStopping(now: .now)))
            }
            if let deadline = lifetime.deadline, ContinuousClock.now >= deadline {
                act(lifetime.handle(.deadlinePassed(now: .now)))
            }
            if descriptors[2].revents != 0 { act(lifetime.handle(.exited)) }
        }
        // What the command wrote just before exiting is still in the pipes (a child it left
        // running may hold them open: read what is there, do not wait for their end).
        if descriptors[0].fd >= 0 { _ = output.read(from: command.standardOutput) }
        if descriptors[1].fd >= 0 { _ = error.read(from: command.standardError) }
        for fd in [command.standardOutput, command.standardError, command.pidfd] { Glibc.close(fd) }
        report(output: output, error: error, after: ContinuousClock.now - started)
    }

    private mutating func act(_ action: CommandLifetime.Action) {
        switch action {
        case .none: break
        case .terminate: kill(-command.pid, SIGTERM)
        case .kill: kill(-command.pid, SIGKILL)
        case .reap:
            var status: Int32 = 0
            while waitpid(command.pid, &status, 0) < 0 && errno == EINTR {}
            self.status = status
        }
    }

    private func report(output: CapturedOutput, error: CapturedOutput, after elapsed: Duration) {
        let name = "command '\(label)' (\(arguments.joined(separator: " ")))"
        if let text = output.text { log.info("\(name) output: \(text)") }
        if let text = error.text { log.notice("\(name) error output: \(text)") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let time = "after \((seconds * 1000).rounded() / 1000) s"
        // The wait status's layout (sys/wait.h): low 7 bits the signal, bits 8–15 the exit code.
        let signal = status & 0x7f
        let reason = switch lifetime.stopReason {
        case .timeout: " (its timeout passed)"
        case .daemonStopping: " (the daemon is stopping)"
        case nil: ""
        }
        if signal == 0 {
            let code = (status >> 8) & 0xff
            if code == 0 {
                log.info("\(name) exited with status 0 \(time)\(reason)")
            } else {
                log.warning("\(name) exited with status \(code) \(time)\(reason)")
            }
        } else {
            let signalName = String(cString: strsignal(signal))
            log.warning("\(name) was ended by signal \(signal) (\(signalName)) \(time)\(reason)")
        }
    }

    /// The `poll` timeout for `deadline`: -1 for none, rounded up so the thread never wakes early.
    static func timeout(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let left = deadline - .now
        guard left > .zero else { return 0 }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let milliseconds = left.components.seconds * 1000
            + (left.components.attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(clamping: milliseconds)
    }
}
