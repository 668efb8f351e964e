import Logging

/// Runs the `command` actions: spawned without a shell unless asked, never blocking the caller,
/// at most `maximumConcurrent` at once, output and exit logged, stopped after their timeout.
///
/// PLACEHOLDER until the effects branch lands: the API is fixed, the body is not written yet.
public final class CommandRunner: CommandLaunching, @unchecked Sendable {
    /// A runner allowing `maximumConcurrent` commands at once, logging to `log`.
    /// - Parameters:
    ///   - maximumConcurrent: commands running at once; a launch beyond it is dropped and logged.
    ///   - log: where starts, output and exits are logged.
    public init(maximumConcurrent: Int, log: Logger) {}

    public func launch(_ command: CommandSpec, label: String, environment: [String: String]) {}

    /// Stops every running command (SIGTERM, then SIGKILL after a second) and waits for them.
    public func close() {}
}
