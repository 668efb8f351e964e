/// A command a rule runs: an argv run without a shell, or one line run by `/bin/sh -c` when the
/// user asked for a shell.
public struct CommandSpec: Sendable, Hashable {
    /// The program and its arguments (`shell`: exactly one element, the shell line).
    public var argv: [String]
    /// Run `argv[0]` through `/bin/sh -c`.
    public var shell: Bool
    /// Seconds the command may run before it is sent SIGTERM (then SIGKILL a second later).
    public var timeout: Double

    /// A command with every field given.
    /// - Parameters:
    ///   - argv: the program and its arguments, or the one shell line.
    ///   - shell: whether `argv[0]` is a line for `/bin/sh -c`.
    ///   - timeout: seconds before the command is stopped.
    public init(argv: [String], shell: Bool = false, timeout: Double) {
        self.argv = argv; self.shell = shell; self.timeout = timeout
    }
}

/// Runs commands for the daemon's `command` actions without ever blocking the caller: bounded
/// concurrency, output and exit logged, a timeout per command.
public protocol CommandLaunching: AnyObject, Sendable {
    /// Starts `command` (or drops it, logged, when the concurrency bound is reached).
    /// - Parameters:
    ///   - command: what to run.
    ///   - label: the rule's name, for the log.
    ///   - environment: variables added to the daemon's environment (the gesture's progress, …).
    func launch(_ command: CommandSpec, label: String, environment: [String: String])
}

/// Sends key combinations for the daemon's `keys` actions (a uinput virtual keyboard).
public protocol KeySending: AnyObject, Sendable {
    /// Presses the keys in order and releases them in reverse, as one combination.
    /// - Parameter keys: the combination.
    /// - Throws: when the virtual device cannot be written.
    func send(_ keys: KeyCombination) throws
}
