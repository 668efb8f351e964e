import Foundation
import CPidfd
import Glibc

/// A command started by `CommandSpawn.start`: its process (leader of a process group of its own,
/// so a timeout stops what it started too), a pidfd that becomes readable when it exits, and the
/// read ends of its standard output and error.
struct SpawnedCommand: Sendable {
    var pid: pid_t
    var pidfd: Int32
    var standardOutput: Int32
    var standardError: Int32
}

/// `posix_spawn` for the `command` action: argv without a shell (`PATH` searched as a shell
/// would), or `/bin/sh -c LINE`; standard input from /dev/null, output and error into pipes, the
/// daemon's environment plus the variables given, default signal dispositions and an empty mask
/// (the daemon's own handling of SIGTERM or SIGPIPE must not reach its commands).
enum CommandSpawn {
    /// Why a command did not start, in the system's words.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Signals reset to their default action in the child.
    static let resetSignals: [Int32] = [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM]

    /// The argv a command runs: its own, or the shell's for `shell: true`.
    static func arguments(of command: CommandSpec) -> [String] {
        command.shell ? ["/bin/sh", "-c", command.argv.first ?? ""] : command.argv
    }

    /// Starts `command` with `environment` added to the daemon's.
    /// - Throws: `Failure` when a pipe, the spawn or the pidfd could not be made (nothing is left
    ///   running or open then).
    static func start(_ command: CommandSpec, environment: [String: String]) throws(Failure) -> SpawnedCommand {
        let argv = arguments(of: command)
        guard let program = argv.first, !program.isEmpty else { throw Failure(description: "an empty command") }
        guard let output = makePipe(), let error = makePipe() else {
            throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), reset = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&reset)
        for signal in resetSignals { sigaddset(&reset, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &reset)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, added in added }
        var pid = pid_t()
        let result = withCStrings(argv) { cArguments in
            withCStrings(merged.map { "\($0.key)=\($0.value)" }) { cEnvironment in
                posix_spawnp(&pid, program, &actions, &attributes, cArguments, cEnvironment)
            }
        }
        Glibc.close(output.write)
        Glibc.close(error.write)
        guard result == 0 else {
            Glibc.close(output.read)
            Glibc.close(error.read)
            throw Failure(description: "\(program): \(String(cString: strerror(result)))")
        }
        let pidfd = pidfd_open(pid, 0)
        guard pidfd >= 0 else {
            let reason = String(cString: strerror(errno))
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            Glibc.close(output.read)
            Glibc.close(error.read)
            throw Failure(description: "pidfd_open (Linux 5.3 or later): \(reason)")
        }
        return SpawnedCommand(pid: pid, pidfd: pidfd, standardOutput: output.read, standardError: error.read)
    }

    /// A pipe whose ends are close-on-exec (the child gets its copies through dup2) and whose read
    /// end is non-blocking.
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        return (ends[0], ends[1])
    }

    /// `strings` as a NULL-terminated array of C strings, valid during `body`.
    private static func withCStrings<T>(_ strings: [String],
                                        _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (i, string) in strings.enumerated() { array[i] = strdup(string) }
        array[strings.count] = nil
        defer {
            for i in 0..<strings.count { free(array[i]) }
            array.deallocate()
        }
        return body(array)
    }
}
