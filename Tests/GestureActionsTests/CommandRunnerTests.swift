import Foundation
import Glibc
import Testing
@testable import GestureActions

/// The `command` action's runner with real processes: what it logs is how a user learns what their
/// commands did, so the tests read the log.
@Suite struct CommandRunnerTests {
    @Test func outputErrorOutputAndExitStatusAreLogged() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 4, log: log.logger())
        defer { runner.close() }
        runner.launch(CommandSpec(argv: ["echo out; echo err >&2; exit 3"], shell: true, timeout: 10),
                      label: "complain", environment: [:])
        let exit = log.wait { $0.contains("exited with status 3") }
        #expect(exit?.hasPrefix("command 'complain' (/bin/sh -c echo out; echo err >&2; exit 3)") == true)
        #expect(log.messages.contains { $0.hasSuffix(" output: out") })
        #expect(log.messages.contains { $0.hasSuffix(" error output: err") })
    }

    @Test func argvIsPassedLiterallyWithoutAShell() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 4, log: log.logger())
        defer { runner.close() }
        runner.launch(CommandSpec(argv: ["printf", "[%s]", "two words", "$HOME", "*"], timeout: 10),
                      label: "literal", environment: [:])
        #expect(log.wait { $0.contains("exited with status") } != nil)
        #expect(log.messages.contains { $0.hasSuffix(" output: [two words][$HOME][*]") })
    }

    @Test func aShellLineIsInterpretedByTheShellWithTheAddedVariables() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 4, log: log.logger())
        defer { runner.close() }
        runner.launch(CommandSpec(argv: ["echo \"$GK_PROGRESS %\" | tr 0-9 a-j"], shell: true, timeout: 10),
                      label: "shell", environment: ["GK_PROGRESS": "42"])
        #expect(log.wait { $0.contains("exited with status 0") } != nil)
        #expect(log.messages.contains { $0.hasSuffix(" output: ec %") })
    }

    @Test func aLaunchBeyondTheBoundIsDroppedAndLogged() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 1, log: log.logger())
        runner.launch(CommandSpec(argv: ["sleep", "30"], timeout: 60), label: "first", environment: [:])
        runner.launch(CommandSpec(argv: ["true"], timeout: 60), label: "second", environment: [:])
        #expect(log.messages.contains { $0 == "command 'second' (true) dropped: 1 commands are running "
            + "(or the daemon is stopping)" })
        runner.close()
        #expect(log.messages.contains {
            $0.hasPrefix("command 'first' (sleep 30) was ended by signal 15")
                && $0.hasSuffix("(the daemon is stopping)")
        })
        #expect(!log.messages.contains { $0.contains("'second'") && !$0.contains("dropped") })
    }

    @Test func aCommandPastItsTimeoutIsTerminated() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 4, log: log.logger())
        defer { runner.close() }
        let start = ContinuousClock.now
        runner.launch(CommandSpec(argv: ["sleep", "30"], timeout: 0.2), label: "slow", environment: [:])
        let ended = log.wait { $0.contains("'slow'") && $0.contains("signal") }
        #expect(ended?.contains("was ended by signal 15") == true)
        #expect(ended?.hasSuffix("(its timeout passed)") == true)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aCommandIgnoringSIGTERMIsKilledAGracePeriodLater() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 4, log: log.logger())
        defer { runner.close() }
        runner.launch(CommandSpec(argv: ["trap '' TERM; sleep 30"], shell: true, timeout: 0.1),
                      label: "stubborn", environment: [:])
        let ended = log.wait { $0.contains("'stubborn'") && $0.contains("signal") }
        #expect(ended?.contains("was ended by signal 9") == true)
    }

    @Test func closeEndsWithinASecondEvenWhenACommandIgnoresSIGTERM() throws {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 2, log: log.logger())
        let directory = try TemporaryDirectory()
        let ready = "\(directory.path)/trapped"
        runner.launch(CommandSpec(argv: ["trap '' TERM; : > \"$READY\"; sleep 30"], shell: true, timeout: 60),
                      label: "stubborn", environment: ["READY": ready])
        // Bounded: the shell has set its trap once the file exists.
        let deadline = ContinuousClock.now + .seconds(10)
        while access(ready, F_OK) != 0, ContinuousClock.now < deadline { usleep(10_000) }
        #expect(access(ready, F_OK) == 0)
        let start = ContinuousClock.now
        runner.close()
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(log.messages.contains {
            $0.contains("'stubborn' (/bin/sh") && $0.contains("was ended by signal 9")
                && $0.hasSuffix("(the daemon is stopping)")
        })
    }

    @Test func closeStopsAndReapsEveryCommand() throws {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 3, log: log.logger())
        for i in 0..<3 {
            runner.launch(CommandSpec(argv: ["sleep", "30"], timeout: 60), label: "s\(i)", environment: [:])
        }
        let pids = log.messages.compactMap { message -> pid_t? in
            guard let range = message.range(of: "started, process ") else { return nil }
            return pid_t(message[range.upperBound...])
        }
        #expect(pids.count == 3)
        let start = ContinuousClock.now
        runner.close()
        #expect(ContinuousClock.now - start < .seconds(3))
        for pid in pids {
            // Reaped, not a zombie: the process no longer exists at all.
            #expect(kill(pid, 0) == -1 && errno == ESRCH)
        }
        runner.launch(CommandSpec(argv: ["true"], timeout: 1), label: "late", environment: [:])
        #expect(log.messages.last?.contains("'late' (true) dropped") == true)
    }

    @Test func aProgramThatDoesNotExistIsLogged() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 1, log: log.logger())
        defer { runner.close() }
        runner.launch(CommandSpec(argv: ["/nonexistent/gesture-tool", "x"], timeout: 1), label: "missing",
                      environment: [:])
        #expect(log.messages.contains {
            $0 == "command 'missing' (/nonexistent/gesture-tool x) could not start: "
                + "/nonexistent/gesture-tool: No such file or directory"
        })
        // The slot is free again.
        runner.launch(CommandSpec(argv: ["true"], timeout: 1), label: "next", environment: [:])
        #expect(log.wait { $0.contains("'next' (true) exited with status 0") } != nil)
    }

    @Test func onlyTheFirstBytesOfALargeOutputAreKept() {
        let log = LogRecorder()
        let runner = CommandRunner(maximumConcurrent: 1, log: log.logger())
        defer { runner.close() }
        runner.launch(CommandSpec(argv: ["head -c 100000 /dev/zero | tr '\\0' a"], shell: true, timeout: 10),
                      label: "loud", environment: [:])
        #expect(log.wait { $0.contains("'loud'") && $0.contains("exited") } != nil)
        let output = log.messages.first { $0.contains(" output: ") }
        let kept = CapturedOutput.maximumBytes
        #expect(output?.hasSuffix(String(repeating: "a", count: 10) + " … (\(100_000 - kept) more bytes not kept)")
            == true)
        let text = output?.components(separatedBy: " output: ").last
        #expect(text.map { $0.filter { $0 == "a" }.count } == kept)
    }
}

