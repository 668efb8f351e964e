import Foundation

/// Runs a program to completion with captured output and a wall-clock limit (harness and CLI use).
public enum Subprocess {
    /// What a finished program left behind.
    public struct Result: Sendable {
        /// Exit status (or the terminating signal's number + 128).
        public var status: Int32
        /// Everything it wrote on stdout.
        public var standardOutput: String
        /// Everything it wrote on stderr.
        public var standardError: String
        /// True when the time limit killed it.
        public var timedOut: Bool
    }

    /// Runs `arguments` (the first is looked up in PATH when it has no slash) with `environment`
    /// added to this process's, killing it after `timeout` seconds. `whileRunning` is called once
    /// the process has started (the harness feeds umockdev its events through it); if it throws,
    /// the process is terminated and the error rethrown.
    ///
    /// - Parameters:
    ///   - arguments: the program and its arguments.
    ///   - environment: variables added to this process's.
    ///   - timeout: the seconds after which it is killed.
    ///   - whileRunning: called once it has started.
    /// - Returns: its exit status, captured output and whether it timed out.
    /// - Throws: `HarnessError.launchFailed` when it cannot start; what `whileRunning` throws.
    public static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 60,
                           whileRunning: ((Process) throws -> Void)? = nil) throws -> Result {
        guard let first = arguments.first else { throw HarnessError.launchFailed("no program given") }
        let process = Process()
        if first.contains("/") {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = Array(arguments.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let directory = FileManager.default.temporaryDirectory
        let token = UUID().uuidString
        let outURL = directory.appendingPathComponent("gk-\(token).out")
        let errURL = directory.appendingPathComponent("gk-\(token).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw HarnessError.launchFailed("\(first): \(error.localizedDescription)") }
        let timer = TimeoutFlag()
        let deadline = DispatchTime.now() + timeout
        DispatchQueue.global().asyncAfter(deadline: deadline) { [process] in
            if process.isRunning { timer.set(); process.terminate() }
        }
        // SIGTERM is not always enough: umockdev-run, stopping, joins its replay thread, which can
        // be blocked writing into a pty nobody reads any more (seen once in a stress run).
        DispatchQueue.global().asyncAfter(deadline: deadline + Self.killGrace) { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        if let whileRunning {
            do { try whileRunning(process) } catch {
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
                throw error
            }
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Result(status: status, standardOutput: stdout, standardError: stderr, timedOut: timer.isSet)
    }
}

extension Subprocess {
    /// Seconds between SIGTERM at the time limit and SIGKILL for a program that ignored it.
    static let killGrace: Double = 3
}

/// A flag set from the timeout closure and read after the process ended.
final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
