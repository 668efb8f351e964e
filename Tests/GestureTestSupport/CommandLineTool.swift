import Foundation

/// Runs the built `gesturekit` executable, for end-to-end tests of exactly what users run.
public enum CommandLineTool {
    /// The `gesturekit` binary next to the test bundle (`.build/<config>/gesturekit`), if built.
    public static var executable: URL? {
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        for _ in 0..<4 {
            dir.deleteLastPathComponent()
            let candidate = dir.appendingPathComponent("gesturekit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let fallback = SharedRecordings.packageRoot.appendingPathComponent(".build/debug/gesturekit")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }

    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `gesturekit args…` in the package root and waits for it; `standardInput` is a file
    /// the program reads as its standard input (none: it inherits the test's); `standardOutput`
    /// replaces the pipe the result's `stdout` is read from (`/dev/full`, a closed pipe).
    public static func run(_ args: [String], standardInput: String? = nil,
                           standardOutput: FileHandle? = nil) throws -> Result {
        guard let executable else {
            throw NSError(domain: "CommandLineTool", code: 1, userInfo: [
                NSLocalizedDescriptionKey: "gesturekit is not built; run `swift build` (make test does)",
            ])
        }
        return try run(executable, arguments: args, standardInput: standardInput, standardOutput: standardOutput)
    }

    /// Runs `executable arguments…` in `directory` (the package root unless given) and waits for
    /// it: the one way the tests start a built program (`gesturekit`, the examples).
    public static func run(_ executable: URL, arguments: [String],
        in directory: URL = SharedRecordings.packageRoot, standardInput: String? = nil,
        standardOutput: FileHandle? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        if let standardInput { process.standardInput = FileHandle(forReadingAtPath: standardInput) }
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
