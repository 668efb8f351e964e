/// The life of one running command, as its watching thread sees it: running until it exits or its
/// timeout passes; then SIGTERM, and SIGKILL if it is still there a grace period later. The daemon
/// stopping (`CommandRunner.close()`) stops it the same way, with a shorter grace period.
enum CommandLifetime: Equatable {
    /// Why a command was stopped.
    enum StopReason: Equatable {
        case timeout
        case daemonStopping
    }

    /// It runs; it is stopped at `deadline` (nil: no timeout).
    case running(deadline: ContinuousClock.Instant?)
    /// SIGTERM was sent; SIGKILL follows at `killAt`.
    case terminating(StopReason, killAt: ContinuousClock.Instant)
    /// SIGKILL was sent; only its exit is awaited.
    case killed(StopReason)
    /// It exited and is reaped; it had been stopped for `StopReason`, or not (nil).
    case exited(StopReason?)

    /// What happened.
    enum Event: Equatable {
        /// The current deadline passed.
        case deadlinePassed(now: ContinuousClock.Instant)
        /// The runner is closing.
        case daemonStopping(now: ContinuousClock.Instant)
        /// The process exited (its pidfd became readable).
        case exited
    }

    /// What the watching thread does.
    enum Action: Equatable {
        case none
        /// SIGTERM to the command's process group.
        case terminate
        /// SIGKILL to the command's process group.
        case kill
        /// waitpid, log the output and exit.
        case reap
    }

    /// Time between SIGTERM and SIGKILL after a timeout: a gesture's command that ignores SIGTERM
    /// for a second is not coming back (service managers wait longer, systemd 90 s, for services
    /// that save state; a gesture's command has none worth the wait).
    static let gracePeriod = Duration.seconds(1)

    /// Time between SIGTERM and SIGKILL when the daemon stops: short enough that the daemon ends
    /// within a second of its own SIGTERM, whatever its commands do.
    static let stoppingGracePeriod = Duration.milliseconds(500)

    /// A running command with `timeout` seconds (not a positive finite number: no timeout).
    static func started(at now: ContinuousClock.Instant, timeout: Double) -> CommandLifetime {
        guard timeout.isFinite, timeout > 0 else { return .running(deadline: nil) }
        return .running(deadline: now + .milliseconds(Int64(min(timeout, 1e9) * 1000)))
    }

    /// The next moment the thread must wake without an event, nil for none.
    var deadline: ContinuousClock.Instant? {
        switch self {
        case .running(let deadline): deadline
        case .terminating(_, let killAt): killAt
        case .killed, .exited: nil
        }
    }

    /// Moves on `event`.
    /// - Returns: what to do to the process.
    mutating func handle(_ event: Event) -> Action {
        switch (self, event) {
        case (.exited, _):
            return .none
        case (_, .exited):
            self = .exited(stopReason)
            return .reap
        case (.running, .deadlinePassed(let now)):
            self = .terminating(.timeout, killAt: now + Self.gracePeriod)
            return .terminate
        case (.running, .daemonStopping(let now)):
            self = .terminating(.daemonStopping, killAt: now + Self.stoppingGracePeriod)
            return .terminate
        case (.terminating(let reason, _), .deadlinePassed):
            self = .killed(reason)
            return .kill
        case (.terminating, .daemonStopping), (.killed, .deadlinePassed), (.killed, .daemonStopping):
            return .none
        }
    }

    /// Whether it exited and was reaped.
    var isExited: Bool {
        if case .exited = self { return true }
        return false
    }

    /// Why it was stopped, nil when it was not.
    var stopReason: StopReason? {
        switch self {
        case .terminating(let reason, _), .killed(let reason): reason
        case .exited(let reason): reason
        case .running: nil
        }
    }
}