/// Every transition of a running command's life.
@Suite struct CommandLifetimeTests {
    static let t0 = ContinuousClock.now
    static let later = t0 + .seconds(5)

    @Test(arguments: [
        (.running(deadline: t0), .deadlinePassed(now: later),
         .terminating(.timeout, killAt: later + CommandLifetime.gracePeriod), .terminate),
        (.running(deadline: nil), .daemonStopping(now: later),
         .terminating(.daemonStopping, killAt: later + CommandLifetime.stoppingGracePeriod), .terminate),
        (.running(deadline: t0), .exited, .exited(nil), .reap),
        (.terminating(.timeout, killAt: t0), .deadlinePassed(now: later), .killed(.timeout), .kill),
        (.terminating(.timeout, killAt: t0), .daemonStopping(now: later), .terminating(.timeout, killAt: t0), .none),
        (.terminating(.daemonStopping, killAt: t0), .exited, .exited(.daemonStopping), .reap),
        (.killed(.timeout), .deadlinePassed(now: later), .killed(.timeout), .none),
        (.killed(.timeout), .daemonStopping(now: later), .killed(.timeout), .none),
        (.killed(.daemonStopping), .exited, .exited(.daemonStopping), .reap),
        (.exited(nil), .exited, .exited(nil), .none),
        (.exited(.timeout), .daemonStopping(now: later), .exited(.timeout), .none),
    ] as [(CommandLifetime, CommandLifetime.Event, CommandLifetime, CommandLifetime.Action)])
    func transition(from: CommandLifetime, on event: CommandLifetime.Event, to: CommandLifetime,
                    doing action: CommandLifetime.Action) {
        var lifetime = from
        #expect(lifetime.handle(event) == action)
        #expect(lifetime == to)
    }

    @Test(arguments: [0, -1, Double.infinity, Double.nan])
    func aTimeoutThatIsNotAPositiveNumberMeansNone(timeout: Double) {
        #expect(CommandLifetime.started(at: Self.t0, timeout: timeout) == .running(deadline: nil))
    }

    @Test func aTimeoutIsADeadline() {
        #expect(CommandLifetime.started(at: Self.t0, timeout: 2.5).deadline == Self.t0 + .milliseconds(2500))
    }
}

/// The poll timeouts of the effect threads: none without a deadline, never early with one.
@Suite struct PollTimeoutTests {
    @Test func aCommandWithoutDeadlineSleepsUntilAnEvent() {
        #expect(CommandWatch.timeout(until: nil) == -1)
        #expect(CommandWatch.timeout(until: .now - .seconds(1)) == 0)
        #expect((1000...1001).contains(CommandWatch.timeout(until: .now + .microseconds(1_000_500))))
    }

    @Test func theServerSleepsUntilAnEventUnlessSdBusHasADeadline() {
        #expect(ToucheggServerLoop.milliseconds(until: .max) == -1)
        #expect(ToucheggServerLoop.milliseconds(until: 0) == 0)
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let microseconds = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
        #expect((2...3).contains(ToucheggServerLoop.milliseconds(until: microseconds + 2_500)))
    }
}
